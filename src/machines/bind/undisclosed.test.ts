import { describe, expect, it } from 'vitest';
import {
  nextUndisclosedQuestion,
  resolveUndisclosedAnswer,
  udoChainOf,
  undisclosedAnswersOf,
  undisclosedHardStop,
} from './undisclosed';

// The undisclosed-driver rules, one test per sentence of spec 000 section 4 and spec 001 section 4.
const member = { id: 7, householdMemberStatus: 'YES_PART_OF_HOUSEHOLD' } as const;

describe('the undisclosed-driver rules', () => {
  it('a person not in the household: their status becomes the unlisted reason, licence reason UNKNOWN', () => {
    for (const status of ['NO_LONGER_LIVES_IN_HOUSEHOLD', 'UNKNOWN_PERSON', 'STUDENT_AWAY_AT_SCHOOL'] as const)
      expect(resolveUndisclosedAnswer({ id: 7, householdMemberStatus: status }, 'full')).toEqual({
        unlistedReason: status,
        reasonNotHoldingLicense: 'UNKNOWN',
        outcome: 'excluded',
      });
  });

  it('a household member with other insurance: HAS_OTHER_INSURANCE and VALID_LICENSE_DRIVES_VEHICLES', () => {
    expect(resolveUndisclosedAnswer({ ...member, hasSeparatePolicy: 'Yes' }, 'full')).toEqual({
      unlistedReason: 'HAS_OTHER_INSURANCE',
      reasonNotHoldingLicense: 'VALID_LICENSE_DRIVES_VEHICLES',
      outcome: 'excluded',
    });
  });

  it('a member answering No to insurance: reason OTHER, no licence reason', () => {
    expect(resolveUndisclosedAnswer({ ...member, hasSeparatePolicy: 'No' }, 'full')).toEqual({
      unlistedReason: 'OTHER',
      outcome: 'excluded',
    });
  });

  it('insured-none with an active licence: VALID_LICENSE_DRIVES_VEHICLES, added to the policy', () => {
    expect(resolveUndisclosedAnswer({ ...member, hasSeparatePolicy: 'None', hasActiveLicense: 'Yes' }, 'full')).toEqual(
      { reasonNotHoldingLicense: 'VALID_LICENSE_DRIVES_VEHICLES', outcome: 'added' },
    );
  });

  it('insured-none without a licence: the chosen reason; suspended or revoked needs an agent', () => {
    const none = { ...member, hasSeparatePolicy: 'None', hasActiveLicense: 'No' } as const;
    expect(resolveUndisclosedAnswer({ ...none, reasonNotHoldingLicense: 'NEVER_HAD_LICENSE' }, 'full')).toEqual({
      unlistedReason: 'DOES_NOT_HAVE_LICENSE',
      reasonNotHoldingLicense: 'NEVER_HAD_LICENSE',
      outcome: 'excluded',
    });
    expect(resolveUndisclosedAnswer({ ...none, reasonNotHoldingLicense: 'LICENSE_REVOKED' }, 'full')?.outcome).toBe(
      'hard_stop',
    );
    expect(
      resolveUndisclosedAnswer({ ...none, reasonNotHoldingLicense: 'DRIVING_WITH_LEARNERS_PERMIT' }, 'full'),
    ).toEqual({ reasonNotHoldingLicense: 'DRIVING_WITH_LEARNERS_PERMIT', outcome: 'added' });
  });

  it('safeco asks only the household, and a household member ends the online purchase', () => {
    expect(udoChainOf('safeco')).toBe('householdOnly');
    expect(udoChainOf('libertymutual')).toBe('full');
    expect(nextUndisclosedQuestion(member, 'householdOnly')).toBeNull();
    expect(resolveUndisclosedAnswer(member, 'householdOnly')).toEqual({ outcome: 'hard_stop' });
    expect(undisclosedHardStop([member], 'householdOnly')).toBe(true);
    expect(undisclosedHardStop([member], 'full')).toBe(false);
  });

  it('asks the next screen the answers call for, and sends only what the chain asked', () => {
    expect(nextUndisclosedQuestion({ id: 7 }, 'full')).toBe('household');
    expect(nextUndisclosedQuestion(member, 'full')).toBe('activeInsurance');
    expect(nextUndisclosedQuestion({ ...member, hasSeparatePolicy: 'None' }, 'full')).toBe('licenseStatus');
    expect(nextUndisclosedQuestion({ ...member, hasSeparatePolicy: 'None', hasActiveLicense: 'No' }, 'full')).toBe(
      'reasonNoLicense',
    );
    expect(undisclosedAnswersOf([{ id: 7 }], 'full')).toBeNull();
    // An answer left from before the household answer changed is not sent.
    expect(
      undisclosedAnswersOf(
        [{ id: 7, householdMemberStatus: 'UNKNOWN_PERSON', hasSeparatePolicy: 'Yes', hasActiveLicense: 'No' }],
        'full',
      ),
    ).toEqual([{ id: 7, householdMemberStatus: 'UNKNOWN_PERSON' }]);
  });
});
