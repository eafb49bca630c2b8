import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { controlled } from './stories/controlled';
import { SelectField } from './SelectField';

// model year 2024 makes from the shared vehicle list (FuelEconomy.gov data, MIT licence: ../shared/data/vehicles)
const MAKES_2024 =
  'Acura|Alfa Romeo|Aston Martin|Audi|BMW|Bentley|Bugatti|Buick|Cadillac|Chevrolet|Chrysler|Dodge|Ferrari|Fiat|Fisker|Ford|GMC|Genesis|Honda|Hyundai|INEOS Automotive|Infiniti|Jaguar|Jeep|Kia|Lamborghini|Land Rover|Lexus|Lincoln|Lotus|Lucid|MINI|Maserati|Mazda|Mercedes-Benz|Mitsubishi|Nissan|Polestar|Porsche|Ram|Rivian|Rolls-Royce|Subaru|Tesla|Toyota|Vinfast|Volkswagen|Volvo'
    .split('|')
    .map((make) => ({ value: make, label: make }));

// model year 2016 Ford models from the same list: it says F150, shoppers type F-150 (issue 10)
const FORD_MODELS_2016 =
  'C-MAX|Edge|Escape|Expedition|Explorer|F150|Fiesta|Flex|Focus|Fusion|Mustang|Taurus|Transit Connect|Transit T150 Wagon'
    .split('|')
    .map((model) => ({ value: model, label: model }));

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

/** Search forgives punctuation, spacing, case and diacritics: "F-150" finds F150. */
export const SearchForgivesPunctuation: Story = {
  args: { label: 'Which 2016 Ford model is it?', name: 'model', options: FORD_MODELS_2016 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'F-150');
  },
};
/** Nothing matches: the open list says so, and a status announces it. */
export const NoMatches: Story = {
  args: { label: 'Which 2016 Ford model is it?', name: 'model', options: FORD_MODELS_2016 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzzz');
  },
};
