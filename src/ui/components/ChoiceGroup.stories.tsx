import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup';

// a controlled wrapper so the story behaves like the app: the selection follows onChange
function ControlledChoiceGroup(props: ChoiceGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChoiceGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const ownership = [
  { value: 'own', label: 'Own' },
  { value: 'lease', label: 'Lease' },
  { value: 'finance', label: 'Finance' },
];

const meta = {
  title: 'Components/ChoiceGroup',
  component: ChoiceGroup,
  render: (args) => <ControlledChoiceGroup {...args} />,
  args: {
    label: 'Do you own, lease, or finance this vehicle?',
    name: 'ownership',
    options: ownership,
    onChange: fn(),
  },
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: 'lease' } };
export const WithError: Story = { args: { errorMessage: 'Choose how you pay for this vehicle.' } };
export const WithDescriptions: Story = {
  args: {
    label: 'When are you looking to buy your auto insurance?',
    name: 'whenShopping',
    description: 'This helps us show the rates that fit your timing.',
    options: [
      { value: 'now', label: 'Right now', description: 'Coverage starting today' },
      { value: 'week', label: 'Within a week' },
      { value: 'month', label: 'Within a month' },
      { value: 'browsing', label: 'Just browsing', description: 'Compare without committing' },
    ],
  },
};
export const NamedByPageHeading: Story = {
  args: { labelHidden: true, 'aria-labelledby': 'story-question-title' },
  render: (args) => (
    <>
      <h1 id="story-question-title" style={{ marginBottom: '1rem' }}>
        {args.label}
      </h1>
      <ControlledChoiceGroup {...args} />
    </>
  ),
};
