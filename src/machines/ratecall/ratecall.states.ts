import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { RatecallResponse, RatecallStep } from '../../contract/ratecall';
import type { BindStage, BindUser } from '../bind/bind.types';
import { type BindChainId, bindChains } from '../bind/chains';
import type { FlowOutput } from '../graph/flowSetup';
import { STAGE_CHAINS, chainInput } from './ratecall.chains';
import type { ErrorCode } from '../../domain/errors';
import { errorRequirement, requirementsMeta } from '../requirements';
import type { RatecallOutcome } from './ratecall.types';
import { OUTCOME_ERRORS, STEP_OUTCOMES, type StepOutcome, fallbackOf } from './ratecall.outcomes';
import { callInput, ratecallSetup as s } from './ratecall.setup';

// The two kinds of state the rate-call chart repeats (docs/decisions/0009): a call state per spec step, and an error
// page per entry of the catalogue. Both are typed by the machine's setup (createStateConfig).

/** The `meta` of an outcome's route: the requirements of the error codes it realises (docs/decisions/0079). */
const outcomeMeta = (outcome: RatecallOutcome) =>
  requirementsMeta((OUTCOME_ERRORS[outcome] ?? []).map(errorRequirement));

/**
 * Where an outcome goes: a sibling step, an error page (#ratecall.X), or a choice on the prefill rule or on whether
 * the session buys a home or renters policy (`property`).
 */
type Route = string | { prefill?: boolean; property?: boolean; target: string }[];

/** A call state: invokes `step`, one transition per outcome the step can have, the step's fallback on a failed call. */
export function callState<S extends RatecallStep>(
  step: S,
  description: string,
  routes: Record<StepOutcome<S>, Route>,
  failure: string,
) {
  const outcomes: readonly StepOutcome<S>[] = STEP_OUTCOMES[step];
  const onDone = outcomes.flatMap((outcome) => {
    const route: Route = routes[outcome];
    const choices = typeof route === 'string' ? [{ target: route }] : route;
    return choices.map(({ target, prefill, property }) => ({
      guard: {
        type: 'answered' as const,
        params: ({ event }: { event: DoneActorEvent<RatecallResponse> }) => ({
          step,
          outcome,
          response: event.output,
          ...(prefill === undefined ? {} : { prefill }),
          ...(property === undefined ? {} : { property }),
        }),
      },
      target,
      ...outcomeMeta(outcome),
      actions: [
        {
          type: 'applyAnswer' as const,
          params: ({ event }: { event: DoneActorEvent<RatecallResponse> }) => ({
            step,
            outcome,
            response: event.output,
          }),
        },
      ],
    }));
  });
  return s.createStateConfig({
    description,
    tags: ['state:loading', 'step:postQuotesLoading'],
    meta: { ratecallStep: step },
    invoke: {
      src: 'callRatecall',
      id: step,
      input: ({ context }) => callInput(context, step),
      onDone,
      onError: {
        target: failure,
        ...outcomeMeta(fallbackOf(step)),
        actions: [
          {
            type: 'applyFailure',
            params: ({ event }: { event: ErrorActorEvent }) => ({
              step,
              outcome: fallbackOf(step),
              error: event.error,
            }),
          },
        ],
      },
    },
  });
}

/** An error page (spec 001 section 8): the loader still showing is hidden after LOADER_RESET_MS. */
export const errorPage = (
  description: string,
  tag: string,
  code: ErrorCode,
  retrySteps: readonly RatecallStep[] = [],
) =>
  s.createStateConfig({
    description,
    tags: [tag],
    ...requirementsMeta([errorRequirement(code)]),
    initial: 'loaderShown',
    states: {
      loaderShown: { after: { loaderReset: { target: 'loaderReset', actions: ['hideLoader'] } } },
      loaderReset: {},
    },
    on: {
      BACK_TO_QUOTES: { target: 'RESULTS', actions: ['leaveOnline'] },
      // A step a lost connection stopped (errors.retryStep) is sent again, its answers still in the session.
      RETRY: retrySteps.map((step) => ({
        guard: { type: 'retryIs' as const, params: { step } },
        target: `#ratecall.ONLINE_BIND.${step}`,
        actions: ['retryOnline' as const],
      })),
    },
  });

/**
 * A waiting state (spec 001 section 4): the shopper answers the stage's post-quote chain, invoked as the child `bind`,
 * one child state per chain the stage can run (STAGE_CHAINS), chosen by the session's carrier and layout. Its answers
 * become the stage's event (takeChain), which the waiting state's own transitions take; back after a refused answer,
 * the chain resumes at the screen that asks it. A carrier without a chain for the stage waits for the event itself.
 */
export function askState(
  stage: BindStage,
  description: string,
  tag: string,
  on: Parameters<typeof s.createStateConfig>[0]['on'],
) {
  const chains = STAGE_CHAINS[stage];
  const chainState = (chain: BindChainId) =>
    s.createStateConfig({
      description: `${bindChains[chain].description} (the chain ${chain}).`,
      invoke: {
        id: 'bind',
        src: chain,
        input: ({ context }) => chainInput(context, stage),
        onDone: {
          actions: [
            {
              type: 'takeChain',
              params: ({ event }: { event: DoneActorEvent<FlowOutput<BindUser>> }) => ({
                stage,
                chain,
                output: event.output,
              }),
            },
          ],
        },
      },
      // Entered after the chain started, so a NAVIGATE to the refused answer's screen reaches it.
      initial: 'asking',
      states: { asking: { entry: [{ type: 'resumeChain', params: { stage } }] } },
    });
  // Keyed by chain id for the snapshot's type (`matches({ ANSWER_RC2_QUESTIONS: 'safecoPreMvr' })`).
  const chainStates = Object.fromEntries(chains.map((chain) => [chain, chainState(chain)])) as Record<
    BindChainId,
    ReturnType<typeof chainState>
  >;
  return s.createStateConfig({
    description,
    tags: [tag],
    initial: 'choosing',
    states: {
      choosing: {
        always: [
          ...chains.map((chain) => ({ guard: { type: 'chainIs' as const, params: { stage, chain } }, target: chain })),
          { target: 'unassisted' },
        ],
      },
      ...chainStates,
      unassisted: { description: 'No post-quote chain for this carrier at this stage: the answers come as the event.' },
    },
    on,
  });
}
