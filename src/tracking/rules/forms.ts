import {
  type FormContext,
  type StepContext,
  formKindOf,
  questionIn,
  formOfSnapshot,
  indexOfNode,
  nodeOf,
  stepContextOf,
  visitedOf,
} from '../context';
import type { ObservedTransition, SnapshotLike, TrackingPayload, TrackingRule, TrackingSession } from '../types';

// The form-step rules (spec 001 section 7: FormStarted, FormViewed, FormSubmitted, FormErrored, FieldInputted), the
// same for every intake flow and every post-quote chain: `formStepRules('intake')` here, `formStepRules('bind')` for
// the chains. A step is a state tagged `step:<name>` (the graph compiler's nodeState.ts); it is submitted when the
// flow leaves it forward (its answer accepted, checked and followed), so a refused answer is not a submit.

type FormKindName = 'intake' | 'bind';

/** The forms whose answers are enumerated (an option value, a Yes or No, a checklist's values): their values go out. */
export const CHOICE_FORMS: ReadonlySet<string> = new Set(['choice', 'select', 'summary', 'checklist']);

/** The step a transition left forward: the node shown before, when the flow moved on past it (not by NAVIGATE). */
export function submittedNode(t: ObservedTransition): string | undefined {
  if (!t.before || t.event.type === 'NAVIGATE' || t.event.type === 'BACK') return undefined;
  const was = nodeOf(t.before);
  if (!was) return undefined;
  const now = nodeOf(t.after);
  const finished = t.after.hasTag('step:complete') || t.after.status === 'done';
  if (now === was && !finished) return undefined;
  const moved = finished || visitedOf(t.after).length > visitedOf(t.before).length;
  return moved ? was : undefined;
}

const stepOfNode = (node: string) => node.slice(0, node.lastIndexOf('~'));

/** The form and step context of a node of the snapshot (the shown one by default). */
export function contexts(
  t: ObservedTransition,
  session: TrackingSession,
  snap: SnapshotLike = t.after,
  node?: string,
): { formContext: FormContext; stepContext: StepContext } | undefined {
  const kind = t.kind === 'bind' ? 'bind' : 'intake';
  const stepContext = stepContextOf(kind, snap, node ?? nodeOf(snap));
  if (!stepContext) return undefined;
  return { formContext: formOfSnapshot(kind, snap, session), stepContext };
}

type FieldValue = string | number | boolean;
interface Field {
  name: string;
  type?: string;
  value?: FieldValue;
}

/** An intake step's answer as stored, read back from the answers (the question's `read`). */
export function answerOf(flowId: string, step: string, user: unknown, index: number): unknown {
  try {
    return questionIn(flowId, step)?.read?.(user as never, index);
  } catch {
    return undefined;
  }
}

/** A value that may leave the page: an enumerated answer's option value, a number or a boolean; never typed text. */
function choiceValue(value: unknown): FieldValue | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.length <= 200) return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    const joined = value.join(',');
    return joined.length <= 200 ? joined : undefined;
  }
  return undefined;
}

/**
 * The fields a submitted step answered: one per key of an object answer (`email`, `emailConsent`), else the step
 * itself. Values only for a choice form's answer, and a boolean beside typed text (a consent box): never the text.
 */
