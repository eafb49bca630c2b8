import type { SnapshotFrom } from 'xstate';
import { ERROR_MESSAGES, ERROR_TITLES, isNetworkError } from '../../domain/errors';
import { parseNodeId } from '../graph/expandFlow';
import { followUpsRunning, stepsValue } from '../graph/regions';
import { questionOf } from './questions';
import type { IntakeMachine } from './intake.machine';
import type { NodeId } from './intake.types';
import type { QuestionView } from './questionView';
import type { AutoUser } from '../../contract';
import type { ActorMap } from '../graph/catalogue';
import type { FlowContext } from '../graph/flowSetup';
import type { Question } from './questions/question.types';
import type { UserSave } from './userSave';

export { sameView, selectPhoneNumber, type QuestionView } from './questionView';

// One selector turns an intake snapshot into the screen to show (DESIGN section 4: tags are the contract with the UI).

type Snapshot = SnapshotFrom<IntakeMachine>;

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
  const value = stepsValue(s.value as Snapshot['value']);
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
    pendingFollowUps: followUpsRunning(s.value as Snapshot['value']),
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

/** Auto's: the address step's place, and the vehicles or drivers a summary lists. */
const autoExtras: ViewExtras<AutoUser> = (q, ctx) => ({
  place: q.form === 'address' ? placeOf(ctx.user.autoPolicy.policy) : undefined,
  items:
    q.form !== 'summary'
      ? []
      : q.entity === 'vehicles'
        ? // The trim names the model already ('Civic 4Dr').
          ctx.user.autoPolicy.vehicles.map((v) => [v.year, v.make, v.trim ?? v.model].filter(Boolean).join(' '))
        : ctx.user.autoPolicy.operators.map((d) => [d.firstName, d.lastName].filter(Boolean).join(' ')),
});

export function selectQuestionView(s: Snapshot): QuestionView | null {
  return flowQuestionView(s, questionOf, autoExtras);
}

export function placeOf(p: { city?: string; state?: string; zip?: string }) {
  return p.city && p.state && p.zip ? `${p.city}, ${p.state} ${p.zip}` : undefined;
}

/**
 * spec 000 section 4: the send-to-short-flow flag. Set while the shopper is on the knockout page (entered directly or
 * by an answer) and cleared by leaving it backwards: exactly the flow standing at its terminal node. Taking the page's
 * way on finishes the intake with the flag in its output (`sendsToShortFlow`).
 */
export const selectSendToShortFlow = (s: Snapshot): boolean => s.hasTag('state:terminal');

/** The finished intake's send-to-short-flow flag: it ended on the knockout page's way on (the results read it). */
export const sendsToShortFlow = (output: { exit?: string } | null | undefined): boolean =>
  output?.exit === 'noneligibleUser';
