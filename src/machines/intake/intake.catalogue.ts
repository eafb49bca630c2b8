import type { Draft } from 'immer';
import type { AutoUser } from '../../contract';
import type { Catalogue, StepContract } from '../graph/catalogue';
import { questionOf, type StepId } from './questions';
import type { AutoFlow } from './flows/autoFlow';
import type { AutoQuestion } from './questions/question.types';
import { skipRules, type SkipRuleName } from './rules/skipRules';
import { effectRequirements, effects } from './rules/effects';
import { KNOCKOUT_REQUIREMENTS } from './rules/knockouts';
import { questionContract } from './questionContract';
import { intakeActorSlots, type IntakeActors } from './intake.actors';

// The auto question catalogue as the flow compiler sees it (src/machines/graph/catalogue.ts): each question's
// schema, write and side effects, skip rules and server calls, read from its one catalogue entry.

const RULES = { effects, effectRequirements, terminalRequirements: Object.values(KNOCKOUT_REQUIREMENTS) };
const contractOf = (q: AutoQuestion): StepContract<AutoUser, SkipRuleName> => questionContract(q, RULES);

const contracts = new Map<string, StepContract<AutoUser, SkipRuleName>>();

export const autoCatalogue: Catalogue<AutoUser, IntakeActors, SkipRuleName> = {
  step: (id) => {
    const known = contracts.get(id);
    if (known) return known;
    const c = contractOf(questionOf(id));
    contracts.set(id, c);
    return c;
  },
  rules: skipRules,
  loops: {
    vehicles: {
      count: (user) => user.autoPolicy.vehicles.length,
      min: 1,
      changedBy: ['vehicleSummary', 'totalVehicles'],
    },
    drivers: {
      count: (user) => user.autoPolicy.operators.length,
      min: 1,
      // Married Yes on driver 1 adds the spouse as driver 2 (spec 000 section 4).
      changedBy: ['driverSummary', 'maritalStatus', 'marriedGenderMilitary'],
    },
  },
  actors: intakeActorSlots,
};

/**
 * The catalogue a flow runs on: the auto catalogue, with the skip rules the flow drops from some steps, and its
 * answers followed by the flow's pre-fills when it has some.
 */
export function catalogueFor(
  flow: Pick<AutoFlow, 'prefill' | 'skipOverrides'>,
): Catalogue<AutoUser, IntakeActors, SkipRuleName> {
  const { prefill, skipOverrides } = flow;
  if (!prefill && !skipOverrides) return autoCatalogue;
  const built = new Map<string, StepContract<AutoUser, SkipRuleName>>();
  return {
    ...autoCatalogue,
    step: (id) => {
      const known = built.get(id);
      if (known) return known;
      const base = autoCatalogue.step(id);
      const dropped = skipOverrides?.[id as StepId]?.drop ?? [];
      const c: StepContract<AutoUser, SkipRuleName> = {
        ...base,
        skip: base.skip?.filter((r) => !dropped.includes(r)),
        apply: prefill
          ? (user: Draft<AutoUser>, answer: unknown, index: number) => {
              base.apply(user, answer, index);
              prefill(user);
            }
          : base.apply,
      };
      built.set(id, c);
      return c;
    },
  };
}
