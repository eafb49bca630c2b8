import type { CompanionTypes, NoCompanion } from '../flowSetup';
import type { ActorMap } from '../catalogue';
import { errorOf } from '../flowSetup';
import { argsOf, type NodeBuild, type States } from './build';

// The check (a server check of the answer before moving on: the ZIP lookup, an address validation): the press
// applies the answer and enters `checking`, whose answer is applied in turn before the node goes on; a failure shows
// on the step (its error-catalogue code), which the shopper answers again.

/** The press on a step with a check: a valid answer is applied and checked. */
export function checkSubmit<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>({ at }: NodeBuild<U, A, C>) {
  return {
    guard: { type: 'answerValid' as const, params: at },
    target: 'checking',
    actions: [{ type: 'applyAnswer' as const, params: at }],
  };
}

/** The `checking` state: the step's check asked with the parsed answer; its answer applied, then `onward`. */
export function checkStates<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(
  { s, q, n, at }: NodeBuild<U, A, C>,
  onward: string[],
): States<U, A, C> {
  const check = q.check;
  if (!check) return {};
  return {
    checking: s.createStateConfig({
      tags: ['state:loading'],
      invoke: {
        src: check.actor,
        id: check.actor,
        // Entered from SUBMIT: the parsed answer is what gets checked.
        input: ({ context, event }) =>
          check.input(argsOf(n, context, event.type === 'SUBMIT' ? q.parse(event.answer).data : undefined)),
        onDone: { target: onward, actions: [{ type: 'applyCheck', params: at }] },
        onError: {
          target: 'answering',
          actions: [{ type: 'setError', params: ({ event }) => ({ ...at, code: errorOf(event.error, check) }) }],
        },
      },
    }),
  };
}
