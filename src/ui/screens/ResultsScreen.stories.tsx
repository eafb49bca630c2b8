import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResultsScreen } from './ResultsScreen';
import {
  ADS_ONLY,
  SAVE_REFUSED,
  STORY_AD,
  UP_TO_FETCH,
  UP_TO_FETCH_LEMONADE,
  LEMONADE_REDIRECT,
  adsAnswered,
  carrierAnswered,
  driveResults,
} from './stories/driveResults';
import { RC1_QUOTES } from './stories/driveRatecall';
import { withAppShell } from './stories/withAppShell';

// The results chart with actors that never settle: each story sends what the sandbox would answer.

type Args = { onEdit: () => void; onStartLine: () => void };
const meta: Meta = {
  title: 'Screens/ResultsScreen',
  component: ResultsScreen,
  decorators: [withAppShell],
  parameters: {
    layout: 'fullscreen',
    // Issue 28: the results at a phone's size and a desktop's.
    viewport: {
      options: {
        phone: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280x800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  args: { onEdit: fn(), onStartLine: fn() },
};
export default meta;
type Story = StoryObj;

function after(
  events: Parameters<typeof driveResults>[0],
  opts?: Parameters<typeof driveResults>[1],
  { specialOffer = false } = {},
): Story {
  return {
    loaders: [async () => ({ results: driveResults(events, opts) })],
    render: (args, { loaded }) => (
      <ResultsScreen
        results={loaded.results}
        onEdit={(args as Args).onEdit}
        onStartLine={(args as Args).onStartLine}
        specialOffer={specialOffer}
      />
    ),
  };
}

/** Saving the user and deciding the agency experience: the loader with its progress and car. */
export const Loading: Story = after([]);
/** Routed to the clickwall: the first carrier answered, two still asked, the loader hidden (1.8 s later). */
export const FirstCardsArriving: Story = after([...UP_TO_FETCH, carrierAnswered('safeco', RC1_QUOTES.slice(0, 1))]);
/** Every carrier answered and the ads came: quotes by monthly price, then the ads. */
export const AllAnswered: Story = after([
  ...UP_TO_FETCH,
  carrierAnswered('safeco'),
  carrierAnswered('root', []),
  carrierAnswered('fasttrack', []),
  adsAnswered([STORY_AD]),
]);
/** ?carrierOffer=lemonade: Lemonade's special offer first, its redirect URL a new tab away (decision 0099). */
export const LemonadeSpecialOffer: Story = after(
  [
    ...UP_TO_FETCH_LEMONADE,
    carrierAnswered('safeco'),
    carrierAnswered('lemonade', [LEMONADE_REDIRECT]),
    carrierAnswered('root', []),
    carrierAnswered('fasttrack', []),
    adsAnswered([STORY_AD]),
  ],
  undefined,
  { specialOffer: true },
);
/** One quote: "Your 1 auto insurance quote". */
export const OneQuote: Story = after([
  ...UP_TO_FETCH,
  carrierAnswered('safeco', RC1_QUOTES.slice(1, 2)),
  carrierAnswered('root', []),
  carrierAnswered('fasttrack', []),
  adsAnswered([STORY_AD]),
]);
/** /policy/1/quick-view-click-offers: the click-out offers alone, opened from the results. */
export const QuickView: Story = after([
  ...UP_TO_FETCH,
  carrierAnswered('safeco'),
  carrierAnswered('root', []),
  carrierAnswered('fasttrack', []),
  adsAnswered([STORY_AD]),
  { type: 'SHOW_PATH', path: '/policy/1/quick-view-click-offers' },
]);
/** A short flow's shopper: the modal with the extra questions over the results (closes itself at 100 percent). */
export const ExtraQuestions: Story = after(
  [
    ...UP_TO_FETCH,
    carrierAnswered('safeco'),
    carrierAnswered('root', []),
    carrierAnswered('fasttrack', []),
    adsAnswered([STORY_AD]),
  ],
  { unasked: true },
);
/** A renter who asked for a bundle (bundleOnResultsPage): the renters offers beside the auto results. */
export const RentersBundle: Story = after(
  [
    ...UP_TO_FETCH,
    { type: 'xstate.done.actor.decideBundle', output: { display: 'page', copy: null } },
    { type: 'xstate.done.actor.rentersQuotes', output: RC1_QUOTES.slice(0, 1) },
    { type: 'xstate.done.actor.rentersAds', output: [{ ...STORY_AD, adId: 'ad-renters-1', product: 'renters' }] },
    carrierAnswered('safeco'),
    carrierAnswered('root', []),
    carrierAnswered('fasttrack', []),
    adsAnswered([STORY_AD]),
  ],
  { renter: true },
);
/** A home owner who asked for a bundle: "Get your home quote" leads on to the home line (START_LINE). */
export const HomeBundle: Story = after([...UP_TO_FETCH, carrierAnswered('safeco'), adsAnswered([STORY_AD])], {
  owner: true,
});
/** No agency experience: the ads alone. */
export const AdsOnly: Story = after([...ADS_ONLY, adsAnswered([STORY_AD])]);
/** The user could not be saved: the general error, loader reset. */
export const GeneralError: Story = after([SAVE_REFUSED, { type: 'xstate.after.loaderReset.results.loader.RESETTING' }]);

/** Every carrier answered: quotes with a way on each, the cheapest badged, and the sponsored offers apart. */
const answered = [
  ...UP_TO_FETCH,
  carrierAnswered('safeco'),
  carrierAnswered('root', []),
  carrierAnswered('fasttrack', []),
  adsAnswered([STORY_AD, { ...STORY_AD, adId: 'ad-acme-2', carrier: 'Acme Direct', position: 2 }]),
];
const at = (viewport: 'phone' | 'desktop', story: Story): Story => ({
  ...story,
  globals: { viewport: { value: viewport, isRotated: false } },
});

/** The results on a phone (390x844): one column, the sort and compare above the cards. */
export const PhonePage: Story = at('phone', after(answered));
/** The results on a desktop (1280x800): the cards two to a row. */
export const DesktopPage: Story = at('desktop', after(answered));
const comparing = [
  ...answered,
  { type: 'TOGGLE_COMPARE', key: 'q:rc1-prg-7f3a' },
  { type: 'TOGGLE_COMPARE', key: 'q:rc1-trv-5b21' },
  { type: 'TOGGLE_COMPARE', key: 'q:rc1-nw-0c94' },
  { type: 'OPEN_COMPARISON' },
];
/** Three quotes side by side on a phone: the table scrolls in its own box. */
export const PhoneComparison: Story = at('phone', after(comparing));
/** Three quotes side by side on a desktop. */
export const DesktopComparison: Story = at('desktop', after(comparing));
