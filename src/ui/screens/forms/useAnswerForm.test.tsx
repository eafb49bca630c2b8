// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerCheck } from '../../../machines/intake/questionView';
import { useAnswerForm } from './useAnswerForm';

// A schema that counts its checks: accepts a non-empty string, names the field's problem otherwise.
function countingSchema(): AnswerCheck & { safeParse: ReturnType<typeof vi.fn> } {
  return {
    safeParse: vi.fn((answer: unknown) =>
      typeof answer === 'string' && answer.length > 0
        ? { success: true, data: answer }
        : { success: false, error: { issues: [{ path: [], message: 'Please choose an answer' }] } },
    ),
  } as unknown as AnswerCheck & { safeParse: ReturnType<typeof vi.fn> };
}

describe('useAnswerForm', () => {
  it('shows no error before the first submit, then the schema\u2019s message, live', () => {
    const schema = countingSchema();
    const submit = vi.fn();
    const { result } = renderHook(() => useAnswerForm<string>(schema, '', submit, 'a~1'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.onSubmit({ preventDefault() {} }));
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ '': 'Please choose an answer' });
    act(() => result.current.set('Yes'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.onSubmit({ preventDefault() {} }));
    expect(submit).toHaveBeenCalledWith('Yes');
  });

  it('starts a new question afresh without checking the last answer against its schema', () => {
    const first = countingSchema();
    const next = countingSchema();
    const { result, rerender } = renderHook(
      ({ schema, question, initial }) => useAnswerForm<string>(schema, initial, () => undefined, question),
      { initialProps: { schema: first, question: 'a~1', initial: '' } },
    );
    act(() => result.current.set('Yes \u{1F697} \u05E9\u05DC\u05D5\u05DD'));
    act(() => result.current.onSubmit({ preventDefault() {} }));
    expect(first.safeParse).toHaveBeenCalled();
    rerender({ schema: next, question: 'b~1', initial: 'stored' });
    expect(next.safeParse).not.toHaveBeenCalled();
    expect(result.current.value).toBe('stored');
    expect(result.current.errors).toEqual({});
  });
});
