import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ERROR_MESSAGES, ERROR_TITLES, type ErrorCode } from '../../domain/errors';
import { ErrorScreen } from './ErrorScreen';
import { withAppShell } from './stories/withAppShell';

// /error's variants and /post-quotes-error, each from the catalogue (the results stories show them from a snapshot).
const meta = {
  title: 'Screens/ErrorScreen',
  component: ErrorScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
  args: { kind: 'general', title: '', message: '', onRetry: fn(), onEdit: fn() },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const variant = (kind: string, code: ErrorCode): Story => ({
  args: { kind, title: ERROR_TITLES[code], message: ERROR_MESSAGES[code] },
});
export const General: Story = variant('general', 'results_error');
export const Clickwall: Story = variant('clickwall', 'clickwall_error');
export const RateCall: Story = variant('rcError', 'rc_error');
export const Specific: Story = variant('carrierRejected', 'carrier_rejected');
export const NoAds: Story = variant('noAds', 'no_ads');
export const NoAgencyEligibility: Story = variant('noAgencyEligibility', 'no_agency_eligibility');
export const InternalServerError: Story = variant('serverError', 'server_error');
export const PostQuotesError: Story = variant('postQuotesError', 'post_quotes_error');
/** A purchase step a lost connection stopped: Try again sends it again; the quotes are the other way on. */
export const PurchaseStepOffline: Story = {
  args: {
    kind: 'network_offline',
    title: ERROR_TITLES.network_offline,
    message: ERROR_MESSAGES.network_offline,
    onBack: fn(),
    backLabel: 'Back to all quotes',
    onEdit: undefined,
  },
};
