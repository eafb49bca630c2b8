import { assign, sendTo, setup } from 'xstate';
import type { z } from 'zod';
import { produce } from 'immer';
import type { NormalizedAddress, ZipLookup } from '../../contract';
import { isAgencyAutoState } from '../../domain/config';
import { ADDRESS_SUGGEST_DELAY_MS, ADDRESS_SUGGEST_MIN_CHARS } from '../../domain/constants';
import { isCodedError, type ErrorCode } from '../../domain/errors';
import { questionOf } from './questions';
import { skippedBy } from './rules/skipRules';
import { effects } from './rules/effects';
import { intakeActorSlots } from './intake.actors';
import type { ChoiceOption, IntakeContext, IntakeEvent, IntakeInput, NodeId } from './intake.types';
import type { CheckActor, LoadActor } from './questions/question.types';
import { initialUser } from './initialUser';

// Every guard, action and actor an intake flow uses, named once; compiled flows refer to them by name with params.

type At = { node: NodeId; step: string; index: number };

/** Guard: the node shows (its loop item exists and no skip rule applies). Exported for unit tests. */
export function nodeShows(
  ctx: IntakeContext,
  p: { step: string; index: number; loop?: 'vehicles' | 'drivers' },
): boolean {
  const list =
    p.loop === 'vehicles' ? ctx.user.autoPolicy.vehicles : p.loop === 'drivers' ? ctx.user.autoPolicy.operators : null;
  if (list && list.length < p.index) return false;
  return skippedBy(questionOf(p.step).skip, ctx.user, p.index) === null;
}

/**
 * The answer of a SUBMIT, parsed by its question's schema once: the `answerValid` guard and `applyAnswer` both ask,
 * keyed by the event object (events are immutable), so the second ask is a lookup.
 */
const parsedAnswers = new WeakMap<object, { step: string; result: ReturnType<z.ZodType['safeParse']> }>();
export function parseAnswer(step: string, event: { answer: unknown }) {
  const hit = parsedAnswers.get(event);
  if (hit?.step === step) return hit.result;
  const result = questionOf(step).schema.safeParse(event.answer);
  parsedAnswers.set(event, { step, result });
  return result;
}

const LOAD_ERRORS: Record<LoadActor, ErrorCode> = {
  fetchMakes: 'auto_makes_error',
  fetchModels: 'auto_models_error',
  fetchTrims: 'auto_trims_error',
};
const CHECK_ERRORS: Record<CheckActor, ErrorCode> = {
  lookupZip: 'zip_lookup_failed',
  validateAddress: 'address_validation_failed',
  validatePreviousAddress: 'address_validation_failed',
  validateEmail: 'email_validation_error',
};

