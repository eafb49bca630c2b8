import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { NormalizedAddress } from '../../contract/entities';
import { isRentersUser, propertyPolicyOf } from '../../contract/property';
import { initialUser } from '../intake/initialUser';
import { bundlePolicyType, propertyUserFromAuto } from './fromAuto';
import { homeIntakeChunk } from './intake.live';
import { homeQuestions } from './questions';
import { HOME_FLOW_IDS } from '../../contract/flowIds';
import { TRANSITION_FLOW, homeSkipRules } from './skipRules';

// The auto-to-home bundle (spec 001 section 1): the home shopper built from the finished auto answers.

const address = NormalizedAddress.parse({
  streetAddress: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
});
const auto = (ownership: 'Own' | 'Rent') =>
  produce(initialUser(), (u) => {
    Object.assign(u.autoPolicy.operators[0], {
      firstName: 'Maria',
      lastName: 'Lopez',
      birthdate: '04/12/1985',
      gender: 'Female',
      homeOwnershipStatus: ownership,
      carrier: 'Allstate',
    });
    Object.assign(u.autoPolicy.policy, { zip: '78701', state: 'TX', city: 'Austin', address });
    u.contact.email = 'maria@example.com';
  });

describe('the auto-to-home bundle user', () => {
  it('carries what auto knows, marked as a bundle, so the home flow hides zip, name, gender, birthdate, email', () => {
    const user = propertyUserFromAuto(auto('Own'), 'Home');
    const part = propertyPolicyOf(user);
    expect(part.policy).toMatchObject({ policyType: 'Home', zip: '78701', state: 'TX', isAutoBundle: true, address });
    expect(part.occupants[0]).toMatchObject({ firstName: 'Maria', lastName: 'Lopez', birthdate: '04/12/1985' });
    expect(user.contact.email).toBe('maria@example.com');
    for (const rule of ['zipKnown', 'autoBundle', 'emailHidden', 'bundlingKnown'] as const)
      expect(homeSkipRules[rule].test(user, 1), rule).toBe(true);
  });

  it("keeps the auto insurer as the renters policy's autoCarrier, never as the current home or renters insurer", () => {
    const home = propertyUserFromAuto(auto('Own'), 'Home');
    expect(propertyPolicyOf(home).policy.carrier).toBeUndefined();
    expect(homeQuestions.carrier.read(home, 1)).toBeUndefined();
    const renters = propertyUserFromAuto(auto('Rent'), 'Renters');
    if (!isRentersUser(renters)) throw new Error('expected a renters user');
    expect(renters.rentersPolicy.policy).toMatchObject({ autoCarrier: 'Allstate' });
    expect(renters.rentersPolicy.policy.carrier).toBeUndefined();
  });

  it('runs the transition flow the skip rules name (bundling known from the flow, even without the bundle mark)', () => {
    const user = propertyUserFromAuto(auto('Own'), 'Home');
    expect(HOME_FLOW_IDS).toContain(TRANSITION_FLOW);
    expect(user.tracking.formName).toBe(TRANSITION_FLOW);
    const unmarked = produce(user, (u) => {
      propertyPolicyOf(u).policy.isAutoBundle = undefined;
    });
    expect(homeSkipRules.bundlingKnown.test(unmarked, 1)).toBe(true);
  });

  it("takes the bundle the results offered, else the auto shopper's home ownership", () => {
    expect(bundlePolicyType(auto('Own'))).toBe('Home');
    expect(bundlePolicyType(auto('Rent'))).toBe('Renters');
    const bundle = homeIntakeChunk.bundleUser!;
    expect(isRentersUser(bundle(auto('Own'), 'autoToRenters')!)).toBe(true);
    expect(isRentersUser(bundle(auto('Rent'), null)!)).toBe(true);
    expect(isRentersUser(bundle(auto('Rent'), 'autoToHome')!)).toBe(false);
    expect(bundle({ not: 'an auto user' }, null)).toBeNull();
  });
});
