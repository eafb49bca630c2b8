import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { RatecallResponse, RatecallStep } from '../../contract/ratecall';
import { STEP_OUTCOMES, type StepOutcome, fallbackOf } from './ratecall.outcomes';
import { callInput, ratecallSetup as s } from './ratecall.setup';

// The two kinds of state the rate-call chart repeats (docs/decisions/0009): a call state per spec step, and an error
// page per entry of the catalogue. Both are typed by the machine's setup (createStateConfig).

/** Where an outcome goes: a sibling step, an error page (#ratecall.X), or a choice on the prefill rule. */
type Route = string | { prefill: boolean; target: string }[];

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
    const choices = typeof route === 'string' ? [{ target: route, prefill: undefined }] : route;
    return choices.map(({ target, prefill }) => ({
      guard: {
        type: 'answered' as const,
        params: ({ event }: { event: DoneActorEvent<RatecallResponse> }) => ({
          step,
          outcome,
          response: event.output,
          ...(prefill === undefined ? {} : { prefill }),
        }),
      },
      target,
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
export const errorPage = (description: string, tag: string) =>
  s.createStateConfig({
    description,
    tags: [tag],
    initial: 'loaderShown',
    states: {
      loaderShown: { after: { loaderReset: { target: 'loaderReset', actions: ['hideLoader'] } } },
      loaderReset: {},
    },
    on: { BACK_TO_QUOTES: { target: 'RESULTS', actions: ['leaveOnline'] } },
  });
