import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Banner } from './Banner';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { tone: 'info', title: 'Your answers are saved as you go.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithRetry: Story = {
  args: {
    tone: 'error',
    title: "We couldn't reach the server.",
    children: 'Check your connection; your answers are kept.',
    onRetry: fn(),
    retryLabel: 'Try again',
  },
};
export const ErrorWithoutRetry: Story = { args: { tone: 'error', title: 'Invalid Zip' } };
export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', title: 'Your phone number is verified.' } };
