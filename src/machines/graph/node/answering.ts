import type { CompanionTypes, NoCompanion } from '../flowSetup';
import type { ActorMap } from '../catalogue';
import { errorOf } from '../flowSetup';
import { argsOf, type NodeBuild, type States, optionsOf, type StateConfig, type Transitions } from './build';

// Answering (a node's first concern): the options loaded before the question shows, the suggestions asked while the
// shopper types, and the press. A plain answer, once valid, is applied and goes on (`onward`: the node's routing).

/** A plain press: a valid answer is applied and goes on. */
export function answerSubmit<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(
  { at }: NodeBuild<U, A, C>,
  onward: string[],
) {
  return {
    guard: { type: 'answerValid' as const, params: at },
    target: onward,
    actions: [{ type: 'applyAnswer' as const, params: at }],
  };
}

/** Suggestions asked while the shopper types (debounced), never blocking the answer: a region of `answering`. */
function suggestions<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>({
  s,
  q,
  n,
  at,
}: NodeBuild<U, A, C>) {
  const suggest = q.suggest;
  if (!suggest) return undefined;
  return s.createStateConfig({
    initial: 'idle',
    states: {
      idle: {},
      typing: { after: { suggestDelay: 'suggesting' } },
      suggesting: {
        tags: ['state:suggesting'],
        invoke: {
          src: suggest.actor,
          id: suggest.actor,
          input: ({ context }) => suggest.input(argsOf(n, context, context.suggestQuery)),
          onDone: {
            target: 'idle',
            actions: [{ type: 'storeOptions', params: ({ event }) => ({ ...at, options: optionsOf(event.output) }) }],
          },
          onError: {
            target: 'idle',
            actions: [
              { type: 'suggestFailed', params: ({ event }) => ({ ...at, code: errorOf(event.error, suggest) }) },
            ],
          },
        },
      },
    },
    on: {
      SUGGEST: { guard: 'worthSuggesting', target: '.typing', reenter: true, actions: ['storeSuggestQuery'] },
    },
  });
}

/**
 * The node's `answering` state (and `loading`/`loadFailed` when the step loads its options first): `submit` is the
 * press's list, first match taken; `precheck` a region beside the suggestions (checkAhead.ts).
 */
export function answeringStates<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(
  b: NodeBuild<U, A, C>,
  submit: Transitions<U, A, C>,
  precheck?: StateConfig<U, A, C>,
): States<U, A, C> {
  const { s, q, n, at } = b;
  const suggest = suggestions(b);
  const regions = { ...(suggest ? { suggestions: suggest } : {}), ...(precheck ? { precheck } : {}) };
  const answering = s.createStateConfig({
    // One concern alone is the state itself; two run side by side.
    ...(precheck ? { type: 'parallel' as const, states: regions } : (suggest ?? {})),
    on: {
      ...(precheck ? {} : suggest?.on),
      SUBMIT: submit,
      ...(q.keepsDraft
        ? { DRAFT: { guard: { type: 'draftValid', params: at }, actions: [{ type: 'keepDraft', params: at }] } }
        : {}),
    },
  });
  const load = q.load;
  if (!load) return { answering };
  return {
    answering,
    loading: s.createStateConfig({
      tags: ['state:loading'],
      invoke: {
        src: load.actor,
        id: load.actor,
        input: ({ context }) => load.input(argsOf(n, context, undefined)),
        onDone: {
          target: 'answering',
          actions: [{ type: 'storeOptions', params: ({ event }) => ({ ...at, options: optionsOf(event.output) }) }],
        },
        onError: {
          target: 'loadFailed',
          actions: [{ type: 'setError', params: ({ event }) => ({ ...at, code: errorOf(event.error, load) }) }],
        },
      },
    }),
    loadFailed: s.createStateConfig({ on: { RETRY: 'loading' } }),
  };
}
