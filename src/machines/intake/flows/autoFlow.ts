import type { Draft } from 'immer';
import type { AutoUser } from '../../../contract';
import { MAX_DRIVERS, MAX_VEHICLES } from '../../../domain/startConstants';
import { loop, type FlowSection, type FlowSpec, type LoopSpec } from '../../graph/flowSpec';
import type { StepId } from '../questions';
import type { StartRuleName } from '../startGraph';
import type { SkipRuleName } from '../rules/skipRules';

// How an auto flow is written (spec 000 section 2): question ids from the catalogue, loops over vehicles and
// drivers, and the three progress sections of auto (getting started and vehicles, drivers, policy details).

/**
 * How a shopper comes to the flow: the URL (query string and hash) and the experiment values that make the start
 * graph choose it (spec 000 section 2). A test checks the start graph agrees; the browser walk enters by it.
 */
export interface FlowEntry {
  search: string;
  hash?: string;
  experiments?: Partial<Record<StartRuleName, unknown>>;
}

export type AutoFlow = FlowSpec<StepId> & {
  entry: FlowEntry;
  /**
   * Answers the flow fills in without asking (spec 000 section 4: the mini-agency pre-fills): applied to the new
   * shopper and after every answer, so items added later get them too. It fills only what is still unanswered.
   */
  prefill?: (user: Draft<AutoUser>) => void;
  /**
   * Skip rules this flow does not apply to a step (spec 000 section 4: email shows in the geico-focused flow whatever
   * the eligibility). The compiler sees the step without them, so no edge past it is emitted in this flow.
   */
  skipOverrides?: Partial<Record<StepId, { drop: readonly SkipRuleName[]; why: string }>>;
};

export function defineAutoFlow(spec: {
  id: string;
  description: string;
  entry: FlowEntry;
  sections: readonly FlowSection<StepId>[];
  prefill?: AutoFlow['prefill'];
  skipOverrides?: AutoFlow['skipOverrides'];
}): AutoFlow {
  return { ...spec, product: 'auto' };
}

type LoopOptions = { more?: readonly StepId[]; summary?: StepId; max?: number };

/** The vehicle loop: `first` for the first vehicle, `more` for vehicles added later (the new-vehicle steps). */
export function vehicleLoop(first: readonly StepId[], opts: LoopOptions = {}): LoopSpec<StepId> {
  return loop('vehicles', first, { ...opts, max: opts.max ?? MAX_VEHICLES });
}

/** The driver loop: the primary driver's order, then the non-primary-driver steps for every later driver. */
export function driverLoop(primary: readonly StepId[], opts: LoopOptions = {}): LoopSpec<StepId> {
  return loop('drivers', primary, { ...opts, max: opts.max ?? MAX_DRIVERS });
}

/** Auto progress in thirds (spec 000 section 2). */
export const thirds = (
  start: readonly (StepId | LoopSpec<StepId>)[],
  drivers: readonly (StepId | LoopSpec<StepId>)[],
  policy: readonly (StepId | LoopSpec<StepId>)[],
): FlowSection<StepId>[] => [
  { name: 'Getting started and vehicles', steps: start },
  { name: 'Drivers', steps: drivers },
  { name: 'Policy details', steps: policy },
];
