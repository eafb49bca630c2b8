// The question screen reads the intake chunk's catalogue: registered here as the app's loader would.
import '../../../machines/intake/intake.live';
import { createActor, type ActorRefFrom, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { NormalizedAddress, ZipLookup } from '../../../contract';
import type { ErrorCode } from '../../../domain/errors';
import { isAgencyAutoState } from '../../../domain/config';
import { intakeMachineOf, type AutoFlowId } from '../../../machines/intake/flows';
import type { AutoFlow } from '../../../machines/intake/flows/autoFlow';
import { createIntakeMachine } from '../../../machines/intake/intake.machine';
import { pendingIntakeActors } from '../../../machines/intake/intake.actors';
import { selectQuestionView, type QuestionView } from '../../../machines/intake/intake.selectors';
import { stepsValue } from '../../../machines/graph/regions';
import type { UserSaveEvent } from '../../../machines/intake/userSave';
import { questionOf } from '../../../machines/intake/questions';
import type { ChoiceOption, NodeId } from '../../../machines/intake/intake.types';
import { KNOCKOUT_PARTNER, knockoutAnswersOf, whitelabelKnockouts } from '../../../machines/intake/rules/knockouts';

// Stories render from machine snapshots (DESIGN sections 4-5): an intake actor whose invoked actors never settle is
// driven by events to the node a story shows. Answers come from the question catalogue; actor completions are
// `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events with outputs shaped like the sandbox's reference data.

const storyIntakeMachine = intakeMachineOf().provide({ actors: pendingIntakeActors });
/** The flow a story drives: a registered flow by id, or a flow written for the story (a question no flow of ours asks). */
export type StoryFlow = AutoFlowId | AutoFlow;
const storyMachineOf = (flow: StoryFlow | undefined) =>
  flow === undefined
    ? storyIntakeMachine
    : (typeof flow === 'string' ? intakeMachineOf(flow) : createIntakeMachine(flow)).provide({
        actors: pendingIntakeActors,
      });
type IntakeLogic = typeof storyIntakeMachine;
export type IntakeEvent = EventFromLogic<IntakeLogic>;
type Snapshot = SnapshotFrom<IntakeLogic>;
export type IntakeActorRef = ActorRefFrom<IntakeLogic>;

// ---- events --------------------------------------------------------------------------------------------------------

export const submit = (answer: unknown): IntakeEvent => ({ type: 'SUBMIT', answer });
/** An invoked actor's completion, as the machine receives it. */
export const done = (id: string, output: unknown): IntakeEvent =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as IntakeEvent;
/** An invoked actor's rejection with a coded error from the error catalogue. */
export const fail = (id: string, code: ErrorCode, status?: number): IntakeEvent =>
  ({
    type: `xstate.error.actor.${id}`,
    error: status === undefined ? { code } : { code, status },
  }) as unknown as IntakeEvent;

/** The user save's refusal (intake/userSave.ts): its companion's event, which the flow's own event type does not list. */
export const saveRefused = (code: ErrorCode, status: number): IntakeEvent =>
  ({ type: 'USER_SAVE_FAILED', code, status }) satisfies UserSaveEvent as unknown as IntakeEvent;

// ---- reference data (a few rows of the sandbox's vehicle, zip and address data) -------------------------------------

const option = (value: string): ChoiceOption => ({ value, label: value });
export const MAKES = ['Ford', 'Honda', 'Toyota'];
export const MODELS: Record<string, string[]> = {
  Ford: ['Escape', 'F-150', 'Mustang'],
  Honda: ['Accord', 'Civic', 'CR-V'],
  Toyota: ['Camry', 'Corolla', 'RAV4'],
};
const TRIMS: Record<string, string[]> = {
  Civic: ['Civic 2Dr', 'Civic 4Dr', 'Civic Hatchback'],
  Accord: ['Accord 4Dr', 'Accord Hybrid 4Dr'],
  Camry: ['Camry 4Dr', 'Camry Hybrid 4Dr'],
};
const trimsOf = (model: string) => TRIMS[model] ?? [`${model} 4Dr`];

export const ZIPS: Record<string, ZipLookup> = {
  '78701': { zip: '78701', places: [{ placeName: 'Austin', stateAbbreviation: 'TX', timeZone: 'America/Chicago' }] },
  '75201': { zip: '75201', places: [{ placeName: 'Dallas', stateAbbreviation: 'TX', timeZone: 'America/Chicago' }] },
  '94103': {
    zip: '94103',
    places: [{ placeName: 'San Francisco', stateAbbreviation: 'CA', timeZone: 'America/Los_Angeles' }],
  },
  '10001': { zip: '10001', places: [{ placeName: 'New York', stateAbbreviation: 'NY', timeZone: 'America/New_York' }] },
  '33130': { zip: '33130', places: [{ placeName: 'Miami', stateAbbreviation: 'FL', timeZone: 'America/New_York' }] },
};

/** What the address service returns: upper-cased street, city and state from the ZIP. */
export function normalisedAddress(street: string, zip: string, secondary?: string): NormalizedAddress {
  const place = ZIPS[zip]?.places[0] ?? ZIPS['78701'].places[0];
  return {
    streetNumber: street.trim().split(/\s+/)[0],
    streetAddress: street.trim().toUpperCase(),
    ...(secondary ? { secondaryAddress: secondary.trim().toUpperCase() } : {}),
    city: place.placeName,
    state: place.stateAbbreviation,
    zip,
    timeZone: place.timeZone,
  };
}

// ---- answers --------------------------------------------------------------------------------------------------------

/**
 * Answers picked where the catalogue's first option would make an odd story: every value is one of the step's
 * options. Summaries answer No (Yes adds an item), marital status No (Yes adds a spouse as driver 2).
 */
const STORY_ANSWERS: Record<string, unknown> = {
  year: '2022',
  make: 'Honda',
  model: 'Civic',
  trim: 'Civic 4Dr',
  gender: 'Female',
  education: 'Bachelor',
  maritalStatus: 'No',
  vehicleSummary: 'No',
  driverSummary: 'No',
  coverageBILimit: '100/300',
  coveragesTier: 'MID',
};

/** Answers by node id (`make~2`) or step id (`make`); the node id wins. */
export type Answers = Partial<Record<NodeId | string, unknown>>;

function answerFor(view: QuestionView, answers: Answers): unknown {
  const q = questionOf(view.step);
  const pick = answers[view.node] ?? answers[view.step] ?? STORY_ANSWERS[view.step];
  if (pick !== undefined) return pick;
  if (q.examples?.length) return q.examples[0];
  if (view.options.length) return view.options[0].value;
  throw new Error(`driveIntake: no answer for ${view.node} (no examples, no options)`);
}

/** The default experience's intraflow number of the sandbox (server/data/phoneNumbers.ts). */
export const STORY_PHONE_NUMBER = '8885550100';

/**
 * What the sandbox answers the address-success chain for a state: the default experience's number, agency and
 * mutual-insurer eligibility and texted codes (smsEnable) where the agency sells auto, and the state's tiers.
 */
function followUpCompletion(id: string, user: Snapshot['context']['user']): IntakeEvent {
  const eligible = isAgencyAutoState(user.autoPolicy.policy.state);
  if (id === 'phoneNumber') return done(id, { phoneNumber: STORY_PHONE_NUMBER, isFallback: false });
  if (id === 'eligibility')
    return done(id, {
      agency: eligible,
      mutualInsurer: eligible,
      emailValidation: true,
      sms: eligible,
      intraflowOffer: false,
    });
  return eligible ? done(id, { tiers: [] }) : fail(id, 'tier_data_missing');
}

/** What the sandbox would answer to the actor the snapshot is waiting on. */
function completionFor(s: Snapshot, view: QuestionView, submitted: unknown): IntakeEvent {
  const q = questionOf(view.step);
  const user = s.context.user;
  if (view.phase === 'following') return followUpCompletion(view.pendingFollowUps[0], user);
  // The knockout rule on the way to the knockout page answers as the sandbox's (its copy in rules/knockouts.ts).
  if (view.phase === 'deciding')
    return done('fetchKnockouts', whitelabelKnockouts(KNOCKOUT_PARTNER, knockoutAnswersOf(user)));
  const vehicle = user.autoPolicy.vehicles[view.index - 1] ?? {};
  if (view.phase === 'loading') {
    if (q.load?.actor === 'fetchMakes') return done('fetchMakes', MAKES.map(option));
    if (q.load?.actor === 'fetchModels') return done('fetchModels', (MODELS[vehicle.make ?? ''] ?? []).map(option));
    return done('fetchTrims', trimsOf(vehicle.model ?? '').map(option));
  }
  const a = (submitted ?? {}) as Record<string, string | undefined>;
  switch (q.check?.actor) {
    case 'lookupZip': {
      const zip = user.autoPolicy.policy.zip ?? '';
      return ZIPS[zip] ? done('lookupZip', ZIPS[zip]) : fail('lookupZip', 'invalid_zip', 404);
    }
    case 'validateAddress':
      return done(
        'validateAddress',
        normalisedAddress(a.streetAddress ?? '', user.autoPolicy.policy.zip ?? '', a.secondaryAddress),
      );
    case 'validatePreviousAddress':
      return done('validatePreviousAddress', normalisedAddress(a.streetAddress ?? '', a.zip ?? '', a.secondaryAddress));
    case 'validateEmail':
      return done('validateEmail', { email: user.contact.email });
    // The sandbox texts a code valid for 10 minutes, and accepts the code it sent.
    case 'sendPhoneCode':
      return done('sendPhoneCode', { status: 'sent', expiresInSeconds: 600 });
    case 'checkPhoneCode':
      return done('checkPhoneCode', { verified: true });
    default:
      throw new Error(`driveIntake: ${view.node} is ${view.phase} with no actor to complete`);
  }
}

// ---- driving --------------------------------------------------------------------------------------------------------

export function createIntake(flow?: StoryFlow): IntakeActorRef {
  return createActor(storyMachineOf(flow), { input: {} }).start();
}

export interface Drive {
  actor: IntakeActorRef;
  /** Every event sent, in order: the path to the story's state, readable in the story's docs. */
  events: IntakeEvent[];
}

const nodeOf = (s: Snapshot) => {
  const steps = stepsValue(s.value);
  return typeof steps === 'string' ? steps : Object.keys(steps)[0];
};

/** Sends each event, failing loudly if the machine would ignore one (a story must not silently show the wrong node). */
export function send(drive: Drive, events: IntakeEvent[]): Drive {
  for (const event of events) {
    const s = drive.actor.getSnapshot();
    if (!s.can(event)) throw new Error(`driveIntake: ${nodeOf(s)} does not accept ${JSON.stringify(event)}`);
    drive.actor.send(event);
    drive.events.push(event);
  }
  return drive;
}

/** Drives a fresh intake actor with an explicit list of events. */
export function driveIntake(events: IntakeEvent[]): Drive {
  return send({ actor: createIntake(), events: [] }, events);
}

export interface DriveToOptions {
  /** Stop only when the node is in this phase (default: as soon as the node is entered). */
  phase?: QuestionView['phase'];
  answers?: Answers;
  /** Events sent after reaching the node (a failing check, a load error). */
  andThen?: IntakeEvent[];
  /** The flow to drive (default: the default auto order). */
  flow?: StoryFlow;
}

/**
 * Drives a fresh intake actor to `target`, answering every question on the way as a shopper would (catalogue
 * answers) and completing every invoked actor as the sandbox would. `'complete'` drives to the end of the flow.
 */
export function driveIntakeTo(
  target: NodeId | 'complete',
  { phase, answers = {}, andThen = [], flow }: DriveToOptions = {},
): Drive {
  const drive: Drive = { actor: createIntake(flow), events: [] };
  let submitted: unknown;
  for (let step = 0; step < 400; step += 1) {
    const s = drive.actor.getSnapshot();
    if (s.status === 'done') {
      if (target === 'complete') return send(drive, andThen);
      break;
    }
    const view = selectQuestionView(s);
    if (!view) break;
    if (view.node === target && (phase === undefined || view.phase === phase)) return send(drive, andThen);
    if (view.phase === 'loadFailed')
      throw new Error(`driveIntake: ${view.node} failed to load on the way to ${target}`);
    if (view.phase === 'answering') {
      submitted = answerFor(view, answers);
      send(drive, [submit(submitted)]);
    } else {
      send(drive, [completionFor(s, view, submitted)]);
    }
  }
  throw new Error(
    `driveIntake: never reached ${target}${phase ? ` (${phase})` : ''}; stopped at ${nodeOf(drive.actor.getSnapshot())}`,
  );
}
