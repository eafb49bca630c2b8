import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { controlled } from './stories/controlled';
import { SelectField } from './SelectField';

// model year 2024 makes from the shared vehicle list (FuelEconomy.gov data, MIT licence: ../shared/data/vehicles)
const MAKES_2024 =
  'Acura|Alfa Romeo|Aston Martin|Audi|BMW|Bentley|Bugatti|Buick|Cadillac|Chevrolet|Chrysler|Dodge|Ferrari|Fiat|Fisker|Ford|GMC|Genesis|Honda|Hyundai|INEOS Automotive|Infiniti|Jaguar|Jeep|Kia|Lamborghini|Land Rover|Lexus|Lincoln|Lotus|Lucid|MINI|Maserati|Mazda|Mercedes-Benz|Mitsubishi|Nissan|Polestar|Porsche|Ram|Rivian|Rolls-Royce|Subaru|Tesla|Toyota|Vinfast|Volkswagen|Volvo'
    .split('|')
    .map((make) => ({ value: make, label: make }));

const ControlledSelectField = controlled(SelectField);

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  render: (args) => <ControlledSelectField {...args} />,
  args: { label: 'Make', name: 'make', options: MAKES_2024, placeholder: 'Type to search', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: 'Honda' } };
export const WithError: Story = { args: { errorMessage: 'Choose the make of your vehicle.' } };
export const LabelHidden: Story = { args: { labelHidden: true, label: 'What make is your vehicle?' } };
