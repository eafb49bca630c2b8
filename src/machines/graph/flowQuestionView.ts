import type { StateValue } from 'xstate';
import { ERROR_MESSAGES, ERROR_TITLES, isNetworkError } from '../../domain/errors';
import { parseNodeId } from './expandFlow';
import { followUpsRunning, stepsValue } from './regions';
import type { ActorMap } from './catalogue';
import type { FlowContext } from './flowSetup';
import type { NodeId } from '../intake/intake.types';
import type { QuestionView } from '../intake/questionView';
import type { Question } from '../intake/questions/question.types';
import type { UserSave } from '../intake/userSave';

// The screen any line's flow snapshot shows, from that line's question catalogue (DESIGN section 4: tags are the
// contract with the UI). Generic, so a line's start page loads its own catalogue and no other line's.

/** A flow snapshot as the question view reads it, whatever the line's answers `U`. */
export interface FlowSnapshotLike<U> {
  value: unknown;
  context: FlowContext<U, UserSave>;
  can(event: { type: 'BACK' }): boolean;
  hasTag(tag: string): boolean;
}

/** What a line adds to the view of one of its questions: where an address step is, what a summary lists. */
export type ViewExtras<U> = (
  q: { form: QuestionView['form']; entity: string },
  ctx: FlowContext<U, UserSave>,
) => Pick<QuestionView, 'place' | 'items'>;

/** The screen a line's flow snapshot shows, from its question catalogue; null once complete. */
export function flowQuestionView<U, X extends ActorMap, S extends string, F extends string>(
  s: FlowSnapshotLike<U>,
  questionOf: (step: string) => Question<unknown, U, X, string, S, F>,
  extras: ViewExtras<U>,
): QuestionView | null {
  const value = stepsValue(s.value as StateValue);
  if (typeof value === 'string') return null; // complete
  const node = Object.keys(value)[0] as NodeId;
  const parsed = parseNodeId(node);
  if (!parsed) return null;
  const q = questionOf(parsed.step);
  const ctx = s.context;
  const saveError = ctx.extra?.saveError;
  const at = (value as Record<string, string | Record<string, string>>)[node];
  // The way on asking a gate before the next page's skip rules (routing.deciding: the knockout rule).
  const deciding = typeof at === 'object' && at.routing === 'deciding';
  const sub = typeof at === 'object' ? Object.keys(at)[0] : at;
  // Answered, waiting for the follow-ups its way on reads (the follow-ups region runs them).
  const phase = deciding
    ? 'deciding'
    : sub === 'following' || sub === 'routing'
      ? 'following'
      : sub === 'loading'
        ? 'loading'
        : sub === 'checking'
          ? 'checking'
          : sub === 'loadFailed'
            ? 'loadFailed'
            : 'answering';
  const err = ctx.error?.node === node ? ctx.error.code : null;
  return {
    node,
    ...parsed,
    form: q.form,
    title: q.title(ctx, parsed.index),
    subtitle: q.subtitle?.(ctx, parsed.index),
    // Suggestions (address autocomplete) are the fetched options of a question that declares none.
    options: q.options?.(ctx, parsed.index) ?? ctx.options[node] ?? [],
    // A summary's No stores nothing in the answers: the machine remembers it, so BACK shows it chosen.
    answer: q.read(ctx.user, parsed.index) ?? ctx.remembered[node],
    phase,
    pendingFollowUps: followUpsRunning(s.value as StateValue),
    error: err
      ? {
          title: ERROR_TITLES[err],
          message: ERROR_MESSAGES[err],
          retry: phase === 'loadFailed',
          // A lost network is never the field's fault: it shows as a banner, even on a field-checked step.
          field: (q.form === 'zip' || q.form === 'email') && !isNetworkError(err),
        }
      : null,
    saveNotice: saveError ? { title: ERROR_TITLES[saveError], message: ERROR_MESSAGES[saveError] } : null,
    canGoBack: s.can({ type: 'BACK' }),
    suggesting: s.hasTag('state:suggesting'),
    progress: ctx.progress,
    terminal: s.hasTag('state:terminal'),
    wayOn: q.wayOn,
    ...extras(q, ctx),
  };
}

/** An address step's place: "City, ST 12345" once the ZIP lookup found it. */
export function placeOf(p: { city?: string; state?: string; zip?: string }) {
  return p.city && p.state && p.zip ? `${p.city}, ${p.state} ${p.zip}` : undefined;
}
