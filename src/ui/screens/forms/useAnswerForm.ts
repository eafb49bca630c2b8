import { useMemo, useState } from 'react';
import type { AnswerCheck } from '../../../machines/intake/questionView';

// Keystrokes stay in the form (DESIGN section 4); the machine gets one SUBMIT with an answer its schema accepts.
// `question` names the question the form answers: a new one starts afresh from its `initial` answer, without
// remounting whoever holds the form (the question's frame stays mounted between steps, docs/decisions/0043).
export function useAnswerForm<A>(schema: AnswerCheck, initial: A, submit: (answer: A) => void, question?: string) {
  const [value, setValue] = useState<A>(initial);
  const [tried, setTried] = useState(false);
  const [answering, setAnswering] = useState(question);
  const fresh = answering !== question;
  if (fresh) {
    // React renders again at once with these, before committing anything of this render.
    setAnswering(question);
    setValue(initial);
    setTried(false);
  }
  // Worked out from the answer, not kept: one value to hold, and `set` is React's own (the same function every
  // render, so the fields need not draw again when nothing they show changed). Not in the render a new question
  // throws away: the last answer checked again, against the new question's schema, for nothing.
  const checked = tried && !fresh;
  const errors = useMemo(() => (checked ? validate(schema, value).map : NO_ERRORS), [checked, schema, value]);

  return {
    value,
    /** Field errors by path ('' for a single-value answer); shown after the first submit, then live. */
    errors,
    set: setValue as (next: A) => void,
    onSubmit(e: { preventDefault(): void }) {
      e.preventDefault();
      setTried(true);
      if (validate(schema, value).ok) submit(value);
    },
  };
}

const NO_ERRORS: Record<string, string> = {};

function validate(schema: AnswerCheck, answer: unknown) {
  const result = schema.safeParse(answer);
  const map: Record<string, string> = {};
  if (!result.success) for (const issue of result.error?.issues ?? []) map[issue.path.join('.')] ??= issue.message;
  return { ok: result.success, map };
}
