import { describe, expect, it } from 'vitest';
import { name } from './driver.questions';

// The name form validates with the question's schema (the contract's personName): what the shopper sees (issue 9).

describe('the driver name question', () => {
  it('takes names of any script and submits them title-cased', () => {
    const submit = (firstName: string, lastName: string) => name.schema.parse({ firstName, lastName });
    expect(submit('zoë', 'nguyễn')).toEqual({ firstName: 'Zoë', lastName: 'Nguyễn' });
    expect(submit('José', 'O’Brien')).toEqual({ firstName: 'José', lastName: 'O’Brien' });
    expect(submit('Siân', '山田')).toEqual({ firstName: 'Siân', lastName: '山田' });
  });

  it('shows the same message for a name that is not letters, hyphens, spaces or apostrophes', () => {
    const issues = name.schema.safeParse({ firstName: 'R2', lastName: 'D2!' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', 'Use letters, spaces, hyphens and apostrophes only'],
      ['lastName', 'Use letters, spaces, hyphens and apostrophes only'],
    ]);
  });
});
