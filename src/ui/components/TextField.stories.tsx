import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { controlled } from './stories/controlled';
import { TextField } from './TextField';

const ControlledTextField = controlled(TextField);

const meta = {
  title: 'Components/TextField',
  component: TextField,
  render: (args) => <ControlledTextField {...args} />,
  args: { label: 'First name', name: 'firstName', value: '', autoComplete: 'given-name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: 'Mary-Jo' } };
export const WithDescription: Story = {
  args: {
    label: "What's your email address?",
    name: 'email',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    description: "We'll send your quotes here.",
  },
};
export const WithError: Story = {
  args: {
    label: "What's your email address?",
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    value: 'mary@',
    errorMessage: 'Enter an email address like name@example.com.',
  },
};
export const DigitsOnlyPhone: Story = {
  args: {
    label: "What's your phone number?",
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel-national',
    digitsOnly: true,
    maxLength: 10,
    description: '10 digits, numbers only',
  },
};
