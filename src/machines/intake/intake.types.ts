import type { AutoUser } from '../../contract';
import type { FlowContext, FlowEvent, FlowInput, StepError } from '../graph/flowMachine';
import type { UserSave, UserSaveEvent, UserSaveTypes } from './userSave';

// The auto intake is a flow machine over the auto user (src/machines/graph): these name its types.

export type { NodeId, ChoiceOption } from '../graph/catalogue';
export type { StepError };
export type IntakeContext = FlowContext<AutoUser, UserSave>;
/** The flow's events and those its user save sends back. */
export type IntakeEvent = FlowEvent | UserSaveEvent;
export type IntakeInput = FlowInput<AutoUser> & UserSaveTypes['input'];
