import type { Meta, StoryObj } from '@storybook/react-vite';
import { BIND_STORIES, chainStory } from '../stories/driveBind';
import {
  type PropertyStage,
  type PropertyType,
  propertyChainAt,
  propertyRatecallAt,
} from '../stories/drivePropertyBind';
import type { BindChainId } from '../../../machines/bind/chains';
import { PurchaseSuccessScreen } from './PurchaseSuccessScreen';

// The home and renters post-quote screens (issue 31): the real home and renters chains and a rate-call chart answered
// with the sandbox's own property questions, for a Lemonade home owner and renter in Columbus, Ohio, each living with
// someone (the occupant summary shows).

const meta: Meta = { ...BIND_STORIES, title: 'Screens/Post-quote/Home and renters' };
export default meta;
type Story = StoryObj;

const at = (
  chainId: BindChainId,
  policyType: PropertyType,
  stage: PropertyStage,
  step: string | undefined,
  opts: { carrier?: 'lemonade' | 'branch'; answers?: Record<string, unknown> } = {},
): Story =>
  chainStory(() => ({
    chain: propertyChainAt(chainId, policyType, step, opts),
    ratecall: propertyRatecallAt(policyType, stage, { carrier: opts.carrier }),
  }));

/** post-quotes-landing for a home: what buying it online takes, the carrier and the price. */
export const HomeLanding: Story = at('homePreMvr', 'home', 'preMvr', undefined);
/** post-quotes-landing for renters. */
export const RentersLanding: Story = at('rentersPreMvr', 'renters', 'preMvr', undefined);
/** editable-home-summary-details: the home's facts from the intake and the building type, then the confirmation. */
export const HomeSummary: Story = at('homePreMvr', 'home', 'preMvr', 'homeSummary');
/** editable-occupant-summary-details: everyone who lives in the home, by name and birth date. */
export const OccupantSummary: Story = at('rentersPreMvr', 'renters', 'preMvr', 'occupantSummary');
/** confirm-contact-information for a home owner: the contact the intake holds. */
export const HomeConfirmContact: Story = at('homePreMvr', 'home', 'preMvr', 'confirmContactInformation');
/** editable-coverages, home variant: Lemonade's deductibles (up to $2,500), the ranges as dollar amounts. */
export const HomeCoverages: Story = at('homeCoverages', 'home', 'coverages', 'editableCoverages');
/** editable-coverages, home variant with Branch: liability up to $500,000. */
export const HomeCoveragesBranch: Story = at('homeCoverages', 'home', 'coverages', 'editableCoverages', {
  carrier: 'branch',
});
/** editable-coverages, renters variant: personal property and loss of use as amounts, no dwelling. */
export const RentersCoverages: Story = at('rentersCoverages', 'renters', 'coverages', 'editableCoverages');
/** mortgage-information: the lender is billed the full premium, nothing today. */
export const MortgageInformation: Story = at('homePayment', 'home', 'payment', 'mortgageInformation', {
  answers: { paymentMethod: { paymentMethod: 'escrow' } },
});
/** final-summary, home paid by escrow: billed to the mortgage lender, $0 today, no card line. */
export const FinalSummaryHomeEscrow: Story = at('homePayment', 'home', 'payment', 'finalSummary', {
  answers: {
    paymentMethod: { paymentMethod: 'escrow' },
    mortgageInformation: { mortgageLender: 'Huntington Bank', loanNumber: 'L-2291-0042' },
  },
});
/** final-summary, renters: the rented home's address, its coverages and today's charge. */
export const FinalSummaryRenters: Story = at('rentersPayment', 'renters', 'payment', 'finalSummary', {
  answers: { vgsCollect: { paymentToken: 'tok_story_4242', brand: 'visa', last4: '4242' } },
});

const success = (policyType: PropertyType, escrow = false): Story => ({
  parameters: { shell: { bound: true } },
  loaders: [async () => ({ ratecall: propertyRatecallAt(policyType, 'purchased', { escrow }) })],
  render: (args, { loaded }) => (
    <PurchaseSuccessScreen ratecall={loaded.ratecall} onBack={(args as { onBack: () => void }).onBack} />
  ),
});

/** purchase-success for a home paid by escrow: declarations and evidence of insurance, the insured address. */
export const PurchaseSuccessHome: Story = success('home', true);
/** purchase-success for renters: the same documents, paid by card. */
export const PurchaseSuccessRenters: Story = success('renters');
