import { describe, expect, it } from 'vitest';
import { AnyUser, asAutoUser, policyTypeOf } from './users';

const contact = { consentedToContact: true, consentToSms: true };

describe('AnyUser', () => {
  it('tells the kind of user by its policy and narrows to an auto user only when it has one', () => {
    const auto = AnyUser.parse({ contact, autoPolicy: { discounts: {}, vehicles: [], operators: [], policy: {} } });
    const renters = AnyUser.parse({ contact, rentersPolicy: { occupants: [], properties: [], policy: {} } });
    expect(policyTypeOf(auto)).toBe('auto');
    expect(policyTypeOf(renters)).toBe('renters');
    expect(asAutoUser(auto)?.autoPolicy.policy.coverageTier).toBe('MID');
    expect(asAutoUser(renters)).toBeNull();
    expect(renters.rentersPolicy?.policy.coverages).toEqual({
      deductibles: { allPerils: 1000 },
      personalLiability: 100_000,
      medicalPayments: 1000,
    });
  });

  it('requires exactly one policy', () => {
    expect(AnyUser.safeParse({ contact }).error?.issues[0]).toMatchObject({ path: ['autoPolicy'] });
    const both = AnyUser.safeParse({
      contact,
      homePolicy: { occupants: [], properties: [], policy: {} },
      rentersPolicy: { occupants: [], properties: [], policy: {} },
    });
    expect(both.error?.issues[0]).toMatchObject({
      path: ['rentersPolicy'],
      message: 'Send only one policy, not homePolicy and rentersPolicy',
    });
  });
});
