import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NodeId } from '../../machines/intake/intake.types';
import { defineAutoFlow, thirds } from '../../machines/intake/flows/autoFlow';
import { monthsAgo } from '../../machines/intake/questions/incidentCategories';
import { QuestionScreen } from './QuestionScreen';
import { driveIntakeTo, fail, submit, type DriveToOptions, type IntakeActorRef } from './stories/driveIntake';
import { withAppShell } from './stories/withAppShell';

// The accident-details, SR-22, phone, review and knockout screens, each in a flow that asks it, driven by events to its
// node (DESIGN section 5). No registered auto flow asks the phone and its code (the spec's auto orders leave them
// out), so they are shown in a flow written for these stories.

const meta: Meta = {
  title: 'Screens/QuestionScreen/Incidents and contact',
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

const phoneFlow = defineAutoFlow({
  id: 'storyPhone',
  entry: { search: '' },
  description: 'The phone and its verification code after an agency-eligible ZIP, for stories.',
  sections: thirds(['zipcode'], [], ['phone', 'phoneVerification']),
});
const details = {
  atFault: [monthsAgo(5)],
  tickets: [monthsAgo(14), monthsAgo(20)],
  dui: [],
  suspended: [],
  other: [],
};

/** Accident details in the mini flow after "2" accidents or tickets: the five categories, nothing added yet. */
export const AccidentsDetails: Story = at('accidentsDetails~1', { flow: 'miniFlow', answers: { accidents: '2' } });
/** Back on accident details once answered: an at-fault accident and two speeding tickets, each removable. */
export const AccidentsDetailsAnswered: Story = at('accidentsDetails~1', {
  flow: 'miniFlow',
  answers: { accidents: '2' },
  andThen: [submit(details), { type: 'BACK' }],
});
/** The SR-22 filing in the default order, after a ticket and SR-22 Yes. */
export const Sr22Details: Story = at('sr22Details~1', { answers: { accidents: '1', sr22: 'Yes' } });
export const Phone: Story = at('phone~1', { flow: phoneFlow, answers: { zipcode: '78701' } });
/** The sandbox could not text the number (a toll-free number cannot take a text). */
export const PhoneCannotTakeText: Story = at('phone~1', {
  flow: phoneFlow,
  answers: { zipcode: '78701' },
  andThen: [submit('(800) 555-0100'), fail('sendPhoneCode', 'phone_invalid', 400)],
});
export const PhoneVerification: Story = at('phoneVerification~1', {
  flow: phoneFlow,
  answers: { zipcode: '78701', phone: '(212) 555-2001' },
});
/** A wrong code: the check's error on the step, the code kept to correct. */
export const PhoneCodeIncorrect: Story = at('phoneVerification~1', {
  flow: phoneFlow,
  answers: { zipcode: '78701', phone: '(212) 555-2001' },
  andThen: [submit('111111'), fail('checkPhoneCode', 'phone_code_incorrect', 422)],
});
/** The Otto short flow's last step: address and phone on one screen. */
export const AddressPhone: Story = at('addressPhone~1', { flow: 'shortFlowOtto' });
/** The Safeco-type full flow's vehicle review, two vehicles. */
export const VehicleSummaryDetails: Story = at('vehicleSummaryDetails~1', {
  flow: 'safecoFullFlow',
  answers: {
    'vehicleSummary~1': 'Yes',
    'year~2': '2019',
    'make~2': 'Toyota',
    'model~2': 'Camry',
    'trim~2': 'Camry 4Dr',
    'ownershipStatus~2': 'Lease',
  },
});
export const EditableDriverSummary: Story = at('editableDriverSummary~1', { flow: 'safecoFullFlow' });
/** A New York ZIP in the Safeco call-in flow: Safeco writes no policy there, so the flow stops on the knockout page. */
export const NonEligibleUser: Story = at('noneligibleUser~1', {
  flow: 'safecoCallinFlow',
  answers: { zipcode: '10001' },
});
