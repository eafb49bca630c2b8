import { useState } from 'react';
import type { AnswerCheck } from '../../../machines/intake/questionView';

// Keystrokes stay in the form (DESIGN section 4); the machine gets one SUBMIT with an answer its schema accepts.
// `question` names the question the form answers: a new one starts afresh from its `initial` answer, without
// remounting whoever holds the form (the question's frame stays mounted between steps, docs/decisions/0043).
export function useAnswerForm<A>(schema: AnswerCheck, initial: A, submit: (answer: A) => void, question?: string) {
  const [value, setValue] = useState<A>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [answering, setAnswering] = useState(question);
  if (answering !== question) {
    // React renders again at once with these, before committing anything of this render.
    setAnswering(question);
    setValue(initial);
    setErrors({});
    setTried(false);
  }

  const validate = (next: A) => {
    const result = schema.safeParse(next);
    const map: Record<string, string> = {};
    if (!result.success) for (const issue of result.error?.issues ?? []) map[issue.path.join('.')] ??= issue.message;
    return { ok: result.success, map };
  };

  return {
    value,
    /** Field errors by path ('' for a single-value answer); shown after the first submit, then live. */
    errors,
    set(next: A) {
      setValue(next);
      if (tried) setErrors(validate(next).map);
    },
    onSubmit(e: { preventDefault(): void }) {
      e.preventDefault();
      setTried(true);
      const { ok, map } = validate(value);
      setErrors(map);
      if (ok) submit(value);
    },
  };
}
