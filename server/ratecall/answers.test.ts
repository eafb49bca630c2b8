import { describe, expect, it } from 'vitest';
import type { RatecallQuestion } from '../../src/contract/ratecall';
import { acceptAnswers, isShown } from './answers';
import type { RatecallProtocolError } from './types';

const Q = (q: Partial<RatecallQuestion> & Pick<RatecallQuestion, 'id' | 'type'>): RatecallQuestion => ({
  step: 's',
  entity: 'policy',
  prompt: q.id,
  required: true,
  ...q,
});
const questions = [
  Q({ id: 'driver.1.hasActiveLicense', type: 'yesNo', defaultValue: 'Yes' }),
  Q({
    id: 'driver.1.licenseStatus',
    type: 'select',
    options: [
      { value: 'Learner permit', label: 'p' },
      { value: 'Suspended', label: 's' },
    ],
    showIf: { questionId: 'driver.1.hasActiveLicense', in: ['No'] },
  }),
  Q({
    id: 'driver.1.permitNumber',
    type: 'licenseNumber',
    showIf: { questionId: 'driver.1.licenseStatus', in: ['Learner permit'] },
  }),
  Q({ id: 'driver.1.licenseObtainedAge', type: 'number', min: 14, max: 40 }),
  Q({ id: 'policy.effectiveDate', type: 'date', minDate: '01/01/2026', maxDate: '03/01/2026' }),
  Q({ id: 'policy.phone', type: 'phone', required: false }),
  Q({ id: 'policy.contactConfirmed', type: 'confirm' }),
];
const base = {
  'driver.1.licenseObtainedAge': '16',
  'policy.effectiveDate': '02/01/2026',
  'policy.contactConfirmed': true,
};
const fieldOf = (sent: Record<string, string | number | boolean>) => {
  try {
    acceptAnswers(questions, sent, 'body.answers');
  } catch (e) {
    return (e as RatecallProtocolError).field;
  }
  return null;
};

describe('RC2/RC3 answers against the questions', () => {
  it('takes defaults for unsent answers, normalises values and drops answers to questions not shown', () => {
    const out = acceptAnswers(
      questions,
      { ...base, 'driver.1.licenseStatus': 'Suspended', 'policy.phone': '1 (415) 555-2671' },
      'body.answers',
    );
    expect(out).toEqual({
      'driver.1.hasActiveLicense': 'Yes',
      'driver.1.licenseObtainedAge': 16,
      'policy.effectiveDate': '02/01/2026',
      'policy.phone': '4155552671',
      'policy.contactConfirmed': true,
    });
  });

  it('follows display conditions through a chain of questions', () => {
    const byId = new Map(questions.map((q) => [q.id, q]));
    expect(
      isShown(questions[2], { 'driver.1.hasActiveLicense': 'No', 'driver.1.licenseStatus': 'Learner permit' }, byId),
    ).toBe(true);
    expect(
      isShown(questions[2], { 'driver.1.hasActiveLicense': 'Yes', 'driver.1.licenseStatus': 'Learner permit' }, byId),
    ).toBe(false);
    const out = acceptAnswers(
      questions,
      {
        ...base,
        'driver.1.hasActiveLicense': 'No',
        'driver.1.licenseStatus': 'Learner permit',
        'driver.1.permitNumber': 'a-12 34',
      },
      'body.answers',
    );
    expect(out['driver.1.permitNumber']).toBe('A1234');
  });

  it('names the field of an unknown question, a missing required answer and a bad value', () => {
    expect(fieldOf({ ...base, 'policy.other': 'x' })).toBe('body.answers.policy.other');
    expect(fieldOf({ ...base, 'policy.contactConfirmed': false })).toBe('body.answers.policy.contactConfirmed');
    expect(fieldOf({ ...base, 'driver.1.licenseObtainedAge': 12 })).toBe('body.answers.driver.1.licenseObtainedAge');
    expect(fieldOf({ ...base, 'policy.effectiveDate': '02/30/2026' })).toBe('body.answers.policy.effectiveDate');
    expect(fieldOf({ ...base, 'policy.effectiveDate': '04/01/2026' })).toBe('body.answers.policy.effectiveDate');
    expect(fieldOf({ ...base, 'driver.1.hasActiveLicense': 'No' })).toBe('body.answers.driver.1.licenseStatus');
    expect(fieldOf(base)).toBeNull();
  });
});

describe('free text', () => {
  const lender = [Q({ id: 'vehicle.1.leaseCompanyName', type: 'text' })];
  const sent = (name: string) => {
    try {
      return acceptAnswers(lender, { 'vehicle.1.leaseCompanyName': name }, 'body.answers');
    } catch (e) {
      return (e as RatecallProtocolError).field;
    }
  };

  it.each([
    'Crédit Agricole Financement',
    '丰田金融服务',
    'شركة التمويل',
    'Evergreen Bank & Trust (Auto) - O’Hare #42',
  ])('takes a name in any script: %s', (name) => {
    expect(sent(name)).toEqual({ 'vehicle.1.leaseCompanyName': name });
  });

  it.each(['Bank 🚗', 'Bank\u0000', 'x'.repeat(121), '   '])('names the field of text it cannot take: %j', (name) => {
    expect(sent(name)).toBe('body.answers.vehicle.1.leaseCompanyName');
  });
});
