import type { SnapshotFrom } from 'xstate';
import { flowQuestionView, placeOf, type ViewExtras } from '../graph/flowQuestionView';
import { questionOf } from './questions';
import type { IntakeMachine } from './intake.machine';
import type { QuestionView } from './questionView';
import type { AutoUser } from '../../contract';

export { sameView, selectPhoneNumber, type QuestionView } from './questionView';

// Auto's screen for an intake snapshot: the generic question view (graph/flowQuestionView.ts) with auto's catalogue.

type Snapshot = SnapshotFrom<IntakeMachine>;

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

/**
 * spec 000 section 4: the send-to-short-flow flag. Set while the shopper is on the knockout page (entered directly or
 * by an answer) and cleared by leaving it backwards: exactly the flow standing at its terminal node. Taking the page's
 * way on finishes the intake with the flag in its output (`sendsToShortFlow`).
 */
export const selectSendToShortFlow = (s: Snapshot): boolean => s.hasTag('state:terminal');

/** The finished intake's send-to-short-flow flag: it ended on the knockout page's way on (the results read it). */
export const sendsToShortFlow = (output: { exit?: string } | null | undefined): boolean =>
  output?.exit === 'noneligibleUser';
