import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen';
import { withAppShell } from './stories/withAppShell';

// No machine snapshot holds this screen's props (the app machine's overlay is a path), so plain props.
const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
  args: { path: '/vehicles/9/year', onContinue: fn() },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownRoute: Story = {};
export const LongPath: Story = {
  args: { path: '/drivers/1/favourite-colour-of-the-car-you-used-to-drive-in-college' },
};
