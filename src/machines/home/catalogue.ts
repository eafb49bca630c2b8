import type { PropertyUser } from '../../contract/property';
import type { Catalogue, StepContract } from '../graph/catalogue';
import { questionContract } from '../intake/questionContract';
import { homeActorSlots, type HomeActors } from './home.actors';
import { homeQuestionOf } from './questions';
import { homeSkipRules, type HomeSkipRuleName } from './skipRules';

// The home question catalogue as the flow compiler sees it: one property and one occupant, so no loops; no side-effect
// registry (each question's write moves what its answer changes).

const RULES = { effects: {}, effectRequirements: {} };
const contracts = new Map<string, StepContract<PropertyUser, HomeSkipRuleName>>();

export const homeCatalogue: Catalogue<PropertyUser, HomeActors, HomeSkipRuleName> = {
  step: (id) => {
    const known = contracts.get(id);
    if (known) return known;
    const c = questionContract(homeQuestionOf(id), RULES);
    contracts.set(id, c);
    return c;
  },
  rules: homeSkipRules,
  loops: {},
  actors: homeActorSlots,
};
