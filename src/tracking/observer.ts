import type { InspectionEvent } from 'xstate';
import type { TrackingEvent } from '../contract/backoffice';
import {
  type StepInfo,
  formContextOf,
  formOfSnapshot,
  formTypeOf,
  kindOf as defaultKindOf,
  resultsStep,
  stepContextOf,
} from './context';
import type {
  MachineKind,
  ObservedTransition,
  Rule,
  SnapshotLike,
  Trigger,
  TrackingSession,
  TrackingSink,
} from './types';

// The tracking layer's observer (issue 33; docs/decisions/0101): XState's inspection events of every actor become
// `ObservedTransition`s (the snapshot before, the event, the snapshot after, per actor), each rule whose declarative
// trigger matches builds its events, and the sink gets them with the session's ids and a timestamp. Nothing here may
// break the app: a rule that throws yields nothing. Only types come from the contract: the chunk carries no zod.

export type { StepInfo } from './context';

export interface Observer {
  observe(e: InspectionEvent): void;
  /** The screen the shopper is on now (an intake question, the results, a post-quote screen), if any. */
  step(): StepInfo | undefined;
  onStep(listener: (step: StepInfo | undefined, previous: StepInfo | undefined) => void): () => void;
}

export interface ObserverOptions {
  rules: Rule[];
  session: TrackingSession;
  sink: TrackingSink;
  kindOf?: (machineId: string) => MachineKind | undefined;
  /** Told once per rule that threw (its id): by default nothing is said, and the rule's events are left out. */
  onRuleError?: (ruleId: string) => void;
  /** The clock (ISO timestamps) and the id maker (form ids): tests fix them. */
  now?: () => Date;
  newId?: () => string;
}

interface NodeLike {
  id: string;
  tags?: readonly string[];
}

/** The state nodes active in a snapshot (XState's MachineSnapshot `_nodes`), by id. */
function activeNodes(snap: SnapshotLike | undefined): NodeLike[] {
  const nodes = (snap as { _nodes?: unknown } | undefined)?._nodes;
  return Array.isArray(nodes) ? (nodes as NodeLike[]) : [];
}

const tagMatches = (pattern: string, tag: string) =>
  pattern.endsWith('*') ? tag.startsWith(pattern.slice(0, -1)) : tag === pattern;

/** Whether a transition matches a rule's trigger (src/tracking/types.ts `Trigger`). */
export function triggerMatches(trigger: Trigger, t: ObservedTransition): boolean {
  switch (trigger.on) {
    case 'start':
      return t.before === undefined;
    case 'load':
      return false;
    case 'event':
      return tagMatches(trigger.type, t.event.type);
    case 'enterState': {
      const id = `${t.machineId}.${trigger.path}`;
      const had = new Set(activeNodes(t.before).map((n) => n.id));
      return activeNodes(t.after).some((n) => n.id === id && !had.has(n.id));
    }
    case 'enterTag': {
      const tagged = (snap: SnapshotLike | undefined) =>
        activeNodes(snap).filter((n) => n.tags?.some((tag) => tagMatches(trigger.tag, tag)));
      const had = new Set(tagged(t.before).map((n) => n.id));
      return tagged(t.after).some((n) => !had.has(n.id));
    }
  }
}

/** What a snapshot shows the shopper, for the machines that show screens. */
function screenOf(kind: MachineKind, snap: SnapshotLike, session: TrackingSession): StepInfo | undefined {
  if (snap.status !== 'active') return undefined;
  if (kind === 'results' || kind === 'homeResults') return resultsStep(snap.machine.id, session.brand);
  if (kind === 'app') return appScreen(snap, session);
  if (kind !== 'intake' && kind !== 'bind') return undefined;
  const stepContext = stepContextOf(kind, snap);
  return stepContext ? { formContext: formOfSnapshot(kind, snap, session), stepContext } : undefined;
}

/**
 * The app's own screen before the intake runs: the first question drawn from the build's view while the intake chunk
 * loads (or says it could not). Once the flow runs, its steps are the screens.
 */
function appScreen(snap: SnapshotLike, session: TrackingSession): StepInfo | undefined {
  const state = snap.hasTag('screen:waitingForIntake')
    ? 'intake.waitingForIntake'
    : snap.hasTag('screen:intakeUnavailable')
      ? 'intake.intakeUnavailable'
      : undefined;
  const flowId = snap.context.flowId;
  if (!state || typeof flowId !== 'string' || !flowId) return undefined;
  return {
    formContext: formContextOf({ formName: flowId, formType: formTypeOf(flowId, undefined), brand: session.brand }),
    stepContext: { stepName: 'firstQuestion', stepId: state, stepNumber: 1, stepType: 'question' },
  };
}

