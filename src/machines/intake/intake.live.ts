import { createIntakeMachine } from './intake.machine';
import { freshUser } from './freshUser';
import { questionOf, questions } from './questions';
import { selectQuestionView } from './intake.selectors';
import { registerIntake, type IntakeChunk } from './intakeSlot';
import { intakeActors } from '../../actors/intakeActors';

// The intake chunk (docs/decisions/0040): the question catalogue, the flow compiler, the intake machine and its rules,
// with zod and immer, and the intake's real actors, which every machine it creates runs (docs/decisions/0060).
// intakeSlot.ts loads it and registers its export; the tests and tools that import it directly find it registered too.

export const intakeChunk: IntakeChunk = {
  createIntakeMachine: (flow) => createIntakeMachine(flow).provide({ actors: intakeActors }),
  freshUser,
  questionOf,
  routes: questions,
  selectQuestionView,
};

registerIntake(intakeChunk);
