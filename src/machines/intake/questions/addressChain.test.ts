import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { AutoUser, NormalizedAddress } from '../../../contract';
import { DEFAULT_PHONE_NUMBER } from '../../../domain/config';
import { initialUser } from '../initialUser';
import { questionOf } from '.';
import { addressSucceeded, eligibilityInput, emailValidationOn, zipFollowUps } from './addressChain';
import { skipRules } from '../rules/skipRules';

// spec 000 section 4, the address-success chain: what the address's success stores, and the calls every ZIP lookup
// is followed by, each with its default.

const address: NormalizedAddress = {
  streetNumber: '100',
  streetAddress: '100 CONGRESS AVE',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  timeZone: 'America/Chicago',
};

const shopper = (home: 'Own' | 'Rent' | 'Live with family', bundling?: 'Yes' | 'No') =>
  produce(initialUser(), (u) => {
    u.autoPolicy.vehicles.push({ id: 2 });
    u.autoPolicy.operators[0].homeOwnershipStatus = home;
    u.autoPolicy.policy.interestedInMultiPolicy = bundling;
  });

describe("the address's success", () => {
  it('stores the address and copies it as the garaging address of every vehicle', () => {
    const user = produce(shopper('Own'), (u) => addressSucceeded(u, address));
    expect(user.autoPolicy.policy.address).toEqual(address);
    expect(user.autoPolicy.vehicles.map((v) => v.garagingAddress)).toEqual([address, address]);
  });

  it('marks the renters bundle for a shopper who rents and wants a bundle, and only then', () => {
    const bundle = (u: AutoUser) => produce(u, (d) => addressSucceeded(d, address)).autoPolicy.policy.isRentersBundle;
    expect(bundle(shopper('Rent', 'Yes'))).toBe(true);
    expect(bundle(shopper('Rent', 'No'))).toBe(false);
    expect(bundle(shopper('Own', 'Yes'))).toBe(false);
    expect(bundle(shopper('Live with family', 'Yes'))).toBe(false);
  });

  it('is what both address steps do on success', () => {
    for (const step of ['address', 'addressPhone']) {
      const user = produce(shopper('Rent', 'Yes'), (u) => questionOf(step).check!.apply!(u, address as never, 1));
      expect(user.autoPolicy.vehicles[1].garagingAddress, step).toEqual(address);
      expect(user.autoPolicy.policy.isRentersBundle, step).toBe(true);
    }
  });
});

