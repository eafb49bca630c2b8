import { createActor, fromPromise, type ActorRefFrom, type AnyEventObject, type AnyStateMachine } from 'xstate';
import type { AutoUser, Quote } from '../../../contract';
import type { ErrorCode } from '../../../domain/errors';
import { ratecallMachine, type Rc1Result } from '../../../machines/ratecall/ratecall.machine';
import type { IntakeOutput } from '../../../machines/intake/intake.machine';
import { driveIntakeTo } from './driveIntake';

// The rate-call machine for stories: fetchRc1Quotes never settles, so the story sends its completion as an event
// (`xstate.done.actor.fetchRc1Quotes` with quotes, `xstate.error.actor.fetchRc1Quotes` with a coded error).

const storyRatecallMachine = ratecallMachine.provide({
  actors: { fetchRc1Quotes: fromPromise<Rc1Result, { user: AutoUser }>(() => new Promise<never>(() => {})) },
});
/** Widened, so the story can send what the actors would (their completions are not shopper events). */
const widenedMachine: AnyStateMachine = storyRatecallMachine;
/** A shopper event or an actor's completion. */
export type RatecallEvent = AnyEventObject;
export type RatecallActorRef = ActorRefFrom<typeof storyRatecallMachine>;

export const quotesArrived = (quotes: Quote[]): RatecallEvent => ({
  type: 'xstate.done.actor.fetchRc1Quotes',
  output: { quotes, quotesRequestId: '8f14e45f-ceea-467f-a0e6-3b2c4a1d5e9f' },
});
export const quotesFailed = (code: ErrorCode, status?: number): RatecallEvent => ({
  type: 'xstate.error.actor.fetchRc1Quotes',
  error: status === undefined ? { code } : { code, status },
});

/** The user the intake hands to the rate calls: the output of an intake driven to the end of the flow. */
export function finishedIntakeUser(): AutoUser {
  const output = driveIntakeTo('complete').actor.getSnapshot().output as IntakeOutput | undefined;
  if (!output) throw new Error('driveRatecall: the intake did not finish');
  return output.user;
}

/** A rate-call actor in GET_RC1_QUOTES, then driven by `events` (each must be accepted). */
export function driveRatecall(events: RatecallEvent[] = []): RatecallActorRef {
  const actor = createActor(widenedMachine, { input: { user: finishedIntakeUser(), server: {} } }).start();
  for (const event of events) {
    if (!actor.getSnapshot().can(event))
      throw new Error(`driveRatecall: ${JSON.stringify(actor.getSnapshot().value)} does not accept ${event.type}`);
    actor.send(event);
  }
  return actor;
}

// ---- RC1 responses, in the contract's Quote shape ---------------------------------------------------------------------

const coverages = (bi: string, deductible: string): Quote['coverages'] => ({
  bodilyInjury: bi,
  propertyDamage: '$100,000',
  uninsuredMotorist: bi,
  collisionDeductible: deductible,
  comprehensiveDeductible: deductible,
});

/** Three carriers quote (one without a pay-in-full plan); Safeco's 'failed' quote is dropped from results. */
export const RC1_QUOTES: Quote[] = [
  {
    carrier: 'Travelers',
    carrierId: 'travelers',
    partner: 'quoteflow-agency',
    quoteId: 'rc1-trv-5b21',
    msgStatus: 'success',
    fullPayPlan: { totalAmount: 1182, numberOfPayments: 1 },
    monthlyPayPlan: { totalAmount: 1266, numberOfPayments: 6, depositAmount: 211 },
    coverages: coverages('$100,000 / $300,000', '$500'),
    termMonths: 6,
    onlineBind: false,
  },
  {
    carrier: 'Progressive',
    carrierId: 'progressive',
    partner: 'quoteflow-agency',
    quoteId: 'rc1-prg-7f3a',
    msgStatus: 'success',
    fullPayPlan: { totalAmount: 1014, numberOfPayments: 1 },
    monthlyPayPlan: { totalAmount: 1104, numberOfPayments: 6, depositAmount: 184 },
    coverages: coverages('$100,000 / $300,000', '$500'),
    termMonths: 6,
    onlineBind: true,
    click_url: 'https://sandbox.quoteflow.test/bind/rc1-prg-7f3a',
  },
  {
    carrier: 'Nationwide',
    carrierId: 'nationwide',
    partner: 'quoteflow-agency',
    quoteId: 'rc1-nw-0c94',
    msgStatus: 'success',
    monthlyPayPlan: { totalAmount: 1338, numberOfPayments: 6, depositAmount: 223 },
    coverages: coverages('$100,000 / $300,000', '$1,000'),
    termMonths: 6,
    onlineBind: false,
  },
  {
    carrier: 'Safeco',
    carrierId: 'safeco',
    partner: 'quoteflow-agency',
    quoteId: 'rc1-sfc-91d7',
    msgStatus: 'failed',
    msgStatusDesc: 'Carrier declined to quote: prior insurance verification failed',
    coverages: {},
    termMonths: 6,
    onlineBind: false,
  },
];

/** Every carrier answered, none with a showable quote: all are dropped. */
export const RC1_ALL_DROPPED: Quote[] = [
  { ...RC1_QUOTES[3] },
  {
    carrier: 'Travelers',
    carrierId: 'travelers',
    partner: 'quoteflow-agency',
    quoteId: 'rc1-trv-e001',
    msgStatus: 'error',
    msgStatusDesc: 'Carrier timeout',
    coverages: {},
    termMonths: 6,
    onlineBind: false,
  },
  {
    carrier: 'Progressive',
    carrierId: 'progressive',
    partner: 'quoteflow-agency',
    quoteId: 'rc1-prg-r002',
    msgStatus: 'redirect',
    coverages: {},
    termMonths: 6,
    onlineBind: false,
    click_url: 'https://sandbox.quoteflow.test/redirect/progressive',
  },
  {
    carrier: 'Nationwide',
    carrierId: 'nationwide',
    partner: 'quoteflow-agency',
    quoteId: 'rc1-nw-u003',
    msgStatus: 'underwriting_scorecard_condition',
    coverages: {},
    termMonths: 6,
    onlineBind: false,
  },
];
