import type { AnswerValue, RatecallQuestion } from '../../contract/ratecall';

// How a chain's answers become the `answers` of SUBMIT_RC2_ANSWERS and COLLECT_PAYMENT: the chains store answers
// under the sandbox's question ids, so this keeps those the session asked and shows (its display conditions), and
// says which required ones are still missing, by the screen that asks them. Pure; the sandbox's acceptAnswers is
// the other side (server/ratecall/answers.ts), and a test sends it what this returns.

type Q = RatecallQuestion;
type Answers = Record<string, AnswerValue>;

/** Whether a question is asked given the answers so far: its showIf parent shown and answered one of its values. */
export function questionShown(q: Q, answers: Answers, byId: ReadonlyMap<string, Q>, depth = 0): boolean {
  if (!q.showIf) return true;
  const parent = byId.get(q.showIf.questionId);
  if (!parent || depth > 5 || !questionShown(parent, answers, byId, depth + 1)) return false;
  const value = answers[parent.id] ?? parent.defaultValue;
  return value !== undefined && q.showIf.in.includes(String(value));
}

export interface StageAnswers {
  /** What to send: the answers to the questions shown, nothing the session did not ask. */
  answers: Answers;
  /** Shown, required, unanswered and without a default: the screens (route slugs) that still need them. */
  missing: { questionId: string; step: string }[];
}

export function stageAnswersOf(questions: readonly Q[], chainAnswers: Readonly<Answers>): StageAnswers {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answers: Answers = {};
  const missing: StageAnswers['missing'] = [];
  for (const q of questions) {
    if (!questionShown(q, chainAnswers, byId)) continue;
    const value = chainAnswers[q.id];
    if (value !== undefined && value !== '') answers[q.id] = value;
    else if (q.required && q.defaultValue === undefined) missing.push({ questionId: q.id, step: q.step });
  }
  return { answers, missing };
}
