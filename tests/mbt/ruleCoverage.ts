import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
} from 'xstate';
import type { Requirement } from '../../src/machines/requirements';
import { forEachStep, pathTrees, type ReplayPath } from './replay';

// Guard, transition and requirement coverage of generated paths (docs/decisions/0079), for any machine: its paths
// are replayed, each distinct step once (replay.ts), on a copy of the machine whose guards record what they answered
// (`machine.provide({ guards })`), while XState's own inspection reports every microstep's transitions, the eventless
// (`always`) ones included, which xstate/graph hides. What the definition holds is read from the machine itself.

/** How a guard reference is named: its guard's name and its parameters (`shows(creditScore~1)`). */
export type GuardKey = string;

/** A transition of the definition: its source state, its event ('' for eventless), its place in that list. */
export interface TransitionEntry {
  key: string;
  label: string;
  eventless: boolean;
  requirements: readonly Requirement[];
}

/** Guards the product can tell more of than their name and parameters (the flows' skip rules behind `shows`). */
export interface GuardDetail {
  /** The keys a guard reference also stands for (each skip rule of the node a `shows` asks about). */
  keysOf?: (name: string, params: unknown) => GuardKey[];
  /** Their verdicts when the guard is evaluated. */
  verdicts?: (name: string, params: unknown, args: { context: unknown; event: unknown }) => [GuardKey, boolean][];
}

/** What a machine's definition holds: every state, transition, guard reference and requirement. */
export interface Definition {
  id: string;
  states: { id: string; requirements: readonly Requirement[] }[];
  transitions: TransitionEntry[];
  guards: GuardKey[];
  requirements: Requirement[];
}

const requirementsOf = (meta: unknown): readonly Requirement[] =>
  (meta as { requirements?: Requirement[] } | undefined)?.requirements ?? [];

/** A guard's parameters in a few words: a node's id, else its plain values (objects left out: a response, a user). */
export function paramsLabel(params: unknown): string {
  if (!params || typeof params !== 'object') return '';
  const p = params as Record<string, unknown>;
  if (typeof p.step === 'string' && typeof p.index === 'number') return `${p.step}~${p.index}`;
  return Object.keys(p)
    .sort()
    .filter((k) => ['string', 'number', 'boolean'].includes(typeof p[k]))
    .map((k) => (k === 'node' ? String(p[k]) : `${k}=${String(p[k])}`))
    .join(', ');
}

type InlineGuard = ((...args: unknown[]) => boolean) & {
  check?: (snapshot: unknown, args: unknown, self: unknown) => boolean;
  guards?: unknown[];
  stateValue?: unknown;
};

/** A guard as written on a transition: a name, a name with parameters, or an inline guard (`not(stateIn(...))`). */
function guardLabel(guard: unknown): GuardKey {
  if (typeof guard === 'string') return `${guard}()`;
  if (typeof guard === 'function') {
    const g = guard as InlineGuard;
    if (g.stateValue !== undefined) return `${g.name}(${JSON.stringify(g.stateValue)})`;
    return `${g.name || 'inline'}(${(g.guards ?? []).map(guardLabel).join(', ')})`;
  }
  const { type, params } = guard as { type: string; params?: unknown };
  if (typeof params !== 'function') return `${type}(${paramsLabel(params)})`;
  // Parameters read from the event: its plain ones, as far as they can be read without one.
  try {
    return `${type}(${paramsLabel((params as (a: unknown) => unknown)({ context: {}, event: {} }))})`;
  } catch {
    return `${type}(…)`;
  }
}

/** The named guard references inside a guard (a higher-order guard's members), with their parameters. */
function namedGuards(guard: unknown): { name: string; params: unknown }[] {
  if (typeof guard === 'string') return [{ name: guard, params: undefined }];
  if (typeof guard === 'function') return ((guard as InlineGuard).guards ?? []).flatMap(namedGuards);
  const { type, params } = guard as { type: string; params?: unknown };
  return [{ name: type, params: typeof params === 'function' ? undefined : params }];
}

/** Every state node, the root first (its transitions are the machine's own: a flow's NAVIGATE). */
function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (n: AnyStateNode) => {
    out.push(n);
    for (const child of Object.values(n.states)) walk(child);
  };
  walk(machine.root);
  return out;
}

