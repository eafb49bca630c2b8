import type { AutoQuestion } from './question.types';
import * as general from './general.questions';
import * as vehicle from './vehicle.questions';
import * as driver from './driver.questions';
import * as policy from './policy.questions';
import * as short from './short.questions';
import * as incidents from './incidents.questions';
import * as contact from './contact.questions';
import * as whiteLabel from './whiteLabel.questions';

// The question catalogue: every question declared once, keyed by step id.
export const questions = {
  ...general,
  ...vehicle,
  ...driver,
  ...policy,
  ...short,
  ...incidents,
  ...contact,
  ...whiteLabel,
} as const;
export type StepId = keyof typeof questions;

export function questionOf(step: string): AutoQuestion<unknown> {
  const q = (questions as Record<string, AutoQuestion<unknown>>)[step];
  if (!q) throw new Error(`Unknown step '${step}': not in the question catalogue`);
  return q;
}
export function isStepId(step: string): step is StepId {
  return Object.hasOwn(questions, step);
}
