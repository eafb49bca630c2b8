import { ReportErrorRequest, TrackingEvent } from '../../contract/backoffice';
import { createObserver } from '../observer';
import type { MachineKind, Rule, TrackingSession } from '../types';

// The rule tests' observer: the real one (src/tracking/observer.ts), its sink recording what each rule sent, every
// event and report parsed by the contract, and the payload as the rule built it (without the ids the observer adds).

export const TEST_SESSION: TrackingSession = {
  anonymousId: '6f1c1de0-0c39-4b7e-8d43-6f0b0c1b9d11',
  correlationId: 'c0ffee00-0000-4000-8000-000000000001',
  brand: 'quoteflow',
  embedded: false,
  optedOut: () => false,
};

export interface Recorded {
  rule: string;
  sink: 'tracking' | 'monitoring';
  name: string;
  payload: Record<string, unknown>;
}

const KINDS: Record<string, MachineKind> = { results: 'results', homeResults: 'homeResults', ratecall: 'ratecall' };

/** The fields the observer adds to what a rule built. */
const withoutIds = (o: object): Record<string, unknown> => {
  const { anonymousId, correlationId, sessionId, timestamp, occurredAt, ...rest } = o as Record<string, unknown>;
  // ChargeableEvent's session id is the rule's own field (the partner's session, else the correlation id).
  if (rest.event === 'ChargeableEvent') rest.sessionId = sessionId;
  const form = rest.formContext as Record<string, unknown> | undefined;
  if (form?.formId) {
    const { formId, ...formContext } = form;
    rest.formContext = formContext;
  }
  return rest;
};

/** An inspect callback and what the rules recorded; `kindOf` names the chains (kind 'bind'). */
export function harness(rules: Rule[], session: TrackingSession = TEST_SESSION, kindOf = (id: string) => KINDS[id]) {
  const recorded: Recorded[] = [];
  let building = '';
  // Each rule names itself as it builds: the sink hears from the observer right after.
  const named = rules.map((rule) => ({
    ...rule,
    build: (t: Parameters<Rule['build']>[0], session: TrackingSession) => {
      building = rule.id;
      return rule.build(t, session);
    },
  })) as Rule[];
  const observer = createObserver({
    rules: named,
    session,
    kindOf,
    sink: {
      track(event, rule) {
        const parsed = TrackingEvent.parse(event);
        recorded.push({ rule: rule.id, sink: 'tracking', name: parsed.event, payload: withoutIds(event) });
      },
      report(report) {
        const parsed = ReportErrorRequest.parse(report);
        const name = parsed.kind === 'failedCall' ? 'failedCall' : parsed.event;
        recorded.push({ rule: building, sink: 'monitoring', name, payload: withoutIds(report) });
      },
      flush() {},
    },
  });
  return { inspect: observer.observe, recorded, names: () => recorded.map((r) => r.name) };
}