const sameStep = (a: StepInfo | undefined, b: StepInfo | undefined) =>
  a?.formContext.formName === b?.formContext.formName &&
  a?.stepContext.stepId === b?.stepContext.stepId &&
  a?.formContext.formId === b?.formContext.formId;

export function createObserver(opts: ObserverOptions): Observer {
  const { rules, session, sink } = opts;
  const kindOf = opts.kindOf ?? defaultKindOf;
  const now = opts.now ?? (() => new Date());
  const newId = opts.newId ?? (() => globalThis.crypto.randomUUID());
  const last = new Map<string, SnapshotLike>();
  /** One form id per form actor (an intake flow, a chain, a results chart), from its first snapshot. */
  const formIds = new Map<string, string>();
  const started = new Set<string>();
  const failed = new Set<string>();
  /** The actors showing a screen, the one that moved last at the end. */
  const screens: Array<{ actorId: string; step: StepInfo }> = [];
  const listeners = new Set<(step: StepInfo | undefined, previous: StepInfo | undefined) => void>();
  const current = () => screens.at(-1)?.step;

  function updateScreen(actorId: string, step: StepInfo | undefined) {
    const previous = current();
    const at = screens.findIndex((s) => s.actorId === actorId);
    const known = at >= 0 ? screens[at].step : undefined;
    if (step && sameStep(known, step)) return;
    if (at >= 0) screens.splice(at, 1);
    if (step) screens.push({ actorId, step });
    const next = current();
    if (sameStep(next, previous) && (next === undefined) === (previous === undefined)) return;
    for (const listener of [...listeners]) {
      try {
        listener(next, previous);
      } catch {
        // A listener's failure is its own.
      }
    }
  }

  function send(rule: Rule, payloads: readonly object[], actorId: string) {
    const timestamp = now().toISOString();
    const ids = { anonymousId: session.anonymousId, correlationId: session.correlationId, timestamp };
    for (const payload of payloads) {
      if (rule.sink === 'monitoring') {
        sink.report({
          ...(payload as object),
          anonymousId: session.anonymousId,
          correlationId: session.correlationId,
          occurredAt: timestamp,
        } as never);
        continue;
      }
      const p = payload as Record<string, unknown> & { formContext?: Record<string, unknown> };
      const formId = formIds.get(actorId);
      const formContext =
        p.formContext && formId && !p.formContext.formId ? { ...p.formContext, formId } : p.formContext;
      // FormStarted means the form's first answer: once per form id, however often its first step is answered.
      if (p.event === 'FormStarted') {
        const key = String(formContext?.formId ?? actorId);
        if (started.has(key)) continue;
        started.add(key);
      }
      const sessionId = p.sessionId ?? session.partnerSessionId ?? session.correlationId;
      const event = { ...p, ...(formContext ? { formContext } : {}), ...ids, sessionId } as unknown as TrackingEvent;
      sink.track(event, { id: rule.id, marketing: rule.marketing });
    }
  }

  function observe(e: InspectionEvent) {
    if (e.type !== '@xstate.snapshot') return;
    const after = e.snapshot as unknown as SnapshotLike;
    const machineId = (after as { machine?: { id?: unknown } }).machine?.id;
    if (typeof machineId !== 'string') return;
    const kind = kindOf(machineId);
    if (!kind) return;
    const actorId = e.actorRef.sessionId;
    const before = last.get(actorId);
    if (after.status === 'active') last.set(actorId, after);
    else last.delete(actorId);
    if (!formIds.has(actorId)) formIds.set(actorId, newId());
    const t: ObservedTransition = { kind, machineId, actorId, event: e.event, before, after };
    for (const rule of rules) {
      if (rule.kind !== kind || !triggerMatches(rule.trigger, t)) continue;
      let payloads: readonly object[];
      try {
        payloads = rule.build(t, session);
      } catch {
        if (!failed.has(rule.id)) {
          failed.add(rule.id);
          opts.onRuleError?.(rule.id);
        }
        continue;
      }
      send(rule, payloads, actorId);
    }
    const screen = screenOf(kind, after, session);
    const formId = formIds.get(actorId);
    updateScreen(actorId, screen && formId ? { ...screen, formContext: { ...screen.formContext, formId } } : screen);
    if (after.status !== 'active') formIds.delete(actorId);
  }

  return {
    observe(e) {
      try {
        observe(e);
      } catch {
        // Never break the app: an inspection event the observer cannot read is left out.
      }
    },
    step: current,
    onStep(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
