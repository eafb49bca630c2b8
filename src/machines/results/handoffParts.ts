import type { SlackDetails } from '../../contract/handoffs';
import type { HandoffLeadRequest } from '../../contract/privacy';
import type { BindShopper } from '../bind/bind.types';

// The agent hand-offs as chart parts (issue 32; docs/decisions/0095): which calls each moment sends, and one region
// per call over the action, guard and actor names every chart that hands off defines (`handoffStatus`, `optedOut`,
// `handoffCrm`, `handoffSlack`, `handoffLead`). Each call runs in the background of its screen (the screen never waits
// on it), is sent once (the actor tries once more only after a network failure), and ends SENT, FAILED or, for an
// opted-out shopper, SKIPPED: recorded in the chart's `handoff` context, never sent again in a loop.

/** A moment a shopper is handed to someone: the lead service's `trigger` names the same three. */
export type HandoffMoment = HandoffLeadRequest['trigger'];
export type HandoffCall = 'crm' | 'slack' | 'lead';
export type HandoffStatus = 'notSent' | 'sending' | 'sent' | 'failed' | 'skipped';
export type HandoffRecord = Record<HandoffCall, HandoffStatus>;
export const NO_HANDOFF: HandoffRecord = { crm: 'notSent', slack: 'notSent', lead: 'notSent' };

/**
 * What each moment sends (docs/spec-decisions.md P21): the agent ask all three (our agents, the CRM record they work
 * from, and the lead service's partner agents); the fast-track reach-out the CRM record and our agents (the carrier's
 * own agent reaches out: no partner lead); an agency clickwall the CRM record and the lead (no agent was asked for).
 */
export const HANDOFF_CALLS = {
  connect_agent: ['crm', 'slack', 'lead'],
  fast_track: ['crm', 'slack'],
  agency_clickwall: ['crm', 'lead'],
} as const satisfies Record<HandoffMoment, readonly HandoffCall[]>;

/**
 * The calls an opted-out shopper's hand-off skips (docs/spec-decisions.md P22): the CRM export and the lead share their
 * data with a third party. The slack message to our own agents still goes (P12), without the personal fields.
 */
export const SKIPPED_WHEN_OPTED_OUT: ReadonlySet<HandoffCall> = new Set(['crm', 'lead']);

/** The CRM export's input: the shopper as the chart holds them. */
export interface CrmHandoffInput {
  user: BindShopper;
}
/** The slack message's input: an opted-out shopper's goes without the personal fields (handoff.actor.ts). */
export interface SlackHandoffInput {
  user: BindShopper;
  details: SlackDetails;
  optedOut: boolean;
}
/** The lead hand-off's input: the saved user (its id and returning token) and where the shopper asked. */
export interface LeadHandoffInput {
  server: { userId?: string; token?: string };
  trigger: HandoffMoment;
  /** The shopper, to see the lead service could take them (a phone number and the consent to be called). */
  user: BindShopper;
}

/** What the hand-off's calls are built from, read from the chart's context. */
export interface HandoffSource {
  user: BindShopper;
  server: { userId?: string; token?: string };
  optedOut: boolean;
}

const SRC = { crm: 'handoffCrm', slack: 'handoffSlack', lead: 'handoffLead' } as const;
const DESCRIPTION: Record<HandoffCall, string> = {
  crm: 'The CRM export: POST /crm/user/export (auto), /crm/user/home/export or /crm/user/renters/export.',
  slack: "POST /slack/send-message: our agents told; an opted-out shopper's message has no personal field.",
  lead: 'POST /handoffs/lead: the server posts the lead to the lead service (campaign 340).',
};

const status = (call: HandoffCall, s: HandoffStatus) => ({
  type: 'handoffStatus' as const,
  params: { call, status: s },
});

/** Each call's actor input. */
interface InputOf {
  crm: CrmHandoffInput;
  slack: SlackHandoffInput;
  lead: LeadHandoffInput;
}
type Input<Ctx, C extends HandoffCall> = ({ context }: { context: Ctx }) => InputOf[C];

function regionInput<Ctx, C extends HandoffCall>(
  call: C,
  moment: HandoffMoment,
  source: (context: Ctx) => HandoffSource,
  details: (context: Ctx) => SlackDetails,
): Input<Ctx, C> {
  return ({ context }) => {
    const s = source(context);
    const byCall: { [K in HandoffCall]: () => InputOf[K] } = {
      crm: () => ({ user: s.user }),
      slack: () => ({ user: s.user, details: details(context), optedOut: s.optedOut }),
      lead: () => ({ server: s.server, trigger: moment, user: s.user }),
    };
    return byCall[call]() as InputOf[C];
  };
}