export function fieldsOf(flowId: string | undefined, step: string, answer: unknown): Field[] {
  const type = flowId ? formKindOf(flowId, step) : undefined;
  const choice = type !== undefined && CHOICE_FORMS.has(type);
  if (answer !== null && typeof answer === 'object' && !Array.isArray(answer)) {
    return Object.entries(answer as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .slice(0, 20)
      .map(([key, v]) => {
        const value = typeof v === 'boolean' ? v : choice ? choiceValue(v) : undefined;
        return { name: key.slice(0, 80) || step, ...(type ? { type } : {}), ...(value !== undefined ? { value } : {}) };
      });
  }
  const value = choice ? choiceValue(answer) : undefined;
  return [{ name: step, ...(type ? { type } : {}), ...(value !== undefined ? { value } : {}) }];
}

/** The form-step rules of intake flows or post-quote chains. */
export function formStepRules(kind: FormKindName): TrackingRule[] {
  const prefix = kind === 'intake' ? 'intake' : 'bind';
  const what = kind === 'intake' ? 'an intake flow' : 'a post-quote chain';
  const submitted = (t: ObservedTransition, session: TrackingSession) => {
    const node = submittedNode(t);
    return node && t.before ? { node, ctx: contexts(t, session, t.before, node) } : undefined;
  };
  return [
    {
      id: `${prefix}.formStarted`,
      sink: 'tracking',
      event: 'FormStarted',
      marketing: false,
      kind,
      trigger: { on: 'enterTag', tag: 'step:*' },
      description: `The shopper's first answer in ${what}: its first step left forward (once per form id).`,
      spec: '001-7',
      build(t, session) {
        const s = submitted(t, session);
        if (!s?.ctx || visitedOf(t.before).indexOf(s.node) !== 0) return [];
        return [{ event: 'FormStarted', ...s.ctx }];
      },
    },
    {
      id: `${prefix}.formViewed`,
      sink: 'tracking',
      event: 'FormViewed',
      marketing: false,
      kind,
      trigger: { on: 'enterTag', tag: 'step:*' },
      description: `A step of ${what} shows (entered, or the same step for another vehicle or driver).`,
      spec: '001-7',
      build(t, session) {
        const ctx = contexts(t, session);
        return ctx ? [{ event: 'FormViewed', ...ctx }] : [];
      },
    },
    {
      id: `${prefix}.formSubmitted`,
      sink: 'tracking',
      event: 'FormSubmitted',
      marketing: false,
      kind,
      trigger: { on: 'enterTag', tag: 'step:*' },
      description: `A step of ${what} is left forward by its answer (the next step, or the form's end, shows).`,
      spec: '001-7',
      build(t, session) {
        const s = submitted(t, session);
        return s?.ctx ? [{ event: 'FormSubmitted', ...s.ctx }] : [];
      },
    },
    {
      id: `${prefix}.fieldInputted`,
      sink: 'tracking',
      event: 'FieldInputted',
      marketing: false,
      kind,
      trigger: { on: 'enterTag', tag: 'step:*' },
      description: `Each field the left step answered; the value only for an enumerated answer, never typed text.`,
      spec: '001-7',
      build(t, session) {
        const s = submitted(t, session);
        if (!s?.ctx) return [];
        const step = stepOfNode(s.node);
        const flowId = kind === 'intake' ? t.machineId : undefined;
        const answer = flowId ? answerOf(flowId, step, t.after.context.user, indexOfNode(s.node)) : undefined;
        const fields = flowId ? fieldsOf(flowId, step, answer) : [{ name: step }];
        return fields.map((field) => ({ event: 'FieldInputted', ...s.ctx!, field }) as TrackingPayload);
      },
    },
    {
      id: `${prefix}.formErrored`,
      sink: 'tracking',
      event: 'FormErrored',
      marketing: false,
      kind,
      trigger: { on: 'event', type: 'xstate.error.actor.*' },
      description: `A step's call refused or failed (a check, a load): its error-catalogue code shows on the step.`,
      spec: '001-7',
      build(t, session) {
        const error = t.after.context.error as { code?: unknown; node?: unknown } | null | undefined;
        const was = t.before?.context.error as { code?: unknown } | null | undefined;
        if (!error || typeof error.code !== 'string' || error === was) return [];
        const ctx = contexts(t, session, t.after, typeof error.node === 'string' ? error.node : undefined);
        return ctx ? [{ event: 'FormErrored', ...ctx, errorType: error.code.slice(0, 80) }] : [];
      },
    },
  ];
}
