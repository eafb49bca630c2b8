import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { controlled } from './stories/controlled';
import { DateField } from './DateField';

const ControlledDateField = controlled(DateField);

const meta = {
  title: 'Components/DateField',
  component: DateField,
  render: (args) => <ControlledDateField {...args} />,
  args: { label: "When's your birthday?", name: 'birthdate', value: '', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: '03/15/1990' } };
export const WithError: Story = { args: { value: '02/30/1990', errorMessage: 'Enter a real date, like 03/15/1990.' } };
