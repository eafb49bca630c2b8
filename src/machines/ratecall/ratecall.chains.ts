import type { UndisclosedOperatorAnswer } from '../../contract/ratecall';
import { stageAnswersOf } from '../bind/answers';
import {
  type BindCarrier,
  type BindPolicyType,
  type BindStage,
  type BindUser,
  type Layout,
  isBindCarrierFor,
} from '../bind/bind.types';
import { bindUserFor } from '../bind/bindUser';
import { BIND_CHAIN_IDS, type BindChainId, bindChains, chainFor } from '../bind/chains';
import type { BindChain } from '../bind/chains/blocks';
import { bindStepOf, questionIdOf } from '../bind/steps';
import { undisclosedAnswersOf, udoChainOf } from '../bind/undisclosed';
import type { NodeId } from '../graph/catalogue';
import type { FlowInput, FlowOutput } from '../graph/flowSetup';
import { coveragesExperienceOf } from './postQuoteRules';
import {
  type ChainResult,
  type OnlineSession,
  type RatecallContext,
  type RatecallEvent,
  sessionPolicyType,
} from './ratecall.types';

// How the rate-call chart's waiting states run the post-quote chains (src/machines/bind, docs/decisions/0017): which
// chain a stage asks, what it starts from, the screen a refused answer sends the shopper back to, and the chart's own
// event its completed answers become. Pure functions of the context; the chart (ratecall.machine.ts) invokes.

/** The chains that can run at each stage, in the registry's order: one child state each in the waiting state. */
export const STAGE_CHAINS: Record<BindStage, readonly BindChainId[]> = {
  preMvr: BIND_CHAIN_IDS.filter((id) => (bindChains[id] as BindChain).stage === 'preMvr'),
  postMvr: BIND_CHAIN_IDS.filter((id) => (bindChains[id] as BindChain).stage === 'postMvr'),
  coverages: BIND_CHAIN_IDS.filter((id) => (bindChains[id] as BindChain).stage === 'coverages'),
  payment: BIND_CHAIN_IDS.filter((id) => (bindChains[id] as BindChain).stage === 'payment'),
};

/** The chain each stage asks for a carrier of a policy type in a layout; none for a carrier without post-quote chains. */
export function chainsOf(
  policyType: BindPolicyType,
  carrierId: string,
  layout: Layout = 'grouped',
): OnlineSession['chains'] {
  const of = (stage: BindStage) =>
    isBindCarrierFor(policyType, carrierId) ? chainFor(policyType, carrierId, stage, layout) : null;
  return { preMvr: of('preMvr'), postMvr: of('postMvr'), coverages: of('coverages'), payment: of('payment') };
}

/** The question ids whose answers the carrier refused at a stage: they name the screens to go back to. */
export function refusedAt(context: RatecallContext, stage: BindStage): string[] {
  if (stage === 'preMvr') return context.errors.answerErrors.map((e) => e.questionId);
  // A declined card, missing funds or a processor error: the card is asked again (its token is single-use).
  if (stage === 'payment' && context.errors.paymentError) return ['payment.paymentToken'];
  return [];
}

/** The first screen the chain showed that asks one of `questionIds`, or null. */
export function resumeNodeOf(result: ChainResult, questionIds: readonly string[]): NodeId | null {
  if (!questionIds.length) return null;
  for (const node of result.visited) {
    const [step, index] = node.split('~');
    const def = bindStepOf(step);
    if (!def.entity || !def.fields) continue;
    const asks = Object.keys(def.fields).map((f) => questionIdOf(result.user, def.entity!, Number(index), f));
    if (asks.some((id) => id !== null && questionIds.includes(id))) return node;
  }
  return null;
}

/**
 * The screen a re-entered stage resumes at: the refused answer's, when the stage's last chain asked it; editable
 * coverages when the rules adjusted the shopper's edit.
 */
export function resumeAt(context: RatecallContext, stage: BindStage): NodeId | null {
  const last = context.online?.asked[stage];
  if (stage === 'coverages')
    return last && context.online?.coverageAdjustment
      ? (last.visited.find((node) => node.startsWith('editableCoverages~')) ?? null)
      : null;
  return last ? resumeNodeOf(last, refusedAt(context, stage)) : null;
}

