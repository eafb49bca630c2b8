import type { AutoUser } from '../../contract';
import { createFlowMachine, type FlowOutput } from '../graph/flowMachine';
import type { FlowSpec } from '../graph/flowSpec';
import { autoCatalogue } from './intake.catalogue';
import { initialUser } from './initialUser';

export type IntakeOutput = FlowOutput<AutoUser>;

/** Builds the explicit statechart of an auto flow: one state per `stepId~index` node, plus `complete`. */
export function createIntakeMachine(flow: FlowSpec) {
  return createFlowMachine({ catalogue: autoCatalogue, flow, initialUser });
}

export type IntakeMachine = ReturnType<typeof createIntakeMachine>;
