import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ERROR_MESSAGES, ERROR_TITLES, type NetworkErrorCode } from '../../domain/errors';
import { Banner } from './Banner';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { tone: 'info', title: 'Your answers are saved as you go.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A call with no answer: title and copy from the error catalogue, by code, as the question screen shows them. */
const network = (code: NetworkErrorCode): Story => ({
  args: { tone: 'error', title: ERROR_TITLES[code], children: ERROR_MESSAGES[code], onRetry: fn() },
});
export const ErrorWithRetry: Story = network('network_error');
export const NetworkOffline: Story = network('network_offline');
export const NetworkTimeout: Story = network('network_timeout');
export const ErrorWithoutRetry: Story = { args: { tone: 'error', title: 'Invalid Zip' } };
export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', title: 'Your phone number is verified.' } };
