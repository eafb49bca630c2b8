import type { AnyActorRef, AnyEventObject, InspectionEvent } from 'xstate';
import { actorTree, pathOf, valueText } from './actorTree';
import { type FlowSkips, flowNode, type SkippedStep, skippedBetween } from './skipped';

// The devtools' event log, fed by XState's own inspection inside the page (`actor.system.inspect`, docs/decisions/0077):
// each event a machine actor took (`@xstate.event`), the transitions it took (`@xstate.microstep`) and the state after
// it (`@xstate.snapshot`), and for an intake flow each step its routing passed over with the skip rule that hid it.
// Nothing is sent anywhere: the entries stay in this page's memory.

export interface LogEntry {
  seq: number;
  /** The actor's place in the tree (`app/intake`). */
  actor: string;
  machineId: string;
  event: AnyEventObject;
  /** Sent from outside the actors (the shopper, the URL, the event box), not by another actor. */
  external: boolean;
  before: string;
  after: string;
  /** Each transition taken, `source → target` (state node ids without the machine's id). */
  transitions: string[];
  skipped: SkippedStep[];
}

interface Pending {
  ref: AnyActorRef;
  event: AnyEventObject;
  external: boolean;
  before: unknown;
  transitions: string[];
}

interface MachineSnapshotLike {
  value?: unknown;
  context?: { user?: unknown };
  machine?: { id: string };
}

export interface RecorderOptions {
  /** The session's root actor now (it changes when time travel restores a snapshot). */
  root: () => AnyActorRef;
  /** A flow's skips by machine id (src/devtools/autoSkips.ts), to say which steps a transition passed over. */
  skipsOf?: (machineId: string) => FlowSkips | undefined;
  /** An event sent from outside the actors arrived, before it is processed (the timeline's cue). */
  onExternal?: (label: string) => void;
  /** The most entries kept (the oldest go first). */
  limit?: number;
}

/**
 * An event as plain data the log can keep and show: objects other than plain ones and arrays (a snapshot's machine,
 * an actor, a state node, an error) are named, not walked, so a `xstate.snapshot.*` event carrying a whole snapshot
 * (its machine's graph of state nodes, its children's actors) stays small and never cycles.
 */
export function plainEvent(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? '[function]' : value;
  if (depth > 12) return '[…]';
  if (Array.isArray(value)) return value.map((v) => plainEvent(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return `[${(value as object).constructor?.name || 'object'}]`;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainEvent(v, depth + 1)]));
}

/** Strips the machine's id from a state node id: `defaultAuto.steps.creditScore~1` -> `steps.creditScore~1`. */
const local = (id: string, machineId: string) => (id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : id);

export function createRecorder(opts: RecorderOptions) {
  let entries: LogEntry[] = [];
  let seq = 0;
  const pending = new Map<AnyActorRef, Pending[]>();
  const listeners = new Set<() => void>();
  const limit = opts.limit ?? 500;

  const finish = (p: Pending, after: MachineSnapshotLike) => {
    const machineId = after.machine?.id ?? '?';
    const skips = opts.skipsOf?.(machineId);
    const skipped = skips ? skippedBetween(skips, after.context?.user, flowNode(p.before), flowNode(after.value)) : [];
    seq += 1;
    const entry: LogEntry = {
      seq,
      actor: pathOf(actorTree(opts.root()), p.ref),
      machineId,
      event: plainEvent(p.event) as AnyEventObject,
      external: p.external,
      before: valueText(p.before),
      after: valueText(after.value),
      transitions: p.transitions,
      skipped,
    };
    entries = [...entries.slice(Math.max(0, entries.length + 1 - limit)), entry];
    for (const l of listeners) l();
  };

  const observer = (e: InspectionEvent) => {
    const ref = e.actorRef as AnyActorRef;
    if (e.type === '@xstate.event') {
      const snapshot = ref.getSnapshot?.() as MachineSnapshotLike | undefined;
      // Only machine actors are logged (a promise's result shows as the event its parent receives).
      if (!snapshot?.machine) return;
      const external = e.sourceRef === undefined;
      const list = pending.get(ref) ?? [];
      list.push({ ref, event: e.event, external, before: snapshot.value, transitions: [] });
      pending.set(ref, list);
      if (external) opts.onExternal?.(`${pathOf(actorTree(opts.root()), ref)}: ${e.event.type}`);
    } else if (e.type === '@xstate.microstep') {
      const p = pending.get(ref)?.[0];
      const machineId = (e.snapshot as MachineSnapshotLike).machine?.id ?? '';
      for (const t of e._transitions) {
        const targets = t.target?.map((n) => local(n.id, machineId)).join(', ') || '(stays)';
        p?.transitions.push(`${local(t.source.id, machineId)} → ${targets}`);
      }
    } else if (e.type === '@xstate.snapshot') {
      const list = pending.get(ref);
      if (!list?.length) return;
      const at = Math.max(
        0,
        list.findIndex((p) => p.event === e.event),
      );
      const [p] = list.splice(at, 1);
      if (!list.length) pending.delete(ref);
      finish(p, e.snapshot as MachineSnapshotLike);
    }
  };

  return {
    observer,
    entries: () => entries,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear() {
      entries = [];
      for (const l of listeners) l();
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
