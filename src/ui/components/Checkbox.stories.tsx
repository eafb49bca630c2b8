import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';

function ControlledCheckbox(props: CheckboxProps) {
  const [isSelected, setSelected] = useState(props.isSelected);
  return (
    <Checkbox
      {...props}
      isSelected={isSelected}
      onChange={(next) => {
        setSelected(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  render: (args) => <ControlledCheckbox {...args} />,
  args: {
    name: 'emailConsent',
    isSelected: false,
    onChange: fn(),
    // spec 000 section 2: the email consent text
    children:
      'Yes, I would like to receive emails with information and offers of interest. I understand I can unsubscribe at any time.',
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { isSelected: true } };
