import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { chainAt, ratecallAt } from '../stories/driveBind';
import { withAppShell } from '../stories/withAppShell';
import { BindChainScreen } from './BindChainScreen';
import { PurchaseSuccessScreen } from './PurchaseSuccessScreen';

// The payment chain (RC3) with the sandbox's payment questions and plans, the payment error banner, and purchase
// success. The card frame needs the vault (npm start): without it, it says so and offers a retry.

type Args = { onBack: () => void };
const meta: Meta = {
  title: 'Screens/Post-quote/Payment',
  component: BindChainScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
  args: { onBack: fn() },
};
export default meta;
type Story = StoryObj;

function at(step: string, stage: 'payment' | 'paymentError' = 'payment'): Story {
  return {
    loaders: [async () => ({ chain: chainAt('autoPayment', 'libertymutual', step), ratecall: ratecallAt(stage) })],
    render: (args, { loaded }) => (
      <BindChainScreen chain={loaded.chain} ratecall={loaded.ratecall} onBack={(args as Args).onBack} />
    ),
  };
}

/** payment-method. */
export const PaymentMethod: Story = at('paymentMethod');
/** payment-info-collect: each plan with what is paid today, the installments and the total. */
export const PaymentPlan: Story = at('paymentInfoCollect');
/** vgs-collect: the vault's card frame. */
export const CardCollect: Story = at('vgsCollect');
/** review-disclosures: each accepted. */
export const ReviewDisclosures: Story = at('reviewDisclosures');
/** final-summary: the purchase reviewed before Buy policy. */
export const FinalSummary: Story = at('finalSummary');
/** The card was declined: the banner keeps every answer and leads back to the card. */
export const CardDeclined: Story = at('finalSummary', 'paymentError');

/** purchase-success: the policy number, what happens next, the summary. */
export const PurchaseSuccess: Story = {
  loaders: [async () => ({ ratecall: ratecallAt('purchased') })],
  render: (_args, { loaded }) => <PurchaseSuccessScreen ratecall={loaded.ratecall} />,
};

/** recurring-payments: the monthly plan's authorisation, with its installments. */
export const RecurringPayments: Story = {
  loaders: [
    async () => {
      const chain = chainAt('autoPayment', 'libertymutual', 'paymentInfoCollect');
      chain.send({ type: 'SUBMIT', answer: { paymentPlan: 'monthlyPayPlan' } });
      chain.send({ type: 'SUBMIT', answer: { paymentToken: 'tok_story_4242' } });
      return { chain, ratecall: ratecallAt('payment') };
    },
  ],
  render: (args, { loaded }) => (
    <BindChainScreen chain={loaded.chain} ratecall={loaded.ratecall} onBack={(args as Args).onBack} />
  ),
};
