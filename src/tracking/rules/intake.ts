import { formOfSnapshot } from '../context';
import type { ObservedTransition, TrackingPayload, TrackingRule, TrackingSession } from '../types';
import { answerOf, formStepRules, submittedNode } from './forms';

// The intake's rules (spec 001 section 7), for every flow of every product line: the form-step events (forms.ts),
// the user's creation (Identify), the home prefill's outcome, and the answers the spec names apart (the email
// consent, why shopping, the current premium). Every value sent is an option value, a boolean, a count or an id.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const stepOf = (node: string) => node.slice(0, node.lastIndexOf('~'));

/** The step a transition left forward, when it is this step (any item). */
function left(t: ObservedTransition, step: string): string | undefined {
  const node = submittedNode(t);
  return node && stepOf(node) === step ? node : undefined;
}

const formOf = (t: ObservedTransition, session: TrackingSession) => formOfSnapshot('intake', t.after, session);

/** The non-personal traits of a shopper: the line, the state, the vehicle and driver counts. */
export function traitsOf(flowId: string, user: unknown, line: string): Record<string, string | number> {
  if (!isRecord(user)) return { line, flow: flowId };
  const auto = isRecord(user.autoPolicy) ? user.autoPolicy : undefined;
  const home = isRecord(user.homePolicy)
    ? user.homePolicy
    : isRecord(user.rentersPolicy)
      ? user.rentersPolicy
      : undefined;
  const policy = isRecord(auto?.policy) ? auto.policy : isRecord(home?.policy) ? home.policy : undefined;
  const state = typeof policy?.state === 'string' && /^[A-Z]{2}$/.test(policy.state) ? policy.state : undefined;
  return {
    line,
    flow: flowId,
    ...(state ? { state } : {}),
    ...(auto && Array.isArray(auto.vehicles) ? { vehicleCount: auto.vehicles.length } : {}),
    ...(auto && Array.isArray(auto.operators) ? { driverCount: auto.operators.length } : {}),
  };
}

const serverUserId = (snap: ObservedTransition['before']): string | undefined => {
  const extra = snap?.context.extra;
  const server = isRecord(extra) && isRecord(extra.server) ? extra.server : undefined;
  return typeof server?.userId === 'string' ? server.userId : undefined;
};

/**
 * A rule that reads one step being left forward: its trigger is every step's entry (the next step shows), and
 * `leaves` names the step, so the plan lists the flows that ask it.
 */
export type StepLeftRule = TrackingRule & { leaves: string };

export const INTAKE_RULES: Array<TrackingRule | StepLeftRule> = [
  ...formStepRules('intake'),
  {
    id: 'intake.identify',
    sink: 'tracking',
    event: 'Identify',
    marketing: true,
    kind: 'intake',
    trigger: { on: 'event', type: 'USER_SAVED' },
    description: "The shopper's user is created (the user save's first answer): the anonymous id tied to the user id.",
    spec: '001-7',
    build(t, session) {
      const userId = serverUserId(t.after);
      if (!userId || serverUserId(t.before) === userId) return [];
      const { formType } = formOf(t, session);
      const traits = traitsOf(t.machineId, t.after.context.user, formType);
      return [{ event: 'Identify', anonymousId: session.anonymousId, userId, traits } as TrackingPayload];
    },
  },
  {
    id: 'intake.homePrefill',
    sink: 'tracking',
    event: 'HomePrefill',
    marketing: false,
    kind: 'intake',
    trigger: { on: 'event', type: 'xstate.done.actor.homePrefill' },
    description: 'The home prefill answered after the home address: success when facts were found, else no_match.',
    spec: '001-7',
    build(t) {
      const output = (t.event as { output?: unknown }).output;
      const found = isRecord(output) && output.found === true;
      return [{ event: 'HomePrefill', status: found ? 'success' : 'no_match' } as TrackingPayload];
    },
  },
  {
    id: 'intake.homePrefillFailed',
    sink: 'tracking',
    event: 'HomePrefill',
    marketing: false,
    kind: 'intake',
    trigger: { on: 'event', type: 'xstate.error.actor.homePrefill' },
    description: 'The home prefill failed (the home details are asked instead).',
    spec: '001-7',
    build: () => [{ event: 'HomePrefill', status: 'failure' } as TrackingPayload],
  },
  {
    id: 'intake.emailConsent',
    leaves: 'email',
    sink: 'tracking',
    event: 'MarketingConsent',
    marketing: true,
    kind: 'intake',
    trigger: { on: 'enterTag', tag: 'step:*' },
    description: 'The email step is left forward: whether the shopper agreed to marketing email.',
    spec: '001-7',
    build(t, session) {
      if (!left(t, 'email')) return [];
      const contact = isRecord(t.after.context.user) ? t.after.context.user.contact : undefined;
      const granted = isRecord(contact) && contact.emailConsent === true;
      return [
        { event: 'MarketingConsent', channel: 'email', granted, formContext: formOf(t, session) } as TrackingPayload,
      ];
    },
  },
  {
    id: 'intake.whyShopping',
    leaves: 'whyInsured',
    sink: 'tracking',
    event: 'WhyShoppingAnswered',
    marketing: false,
    kind: 'intake',
    trigger: { on: 'enterTag', tag: 'step:*' },
    description: 'The why-shopping question (whyInsured) is left forward: its answer, as option values.',
    spec: '001-7',
    build(t, session) {
      const node = left(t, 'whyInsured');
      if (!node) return [];
      const answer = answerOf(t.machineId, 'whyInsured', t.after.context.user, 0);
      const reasons = (Array.isArray(answer) ? answer : [answer]).filter((v): v is string => typeof v === 'string');
      return reasons.length
        ? [{ event: 'WhyShoppingAnswered', reasons, formContext: formOf(t, session) } as TrackingPayload]
        : [];
    },
  },
  {
    id: 'intake.currentPremium',
    leaves: 'currentPremium',
    sink: 'tracking',
    event: 'CurrentPremiumSelected',
    marketing: false,
    kind: 'intake',
    trigger: { on: 'enterTag', tag: 'step:*' },
    description: 'The current-premium question is left forward: the range chosen (its option value).',
    spec: '001-7',
    build(t, session) {
      if (!left(t, 'currentPremium')) return [];
      const range = answerOf(t.machineId, 'currentPremium', t.after.context.user, 0);
      return typeof range === 'string'
        ? [{ event: 'CurrentPremiumSelected', range, formContext: formOf(t, session) } as TrackingPayload]
        : [];
    },
  },
];