export const intakeSetup = setup({
  types: {} as { context: IntakeContext; events: IntakeEvent; input: IntakeInput | undefined },
  actors: intakeActorSlots,
  delays: { suggestDelay: ADDRESS_SUGGEST_DELAY_MS },
  guards: {
    /** Suggestions are asked for from a few characters on. */
    worthSuggesting: ({ event }) => event.type === 'SUGGEST' && event.text.trim().length >= ADDRESS_SUGGEST_MIN_CHARS,
    shows: ({ context }, p: { step: string; index: number; loop?: 'vehicles' | 'drivers' }) => nodeShows(context, p),
    answerValid: ({ event }, p: At) => event.type === 'SUBMIT' && parseAnswer(p.step, event).success,
    cameFrom: ({ context }, p: { node: NodeId }) => context.visited.at(-2) === p.node,
    /** NAVIGATE is accepted only for visited nodes (spec 000 section 2). */
    navigateTo: ({ context, event }, p: { node: NodeId }) =>
      event.type === 'NAVIGATE' && event.node === p.node && context.visited.includes(p.node),
  },
  actions: {
    enterNode: assign(({ context }, p: At & { progress: number }) => ({
      visited: context.visited.at(-1) === p.node ? context.visited : [...context.visited, p.node],
      error: context.error?.node === p.node ? context.error : null,
      progress: Math.max(context.progress, p.progress),
    })),
    applyAnswer: assign(({ context, event }, p: At) => {
      if (event.type !== 'SUBMIT') return {};
      const q = questionOf(p.step);
      const answer = parseAnswer(p.step, event).data;
      return {
        error: null,
        user: produce(context.user, (draft) => {
          q.write(draft, answer, p.index);
          for (const name of q.effects ?? []) effects[name](draft, p.index, answer);
        }),
      };
    }),
    storeOptions: assign(({ context, event }, p: At) => ({
      options: { ...context.options, [p.node]: (event as unknown as { output: ChoiceOption[] }).output },
    })),
    setError: assign(({ event }, p: At & { actor: LoadActor | CheckActor }) => {
      const err = (event as unknown as { error: unknown }).error;
      const fallback = (LOAD_ERRORS as Record<string, ErrorCode>)[p.actor] ?? CHECK_ERRORS[p.actor as CheckActor];
      return { error: { node: p.node, code: isCodedError(err) ? err.code : fallback } };
    }),
    applyCheck: assign(({ context, event }, p: At & { actor: CheckActor }) => {
      const output = (event as unknown as { output: unknown }).output;
      return { ...checkResult(context, p.actor, output), error: null };
    }),
    storeSuggestQuery: assign(({ event }) => (event.type === 'SUGGEST' ? { suggestQuery: event.text.trim() } : {})),
    /** A failed suggestion call never blocks the answer: the shopper is told and keeps typing (spec 000 section 8). */
    suggestFailed: assign(({ context }, p: At) => ({
      options: { ...context.options, [p.node]: [] },
      error: { node: p.node, code: 'address_suggestions_error' as ErrorCode },
    })),
    popVisited: assign(({ context }) => ({ visited: context.visited.slice(0, -1) })),
    truncateVisited: assign(({ context }, p: { node: NodeId }) => ({
      visited: context.visited.slice(0, context.visited.indexOf(p.node) + 1),
    })),
    resetVisited: assign({ visited: [] as NodeId[], error: null }),
    saveUser: sendTo('userSync', ({ context }) => ({
      type: 'SAVE' as const,
      user: context.user,
      server: context.server,
    })),
    storeServerUser: assign(({ event }) =>
      event.type === 'USER_SAVED' ? { server: { userId: event.userId, token: event.token }, saveError: null } : {},
    ),
    storeSaveError: assign(({ event }) => (event.type === 'USER_SAVE_FAILED' ? { saveError: event.code } : {})),
  },
});

/** What a successful check changes (spec 000 section 4: zip or address answer triggers address validation). */
function checkResult(context: IntakeContext, actor: CheckActor, output: unknown): Partial<IntakeContext> {
  switch (actor) {
    case 'lookupZip': {
      const lookup = output as ZipLookup;
      const place = lookup.places[0];
      return {
        zipLookup: lookup,
        user: produce(context.user, (d) => {
          const p = d.autoPolicy.policy;
          if (p.address && p.address.zip !== lookup.zip) delete p.address;
          p.state = place.stateAbbreviation;
          p.city = place.placeName;
          p.isAgencyEligible = isAgencyAutoState(place.stateAbbreviation);
        }),
      };
    }
    case 'validateAddress': {
      const address = output as NormalizedAddress;
      return {
        user: produce(context.user, (d) => {
          d.autoPolicy.policy.address = address;
          // Success copies the normalised address as the garaging address of every vehicle.
          for (const v of d.autoPolicy.vehicles) v.garagingAddress = address;
        }),
      };
    }
    case 'validatePreviousAddress':
      return {
        user: produce(context.user, (d) => {
          d.autoPolicy.policy.previousAddress = output as NormalizedAddress;
        }),
      };
    case 'validateEmail':
      return {};
  }
}

export { initialUser };
