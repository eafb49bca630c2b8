import { produce } from 'immer';
import type { AutoUser } from '../../contract';
import { createFlowMachine, type FlowOutput } from '../graph/flowMachine';
import type { FlowSpec } from '../graph/flowSpec';
import type { AutoFlow } from './flows/autoFlow';
import { catalogueFor } from './intake.catalogue';
import { initialUser } from './initialUser';
import { userSave, type UserSaveTypes } from './userSave';

export type IntakeOutput = FlowOutput<AutoUser> & UserSaveTypes['output'];

/**
 * Builds the explicit statechart of an auto flow: one state per `stepId~index` node, plus `complete`. A flow with
 * pre-fills starts from a shopper with them and fills them again after every answer; a flow's skip overrides drop
 * rules from its steps.
 */
export function createIntakeMachine(flow: FlowSpec & Pick<AutoFlow, 'prefill' | 'skipOverrides'>) {
  const { prefill } = flow;
  return createFlowMachine({
    catalogue: catalogueFor(flow),
    flow,
    initialUser: prefill ? () => produce(initialUser(), prefill) : initialUser,
    companion: userSave,
  });
}

export type IntakeMachine = ReturnType<typeof createIntakeMachine>;
