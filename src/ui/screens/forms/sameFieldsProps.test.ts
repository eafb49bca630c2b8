import { describe, expect, it } from 'vitest';
import { answeringView } from '../../../machines/intake/answeringView';
import type { QuestionView } from '../../../machines/intake/questionView';
import { type AnswerFieldsProps, sameFieldsProps } from './AnswerFields';

// The fields draw again only when what they show changes: not for a check's busy state, which is the frame's.

const view = answeringView({
  node: 'email~1',
  step: 'email',
  index: 1,
  form: 'email',
  title: "What's your email address?",
  progress: 80,
});
const set = () => undefined;
const props = (edit: Partial<AnswerFieldsProps> = {}, viewEdit: Partial<QuestionView> = {}): AnswerFieldsProps => ({
  view: { ...view, ...viewEdit },
  value: { email: 'maria.oneil@example.com', emailConsent: true },
  errors: {},
  set,
  ...edit,
});

describe('when the answer fields draw again', () => {
  const base = props();
  it('not while the answer is checked, nor for the frame’s own news', () => {
    const same = { value: base.value };
    expect(sameFieldsProps({ ...base, ...same }, props(same, { phase: 'checking', pendingFollowUps: ['tiers'] }))).toBe(
      true,
    );
    expect(sameFieldsProps({ ...base, ...same }, props(same, { progress: 90, canGoBack: false }))).toBe(true);
    expect(sameFieldsProps({ ...base, errors: { email: 'x' } }, { ...base, errors: { email: 'x' } })).toBe(true);
  });

  it('when what they show changes: the answer, an error, the options, the question', () => {
    expect(sameFieldsProps(base, { ...base, value: { ...(base.value as object) } })).toBe(false);
    expect(sameFieldsProps(base, { ...base, errors: { email: 'Enter a valid email' } })).toBe(false);
    expect(sameFieldsProps(base, { ...base, errors: { '': 'Enter a valid email' } })).toBe(false);
    expect(sameFieldsProps(base, props({ value: base.value }, { options: [{ value: 'a', label: 'A' }] }))).toBe(false);
    expect(sameFieldsProps(base, props({ value: base.value }, { node: 'email~2', index: 2 }))).toBe(false);
    expect(sameFieldsProps(base, props({ value: base.value }, { suggesting: true }))).toBe(false);
    expect(sameFieldsProps(base, { ...base, set: () => undefined })).toBe(false);
  });
});
