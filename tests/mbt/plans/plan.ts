import type { AnyMachineSnapshot, AnyStateNode, AnyTransitionDefinition } from 'xstate';

// What a test plan is, for every machine: numbered steps in the shopper's words, each with its input, the screen
// expected after it and the spec rules it exercises (docs/decisions/0080).

export interface PlanStep {
  action: string;
  input: string;
  expected: string;
  /** Requirement ids and skip rules this step exercises. */
  requirements: string[];
}

export interface Plan {
  id: string;
  /** Where the plan starts (the page to open, the answers carried in). */
  start: string;
  steps: PlanStep[];
}

export interface Requirement {
  id: string;
  section: string;
  text: string;
}

export interface MachinePlans {
  id: string;
  kind: 'app' | 'flow' | 'results' | 'ratecall' | 'chain';
  title: string;
  /** How a tester gets to the machine's first screen. */
  setup: string;
  plans: Plan[];
  transitions: { covered: number; total: number; notCovered: string[] };
  /** The generated paths of today (paths.ts and the models), and their steps, for the saving. */
  generated: { paths: number; steps: number };
  requirements: Requirement[];
}

/** `meta.requirements` of a state node or transition (the common contract: optional everywhere). */
export function requirementsOf(x: { meta?: unknown } | undefined): Requirement[] {
  const meta = x?.meta as { requirements?: Requirement[] } | undefined;
  return Array.isArray(meta?.requirements) ? meta.requirements : [];
}

const nodesOf = (s: AnyMachineSnapshot) => (s as unknown as { _nodes: AnyStateNode[] })._nodes;

/** The requirements of the state nodes a step enters and of the transitions it takes. */
export function stepRequirements(
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
  taken: readonly AnyTransitionDefinition[],
): Requirement[] {
  const was = new Set(nodesOf(before));
  return [
    ...taken.flatMap((t) => requirementsOf(t as { meta?: unknown })),
    ...nodesOf(after)
      .filter((n) => !was.has(n))
      .flatMap((n) => requirementsOf(n)),
  ];
}

/** The count of steps (events) of generated paths. */
export const stepsOf = (paths: readonly { steps: readonly unknown[] }[]) =>
  paths.reduce((n, p) => n + p.steps.length - 1, 0);

/** Transitions covered of all, and those not. */
export function transitionCount(all: readonly string[], covered: ReadonlySet<string>): MachinePlans['transitions'] {
  return {
    covered: all.filter((t) => covered.has(t)).length,
    total: all.length,
    notCovered: all.filter((t) => !covered.has(t)),
  };
}
