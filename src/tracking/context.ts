import type { z } from 'zod';
import type { FormContext as FormContextSchema, StepContext as StepContextSchema } from '../contract/backoffice';
import { isBindChainId } from '../machines/bind/chains';
import { intakeChunk, intakeLoaded } from '../machines/intake/intakeSlot';
import { PRODUCT_LINES, lineOfFlow } from '../machines/products';
import type { MachineKind, SnapshotLike, TrackingSession } from './types';

// The form and step context of the tracking events (spec 001 section 7; docs/decisions/0101): which form a snapshot
// belongs to and which screen of it shows. A form is an intake flow (its id), a post-quote chain (its id) or the
// results; a step is the state node that shows (`make~2`), so drop-off counts per state, while `stepNumber` is only the
// shopper's position in the form.

export type FormContext = z.infer<typeof FormContextSchema>;
export type StepContext = z.infer<typeof StepContextSchema>;
/** The screen the shopper is on: its form and its step. */
export interface StepInfo {
  formContext: FormContext;
  stepContext: StepContext;
}

declare const __APP_VERSION__: string | undefined;
/** The app version when the build defines none (package.json's). */
export const DEFAULT_FORM_VERSION = '0.1.0';
/** `formVersion`: the build's app version, else package.json's version at the time of writing. */
export const FORM_VERSION: string =
  typeof __APP_VERSION__ === 'string' && __APP_VERSION__ ? __APP_VERSION__ : DEFAULT_FORM_VERSION;

const INTAKE_FLOW_IDS: ReadonlySet<string> = new Set(PRODUCT_LINES.flatMap((line) => [...line.flowIds]));
const NAMED: Readonly<Record<string, MachineKind>> = {
  app: 'app',
  results: 'results',
  homeResults: 'homeResults',
  ratecall: 'ratecall',
};

/** The kind of machine an id names: a named chart, an intake flow of any line, a post-quote chain; else none. */
export function kindOf(machineId: string): MachineKind | undefined {
  if (Object.hasOwn(NAMED, machineId)) return NAMED[machineId];
  if (INTAKE_FLOW_IDS.has(machineId)) return 'intake';
  if (isBindChainId(machineId)) return 'bind';
  return undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The product line's form type of an intake flow: auto, home, or renters (the home line's policy type answer). */
export function formTypeOf(flowId: string, user: unknown): string {
  const line = lineOfFlow(flowId).id;
  if (line === 'home' && isRecord(user) && 'rentersPolicy' in user) return 'renters';
  return line;
}

/** The form context of a form: its name (flow or chain id), type, the app version and the brand. */
export function formContextOf(opts: {
  formName: string;
  formType: string;
  formId?: string;
  brand?: string;
}): FormContext {
  return {
    formName: opts.formName,
    formType: opts.formType,
    formVersion: FORM_VERSION,
    ...(opts.formId ? { formId: opts.formId } : {}),
    ...(opts.brand ? { formBrand: opts.brand } : {}),
  };
}

/** The form context of a flow or chain snapshot. */
export function formOfSnapshot(kind: MachineKind, snap: SnapshotLike, session?: TrackingSession): FormContext {
  const formName = snap.machine.id;
  const formType =
    kind === 'intake' ? formTypeOf(formName, snap.context.user) : kind === 'bind' ? 'postQuote' : String(kind);
  return formContextOf({ formName, formType, brand: session?.brand });
}

/** The step a flow's or chain's snapshot shows: its `step:*` tag (not `step:complete`), or none. */
export function stepNameOf(snap: SnapshotLike | undefined): string | undefined {
  if (!snap) return undefined;
  for (const tag of snap.tags) if (tag.startsWith('step:') && tag !== 'step:complete') return tag.slice(5);
  return undefined;
}

/** The node (`make~2`) a flow's snapshot shows, when it shows one. */
export function nodeOf(snap: SnapshotLike | undefined): string | undefined {
  const step = stepNameOf(snap);
  if (!snap || !step) return undefined;
  const visited = visitedOf(snap);
  const last = visited.at(-1);
  if (last?.startsWith(`${step}~`)) return last;
  // Not recorded yet (entry actions run before): read it from the state value.
  return findKey(snap.value, (k) => k.startsWith(`${step}~`));
}

function findKey(value: unknown, test: (key: string) => boolean): string | undefined {
  if (!isRecord(value)) return typeof value === 'string' && test(value) ? value : undefined;
  for (const [k, v] of Object.entries(value)) {
    if (test(k)) return k;
    const inner = findKey(v, test);
    if (inner) return inner;
  }
  return undefined;
}

/** The nodes a flow's snapshot visited, in order (flowSetup.ts `visited`). */
export function visitedOf(snap: SnapshotLike | undefined): string[] {
  const v = snap?.context.visited;
  return Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : [];
}

/** The item index of a node (`make~2`: 2). */
export const indexOfNode = (node: string): number => Number(node.slice(node.lastIndexOf('~') + 1)) || 0;

/**
 * An intake step's question, from its line's intake chunk, which the app registered before the flow ran
 * (intakeSlot.ts): the tracking chunk imports no catalogue of its own, so the start pages' chunks stay as they are.
 */
export function questionIn(
  flowId: string,
  step: string,
): ReturnType<ReturnType<typeof intakeChunk>['questionOf']> | undefined {
  try {
    const line = lineOfFlow(flowId).id;
    return intakeLoaded(line) ? intakeChunk(line).questionOf(step) : undefined;
  } catch {
    return undefined;
  }
}

/** The form kind of an intake step (`choice`, `email`), of the flow's line; undefined when the catalogue has none. */
export const formKindOf = (flowId: string, step: string): string | undefined => questionIn(flowId, step)?.form;

/** The step context of a flow's or chain's node: `stepId` the node, `stepNumber` the shopper's position (1-based). */
export function stepContextOf(
  kind: MachineKind,
  snap: SnapshotLike,
  node: string | undefined = nodeOf(snap),
): StepContext | undefined {
  if (!node) return undefined;
  const step = node.slice(0, node.lastIndexOf('~'));
  const visited = visitedOf(snap);
  const at = visited.lastIndexOf(node);
  const stepType = kind === 'intake' ? (formKindOf(snap.machine.id, step) ?? 'question') : 'postQuote';
  return {
    stepName: step,
    stepId: node,
    stepNumber: Math.min(500, at >= 0 ? at + 1 : visited.length + 1),
    stepType,
  };
}

/** The screen a results chart shows: the results, one step of its own form (its inner states are not screens). */
export function resultsStep(machineId: string, brand?: string): StepInfo {
  return {
    formContext: formContextOf({ formName: machineId, formType: 'results', brand }),
    stepContext: { stepName: 'results', stepId: 'results', stepNumber: 1, stepType: 'results' },
  };
}
