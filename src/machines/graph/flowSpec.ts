import type { StepId } from '../intake/questions';
import { MAX_DRIVERS, MAX_VEHICLES } from '../../domain/constants';

// A flow is data: a first step and an ordered list of steps (spec 000 section 2), with loops for vehicles and drivers.

export type LoopKind = 'vehicles' | 'drivers';

export interface LoopSpec {
  loop: LoopKind;
  /** Steps for the first item (the primary driver's order, or the first vehicle's). */
  first: readonly StepId[];
  /** Steps for items added later (non-primary drivers, new vehicles); defaults to `first`. */
  more: readonly StepId[];
  /** The "add another?" step closing each item; not offered on the last possible item (spec 000 section 4). */
  summary?: StepId;
  max: number;
}

export type FlowStep = StepId | LoopSpec;

export interface FlowSpec {
  id: string;
  product: 'auto';
  steps: readonly FlowStep[];
}

export function defineFlow(spec: FlowSpec): FlowSpec {
  return spec;
}

type LoopOptions = { more?: readonly StepId[]; summary?: StepId; max?: number };

export function vehicleLoop(steps: readonly StepId[], opts: LoopOptions = {}): LoopSpec {
  return {
    loop: 'vehicles',
    first: steps,
    more: opts.more ?? steps,
    summary: opts.summary,
    max: opts.max ?? MAX_VEHICLES,
  };
}

export function driverLoop(primary: readonly StepId[], opts: LoopOptions = {}): LoopSpec {
  return {
    loop: 'drivers',
    first: primary,
    more: opts.more ?? primary,
    summary: opts.summary,
    max: opts.max ?? MAX_DRIVERS,
  };
}
