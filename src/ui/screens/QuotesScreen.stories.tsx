import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QuotesScreen } from './QuotesScreen';
import {
  driveRatecall,
  quotesArrived,
  quotesFailed,
  RC1_ALL_DROPPED,
  RC1_QUOTES,
  type RatecallActorRef,
  type RatecallEvent,
} from './stories/driveRatecall';
import { withAppShell } from './stories/withAppShell';

// The rate-call machine, given the user of an intake driven to the end of the flow; fetchRc1Quotes never settles,
// so each story sends the completion the sandbox would.

type Args = { onEdit: () => void };

const meta: Meta = {
  title: 'Screens/QuotesScreen',
  component: QuotesScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
  args: { onEdit: fn() },
};
export default meta;
type Story = StoryObj;

function after(...events: RatecallEvent[]): Story {
  return {
    loaders: [async () => ({ ratecall: driveRatecall(events) })],
    render: (args, { loaded }) => (
      <QuotesScreen ratecall={loaded.ratecall as RatecallActorRef} onEdit={(args as Args).onEdit} />
    ),
  };
}

/** GET_RC1_QUOTES: the loader while carriers answer (its progress bar rises 2 points a second). */
export const Loading: Story = after();
/** Four carriers answered; Safeco's quote failed and is dropped, the rest are sorted by price. */
export const Results: Story = after(quotesArrived(RC1_QUOTES));
/** Every quote was dropped (failed, error, redirect, underwriting). */
export const NoQuotes: Story = after(quotesArrived(RC1_ALL_DROPPED));
/** The quote call failed: the roadblock banner with Try again. */
export const CallFailed: Story = after(quotesFailed('rc1_quotes_error', 502));
/** The quote call failed because the browser is offline. */
export const Offline: Story = after(quotesFailed('network_offline'));
