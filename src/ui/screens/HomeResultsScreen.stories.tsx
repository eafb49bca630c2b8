import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HomeResultsScreen } from './HomeResultsScreen';
import {
  HOME_AD,
  STORY_BUNDLING_HOME_USER,
  STORY_RENTERS_USER,
  decided,
  driveHomeResults,
  homeAdsAnswered,
  homeQuote,
  partnerAnswered,
} from './stories/driveHomeResults';
import { withAppShell } from './stories/withAppShell';

// The home line's results (/home/quotes, /home/results; docs/decisions/0082) with actors that never settle: each
// story sends what the sandbox would answer.

type Args = { onEdit: () => void; onStartLine: () => void };
const meta: Meta = {
  title: 'Screens/HomeResultsScreen',
  component: HomeResultsScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
  args: { onEdit: fn(), onStartLine: fn() },
};
export default meta;
type Story = StoryObj;

function after(events: Parameters<typeof driveHomeResults>[0], user?: Parameters<typeof driveHomeResults>[1]): Story {
  return {
    loaders: [async () => ({ results: driveHomeResults(events, user) })],
    render: (args, { loaded }) => (
      <HomeResultsScreen
        results={loaded.results}
        onEdit={(args as Args).onEdit}
        onStartLine={(args as Args).onStartLine}
      />
    ),
  };
}

const BRANCH = homeQuote('branch', 'Branch', 96);
const SAFECO = homeQuote('safeco', 'Safeco', 88);

/** Saving the user and reading the rules. */
export const Loading: Story = after([]);
/** /home/quotes: one partner answered, another still asked, the ads still coming. */
export const FirstCardsArriving: Story = after([...decided({ agency: true }), partnerAnswered('quinstreet', [SAFECO])]);
/** /home/quotes: every partner answered, the ads beside the quotes. */
export const AllAnswered: Story = after([
  ...decided({ agency: true, partner: true }),
  partnerAnswered('quinstreet', [SAFECO]),
  partnerAnswered('libertymutual', []),
  partnerAnswered('branch', [BRANCH]),
  homeAdsAnswered([HOME_AD]),
]);
/** /home/results: no agency or partner eligibility, the ads alone. */
export const AdsOnly: Story = after([...decided({}), homeAdsAnswered([HOME_AD])]);
/** A renter's quotes (renters partner eligibility, Lemonade direct). */
export const Renters: Story = after(
  [
    ...decided({ partner: true, lemonadeDirect: true }),
    partnerAnswered('lemonade', [homeQuote('lemonade', 'Lemonade', 12)]),
    homeAdsAnswered([{ ...HOME_AD, product: 'renters' }]),
  ],
  STORY_RENTERS_USER,
);
/** bundleOnResultsPage, for a shopper who asked to bundle with auto: the auto offer as a card below the offers. */
export const AutoBundleOnPage: Story = after(
  [...decided({ agency: true, bundle: 'page' }), partnerAnswered('quinstreet', [SAFECO]), homeAdsAnswered([HOME_AD])],
  STORY_BUNDLING_HOME_USER,
);
/** bundlePopUp: the auto offer raised above the quotes, with its close button. */
export const AutoBundlePopUp: Story = after(
  [...decided({ agency: true, bundle: 'popUp' }), partnerAnswered('quinstreet', [SAFECO]), homeAdsAnswered([HOME_AD])],
  STORY_BUNDLING_HOME_USER,
);
/** Evertree eligibility: on the way to Evertree's quote page. */
export const EvertreeRedirect: Story = after([
  ...decided({ evertree: true }),
  {
    type: 'xstate.done.actor.askEvertree',
    output: [
      {
        ...homeQuote('evertree', 'Evertree Insurance', 90),
        msgStatus: 'redirect',
        urlId: 'ET-TX-1',
        click_url: 'https://www.evertreeinsurance.com/quote?evertree_id=ET-TX-1',
      },
    ],
  },
]);
/** Evertree eligibility without an Evertree id: evertree_error. */
export const EvertreeError: Story = after([
  ...decided({ evertree: true }),
  { type: 'xstate.done.actor.askEvertree', output: [] },
]);
/** Lemonade sells home online (decision 0088): its card's way on is "Continue online"; Safeco's agency quote is not. */
export const ContinueOnline: Story = after([
  ...decided({ agency: true, lemonadeDirect: true }),
  partnerAnswered('lemonade', [{ ...homeQuote('lemonade', 'Lemonade', 74), onlineBind: true }]),
  partnerAnswered('quinstreet', [SAFECO]),
  homeAdsAnswered([HOME_AD]),
]);
