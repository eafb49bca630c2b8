import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_OFFER_RULES, offersOf } from '../../domain/offers';
import { QuickViewScreen } from './QuickViewScreen';
import { STORY_AD } from './stories/driveResults';
import { withAppShell } from './stories/withAppShell';

// /policy/{id}/quick-view-click-offers: the results chart's QUICK_VIEW state shows the ads among its offers; the
// ResultsScreen story QuickView drives it through the chart, these give the screen its offers directly.

const secondAd = { ...STORY_AD, adId: 'ad-birch-2', carrier: 'Birch & Co. Insurance', partner: 'birch', position: 2 };
const meta = {
  title: 'Screens/QuickViewScreen',
  component: QuickViewScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
  args: { offers: offersOf([], [STORY_AD, secondAd], DEFAULT_OFFER_RULES, 'monthly'), quotesPath: '/quotes' },
} satisfies Meta<typeof QuickViewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoOffers: Story = {};
export const NoOffers: Story = { args: { offers: [] } };
