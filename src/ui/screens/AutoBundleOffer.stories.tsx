import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AutoBundleOffer } from './AutoBundleOffer';
import { withAppShell } from './stories/withAppShell';

// The home-to-auto bundle offer on the home results (docs/decisions/0085).

const meta: Meta<typeof AutoBundleOffer> = {
  title: 'Screens/AutoBundleOffer',
  component: AutoBundleOffer,
  decorators: [withAppShell],
  args: { policy: 'home', display: 'page', onStart: fn(), onDismiss: fn() },
};
export default meta;
type Story = StoryObj<typeof AutoBundleOffer>;

/** bundleOnResultsPage: a card on the results. */
export const OnPage: Story = {};
/** bundlePopUp, for a renter: a raised card with its close button. */
export const PopUpForARenter: Story = { args: { policy: 'renters', display: 'popUp' } };
