import type { AnswerValue, RatecallQuestion } from '../../src/contract/ratecall';
import { isPhone, normalisePhone } from '../../src/domain/validation';
import { FREE_TEXT_PATTERN } from '../../src/domain/names';
import { parseDate } from './dates';
import { type Answers, RatecallProtocolError } from './types';

// Answers checked against the session's questions (SUBMIT_RC2_ANSWERS, COLLECT_PAYMENT): unknown ids, missing
// required answers and values of the wrong kind are the client's mistakes (400 naming the field). What a carrier
// decides about well-formed answers (INVALID_VEHICLE, licence formats, ...) is in autoRules.ts.

type Q = RatecallQuestion;
const MAX_TEXT = 120;

/** Whether a free-text answer is acceptable (trimmed): what a text question's default must be too. */
export const acceptsText = (text: string) => text.length > 0 && text.length <= MAX_TEXT && FREE_TEXT_PATTERN.test(text);

/** Whether a question is asked, given the answers so far (spec 001 section 4: display conditions). */
export function isShown(q: Q, values: Answers, byId: Map<string, Q>, depth = 0): boolean {
  if (!q.showIf) return true;
  const parent = byId.get(q.showIf.questionId);
  if (!parent || depth > 5 || !isShown(parent, values, byId, depth + 1)) return false;
  const value = values[parent.id] ?? parent.defaultValue;
  return value !== undefined && q.showIf.in.includes(String(value));
}

/** The value normalised, or the reason it is not acceptable. */
function normalise(q: Q, raw: AnswerValue): { value: AnswerValue } | { problem: string } {
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  switch (q.type) {
    case 'select':
      return q.options?.some((o) => o.value === text)
        ? { value: text }
        : { problem: `Choose one of: ${q.options?.map((o) => o.value).join(', ')}` };
    case 'yesNo':
      return text === 'Yes' || text === 'No' ? { value: text } : { problem: 'Choose Yes or No' };
    case 'confirm':
      return raw === true || text === 'Yes' ? { value: true } : { problem: 'Confirm to continue' };
    case 'number': {
      const n = typeof raw === 'number' ? raw : /^\d{1,6}$/.test(text) ? Number(text) : NaN;
      if (!Number.isInteger(n)) return { problem: 'Enter a whole number' };
      if ((q.min !== undefined && n < q.min) || (q.max !== undefined && n > q.max))
        return { problem: `Enter a number from ${q.min} to ${q.max}` };
      return { value: n };
    }
    case 'date': {
      const d = typeof raw === 'string' ? parseDate(text) : null;
      if (!d) return { problem: 'Enter a date as MM/DD/YYYY' };
      const min = q.minDate ? parseDate(q.minDate) : null;
      const max = q.maxDate ? parseDate(q.maxDate) : null;
      if ((min && d < min) || (max && d > max)) return { problem: `Enter a date from ${q.minDate} to ${q.maxDate}` };
      return { value: text };
    }
    case 'phone':
      return typeof raw === 'string' && isPhone(text)
        ? { value: normalisePhone(text) }
        : { problem: 'Enter a 10-digit US phone number' };
    case 'vin':
      return typeof raw === 'string' && text.length > 0 && text.length <= 20
        ? { value: text.toUpperCase() }
        : { problem: 'Enter the 17-character VIN' };
    case 'licenseNumber': {
      const v = text.replace(/[\s-]/g, '').toUpperCase();
      return typeof raw === 'string' && /^[A-Z0-9*]{1,25}$/.test(v)
        ? { value: v }
        : { problem: 'Enter the number as printed on the card' };
    }
    case 'text':
      return typeof raw === 'string' && acceptsText(text)
        ? { value: text }
        : { problem: `Use up to ${MAX_TEXT} letters, digits and common punctuation` };
  }
}

/**
 * The accepted answers of the questions shown: sent values normalised, unsent ones taken from the question's default
 * (what the carrier already knows). Answers to questions not shown are dropped. Throws a 400 on the first problem.
 */
export function acceptAnswers(questions: Q[], sent: Answers, field: string): Answers {
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const id of Object.keys(sent)) {
    if (!byId.has(id))
      throw new RatecallProtocolError(
        400,
        `${field}.${id}: this session asks no question ${id}`,
        'unknown_question',
        `${field}.${id}`,
      );
  }
  const merged: Answers = { ...sent };
  const accepted: Answers = {};
  for (const q of questions) {
    if (!isShown(q, merged, byId)) {
      delete merged[q.id];
      continue;
    }
    const raw = sent[q.id] ?? q.defaultValue;
    if (raw === undefined || raw === '') {
      if (q.required)
        throw new RatecallProtocolError(
          400,
          `${field}.${q.id}: answer "${q.prompt}"`,
          'answer_required',
          `${field}.${q.id}`,
        );
      continue;
    }
    const result = normalise(q, raw);
    if ('problem' in result)
      throw new RatecallProtocolError(400, `${field}.${q.id}: ${result.problem}`, 'invalid_answer', `${field}.${q.id}`);
    accepted[q.id] = result.value;
    merged[q.id] = result.value;
  }
  return accepted;
}