describe('the calls after the ZIP lookup', () => {
  it('follow every ZIP lookup step: phone number, eligibility, tiers', () => {
    for (const step of ['zipcode', 'landing', 'zipcodeContinuity'])
      expect(
        questionOf(step).followUps?.map((f) => f.id),
        step,
      ).toEqual(['phoneNumber', 'eligibility', 'tiers']);
  });

  it('start from the defaults: the default number, not eligible, no tier data', () => {
    const eligible = produce(initialUser(), (u) => {
      Object.assign(u.autoPolicy.policy, { isAgencyEligible: true, isMutualInsurerEligible: true, hasTierData: true });
    });
    const defaulted = produce(eligible, (u) => {
      for (const f of zipFollowUps) f.fallback?.(u, 1);
    });
    expect(defaulted.autoPolicy.policy).toMatchObject({
      isAgencyEligible: false,
      isMutualInsurerEligible: false,
      hasTierData: false,
    });
    expect(zipFollowUps.find((f) => f.id === 'phoneNumber')?.keepOnFailure).toBe(DEFAULT_PHONE_NUMBER);
  });

  it('ask the rules with the place, the traffic and the flow as the rules name it', () => {
    const user = produce(initialUser(), (u) => {
      Object.assign(u.autoPolicy.policy, { state: 'TX', zip: '78701' });
      u.tracking = { formName: 'safecoFullFlow', source: 'safeco', sourceName: 'safeco', anonymousId: 'a-1' };
    });
    expect(eligibilityInput(user)).toEqual({
      policyType: 'auto',
      state: 'TX',
      zip: '78701',
      partner: 'safeco',
      theme: 'safeco',
      trafficSource: 'safeco',
      flowName: 'whitelabel',
      anonymousId: 'a-1',
      consentToSms: true,
    });
    // No partner: the default experience, no theme; when the shopper means to buy, once answered.
    expect(eligibilityInput(initialUser())).toEqual({ policyType: 'auto', partner: '', consentToSms: true });
    const soon = produce(initialUser(), (u) => {
      u.autoPolicy.policy.whenShopping = 'ASAP';
    });
    expect(eligibilityInput(soon)).toMatchObject({ whenShopping: 'ASAP' });
    const unknown = produce(initialUser(), (u) => {
      u.autoPolicy.policy.whenShopping = 'next year';
    });
    expect(eligibilityInput(unknown)).not.toHaveProperty('whenShopping');
  });

  it("keep emailValidationEnabled's verdict for the email step's check, off until it answers and when it fails", () => {
    const eligibility = zipFollowUps.find((f) => f.id === 'eligibility')!;
    const found = { agency: true, mutualInsurer: false, emailValidation: true };
    const input = (kept: Record<string, unknown> = {}) =>
      questionOf('email').check?.input({
        user: produce(initialUser(), (u) => {
          u.contact.email = 'maria.oneil@example.com';
        }),
        kept,
        index: 1,
        answer: undefined,
      });
    expect(input({ eligibility: eligibility.keep?.(found as never) })).toEqual({
      email: 'maria.oneil@example.com',
      validate: true,
    });
    expect(input({ eligibility: eligibility.keep?.({ ...found, emailValidation: false } as never) })).toMatchObject({
      validate: false,
    });
    expect(input({ eligibility: eligibility.keepOnFailure })).toMatchObject({ validate: false });
    expect(input({})).toMatchObject({ validate: false });
    expect(emailValidationOn({ eligibility: { emailValidation: 'yes' } })).toBe(false);
  });
});

describe('what the follow-ups decide (docs/decisions/0046)', () => {
  // A node whose way on asks a rule a follow-up decides waits for the follow-ups still running: a rule whose verdict
  // a follow-up's answer or default can change, left undeclared, would route on the default and skip a page.
  const outputs: Record<string, unknown[]> = {
    phoneNumber: [{ phoneNumber: '8445550112', isFallback: false }],
    eligibility: [true, false].flatMap((agency) =>
      [true, false].flatMap((mutualInsurer) =>
        [true, false].map((sms) => ({ agency, mutualInsurer, emailValidation: true, sms, intraflowOffer: sms })),
      ),
    ),
    tiers: [{ tiers: [] }],
  };
  const flags = [true, false, undefined];
  const shoppers = flags.flatMap((agency) =>
    flags.flatMap((mutual) =>
      flags.flatMap((tiers) =>
        ['TX', 'CA', 'NY'].map((state) =>
          produce(shopper('Rent', 'No'), (u) => {
            u.autoPolicy.policy.isAgencyEligible = agency;
            u.autoPolicy.policy.isMutualInsurerEligible = mutual;
            u.autoPolicy.policy.hasTierData = tiers;
            u.autoPolicy.policy.state = state as AutoUser['autoPolicy']['policy']['state'];
            // A number texted already (the shopper went back to the ZIP after the phone step): smsEnable decides.
            u.contact.isPhoneNumberValid = tiers;
          }),
        ),
      ),
    ),
  );

  it.each(zipFollowUps.map((f) => [f.id, f] as const))(
    '%s declares every skip rule its answer or its default can change',
    (_id, f) => {
      const changed = new Set<string>();
      for (const user of shoppers) {
        const after = [
          ...(f.fallback ? [produce(user, (u) => f.fallback!(u, 1))] : []),
          ...outputs[f.id].map((output) => (f.apply ? produce(user, (u) => f.apply!(u, output as never, 1)) : user)),
        ];
        for (const [name, rule] of Object.entries(skipRules))
          for (const index of [1, 2])
            if (after.some((a) => rule.test(a, index) !== rule.test(user, index))) changed.add(name);
      }
      expect([...changed].sort()).toEqual([...(f.decides ?? [])].sort());
    },
  );
});
