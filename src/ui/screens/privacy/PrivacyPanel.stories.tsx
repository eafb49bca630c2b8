import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppShell } from '../stories/withAppShell';
import { PrivacyPanel } from './PrivacyPanel';
import { SAVED, fakePrivacyApi } from './fakePrivacyApi';

// The do-not-sell page's controls (issue 32): the opt-out, the consent ledger and the deletion, with a fake API.
const meta = {
  title: 'Screens/Privacy/PrivacyPanel',
  component: PrivacyPanel,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
  args: { savedUser: SAVED, api: fakePrivacyApi(), onDeleted: fn() },
} satisfies Meta<typeof PrivacyPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SavedQuoteWithLedger: Story = {};
export const AlreadyOptedOut: Story = { args: { api: fakePrivacyApi({ optedOut: true }) } };
export const NothingSharedYet: Story = { args: { api: fakePrivacyApi({ ledger: [] }) } };
export const BeforeAnythingIsSaved: Story = { args: { savedUser: null } };
