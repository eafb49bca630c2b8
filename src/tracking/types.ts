import type { AnyEventObject } from 'xstate';
import type { MONITORED_EVENTS, ReportErrorRequest, TrackingEvent } from '../contract/backoffice';

// The tracking layer's shared shapes (issue 33; docs/decisions/0101): the machines' transitions, as XState's inspection
// reports them, become the customer-data layer's events (spec 001 section 7) by declarative rules. A rule names the
// machine and the transition it reads, so the same table drives the shopper's events and the generated tracking plan
// (docs/tracking-plan.md). Components never send an event.

/** The machine actors the rules read, by kind: an intake flow (any flow id), a post-quote chain, or a named chart. */
export type MachineKind = 'app' | 'intake' | 'results' | 'homeResults' | 'ratecall' | 'bind';

/** The part of a machine snapshot the rules read (XState's MachineSnapshot, structurally). */
export interface SnapshotLike {
  value: unknown;
  context: Record<string, unknown>;
  status: string;
  tags: Set<string> | ReadonlySet<string>;
  matches(value: never): boolean;
  hasTag(tag: string): boolean;
  machine: { id: string };
}

/** One transition of one machine actor: the snapshot before (none for its first), the event, the snapshot after. */
export interface ObservedTransition {
  kind: MachineKind;
  /** The machine's id: the flow id for an intake flow, the chain id for a post-quote chain, else the chart's id. */
  machineId: string;
  /** The actor's system-wide session id: two actors of one machine (two rate calls) stay apart. */
  actorId: string;
  event: AnyEventObject;
  before: SnapshotLike | undefined;
  after: SnapshotLike;
}

/**
 * When a rule fires, declared so that the plan generator can find the transitions it matches in each machine's
 * definition without running it:
 * - `enterTag`: a state carrying the tag (a `*` suffix matches any tag with that prefix, `step:*`) is entered, or
 *   re-entered with another state value (`make~1` to `make~2`);
 * - `enterState`: the state at this path (`clickwall`, `showing.quotes`) is entered;
 * - `event`: the machine took an event of this type (`SUBMIT`, `xstate.done.actor.createUser`);
 * - `start`: the actor's first snapshot;
 * - `load`: once per page load, outside any machine (attribution, session mapping); the plan lists it apart.
 */
export type Trigger =
  | { on: 'enterTag'; tag: string }
  | { on: 'enterState'; path: string }
  | { on: 'event'; type: string }
  | { on: 'start' }
  | { on: 'load' };

export type TrackingEventName = TrackingEvent['event'];
export type MonitoredEventName = (typeof MONITORED_EVENTS)[number];

/** What the tracker knows beside the transition: ids, the page, the brand; the rules add form and step context. */
export interface TrackingSession {
  anonymousId: string;
  /** One id per browser session (sessionStorage), on every event and report: a session's events read together. */
  correlationId: string;
  /** A partner's session id from the URL (spec 000 section 2 sessionID), when it came with one. */
  partnerSessionId?: string;
  brand: string;
  embedded: boolean;
  /** The shopper opted out of sale and sharing (src/app/privacyChoice.ts): no marketing event leaves the page. */
  optedOut: () => boolean;
}

/** Omit over each member of a union (TypeScript's Omit keeps only the keys every member shares). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A tracking event as a rule builds it: the tracker adds anonymousId, correlationId, sessionId and timestamp. */
export type TrackingPayload = DistributiveOmit<TrackingEvent, 'anonymousId' | 'correlationId' | 'timestamp'>;
/** A monitoring report as a rule builds it: the tracker adds anonymousId, correlationId, page and occurredAt. */
export type MonitoringPayload = DistributiveOmit<
  ReportErrorRequest,
  'anonymousId' | 'correlationId' | 'page' | 'occurredAt'
>;

interface RuleBase {
  /** A stable name, `intake.stepViewed`: the plan's row and the tests name rules by it. */
  id: string;
  /** The machines it reads; `intake` and `bind` match every flow or chain. */
  kind: MachineKind | 'page';
  trigger: Trigger;
  /** One sentence for the plan: when it fires, in the shopper's terms. */
  description: string;
  /** The spec section it implements (`001-7`), for the plan. */
  spec: string;
}

export interface TrackingRule extends RuleBase {
  sink: 'tracking';
  event: TrackingEventName;
  /** A marketing event is never sent for a shopper who opted out (the plan marks it). */
  marketing: boolean;
  /** The events to send for this transition; none when the transition does not qualify after all. */
  build(t: ObservedTransition, session: TrackingSession): TrackingPayload[];
}

export interface MonitoringRule extends RuleBase {
  sink: 'monitoring';
  event: MonitoredEventName | 'failedCall';
  build(t: ObservedTransition, session: TrackingSession): MonitoringPayload[];
}

export type Rule = TrackingRule | MonitoringRule;

/** Where built events go: the delivery queue (batched, consent-gated, sent on page hide). */
export interface TrackingSink {
  track(event: TrackingEvent, rule: { id: string; marketing: boolean }): void;
  report(report: ReportErrorRequest): void;
  /** Sends what is queued now (page hide: with sendBeacon). */
  flush(reason: 'interval' | 'full' | 'pagehide'): void;
}
