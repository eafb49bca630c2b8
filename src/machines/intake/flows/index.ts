import { createIntakeMachine, type IntakeMachine } from '../intake.machine';
import type { AutoFlow } from './autoFlow';
import { defaultAutoFlow } from './defaultAuto.flow';
import { zipContinuityAuto } from './zipContinuityAuto.flow';
import { paidSearchShortFlow } from './paidSearchShort.flow';
import { paidSearchShortFlowVariantA } from './paidSearchShortVariantA.flow';
import { paidSearchShortFlowVariantB } from './paidSearchShortVariantB.flow';
import { shortFlowNerd } from './shortFlowNerd.flow';
import { shortFlowEmail } from './shortFlowEmail.flow';
import { geicoFocusedFlow } from './geicoFocused.flow';
import { nonAgencyShortFlow } from './nonAgencyShort.flow';
import { thirteenQuestionFlow } from './thirteenQuestion.flow';
import { miniFlow } from './miniFlow.flow';
import { embeddedAgencyFlow } from './embeddedAgency.flow';
import { safecoFullFlow } from './safecoFull.flow';
import { safecoMediumFlow } from './safecoMedium.flow';
import { safecoCallinFlow } from './safecoCallin.flow';
import { safecoShortFlow } from './safecoShort.flow';
import { shortFlowOtto } from './shortFlowOtto.flow';
import { AUTO_FLOW_IDS, DEFAULT_AUTO_FLOW as DEFAULT_FLOW, type AutoFlowId } from '../../../contract/flowIds';

// The flow registry: every auto flow, by id. The app offers each one, and the flow-spec checks, the model-based
// suites, qa:coverage and the browser walk iterate over this list: adding a flow is a data file, a line here and its
// id in src/contract/flowIds.ts. It loads with the auto intake chunk (intake.live.ts): the start page knows the ids only.
export const autoFlows = {
  defaultAuto: defaultAutoFlow,
  zipContinuityAuto,
  paidSearchShortFlow,
  paidSearchShortFlowVariantA,
  paidSearchShortFlowVariantB,
  shortFlowNerd,
  shortFlowEmail,
  geicoFocusedFlow,
  nonAgencyShortFlow,
  thirteenQuestionFlow,
  miniFlow,
  embeddedAgencyFlow,
  safecoFullFlow,
  safecoMediumFlow,
  safecoCallinFlow,
  safecoShortFlow,
  shortFlowOtto,
} as const satisfies Record<AutoFlowId, AutoFlow>;

export { AUTO_FLOW_IDS, DEFAULT_FLOW, type AutoFlowId };

const built = new Map<AutoFlowId, IntakeMachine>();
/** A registered flow's machine, built once (the app builds each on first use: `flowActors` in the app machine). */
export function intakeMachineOf(id: AutoFlowId = DEFAULT_FLOW): IntakeMachine {
  const known = built.get(id);
  if (known) return known;
  const m = createIntakeMachine(autoFlows[id]);
  built.set(id, m);
  return m;
}