/** Every transition of a state node, in definition order: its events' lists, then its eventless list. */
function transitionsOf(n: AnyStateNode): { t: AnyTransitionDefinition; key: string }[] {
  const out: { t: AnyTransitionDefinition; key: string }[] = [];
  for (const [event, list] of n.transitions) list.forEach((t, i) => out.push({ t, key: `${n.id} ${event} #${i}` }));
  (n.always ?? []).forEach((t, i) => out.push({ t, key: `${n.id} (always) #${i}` }));
  return out;
}

const transitionLabel = (t: AnyTransitionDefinition) =>
  `${t.source.id} ${t.eventType || '(always)'}${t.guard ? ` [${guardLabel(t.guard)}]` : ''} -> ${
    (t.target ?? []).map((n) => n.id).join(', ') || '(stays)'
  }`;

/** What a machine's definition holds (states, transitions with eventless ones, guard references, requirements). */
export function definitionOf(machine: AnyStateMachine, detail: GuardDetail = {}): Definition {
  const nodes = allNodes(machine);
  const transitions = nodes.flatMap(transitionsOf).map(
    ({ t, key }): TransitionEntry => ({
      key,
      label: transitionLabel(t),
      eventless: t.eventType === '',
      requirements: requirementsOf(t.meta),
    }),
  );
  const guards = new Set<GuardKey>();
  for (const n of nodes)
    for (const { t } of transitionsOf(n)) {
      if (!t.guard) continue;
      guards.add(guardLabel(t.guard));
      for (const { name, params } of namedGuards(t.guard)) {
        if (typeof t.guard === 'function') guards.add(`${name}(${paramsLabel(params)})`);
        for (const key of detail.keysOf?.(name, params) ?? []) guards.add(key);
      }
    }
  const states = nodes.slice(1).map((n) => ({ id: n.id, requirements: requirementsOf(n.meta) }));
  const requirements = new Map<string, Requirement>();
  for (const r of [...states, ...transitions].flatMap((x) => x.requirements)) requirements.set(r.id, r);
  return { id: machine.id, states, transitions, guards: [...guards], requirements: [...requirements.values()] };
}

/** What a replay saw: guard keys with the answers each gave, the transitions taken, the states entered. */
export interface Recording {
  guards: Map<GuardKey, { true: boolean; false: boolean }>;
  transitions: Set<string>;
  states: Set<string>;
}

export const newRecording = (): Recording => ({ guards: new Map(), transitions: new Set(), states: new Set() });

/**
 * The machine with every guard recording its answer: each named guard (through `provide`, with its parameters) and
 * each inline one (`not(stateIn(...))`, on the copy's own transitions). Machines without a guard stay as they are.
 */
function recordingMachine(
  machine: AnyStateMachine,
  saw: (key: GuardKey, value: boolean) => void,
  detail: GuardDetail,
): AnyStateMachine {
  const guards = Object.fromEntries(
    Object.entries(machine.implementations.guards).map(([name, guard]) => {
      const g = guard as InlineGuard;
      if (typeof g !== 'function' || g.check) return [name, guard];
      return [
        name,
        (args: { context: unknown; event: unknown }, params: unknown) => {
          const value = g(args, params);
          saw(`${name}(${paramsLabel(params)})`, value);
          for (const [key, v] of detail.verdicts?.(name, params, args) ?? []) saw(key, v);
          return value;
        },
      ];
    }),
  );
  const copy = machine.provide({ guards } as never) as AnyStateMachine;
  for (const n of allNodes(copy))
    for (const { t } of transitionsOf(n)) {
      const inline = t.guard as InlineGuard | undefined;
      if (typeof inline !== 'function') continue;
      const key = guardLabel(inline);
      const recorded: InlineGuard = inline.check
        ? Object.assign(() => false, inline, {
            check: (snapshot: unknown, args: unknown) => {
              const value = inline.check!(snapshot, args, inline);
              saw(key, value);
              return value;
            },
          })
        : (...args: unknown[]) => {
            const value = inline(...args);
            saw(key, value);
            return value;
          };
      (t as { guard?: unknown }).guard = recorded;
    }
  return copy;
}

/** One copy of a machine replaying steps: its recording guards, its inspected actor scope, its transitions' keys. */
interface Replayer {
  step: (s: AnyMachineSnapshot, event: AnyEventObject) => AnyMachineSnapshot;
  start: (input: unknown, first: AnyMachineSnapshot) => AnyMachineSnapshot;
}

/**
 * Replays paths on a recording copy of the machine each path was generated on (`machine`, or a variant of it with a
 * guard provided: the snapshot says which), every distinct step once, from each start's initial snapshot (`input`
 * gives a path's machine input), into `rec`. A start its input does not reproduce starts from the path's first state.
 */
