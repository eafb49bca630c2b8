import { type AnyEventObject, type AnyMachineSnapshot, getNextSnapshot } from 'xstate';
import type { AutoUser } from '../../src/contract';
import type { ShowsParams } from '../../src/machines/graph/flowSetup';
import type { AutoFlowId } from '../../src/machines/intake/flows';
import { autoFlows } from '../../src/machines/intake/flows';
import { catalogueFor } from '../../src/machines/intake/intake.catalogue';
import { PRODUCT_LINES } from '../../src/machines/products';
import { intakeModel } from './intakeModel';
import { type GeneratedPath, generatePaths, generateTransitionPaths, nodesAlong, shortestPerNode } from './paths';
import {
  coverageOfDefinition,
  definitionOf,
  type GuardDetail,
  type GuardKey,
  type OneSidedReasons,
  record,
  type RuleCoverage,
} from './ruleCoverage';

// qa:coverage's guard, transition and requirement figures for each machine the models walk (ruleCoverage.ts), from
// the same generated paths as its node and edge figures.

/**
 * Guards that truly answer one way only where the paths evaluate them, and why (the report still counts them).
 * Matched on the guard's key.
 */
export const ONE_SIDED_REASONS: OneSidedReasons = [
  {
    pattern: /^answered\(outcome=(customRoute|prefillFailed|rcError), /,
    missing: 'false',
    why: "its step's fallback outcome (ratecall.outcomes.ts): tried only when no other outcome fits, so it always does",
  },
  {
    pattern: new RegExp(`^flowIs\\(flow=${PRODUCT_LINES.flatMap((line) => line.flowIds).at(-1)}\\)$`),
    missing: 'false',
    why: "the last registered flow of the app's choice: tried only when every other flow's failed, so it is the one",
  },
];

/**
 * The skip rules behind a flow's `shows` guard: each rule of the node's step, a flow rule once for the flow and an
 * item rule once per item (`skip:vehicleNotOwned@2`), with its verdict wherever `shows` asks about a node whose item
 * exists (every rule, not only up to the first that hides the node, as the machine stops).
 */
export function skipRuleDetail(flowId: AutoFlowId): GuardDetail {
  const catalogue = catalogueFor(autoFlows[flowId]);
  const rulesAt = (p: ShowsParams) =>
    (catalogue.step(p.step).skip ?? []).flatMap((name) => {
      const rule = catalogue.rules[name];
      if (rule.onlyAt && !rule.onlyAt.includes(p.index)) return [];
      return [{ key: `skip:${name}${rule.scope === 'item' ? `@${p.index}` : ''}` as GuardKey, rule }];
    });
  return {
    keysOf: (name, params) => (name === 'shows' ? rulesAt(params as ShowsParams).map((r) => r.key) : []),
    verdicts: (name, params, { context }) => {
      if (name !== 'shows') return [];
      const p = params as ShowsParams;
      const user = (context as { user: AutoUser }).user;
      if (p.loop && catalogue.loops[p.loop].count(user) < p.index) return [];
      return rulesAt(p).map(({ key, rule }) => [key, rule.test(user, p.index)]);
    },
  };
}

/**
 * A flow's paths as the suites walk them: the generated paths, one more event from each (the transition cover), and
 * BACK from the shortest path to each node (intake.mbt.test.ts walks it from every reached node).
 */
export function intakeWalks(flowId: AutoFlowId): GeneratedPath[] {
  const model = intakeModel(flowId);
  const paths = generatePaths(model);
  const back = [...shortestPerNode(paths).values()]
    .filter((p) => nodesAlong(p).length > 1 && p.state.status === 'active')
    .map((p): GeneratedPath => {
      const event = { type: 'BACK' } as GeneratedPath['steps'][number]['event'];
      const state = getNextSnapshot(model.machine, p.state, event);
      return { ...p, state, steps: [...p.steps, { state, event }], weight: p.weight + 1 };
    });
  return [...paths, ...generateTransitionPaths(model, paths), ...back];
}

type AnyPath = { input?: unknown; steps: readonly { event: AnyEventObject; state: AnyMachineSnapshot }[] };

/** A flow's guard, transition and requirement coverage. */
export function intakeRuleCoverage(flowId: AutoFlowId): RuleCoverage {
  const model = intakeModel(flowId);
  const detail = skipRuleDetail(flowId);
  const rec = record(model.machine, intakeWalks(flowId) as unknown as AnyPath[], { detail });
  return coverageOfDefinition(definitionOf(model.machine, detail), rec, ONE_SIDED_REASONS);
}

/** Any other machine's coverage, from its paths (`input` maps a path's input to the machine's). */
export function machineRuleCoverage(
  machine: Parameters<typeof record>[0],
  paths: readonly AnyPath[],
  input?: (i: unknown) => unknown,
): RuleCoverage {
  const rec = record(machine, paths, { input });
  return coverageOfDefinition(definitionOf(machine), rec, ONE_SIDED_REASONS);
}
