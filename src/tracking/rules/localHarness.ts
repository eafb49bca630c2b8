import type { InspectionEvent } from 'xstate';
import { ReportErrorRequest, TrackingEvent } from '../../contract/backoffice';
import type { MachineKind, ObservedTransition, Rule, SnapshotLike, Trigger, TrackingSession } from '../types';

// A minimal stand-in for T1's observer (src/tracking/observer.ts), for T2's rule tests only: XState's @xstate.snapshot
// inspection events become ObservedTransitions, each rule whose trigger matches builds its payloads, and every one is
// parsed by the contract with the ids the tracker adds. Delete at merge: the tests then use createObserver.

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

function pathValue(path: string): unknown {
  const parts = path.split('.');
  return parts.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
}
const tagMatches = (s: SnapshotLike, tag: string) =>
  tag.endsWith('*') ? [...s.tags].some((t) => t.startsWith(tag.slice(0, -1))) : s.hasTag(tag);

export function triggered(trigger: Trigger, t: ObservedTransition): boolean {
  switch (trigger.on) {
    case 'start':
      return t.before === undefined;
    case 'event':
      return t.before !== undefined && t.event.type === trigger.type;
    case 'enterState': {
      const v = pathValue(trigger.path) as never;
      return t.after.matches(v) && !(t.before?.matches(v) ?? false);
    }
    case 'enterTag':
      return tagMatches(t.after, trigger.tag) && !(t.before && tagMatches(t.before, trigger.tag));
    default:
      return false;
  }
}

/** An inspect callback and what the rules recorded; `kindOf` names the chains (kind 'bind'). */
export function harness(rules: Rule[], session: TrackingSession = TEST_SESSION, kindOf = (id: string) => KINDS[id]) {
  const recorded: Recorded[] = [];
  const last = new Map<string, SnapshotLike>();
  const inspect = (e: InspectionEvent) => {
    if (e.type !== '@xstate.snapshot') return;
    const after = e.snapshot as unknown as SnapshotLike;
    if (!after.machine) return;
    const kind = kindOf(after.machine.id);
    const actorId = e.actorRef.sessionId;
    const before = last.get(actorId);
    last.set(actorId, after);
    if (!kind) return;
    const t: ObservedTransition = { kind, machineId: after.machine.id, actorId, event: e.event, before, after };
    for (const rule of rules) {
      if (rule.kind !== kind || !triggered(rule.trigger, t)) continue;
      const ids = { anonymousId: session.anonymousId, correlationId: session.correlationId };
      if (rule.sink === 'tracking') {
        for (const p of rule.build(t, session)) {
          const event = TrackingEvent.parse({ ...ids, ...p, timestamp: new Date().toISOString() });
          recorded.push({ rule: rule.id, sink: 'tracking', name: event.event, payload: p as Record<string, unknown> });
        }
      } else {
        for (const p of rule.build(t, session)) {
          const report = ReportErrorRequest.parse({ ...ids, ...p });
          const name = report.kind === 'failedCall' ? 'failedCall' : report.event;
          recorded.push({ rule: rule.id, sink: 'monitoring', name, payload: p as Record<string, unknown> });
        }
      }
    }
  };
  return { inspect, recorded, names: () => recorded.map((r) => r.name) };
}