export function record<I>(
  machine: AnyStateMachine,
  paths: readonly ReplayPath<I, AnyEventObject, AnyMachineSnapshot>[],
  options: { rec?: Recording; detail?: GuardDetail; input?: (input: I | undefined) => unknown } = {},
): Recording {
  const rec = options.rec ?? newRecording();
  const detail = options.detail ?? {};
  const toInput = options.input ?? ((i: I | undefined) => i);
  let recording = false;
  const saw = (key: GuardKey, value: boolean) => {
    if (!recording) return;
    const seen = rec.guards.get(key) ?? { true: false, false: false };
    seen[value ? 'true' : 'false'] = true;
    rec.guards.set(key, seen);
  };
  const entered = (s: AnyMachineSnapshot) => {
    for (const n of s._nodes) rec.states.add(n.id);
  };
  const replayerOf = (variant: AnyStateMachine): Replayer => {
    recording = false;
    const copy = recordingMachine(variant, saw, detail);
    const keys = new Map<AnyTransitionDefinition, string>();
    for (const n of allNodes(copy)) for (const { t, key } of transitionsOf(n)) keys.set(t, key);
    // XState's inspection reports each microstep with the transitions it took (eventless ones included).
    const self = createActor(copy, {
      inspect: (e) => {
        if (!recording || e.type !== '@xstate.microstep') return;
        const step = e as unknown as { snapshot: AnyMachineSnapshot; _transitions: AnyTransitionDefinition[] };
        for (const t of step._transitions) {
          const key = keys.get(t);
          if (key) rec.transitions.add(key);
          // A transition's source was active, though no settled snapshot shows it (a routing state passed through).
          rec.states.add(t.source.id);
        }
        entered(step.snapshot);
      },
    });
    // An actor scope like xstate's getNextSnapshot's, on the inspected actor's system: nothing runs, nothing is sent.
    const scope = {
      self,
      defer: () => {},
      id: '',
      logger: () => {},
      sessionId: '',
      stopChild: () => {},
      system: self.system,
      emit: () => {},
      actionExecutor: () => {},
    } as unknown as Parameters<AnyStateMachine['transition']>[2];
    recording = true;
    return {
      step: (s, event) => {
        (self as unknown as { _snapshot: unknown })._snapshot = s;
        const next = copy.transition(s, event, scope) as AnyMachineSnapshot;
        entered(next);
        return next;
      },
      start: (input, first) => {
        const start = copy.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
        if (JSON.stringify(start.value) === JSON.stringify(first.value)) {
          entered(start);
          return start;
        }
        return copy.resolveState({ value: first.value, context: first.context }) as AnyMachineSnapshot;
      },
    };
  };
  const replayers = new Map<AnyStateMachine, Replayer>();
  const states = new Map<unknown, AnyMachineSnapshot>();
  for (const tree of pathTrees(paths)) {
    const variant = (tree.state as { machine?: AnyStateMachine }).machine ?? machine;
    let r = replayers.get(variant);
    if (!r) {
      r = replayerOf(variant);
      replayers.set(variant, r);
    }
    states.set(tree.state, r.start(toInput(tree.input), tree.state));
    forEachStep([tree], (state, event, before) => {
      if (event && before) states.set(state, r.step(states.get(before)!, event));
    });
    states.clear();
  }
  recording = false;
  return rec;
}

/** A guard seen one way only: the side never seen, and why it cannot be, when it truly cannot (a fallback). */
export interface OneSided {
  key: GuardKey;
  missing: 'true' | 'false';
  why?: string;
}

export interface RuleCoverage {
  machine: string;
  states: { reached: number; total: number; missing: string[] };
  transitions: {
    covered: number;
    total: number;
    eventless: { covered: number; total: number };
    missing: string[];
  };
  guards: { both: number; total: number; oneSided: OneSided[]; never: GuardKey[] };
  /** `carried`: the ids of every requirement the machine carries. */
  requirements: { covered: number; total: number; missing: Requirement[]; carried: string[] };
}

/**
 * Guards that can only ever answer one way where they are evaluated, with the reason: matched on the guard key. A
 * guard listed here is still counted as one-sided; the report says why rather than hiding it.
 */
export type OneSidedReasons = readonly { pattern: RegExp; missing: 'true' | 'false'; why: string }[];

