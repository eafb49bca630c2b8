import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorCode } from '../../domain/errors';
import type { NodeId } from '../../machines/intake/intake.types';
import type { BrandId } from '../../domain/brands';
import { QuestionScreen } from './QuestionScreen';
import {
  driveIntakeTo,
  fail,
  saveRefused,
  submit,
  type DriveToOptions,
  type IntakeActorRef,
} from './stories/driveIntake';
import { withAppShell } from './stories/withAppShell';

// Every story is an intake actor driven by events to a node (DESIGN section 5: stories render from machine snapshots).
// The actor is created in the story's loader, so each story (and each reload of it) starts from a fresh machine.

const meta: Meta = {
  title: 'Screens/QuestionScreen',
  component: QuestionScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj;

function at(target: NodeId, options?: DriveToOptions): Story {
  return {
    loaders: [async () => ({ intake: driveIntakeTo(target, options).actor })],
    render: (_args, { loaded }) => <QuestionScreen intake={loaded.intake as IntakeActorRef} />,
  };
}

/** A question as a partner brand's shopper sees it: its subtext, its disclosure, inside its shell. */
function branded(target: NodeId, brand: BrandId): Story {
  return {
    parameters: { shell: { brand } },
    loaders: [async () => ({ intake: driveIntakeTo(target).actor })],
    render: (_args, { loaded }) => <QuestionScreen intake={loaded.intake as IntakeActorRef} brand={brand} />,
  };
}

const makeFailed = (code: ErrorCode, status: number) =>
  at('make~1', { phase: 'loading', andThen: [fail('fetchMakes', code, status)] });

/** The flow's first step: no Back button, progress 0. */
export const FirstQuestion: Story = at('currentlyInsured~1');

/** A story at one of the preview's viewports (.storybook/preview.ts). */
const onViewport = (story: Story, viewport: 'phone' | 'desktop'): Story => ({
  ...story,
  globals: { viewport: { value: viewport, isRotated: false } },
});
/** The start page: the first question with the promise, the time, privacy and the trust marks around it. */
export const StartPagePhone: Story = onViewport(at('currentlyInsured~1'), 'phone');
export const StartPageDesktop: Story = onViewport(at('currentlyInsured~1'), 'desktop');
/** A question past the start: Back, progress, no promise. */
export const QuestionPhone: Story = onViewport(at('year~1'), 'phone');
export const QuestionDesktop: Story = onViewport(at('year~1'), 'desktop');
export const WhyInsured: Story = at('whyInsured~1');
/** A choice whose options carry descriptions (primary use of vehicle 1). */
export const ChoiceWithDescriptions: Story = at('primaryUse~1');
/** SUBMIT '00000', then the ZIP lookup rejects it with invalid_zip. */
export const ZipInvalid: Story = at('zipcode~1', { andThen: [submit('00000'), fail('lookupZip', 'invalid_zip', 404)] });
export const Year: Story = at('year~1');
/** fetchMakes is running (state:loading). */
export const MakeLoading: Story = at('make~1', { phase: 'loading' });
/** fetchMakes rejected: the general roadblock banner with Retry. */
export const MakeLoadFailed: Story = at('make~1', {
  phase: 'loading',
  andThen: [fail('fetchMakes', 'auto_makes_error', 503)],
});
/** fetchMakes got no answer with the browser offline: the network banner, not the shopper's answer. */
export const MakeOffline: Story = makeFailed('network_offline', 1001);
/** fetchMakes timed out (status 444). */
export const MakeTimedOut: Story = makeFailed('network_timeout', 444);
export const MakeLoaded: Story = at('make~1', { phase: 'answering' });
export const Name: Story = at('name~1');
/** The server refused a save (a 4xx): the shopper carries on, told the saved link lags. */
export const SaveRefused: Story = at('whyInsured~1', {
  andThen: [saveRefused('user_save_failed', 400)],
});
export const Birthdate: Story = at('birthdate~1');
export const Address: Story = at('address~1');
/** The address was submitted and validateAddress is running. */
export const AddressChecking: Story = at('address~1', { phase: 'checking' });
/** A second vehicle was added from the first summary: the summary lists both. */
export const VehicleSummary: Story = at('vehicleSummary~2', {
  answers: {
    'vehicleSummary~1': 'Yes',
    'year~2': '2019',
    'make~2': 'Toyota',
    'model~2': 'Camry',
    'trim~2': 'Camry 4Dr',
    'ownershipStatus~2': 'Lease',
  },
});
export const EmailWithConsent: Story = at('email~1');
/** The Liberty-Mutual-type partner's email disclosure under the field (spec 001 section 1). */
export const EmailLibertyMutual: Story = branded('email~1', 'libertymutual');
/** The Liberty-Mutual-type partner's credit disclosure and subtext on the credit-score question. */
export const CreditScoreLibertyMutual: Story = branded('creditScore~1', 'libertymutual');
/** The Safeco-type partner's own subtext on the carrier question. */
export const CarrierSafeco: Story = branded('carrier~1', 'safeco');
export const Discounts: Story = at('discounts~1');
export const CoverageTier: Story = at('coveragesTier~1');
