import type { Draft } from 'immer';
import type { ErrorCode } from '../../domain/errors';
import type { ActorMap, Requirement, StepContract } from '../graph/catalogue';
import { errorRequirement } from '../requirements';
import type { Question } from './questions/question.types';

// A question as the flow compiler sees it (src/machines/graph/catalogue.ts `StepContract`): its schema, write and side
// effects, skip rules and server calls, read from its one catalogue entry. Every product line's catalogue builds its
// steps with it (auto: intake.catalogue.ts; home: src/machines/home/catalogue.ts).

/** An answer side effect: it sees the answer too (a summary's Yes/No is a command, not a stored field). */
export type Effect<U> = (user: Draft<U>, index: number, answer: unknown) => void;

/**
 * The codes an actor's failure carries besides its call's own `error` (src/actors/*.actor.ts): the answer refused
 * rather than the call failing.
 */
const REFUSALS: Partial<Record<string, readonly ErrorCode[]>> = {
  lookupZip: ['invalid_zip'],
  validateEmail: ['email_undeliverable'],
  sendPhoneCode: ['phone_invalid', 'phone_send_limit'],
  checkPhoneCode: ['phone_code_incorrect', 'phone_code_expired'],
};

export interface ContractRules<U, F extends string> {
  effects: Record<F, Effect<U>>;
  effectRequirements: Record<F, Requirement>;
  /** What a terminal page realises (the knockout criteria). */
  terminalRequirements?: readonly Requirement[];
}

/** The spec rules a question realises besides its skip rules: its effects, a knockout page's criteria, its calls' errors. */
function requirementsOf<U, X extends ActorMap, S extends string, F extends string>(
  q: Question<unknown, U, X, string, S, F>,
  rules: ContractRules<U, F>,
): Requirement[] {
  const calls = [q.load, q.check, q.suggest, ...(q.followUps ?? []), q.gate].flatMap((c) =>
    c ? [c.error, ...(REFUSALS[c.actor] ?? [])] : [],
  );
  return [
    ...(q.effects ?? []).map((name) => rules.effectRequirements[name]),
    ...(q.terminal ? (rules.terminalRequirements ?? []) : []),
    ...calls.map(errorRequirement),
  ];
}

export function questionContract<U, X extends ActorMap, S extends string, F extends string>(
  q: Question<unknown, U, X, string, S, F>,
  rules: ContractRules<U, F>,
): StepContract<U, S> {
  return {
    id: q.id,
    description: q.description,
    parse: (answer) => q.schema.safeParse(answer),
    apply: (user, answer, index) => {
      q.write?.(user, answer, index);
      for (const name of q.effects ?? []) rules.effects[name](user, index, answer);
    },
    skip: q.skip,
    requirements: requirementsOf(q, rules),
    remember: !q.write,
    terminal: q.terminal,
    load: q.load,
    check: q.check,
    suggest: q.suggest,
    followUps: q.followUps,
    gate: q.gate,
  };
}
