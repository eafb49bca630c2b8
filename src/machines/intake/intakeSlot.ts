import type { AutoUser } from '../../contract/entities';
import type { FlowSpec } from '../graph/flowSpec';
import type { AutoFlow } from './flows/autoFlow';
import type { IntakeMachine } from './intake.machine';
import type { QuestionView } from './questionView';
import type { IntakeSnapshotLike } from './questionView';
import type { Question } from './questions/question.types';
import type { QueryParams } from '../../app/queryParams';
import type { AutoFlowId } from './flows/flowIds';
import { loadOnce } from '../../app/loadOnce';

// The intake (the question catalogue, the flow compiler, the intake machine, its rules, and with them zod and immer) is
// a chunk of its own (issue 9, docs/decisions/0040): the start page hydrates its first question from the view the
// build wrote beside the page, and the app machine waits for this chunk (`waitingForIntake`) before it runs the flow.
// The chunk registers here what the start page's modules use of it; they read it only once it is here.

/** What the intake chunk gives the app (src/machines/intake/intake.live.ts). */
export interface IntakeChunk {
  createIntakeMachine(flow: FlowSpec & Pick<AutoFlow, 'prefill' | 'skipOverrides'>): IntakeMachine;
  /** A new shopper's answers, with what the URL already says. */
  freshUser(context: { start: { params: QueryParams }; anonymousId?: string; flowId: AutoFlowId }): AutoUser;
  questionOf(step: string): Question<unknown>;
  /** Every question's route: its entity and path segment, by step id. */
  routes: Record<string, { entity: string; segment: string }>;
  selectQuestionView(s: IntakeSnapshotLike): QuestionView | null;
}

let loaded: IntakeChunk | undefined;

export function registerIntake(chunk: IntakeChunk): void {
  loaded = chunk;
}

export const intakeLoaded = (): boolean => loaded !== undefined;

/** The registered chunk; only called where the intake runs already (the app waits for it first). */
export function intakeChunk(): IntakeChunk {
  if (!loaded) throw new Error('the intake chunk was not loaded before the intake ran');
  return loaded;
}

const importIntake = loadOnce(() =>
  import('./intake.live').then((m) => {
    registerIntake(m.intakeChunk);
    return m.intakeChunk;
  }),
);

/**
 * Loads the intake chunk once and registers it (from its export: the build drops a module's own top-level call when
 * none of its exports is read, as flows/flowIds.ts says); a failed load is forgotten, so a retry loads it again.
 */
export const loadIntake = (): Promise<IntakeChunk> => (loaded ? Promise.resolve(loaded) : importIntake());
