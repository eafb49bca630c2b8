import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NodeId } from '../../machines/intake/intake.types';
import { defineAutoFlow, thirds } from '../../machines/intake/flows/autoFlow';
import { QuestionScreen } from './QuestionScreen';
import { driveIntakeTo, fail, submit, type DriveToOptions, type IntakeActorRef } from './stories/driveIntake';
import { withAppShell } from './stories/withAppShell';

// The questions of the short auto flows, each in a flow that asks it, driven by events to its node (DESIGN
// section 5). The name-birthdate and married-gender-military kinds are asked by the otto short flow; until it is
// registered they are shown in a two-step flow written for these stories.

const meta: Meta = {
  title: 'Screens/QuestionScreen/Short flows',
  component: QuestionScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj;

function at(target: NodeId, options: DriveToOptions): Story {
  return {
    loaders: [async () => ({ intake: driveIntakeTo(target, options).actor })],
    render: (_args, { loaded }) => <QuestionScreen intake={loaded.intake as IntakeActorRef} />,
  };
}

const driverDetails = defineAutoFlow({
  id: 'storyDriverDetails',
  entry: { search: '' },
  description: 'The combined driver screens of the otto short flow, for stories.',
  sections: thirds(['marriedGenderMilitary', 'nameBirthdate'], [], []),
});

/** The paid-search landing page: the first step of landing-page variant B, the ZIP asked with the zipcode lookup. */
export const Landing: Story = at('landing~1', { flow: 'paidSearchShortFlowVariantB' });
/** SUBMIT '00000', then the ZIP lookup rejects it: Invalid Zip on the field. */
export const LandingInvalidZip: Story = at('landing~1', {
  flow: 'paidSearchShortFlowVariantB',
  andThen: [submit('00000'), fail('lookupZip', 'invalid_zip', 404)],
});
/** The default order's zip-continuity first step. */
export const ZipcodeContinuity: Story = at('zipcodeContinuity~1', { flow: 'zipContinuityAuto' });
export const TotalVehicles: Story = at('totalVehicles~1', { flow: 'paidSearchShortFlow' });
/** Two vehicles from total vehicles: the geico-focused flow asks about the second blank vehicle. */
export const SecondVehicleOfTotal: Story = at('year~2', {
  flow: 'geicoFocusedFlow',
  answers: { totalVehicles: '2', 'year~2': '2019' },
});
export const HasActiveLicense: Story = at('hasActiveLicense~1', { flow: 'shortFlowNerd' });
export const HowToProceed: Story = at('howToProceed~1', { flow: 'geicoFocusedFlow' });
/** Married, gender and military on one screen: three radio groups, each named by its question. */
export const MarriedGenderMilitary: Story = at('marriedGenderMilitary~1', { flow: driverDetails });
/** After married-gender-military: the shopper's name and date of birth on one screen. */
export const NameBirthdate: Story = at('nameBirthdate~1', { flow: driverDetails });
