import { describe, expect, it } from 'vitest';
import type { ResolvedOperator, UndisclosedOperatorAnswer } from '../../src/contract/ratecall';
import type { RatecallProtocolError } from './types';
import { resolveUndisclosed, udoChainOf } from './undisclosed';

// spec 001 section 4 (and spec 000 section 4): the undisclosed-driver rules, one case per rule.

const op: ResolvedOperator = {
  id: 2,
  firstName: 'Jordan',
  lastName: 'Alvarez',
  externalOperatorId: 'OP-1A2B3C4D5E',
  outcome: 'pending',
};
const resolve = (a: Omit<UndisclosedOperatorAnswer, 'id'>, chain: 'full' | 'householdOnly' = 'full') =>
  resolveUndisclosed(op, { id: 2, ...a }, chain, 0);
const HOUSEHOLD = 'YES_PART_OF_HOUSEHOLD' as const;

describe('the undisclosed-driver rules', () => {
  it.each([
    'NO_LONGER_LIVES_IN_HOUSEHOLD',
    'UNKNOWN_PERSON',
    'ALREADY_ON_QUOTE',
    'MILITARY_WITHOUT_VEHICLE',
    'STUDENT_AWAY_AT_SCHOOL',
    'OTHER',
  ] as const)(
    'a person not in the household (%s): the status becomes the unlisted reason, license reason UNKNOWN',
    (status) => {
      expect(resolve({ householdMemberStatus: status })).toMatchObject({
        unlistedReason: status,
        reasonNotHoldingLicense: 'UNKNOWN',
        outcome: 'excluded',
      });
    },
  );

  it('a household member with other insurance: HAS_OTHER_INSURANCE and VALID_LICENSE_DRIVES_VEHICLES', () => {
    expect(resolve({ householdMemberStatus: HOUSEHOLD, hasSeparatePolicy: 'Yes' })).toMatchObject({
      unlistedReason: 'HAS_OTHER_INSURANCE',
      reasonNotHoldingLicense: 'VALID_LICENSE_DRIVES_VEHICLES',
      outcome: 'excluded',
    });
  });

  it('a member answering No to insurance: reason OTHER and no license reason', () => {
    const r = resolve({ householdMemberStatus: HOUSEHOLD, hasSeparatePolicy: 'No', hasActiveLicense: 'Yes' });
    expect(r).toMatchObject({ unlistedReason: 'OTHER', outcome: 'excluded' });
    expect(r.reasonNotHoldingLicense).toBeUndefined();
  });

  it('insured-none with an active license: VALID_LICENSE_DRIVES_VEHICLES, added to the policy', () => {
    const r = resolve({ householdMemberStatus: HOUSEHOLD, hasSeparatePolicy: 'None', hasActiveLicense: 'Yes' });
    expect(r).toMatchObject({ reasonNotHoldingLicense: 'VALID_LICENSE_DRIVES_VEHICLES', outcome: 'added' });
    expect(r.unlistedReason).toBeUndefined();
  });

  it.each([
    ['NEVER_HAD_LICENSE', 'excluded'],
    ['VALID_LICENSE_DOES_NOT_DRIVE_VEHICLES', 'excluded'],
    ['VOLUNTARILY_GAVE_UP_LICENSE', 'excluded'],
    ['LICENSE_EXPIRED', 'excluded'],
    ['UNKNOWN', 'excluded'],
    ['DRIVING_WITH_LEARNERS_PERMIT', 'added'],
    ['SUSPENDED_LICENSE', 'hard_stop'],
    ['LICENSE_REVOKED', 'hard_stop'],
  ] as const)('insured-none without a license: the chosen reason %s (%s)', (reason, outcome) => {
    const r = resolve({
      householdMemberStatus: HOUSEHOLD,
      hasSeparatePolicy: 'None',
      hasActiveLicense: 'No',
      reasonNotHoldingLicense: reason,
    });
    expect(r).toMatchObject({ reasonNotHoldingLicense: reason, outcome });
    if (outcome !== 'added') expect(r.unlistedReason).toBe('DOES_NOT_HAVE_LICENSE');
  });

  it("safeco's household-only chain: a household member goes to undisclosed-drivers-error", () => {
    expect(udoChainOf('safeco')).toBe('householdOnly');
    expect(udoChainOf('libertymutual')).toBe('full');
    expect(resolve({ householdMemberStatus: HOUSEHOLD }, 'householdOnly').outcome).toBe('hard_stop');
    expect(resolve({ householdMemberStatus: 'UNKNOWN_PERSON' }, 'householdOnly').outcome).toBe('excluded');
  });

  it('wants each answer its branch needs, naming the field', () => {
    const field = (a: Omit<UndisclosedOperatorAnswer, 'id'>) => {
      try {
        resolve(a);
      } catch (e) {
        return (e as RatecallProtocolError).field;
      }
      return null;
    };
    expect(field({ householdMemberStatus: HOUSEHOLD })).toBe(
      'body.requestDetails.undisclosedOperators.0.hasSeparatePolicy',
    );
    expect(field({ householdMemberStatus: HOUSEHOLD, hasSeparatePolicy: 'None' })).toBe(
      'body.requestDetails.undisclosedOperators.0.hasActiveLicense',
    );
    expect(field({ householdMemberStatus: HOUSEHOLD, hasSeparatePolicy: 'None', hasActiveLicense: 'No' })).toBe(
      'body.requestDetails.undisclosedOperators.0.reasonNotHoldingLicense',
    );
    expect(
      field({
        householdMemberStatus: HOUSEHOLD,
        hasSeparatePolicy: 'None',
        hasActiveLicense: 'No',
        reasonNotHoldingLicense: 'VALID_LICENSE_DRIVES_VEHICLES',
      }),
    ).toBe('body.requestDetails.undisclosedOperators.0.reasonNotHoldingLicense');
  });
});
