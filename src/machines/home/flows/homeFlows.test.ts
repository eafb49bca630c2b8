import { describe, expect, it } from 'vitest';
import { isRentersUser, propertyPolicyOf } from '../../../contract/property';
import { homeFlows, homeMachineOf } from '.';
import type { HomeFlowId } from '../../../contract/flowIds';
import { ANSWERS, address, start, walk } from './homeWalk.testing';

// The home flows walked end to end with the API's answers built from the contract's schemas: a home with prefilled
// facts (verify details and coverages, no details asked) and a renter from `#/home?policyType=renters&zip=78701`.

describe('the home flows', () => {
  it('are each compiled from the registry', () => {
    for (const id of Object.keys(homeFlows) as HomeFlowId[]) expect(homeMachineOf(id).id).toBe(id);
  });

  it('walk a home owner whose home was prefilled: verify details and coverages, no details asked', async () => {
    const actor = start('defaultHome', '#/home');
    const shown = await walk(actor, ANSWERS);
    expect(shown).toEqual([
      'policyType',
      'propertyType',
      'shoppingInterest',
      'zip',
      'address',
      'verifyDetails',
      'roofAge',
      'verifyCoverages',
      'bundling',
      'carrier',
      'name',
      'gender',
      'birthdate',
      'creditProfile',
      'email',
      'phone',
      'discounts',
    ]);
    const out = actor.getSnapshot().output!;
    const part = propertyPolicyOf(out.user);
    expect(part.policy).toMatchObject({ policyType: 'Home', prefill: { status: 'Completed', found: true } });
    expect(part.properties[0]).toMatchObject({ yearBuilt: 1990, roofAge: 12, propertyAddress: address });
    expect(isRentersUser(out.user)).toBe(false);
  });

  it('walk a renter from #/home?policyType=renters&zip=78701: the ZIP first and pre-filled, the renters steps', async () => {
    const actor = start('zipContinuityHome', '#/home?policyType=renters&zip=78701');
    expect(actor.getSnapshot().context.user).toMatchObject({
      rentersPolicy: { policy: { policyType: 'Renters', zip: '78701' } },
    });
    const shown = await walk(actor, { ...ANSWERS, policyType: 'Renters' });
    expect(shown).toEqual([
      'zipcodeContinuity',
      'policyType',
      'coverages',
      'bundling',
      'carrier',
      'name',
      'gender',
      'birthdate',
      'creditScore',
      'email',
      'rentersAddress',
      'phone',
      'discounts',
    ]);
    const { user } = actor.getSnapshot().output!;
    expect(isRentersUser(user) && user.rentersPolicy.policy.coverages).toEqual({
      deductibles: { allPerils: 1000 },
      personalLiability: 100_000,
      medicalPayments: 1000,
    });
  });
});