/** Answers never carried into a new run of a chain: the card's single-use token, and the card it stands for. */
function withoutToken(user: BindUser): BindUser {
  if (!('payment.paymentToken' in user.answers)) return user;
  const { 'payment.paymentToken': _token, ...answers } = user.answers;
  const { card: _card, ...rest } = user;
  return { ...rest, answers };
}

/**
 * What a stage's chain starts from: the intake's household and the session's facts (bindUserOf); back in a stage whose
 * answer was refused, the last run's answers and screens, so NAVIGATE can take the shopper to that screen.
 */
export function chainInput(context: RatecallContext, stage: BindStage): FlowInput<BindUser> {
  const online = context.online;
  const chain = online?.chains[stage];
  if (!online || !chain) return {};
  const last = online.asked[stage];
  if (last && last.chain === chain && (stage === 'preMvr' || stage === 'payment')) {
    const resume = resumeAt(context, stage);
    return { user: withoutToken(last.user), ...(resume ? { visited: last.visited } : {}) };
  }
  // The rules adjusted the edit: the last run's answers with the adjusted limits, back at editable-coverages.
  const adjustment = online.coverageAdjustment;
  if (last && last.chain === chain && stage === 'coverages' && adjustment) {
    const resume = resumeAt(context, stage);
    const user = { ...last.user, coverages: { ...last.user.coverages, ...adjustment.coverages } };
    return { user, ...(resume ? { visited: last.visited } : {}) };
  }
  const carrierId = (bindChains[chain] as BindChain).carriers.includes(online.quote.carrierId as BindCarrier)
    ? (online.quote.carrierId as BindCarrier)
    : (bindChains[chain] as BindChain).carriers[0];
  return {
    user: bindUserFor({
      user: context.user,
      carrierId,
      skipLandingPage: online.rules.skipLandingPage,
      coveragesExperience: coveragesExperienceOf(
        sessionPolicyType(online),
        online.quote.carrierId,
        online.rules.iteration,
      ),
      undisclosedOperators: online.undisclosedOperators,
      changeInRate: online.rerate?.change,
      coverages: { ...stringsOf(online.quote.coverages), ...stringsOf(online.coverages) },
    }),
  };
}

const stringsOf = (r: Record<string, string | number> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(r ?? {}).map(([k, v]) => [k, String(v)]));

/** What a completed chain keeps for a later run of its stage: the token is never kept. */
export function chainResultOf(chain: BindChainId, output: FlowOutput<BindUser>): ChainResult {
  return { chain, user: withoutToken(output.user), visited: output.visited ?? [] };
}

/** The chart's event a completed chain's answers become, so the stage's call goes out. */
export function chainEvent(context: RatecallContext, stage: BindStage, output: FlowOutput<BindUser>): RatecallEvent {
  const online = context.online;
  const { user } = output;
  switch (stage) {
    case 'preMvr':
      return { type: 'ANSWERS_SUBMITTED', answers: stageAnswersOf(online?.questions ?? [], user.answers).answers };
    case 'postMvr': {
      const answers: UndisclosedOperatorAnswer[] =
        undisclosedAnswersOf(user.undisclosed, udoChainOf(user.carrierId)) ?? [];
      return { type: 'UNDISCLOSED_DRIVERS_ANSWERED', answers };
    }
    case 'coverages': {
      if (user.nextAction === 'connectAgent') return { type: 'CONNECT_AGENT' };
      const quoted = { ...stringsOf(online?.quote.coverages), ...stringsOf(online?.coverages) };
      const edited = Object.entries(user.coverages).some(([k, v]) => quoted[k] !== v);
      return edited ? { type: 'COVERAGES_EDITED', coverages: user.coverages } : { type: 'PROCEED' };
    }
    case 'payment':
      return {
        type: 'PAYMENT_SUBMITTED',
        answers: stageAnswersOf(online?.paymentQuestions ?? [], output.user.answers).answers,
      };
  }
}
