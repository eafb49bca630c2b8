import type { AnswerValue, RatecallQuestion } from '../../../contract/ratecall';
import { questionShown } from '../../../machines/bind/answers';
import type { ScreenQuestion } from '../../../machines/bind/bind.selectors';
import type { BindStepDef } from '../../../machines/bind/steps';

// A sandbox-question screen's form, pure: the values it starts from (the stored answer, else the carrier's default),
// the questions its display conditions show, the answer object its step parses (keyed by the id's last part), and
// the messages per field: what the question itself requires (required, range, dates), then the step's own parse.

/** What the form holds per field: text as typed, a choice's value, a confirmation's tick. */
export type FormValue = string | boolean | undefined;
export type FormValues = Record<string, FormValue>;
type Answers = Readonly<Record<string, AnswerValue>>;

/** The field each question starts from: the answer given before, else what the carrier already knows. */
export function initialValues(fields: readonly ScreenQuestion[], answers: Answers): FormValues {
  const values: FormValues = {};
  for (const { key, question: q } of fields) {
    const v = answers[q.id] ?? q.defaultValue;
    if (q.type === 'confirm') values[key] = v === true;
    else if (q.type === 'select' || q.type === 'yesNo') values[key] = v === undefined ? undefined : String(v);
    else values[key] = v === undefined ? '' : String(v);
  }
  return values;
}

const isEmpty = (v: FormValue) => v === undefined || v === '' || v === false;

/** The form's values as answers by question id, over the answers stored before (what display conditions read). */
function answersWith(
  fields: readonly ScreenQuestion[],
  values: FormValues,
  stored: Answers,
): Record<string, AnswerValue> {
  const merged: Record<string, AnswerValue> = { ...stored };
  for (const { key, question } of fields) {
    const v = values[key];
    if (isEmpty(v)) delete merged[question.id];
    else merged[question.id] = v as AnswerValue;
  }
  return merged;
}

/** The fields the display conditions show now: a parent on this screen is read from the form as it is being filled. */
export function shownFields(
  fields: readonly ScreenQuestion[],
  values: FormValues,
  stored: Answers,
  all: readonly RatecallQuestion[],
): ScreenQuestion[] {
  const merged = answersWith(fields, values, stored);
  const byId = new Map(all.map((q) => [q.id, q]));
  return fields.filter(({ question }) => questionShown(question, merged, byId));
}

/** The answer the step parses: the shown fields that have a value, numbers as numbers, a tick as `true`. */
export function answerOf(shown: readonly ScreenQuestion[], values: FormValues): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const { key, question: q } of shown) {
    const v = values[key];
    if (isEmpty(v)) continue;
    if (q.type === 'confirm') answer[key] = true;
    else if (q.type === 'number' && typeof v === 'string' && /^\d+$/.test(v)) answer[key] = Number(v);
    else answer[key] = typeof v === 'string' ? v.trim() : v;
  }
  return answer;
}

const MISSING: Record<RatecallQuestion['type'], string> = {
  select: 'Choose an answer',
  yesNo: 'Choose Yes or No',
  confirm: 'Check the box to confirm',
  date: 'Enter a date as MM/DD/YYYY',
  number: 'Enter a number',
  vin: 'Enter the 17-character VIN',
  licenseNumber: 'Enter the number as printed on the card',
  phone: 'Enter a 10-digit US phone number',
  text: 'Enter an answer',
};

/** MM/DD/YYYY as YYYYMMDD, comparable as text; null when it is not that shape. */
const sortable = (d: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(d);
  return m ? `${m[3]}${m[1]}${m[2]}` : null;
};

/** What the question itself asks of the value: required, the number's range, the date's range. */
function questionProblem(q: RatecallQuestion, v: FormValue): string | null {
  if (isEmpty(v)) return q.required ? MISSING[q.type] : null;
  if (q.type === 'number' && typeof v === 'string') {
    if (!/^\d+$/.test(v)) return 'Enter a whole number';
    const n = Number(v);
    if ((q.min !== undefined && n < q.min) || (q.max !== undefined && n > q.max)) {
      if (q.min !== undefined && q.max !== undefined) return `Enter a number from ${q.min} to ${q.max}`;
      return q.min !== undefined ? `Enter ${q.min} or more` : `Enter ${q.max} or less`;
    }
  }
  if (q.type === 'date' && typeof v === 'string') {
    const at = sortable(v);
    const min = q.minDate ? sortable(q.minDate) : null;
    const max = q.maxDate ? sortable(q.maxDate) : null;
    if (at && ((min && at < min) || (max && at > max))) {
      if (q.minDate && q.maxDate) return `Enter a date from ${q.minDate} to ${q.maxDate}`;
      return q.minDate ? `Enter a date on or after ${q.minDate}` : `Enter a date on or before ${q.maxDate}`;
    }
  }
  return null;
}

interface ParseIssue {
  path: readonly PropertyKey[];
  message: string;
}
/** The issues of a failed parse (the steps parse with zod/mini's safeParse). */
function issuesOf(result: { success: boolean }): ParseIssue[] {
  const error = (result as { error?: { issues?: unknown } }).error;
  return Array.isArray(error?.issues) ? (error.issues as ParseIssue[]) : [];
}

/**
 * Messages by field key ('' for the screen as a whole): the question's own requirements first, then the step's parse
 * (formats such as the VIN's, the licence against its state). Empty when the answer can be submitted.
 */
export function validate(
  def: BindStepDef,
  shown: readonly ScreenQuestion[],
  values: FormValues,
  answer: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { key, question } of shown) {
    const problem = questionProblem(question, values[key]);
    if (problem) errors[key] = problem;
  }
  const result = def.parse(answer);
  if (!result.success) {
    const issues = issuesOf(result);
    for (const issue of issues) {
      const key = issue.path.map(String).join('.');
      const field = shown.some((f) => f.key === key) ? key : '';
      errors[field] ??= issue.message;
    }
    if (!issues.length) errors[''] ??= 'Check your answers';
  }
  return errors;
}

/** A carrier's message without its code prefix ('INVALID_VEHICLE: the VIN ...' -> 'The VIN ...'). */
export function carrierMessage(message: string): string {
  const text = message.replace(/^[A-Z_]{3,}:\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
