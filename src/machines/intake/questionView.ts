import type { SnapshotFrom } from 'xstate';
import type { IntakeMachine } from './intake.machine';
import type { FormKind } from './questions/question.types';
import type { ChoiceOption, NodeId } from './intake.types';

// What a question screen shows, without the question catalogue: the start page draws its first question from a view
// the build wrote beside the page (docs/decisions/0040), the intake chunk's selector (intake.selectors.ts) the others.

export type IntakeSnapshotLike = SnapshotFrom<IntakeMachine>;

export interface QuestionView {
  node: NodeId;
  step: string;
  index: number;
  form: FormKind;
  title: string;
  subtitle?: string;
  options: ChoiceOption[];
  /** The stored answer, to prefill the form after BACK or a reload. */
  answer: unknown;
  /**
   * loading: options are fetched; checking: the answer is checked; following: the calls that follow a passed check
   * run (the address-success chain, bounded); loadFailed: options could not be fetched; deciding: the way on asks a
   * remote decision before the next page's skip rules (the knockout rule, docs/decisions/0099).
   */
  phase: 'answering' | 'loading' | 'checking' | 'following' | 'loadFailed' | 'deciding';
  /** The follow-up calls still running, by id (phase following). */
  pendingFollowUps: string[];
  /** An error from the catalogue: `field` errors belong to the answer's field, the others show as a banner. */
  error: { title: string; message: string; retry: boolean; field: boolean } | null;
  /** The server refused to save the answers: the shopper carries on, told the saved copy lags. */
  saveNotice: { title: string; message: string } | null;
  /** Where the address step is (city, state and ZIP from the ZIP lookup). */
  place?: string;
  canGoBack: boolean;
  progress: number;
  /** Suggestions are being fetched for what the shopper typed (the form stays usable). */
  suggesting: boolean;
  /** What a summary step lists: the vehicles or drivers so far. */
  items: string[];
  /** The flow stops here (a knockout): no answer to give, only Back. */
  terminal: boolean;
  /** A terminal page's way on: the label of its one answer, which finishes the flow. */
  wayOn?: string;
}

/** Views are rebuilt per snapshot; compare by content so components re-render only when the screen changes. */
export function sameView(a: QuestionView | null, b: QuestionView | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The phone number the header shows (spec 000 sections 4, 5): the intraflow number the follow-up found for the
 * shopper's traffic source, the default number until then and when the lookup failed. Ten digits.
 */
export const selectPhoneNumber = (s: IntakeSnapshotLike): string | undefined => {
  const found = s.context.kept.phoneNumber;
  return typeof found === 'string' ? found : undefined;
};

/**
 * The start page's first question as the build wrote it beside the page (build/prerenderStartPage.ts, from the real
 * machine): the app shows it and checks its answer while the intake chunk loads (docs/decisions/0040).
 */
export interface FirstScreen {
  /** The flow whose first question it is. */
  flowId: string;
  /** Its route (spec 000 section 2). */
  path: string;
  view: QuestionView;
  /** What a missing or unknown answer is told (the question's schema's own message, read at build time). */
  required: string;
}

/** Checks an answer as a schema does (zod's safeParse shape): the form's validation. */
export interface AnswerCheck {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/** The first question is a choice: an answer is one of its options' values, else the question's message. */
export function firstAnswerCheck(first: FirstScreen): AnswerCheck {
  const values = new Set(first.view.options.map((o) => o.value));
  return {
    safeParse: (value) =>
      typeof value === 'string' && values.has(value)
        ? { success: true }
        : { success: false, error: { issues: [{ path: [], message: first.required }] } },
  };
}
