import { useCallback, useEffect, useRef } from 'react';
import type { AnswerFieldsProps } from './AnswerFields';

// The answer as the shopper builds it goes to the machine (DRAFT) on each edit, and again when they leave a field: on
// a step whose check may be asked ahead of the press, the machine decides when to ask it (docs/decisions/0054). Nothing
// is shown for it; the form still sends one SUBMIT. In the later fields' chunk: the start page carries none of it.

type Send = NonNullable<AnswerFieldsProps['send']>;

/** `set`, also telling the machine the edited answer; leaving a field after an edit tells it again (`blur`). */
export function useDraft<A>(value: A, set: (next: A) => void, send: Send | undefined, node: string) {
  const latest = useRef({ node, value, edited: false });
  if (latest.current.node !== node) latest.current = { node, value, edited: false };
  latest.current.value = value;
  useEffect(() => {
    if (!send) return;
    const leave = () => {
      if (latest.current.edited) send({ type: 'DRAFT', answer: latest.current.value, blur: true });
    };
    document.addEventListener('focusout', leave);
    return () => document.removeEventListener('focusout', leave);
  }, [send]);
  return useCallback(
    (next: A) => {
      set(next);
      latest.current.value = next;
      latest.current.edited = true;
      send?.({ type: 'DRAFT', answer: next });
    },
    [set, send],
  );
}