/** The coverage a recording gives of a definition. */
export function coverageOfDefinition(def: Definition, rec: Recording, reasons: OneSidedReasons = []): RuleCoverage {
  const allGuards = [...new Set([...def.guards, ...rec.guards.keys()])].sort();
  const oneSided: OneSided[] = [];
  const never: GuardKey[] = [];
  let both = 0;
  for (const key of allGuards) {
    const seen = rec.guards.get(key);
    if (!seen) never.push(key);
    else if (seen.true && seen.false) both += 1;
    else {
      const missing = seen.true ? 'false' : 'true';
      const why = reasons.find((r) => r.missing === missing && r.pattern.test(key))?.why;
      oneSided.push({ key, missing, ...(why ? { why } : {}) });
    }
  }
  const covered = new Set<string>();
  for (const s of def.states) if (rec.states.has(s.id)) for (const r of s.requirements) covered.add(r.id);
  for (const t of def.transitions) if (rec.transitions.has(t.key)) for (const r of t.requirements) covered.add(r.id);
  const eventless = def.transitions.filter((t) => t.eventless);
  return {
    machine: def.id,
    states: {
      reached: def.states.filter((s) => rec.states.has(s.id)).length,
      total: def.states.length,
      missing: def.states.filter((s) => !rec.states.has(s.id)).map((s) => s.id),
    },
    transitions: {
      covered: def.transitions.filter((t) => rec.transitions.has(t.key)).length,
      total: def.transitions.length,
      eventless: { covered: eventless.filter((t) => rec.transitions.has(t.key)).length, total: eventless.length },
      missing: def.transitions.filter((t) => !rec.transitions.has(t.key)).map((t) => t.label),
    },
    guards: { both, total: allGuards.length, oneSided, never },
    requirements: {
      covered: def.requirements.filter((r) => covered.has(r.id)).length,
      total: def.requirements.length,
      missing: def.requirements.filter((r) => !covered.has(r.id)),
      carried: def.requirements.map((r) => r.id),
    },
  };
}

/** The report's line of a machine (and with `verbose`, what is missing of each). */
export function formatRuleCoverage(c: RuleCoverage, verbose: boolean): string[] {
  const byDesign = c.guards.oneSided.filter((g) => g.why).length;
  const lines = [
    `  states ${c.states.reached}/${c.states.total}, transitions ${c.transitions.covered}/${c.transitions.total} ` +
      `(eventless ${c.transitions.eventless.covered}/${c.transitions.eventless.total}), guards both ways ` +
      `${c.guards.both}/${c.guards.total} (one way only ${c.guards.oneSided.length}` +
      `${byDesign ? `, ${byDesign} of them by design` : ''}; never evaluated ${c.guards.never.length}), ` +
      `requirements ${c.requirements.covered}/${c.requirements.total}`,
  ];
  if (!verbose) return lines;
  if (c.states.missing.length) lines.push(`  states not reached: ${c.states.missing.join(', ')}`);
  for (const t of c.transitions.missing) lines.push(`  transition not taken: ${t}`);
  for (const g of c.guards.oneSided)
    lines.push(`  guard never ${g.missing}: ${g.key}${g.why ? ` (cannot be ${g.missing}: ${g.why})` : ''}`);
  for (const g of c.guards.never) lines.push(`  guard never evaluated: ${g}`);
  for (const r of c.requirements.missing) lines.push(`  requirement not covered: ${r.id} (${r.section}): ${r.text}`);
  return lines;
}

/**
 * The catalogue's line: how many of its requirements some machine carries and how many some machine's paths cover
 * (and with `verbose`, those no machine carries, with their section: rules realised outside the charts).
 */
export function formatCatalogueCoverage(
  catalogue: readonly Requirement[],
  machines: readonly RuleCoverage[],
  verbose: boolean,
): string[] {
  const carried = new Set(machines.flatMap((c) => c.requirements.carried));
  const covered = new Set(
    machines.flatMap((c) => {
      const missing = new Set(c.requirements.missing.map((r) => r.id));
      return c.requirements.carried.filter((id) => !missing.has(id));
    }),
  );
  const lines = [
    `spec requirements (src/machines/requirements.ts): ${carried.size} of ${catalogue.length} carried by a machine, ` +
      `${covered.size} of them covered by its paths`,
  ];
  if (verbose)
    for (const r of catalogue.filter((x) => !carried.has(x.id)))
      lines.push(`  carried by no machine: ${r.id} (${r.section}): ${r.text}`);
  return lines;
}
