import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Continue', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary', type: 'submit' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Add another vehicle' } };
export const Link: Story = { args: { variant: 'link', children: 'Back' } };
export const Disabled: Story = { args: { variant: 'primary', isDisabled: true } };
export const SecondaryDisabled: Story = {
  args: { variant: 'secondary', isDisabled: true, children: 'Add another vehicle' },
};
