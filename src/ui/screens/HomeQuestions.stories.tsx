import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HomeFlowId } from '../../contract/flowIds';
import { ANSWERS, start, walk } from '../../machines/home/flows/homeWalk.testing';
import '../../machines/home/intake.live';
import type { IntakeActorRef } from './stories/driveIntake';
import { withAppShell } from './stories/withAppShell';
import { QuestionScreen } from './QuestionScreen';

// The home line's screens with form kinds of their own (the home and renters addresses, verify details, home
// details, coverages and their verification) and the transition page, each reached by answering the home flow up to it
// with the API's answers built from the contract (src/machines/home/flows/homeWalk.testing.ts).

const meta: Meta = {
  title: 'Screens/QuestionScreen/Home',
  component: QuestionScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj;

function at(
  step: string,
  flow: HomeFlowId = 'defaultHome',
  hash = '#/home',
  answers: Record<string, unknown> = ANSWERS,
): Story {
  return {
    loaders: [
      async () => {
        const actor = start(flow, hash);
        await walk(actor, answers, step);
        return { intake: actor };
      },
    ],
    render: (_args, { loaded }) => <QuestionScreen intake={loaded.intake as IntakeActorRef} line="home" />,
  };
}

export const PolicyType: Story = at('policyType');
export const Transition: Story = at('transition', 'transitionHome', '#/home?bundlingInterest=Yes');
export const HomeAddress: Story = at('address');
/** The facts the home prefill found, to confirm or edit. */
export const VerifyDetails: Story = at('verifyDetails');
/** "No, let me edit": the home details form, filled with the facts found. */
export const HomeDetails: Story = at('homeDetails', 'defaultHome', '#/home', { ...ANSWERS, verifyDetails: 'No' });
export const RoofAge: Story = at('roofAge');
/** Prefilled with a replacement cost: the coverages beside it. */
export const VerifyCoverages: Story = at('verifyCoverages');
/** A renter: the plain coverages at the renters defaults. */
export const RentersCoverages: Story = at('coverages', 'zipContinuityHome', '#/home?policyType=renters&zip=78701', {
  ...ANSWERS,
  policyType: 'Renters',
});
export const RentersAddress: Story = at('rentersAddress', 'zipContinuityHome', '#/home?policyType=renters&zip=78701', {
  ...ANSWERS,
  policyType: 'Renters',
});
export const FinalHomeDetails: Story = at('finalHomeDetails', 'defaultHome', '#/home', {
  ...ANSWERS,
  verifyDetails: 'No',
  homeDetails: {
    yearBuilt: 1990,
    squareFootage: 2000,
    stories: 2,
    foundationType: 'Slab',
    garageType: 'None',
    bedrooms: 3,
    bathrooms: 2,
  },
});
