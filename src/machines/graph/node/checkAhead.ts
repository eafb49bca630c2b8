import type { CompanionTypes, NoCompanion } from '../flowSetup';
import { and } from 'xstate';
import type { ActorMap } from '../catalogue';
import type { NodeBuild } from './build';

// The check asked ahead (docs/decisions/0054): a new complete answer the step's schema accepts rests a moment (or the
// shopper leaves the field), then the check is asked with the input the press would ask it with. A changed answer
// starts again, stopping the call in flight (its AbortSignal); the same answer asks nothing more. Its output waits in
// the context for the press; a failure shows nothing (the press asks again, with the step's error path).

/** Whether the step's check may be asked ahead (the catalogue says so on the call). */
export const asksAhead = <U, A extends ActorMap, C extends CompanionTypes = NoCompanion>({ q }: NodeBuild<U, A, C>) =>
  q.check?.ahead !== undefined;

/** The press on an answer the pre-check already answered: on at once, as the check's completion goes. */
export function aheadSubmit<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(
  { at }: NodeBuild<U, A, C>,
  onward: string[],
) {
  return {
    guard: { type: 'aheadAnswered' as const, params: at },
    target: onward,
    actions: [
      { type: 'applyAnswer' as const, params: at },
      { type: 'applyAhead' as const, params: at },
    ],
  };
}

/** The `precheck` region of `answering`: idle, resting on a complete answer, asking, answered. */
export function precheckRegion<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>({
  s,
  q,
  at,
}: NodeBuild<U, A, C>) {
  const actor = q.check!.actor;
  return s.createStateConfig({
    description: `The check asked before the press: ${actor}, once a complete answer rests.`,
    initial: 'idle',
    states: {
      idle: {},
      resting: {
        after: { precheckDelay: 'asking' },
        on: { DRAFT: { guard: and([{ type: 'draftAsked', params: at }, 'blurred']), target: 'asking' } },
      },
      asking: {
        invoke: {
          src: actor,
          id: `precheck:${actor}`,
          input: ({ context }) => context.ahead?.input,
          onDone: { target: 'answered', actions: [{ type: 'storeAhead', params: at }] },
          onError: { target: 'idle', actions: [{ type: 'aheadFailed', params: at }] },
        },
      },
      answered: {},
    },
    on: {
      DRAFT: [
        { guard: { type: 'draftAsked', params: at } },
        {
          guard: and([{ type: 'draftWorthChecking', params: at }, 'blurred']),
          target: '.asking',
          reenter: true,
          actions: [{ type: 'holdDraft', params: at }],
        },
        {
          guard: { type: 'draftWorthChecking', params: at },
          target: '.resting',
          reenter: true,
          actions: [{ type: 'holdDraft', params: at }],
        },
        { guard: { type: 'aheadHeld', params: at }, target: '.idle', reenter: true, actions: ['dropAhead'] },
      ],
    },
  });
}
