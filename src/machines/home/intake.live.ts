import type { PropertyUser } from '../../contract/property';
import type { HomeFlowId } from '../../contract/flowIds';
import { homeActors } from '../../actors/homeActors';
import { registerIntake } from '../intake/intakeSlot';
import type { IntakeChunk } from '../products/productLine';
import { homeMachineOf } from './flows';
import { freshPropertyUser } from './freshUser';
import { bundlePolicyType, propertyUserFromAuto } from './fromAuto';
import type { AutoUser } from '../../contract/entities';
import type { HomeMachine } from './home.machine';
import { selectHomeQuestionView } from './home.selectors';
import { homeQuestionOf, homeQuestions } from './questions';

// The home line's intake chunk (docs/decisions/0040, 0081): the home catalogue, flow registry and compiler, with the
// home actors every machine it builds runs. The home product line (src/machines/products/home.ts) loads it.

export const homeIntakeChunk: IntakeChunk<PropertyUser, HomeFlowId, HomeMachine> = {
  flowMachine: (id) => homeMachineOf(id).provide({ actors: homeActors }),
  freshUser: freshPropertyUser,
  bundleUser: (from, bundle) => {
    const auto = from as AutoUser;
    if (!auto || typeof auto !== 'object' || !('autoPolicy' in auto)) return null;
    const type = bundle === 'autoToRenters' ? 'Renters' : bundle === 'autoToHome' ? 'Home' : bundlePolicyType(auto);
    return propertyUserFromAuto(auto, type);
  },
  questionOf: homeQuestionOf,
  routes: homeQuestions,
  selectQuestionView: selectHomeQuestionView,
};

registerIntake('home', homeIntakeChunk);
