import type { SnapshotFrom } from 'xstate';
import { ERROR_MESSAGES, ERROR_TITLES, isNetworkError } from '../../domain/errors';
import { parseNodeId } from '../graph/expandFlow';
import { questionOf } from './questions';
import type { FormKind } from './questions/question.types';
import type { IntakeMachine } from './intake.machine';
import type { ChoiceOption, NodeId } from './intake.types';

// One selector turns an intake snapshot into the screen to show (DESIGN section 4: tags are the contract with the UI).

type Snapshot = SnapshotFrom<IntakeMachine>;

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
   * run (the address-success chain, bounded); loadFailed: options could not be fetched.
   */
  phase: 'answering' | 'loading' | 'checking' | 'following' | 'loadFailed';
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

export function selectQuestionView(s: Snapshot): QuestionView | null {
  const value = s.value;
  if (typeof value === 'string') return null; // complete
  const node = Object.keys(value)[0] as NodeId;
  const parsed = parseNodeId(node);
  if (!parsed) return null;
  const q = questionOf(parsed.step);
  const ctx = s.context;
  const sub = (value as Record<string, string>)[node];
  const following = typeof sub === 'object' && sub !== null ? (sub as Record<string, unknown>).following : undefined;
  const phase = following
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
    pendingFollowUps: following
      ? Object.entries(following as Record<string, string>)
          .filter(([, at]) => at === 'calling')
          .map(([id]) => id)
      : [],
    error: err
      ? {
          title: ERROR_TITLES[err],
          message: ERROR_MESSAGES[err],
          retry: phase === 'loadFailed',
          // A lost network is never the field's fault: it shows as a banner, even on a field-checked step.
          field: (q.form === 'zip' || q.form === 'email') && !isNetworkError(err),
        }
      : null,
    saveNotice: ctx.saveError ? { title: ERROR_TITLES[ctx.saveError], message: ERROR_MESSAGES[ctx.saveError] } : null,
    place: q.form === 'address' ? placeOf(ctx.user.autoPolicy.policy) : undefined,
    canGoBack: s.can({ type: 'BACK' }),
    suggesting: s.hasTag('state:suggesting'),
    progress: ctx.progress,
    terminal: s.hasTag('state:terminal'),
    wayOn: q.wayOn,
    items:
      q.form !== 'summary'
        ? []
        : q.entity === 'vehicles'
          ? // The trim names the model already ('Civic 4Dr').
            ctx.user.autoPolicy.vehicles.map((v) => [v.year, v.make, v.trim ?? v.model].filter(Boolean).join(' '))
          : ctx.user.autoPolicy.operators.map((d) => [d.firstName, d.lastName].filter(Boolean).join(' ')),
  };
}

function placeOf(p: { city?: string; state?: string; zip?: string }) {
  return p.city && p.state && p.zip ? `${p.city}, ${p.state} ${p.zip}` : undefined;
}

/** Views are rebuilt per snapshot; compare by content so components re-render only when the screen changes. */
export function sameView(a: QuestionView | null, b: QuestionView | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * spec 000 section 4: the send-to-short-flow flag. Set while the shopper is on the knockout page (entered directly or
 * by an answer) and cleared by leaving it backwards: exactly the flow standing at its terminal node. Taking the page's
 * way on finishes the intake with the flag in its output (`sendsToShortFlow`).
 */
export const selectSendToShortFlow = (s: Snapshot): boolean => s.hasTag('state:terminal');

/**
 * The phone number the header shows (spec 000 sections 4, 5): the intraflow number the follow-up found for the
 * shopper's traffic source, the default number until then and when the lookup failed. Ten digits.
 */
export const selectPhoneNumber = (s: Snapshot): string | undefined => {
  const found = s.context.kept.phoneNumber;
  return typeof found === 'string' ? found : undefined;
};

/** The finished intake's send-to-short-flow flag: it ended on the knockout page's way on (the results read it). */
export const sendsToShortFlow = (output: { exit?: string } | null | undefined): boolean =>
  output?.exit === 'noneligibleUser';
