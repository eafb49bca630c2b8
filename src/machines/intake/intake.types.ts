import type { AutoUser } from '../../contract';
import type { FlowContext, FlowEvent, FlowInput, StepError } from '../graph/flowMachine';

// The auto intake is a flow machine over the auto user (src/machines/graph): these name its types.

export type { NodeId, ChoiceOption } from '../graph/catalogue';
export type { StepError };
export type IntakeContext = FlowContext<AutoUser>;
export type IntakeEvent = FlowEvent;
export type IntakeInput = FlowInput<AutoUser>;
