import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InfoPageScreen } from './InfoPageScreen';
import { withAppShell } from './stories/withAppShell';

// The privacy pages shown over the flow; plain props (no machine snapshot holds them).
const meta = {
  title: 'Screens/InfoPageScreen',
  component: InfoPageScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
  args: { page: 'glbaNotice', onContinue: fn() },
} satisfies Meta<typeof InfoPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyNotice: Story = {};
export const DoNotSell: Story = { args: { page: 'doNotSell' } };
