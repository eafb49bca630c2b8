import type { PropertyUser } from '../../contract/property';
import { createFlowMachine, type FlowOutput } from '../graph/flowMachine';
import type { FlowSpec } from '../graph/flowSpec';
import { userSave, type UserSaveTypes } from '../intake/userSave';
import { homeCatalogue } from './catalogue';
import { initialPropertyUser } from './initialUser';

export type HomeOutput = FlowOutput<PropertyUser> & UserSaveTypes['output'];

/** Builds the explicit statechart of a home flow from the home catalogue, with the intake's user save beside it. */
export function createHomeMachine(flow: FlowSpec) {
  return createFlowMachine({ catalogue: homeCatalogue, flow, initialUser: initialPropertyUser, companion: userSave });
}

export type HomeMachine = ReturnType<typeof createHomeMachine>;
