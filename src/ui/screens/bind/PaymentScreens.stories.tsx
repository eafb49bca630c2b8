import type { Meta, StoryObj } from '@storybook/react-vite';
import { BIND_STORIES, atViewport, chainAt, chainStory, ratecallAt } from '../stories/driveBind';
import { PurchaseSuccessScreen } from './PurchaseSuccessScreen';

// The payment chain (RC3) with the sandbox's payment questions and plans, the payment error banner, and purchase
// success. The card frame needs the vault (npm start): without it, it says so and offers a retry.

const meta: Meta = { ...BIND_STORIES, title: 'Screens/Post-quote/Payment' };
export default meta;
type Story = StoryObj;

const at = (step: string, stage: 'payment' | 'paymentError' = 'payment'): Story =>
  chainStory(() => ({ chain: chainAt('autoPayment', 'libertymutual', step), ratecall: ratecallAt(stage) }));

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

/** vgs-collect on a phone (390x844) and a desktop (1280x800): one primary action, the card named once. */
export const CardCollectPhone: Story = atViewport(CardCollect, 'phone');
export const CardCollectDesktop: Story = atViewport(CardCollect, 'desktop');

/**
 * purchase-success: the policy (number, carrier, price, dates), its documents, what happens next, how to reach the
 * carrier and the way back to the quotes.
 */
export const PurchaseSuccess: Story = {
  parameters: { shell: { bound: true } },
  loaders: [async () => ({ ratecall: ratecallAt('purchased') })],
  render: (args, { loaded }) => (
    <PurchaseSuccessScreen ratecall={loaded.ratecall} onBack={(args as { onBack: () => void }).onBack} />
  ),
};
/** purchase-success on a phone (390x844) and a desktop (1280x800). */
export const PurchaseSuccessPhone: Story = atViewport(PurchaseSuccess, 'phone');
export const PurchaseSuccessDesktop: Story = atViewport(PurchaseSuccess, 'desktop');

/** recurring-payments: the monthly plan's authorisation, with its installments. */
export const RecurringPayments: Story = chainStory(() => {
  const chain = chainAt('autoPayment', 'libertymutual', 'paymentInfoCollect');
  chain.send({ type: 'SUBMIT', answer: { paymentPlan: 'monthlyPayPlan' } });
  chain.send({ type: 'SUBMIT', answer: { paymentToken: 'tok_story_4242' } });
  return { chain, ratecall: ratecallAt('payment') };
});