function sendingState<Ctx, C extends HandoffCall>(call: C, input: Input<Ctx, C>) {
  return {
    description: DESCRIPTION[call],
    entry: [status(call, 'sending')],
    invoke: {
      src: SRC[call] as (typeof SRC)[C],
      id: `handoff.${call}`,
      input,
      onDone: { target: 'SENT' as const, actions: [status(call, 'sent')] },
      onError: { target: 'FAILED' as const, actions: [status(call, 'failed')] },
    },
  };
}
const ENDS = {
  SENT: { type: 'final' as const, description: 'Sent: the server answered it.' },
  FAILED: {
    type: 'final' as const,
    description: 'Failed (after one more try on a network failure): recorded, not sent again.',
  },
};

/** A call every shopper's hand-off sends (the slack message): sent at once. */
const sentRegion = <Ctx, C extends HandoffCall>(call: C, input: Input<Ctx, C>) => ({
  initial: 'SENDING' as const,
  states: { SENDING: sendingState(call, input), ...ENDS },
});

/** A call that shares data with a third party (the CRM export, the lead): skipped for an opted-out shopper. */
const skippableRegion = <Ctx, C extends HandoffCall>(call: C, input: Input<Ctx, C>) => ({
  initial: 'DECIDING' as const,
  states: {
    DECIDING: {
      description: 'An opted-out shopper (the optedOut guard) shares nothing with this party.',
      always: [{ guard: 'optedOut' as const, target: 'SKIPPED' as const }, { target: 'SENDING' as const }],
    },
    SENDING: sendingState(call, input),
    SKIPPED: { type: 'final' as const, description: 'Opted out: not sent.', entry: [status(call, 'skipped')] },
    ...ENDS,
  },
});

type Regions<Ctx, M extends HandoffMoment> = {
  [K in (typeof HANDOFF_CALLS)[M][number]]: K extends 'slack'
    ? ReturnType<typeof sentRegion<Ctx, K>>
    : ReturnType<typeof skippableRegion<Ctx, K>>;
};

/**
 * The hand-off of a moment as a parallel state: one region per call the moment sends (HANDOFF_CALLS), each in the
 * background. Spread it into the state the shopper lands on, with that state's description and tags.
 */
export function handoffStates<Ctx, M extends HandoffMoment>(
  moment: M,
  source: (context: Ctx) => HandoffSource,
  details: (context: Ctx) => SlackDetails = () => ({ reason: 'connect_to_agent' }),
) {
  const states = Object.fromEntries(
    HANDOFF_CALLS[moment].map((call: HandoffCall) => {
      const input = regionInput<Ctx, HandoffCall>(call, moment, source, details);
      return [call, SKIPPED_WHEN_OPTED_OUT.has(call) ? skippableRegion(call, input) : sentRegion(call, input)];
    }),
  ) as Regions<Ctx, M>;
  return { type: 'parallel' as const, states };
}

/** The `handoffStatus` action's update: the call's status in the chart's `handoff` record. */
export const withHandoffStatus = (
  record: HandoffRecord,
  p: { call: HandoffCall; status: HandoffStatus },
): HandoffRecord => ({ ...record, [p.call]: p.status });

/** The agent could not be reached: a call to an agent (slack) failed, or the CRM record did (the agent ask's only). */
export const handoffFailed = (record: HandoffRecord): boolean => record.slack === 'failed' || record.crm === 'failed';

/** Who a results chart's clickwall hands off: the shopper, their saved user and their choice, as its context holds them. */
const clickwallSource = (c: HandoffSource): HandoffSource => ({ user: c.user, server: c.server, optedOut: c.optedOut });

/**
 * The clickwall's hand-off, one region of every results chart (auto and home): waiting until the chart raises
 * CLICKWALL, then the CRM export and the lead in the background (HANDOFF_CALLS.agency_clickwall), once per results page.
 */
export const clickwallHandoffRegion = (description: string, waiting: string) => ({
  description,
  initial: 'WAITING' as const,
  states: {
    WAITING: { description: waiting, on: { CLICKWALL: 'HANDING_OFF' as const } },
    HANDING_OFF: {
      description: 'The CRM export and the lead, each sent once; a failure is recorded, never shown.',
      ...handoffStates('agency_clickwall', clickwallSource),
      onDone: 'DONE' as const,
    },
    DONE: { description: 'Handed off, skipped or failed: once per results page.' },
  },
});
