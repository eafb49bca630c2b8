import { describe, expect, it } from 'vitest';
import { RentersUser } from '../contract/property';
import { initialUser } from '../machines/intake/initialUser';
import { rentersUserOf, wantsRentersBundle } from './bundle';

describe('the renters half of a bundle', () => {
  it('is wanted only by a renter who asked for a bundle', () => {
    const u = initialUser();
    expect(wantsRentersBundle(u)).toBe(false);
    u.autoPolicy.policy.isRentersBundle = true;
    expect(wantsRentersBundle(u)).toBe(false);
    u.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
    expect(wantsRentersBundle(u)).toBe(true);
  });

  it('builds a renters user the contract accepts from the auto answers, names of any script kept', () => {
    const u = initialUser();
    u.autoPolicy.policy.zip = '43215';
    u.contact.email = 'renter@example.com';
    u.autoPolicy.operators[0] = {
      ...u.autoPolicy.operators[0],
      firstName: 'Zoë-Ŝtéphanie 李',
      lastName: `O'Brien`,
      birthdate: '04/12/1985',
      creditScore: 'Good (700-749)',
      carrier: 'Progressive',
    };
    const renters = rentersUserOf(u);
    expect(RentersUser.safeParse(renters).success).toBe(true);
    expect(renters.rentersPolicy.occupants[0]).toMatchObject({
      firstName: 'Zoë-Ŝtéphanie 李',
      birthdate: '04/12/1985',
    });
    expect(renters.rentersPolicy.policy).toMatchObject({
      zip: '43215',
      autoCarrier: 'Progressive',
      policyType: 'Renters',
    });
    expect(renters.rentersPolicy.policy.coverages.personalLiability).toBe(100_000);
    expect(renters.contact.email).toBe('renter@example.com');
  });
});
