import type { IntakeMachine } from './intake.machine';
import { freshUser } from './freshUser';
import { autoUserFromProperty } from './fromProperty';
import type { PropertyUser } from '../../contract/property';
import { lineOfUser } from '../products';
import { questionOf, questions } from './questions';
import { selectQuestionView } from './intake.selectors';
import { intakeMachineOf } from './flows';
import { registerIntake } from './intakeSlot';
import type { IntakeChunk } from '../products/productLine';
import type { AutoUser } from '../../contract/entities';
import type { AutoFlowId } from '../../contract/flowIds';
import { intakeActors } from '../../actors/intakeActors';

// Auto's intake chunk (docs/decisions/0040): the question catalogue, the flow registry, the flow compiler, the intake
// machine and its rules, with zod and immer, and the intake's real actors, which every machine it builds runs
// (docs/decisions/0060). The auto product line (src/machines/products/auto.ts) loads it; the tests and tools that
// import it directly find it registered too.

export const intakeChunk: IntakeChunk<AutoUser, AutoFlowId, IntakeMachine> = {
  flowMachine: (id) => intakeMachineOf(id).provide({ actors: intakeActors }),
  freshUser,
  // A home or renters shopper's answers carried over (the home-to-auto bundle, docs/decisions/0085).
  bundleUser: (from) =>
    typeof from === 'object' && from !== null && lineOfUser(from)?.id === 'home'
      ? autoUserFromProperty(from as PropertyUser)
      : null,
  questionOf,
  routes: questions,
  selectQuestionView,
};

registerIntake('auto', intakeChunk);
