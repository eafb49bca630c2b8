import { describe, expect, it } from 'vitest';
import { homeUser, rentersUser, withHome, withRenters } from '../../../tests/server/propertyShoppers';
import { propertyRc2Questions } from './propertyChains';

// The property RC2 questions generated from the shopper: what the intake already answered is each question's default,
// so the shopper confirms it instead of answering it again (WCAG 3.3.7).

const today = new Date('2026-11-29T15:30:00Z');
const byId = (user: Parameters<typeof propertyRc2Questions>[0]) =>
  new Map(propertyRc2Questions(user, today).map((q) => [q.id, q]));

describe('the property start date', () => {
  it("defaults to the shopper's own start date when the question accepts it, else to tomorrow", () => {
    const home = (date?: string) =>
      byId(withHome((u) => (u.homePolicy.policy.effectiveDate = date))).get('policy.effectiveDate');
    expect(home('12/15/2026')).toMatchObject({ defaultValue: '12/15/2026', minDate: '11/29/2026' });
    expect(home('11/29/2026')?.defaultValue).toBe('11/29/2026');
    expect(home(undefined)?.defaultValue).toBe('11/30/2026');
    expect(home('11/28/2026')?.defaultValue).toBe('11/30/2026');
    expect(home('02/30/2027')?.defaultValue).toBe('11/30/2026');
    expect(home('11/29/2028')?.defaultValue).toBe('11/30/2026');
    const renters = byId(withRenters((u) => (u.rentersPolicy.policy.effectiveDate = '01/04/2027')));
    expect(renters.get('policy.effectiveDate')?.defaultValue).toBe('01/04/2027');
    expect(byId(rentersUser()).get('policy.effectiveDate')?.defaultValue).toBe('11/30/2026');
    expect(byId(homeUser()).get('policy.effectiveDate')?.maxDate).toMatch(/^\d\d\/\d\d\/20\d\d$/);
  });
});

describe('the renters previous address', () => {
  const prior = {
    streetAddress: '77 W Elm St',
    secondaryAddress: 'Unit 2',
    city: 'Chicago',
    state: 'IL',
    zip: '60610',
  };
  const renters = (lived: 'Yes' | 'No' | undefined, priorAddress?: typeof prior) =>
    byId(
      withRenters((u) => {
        u.rentersPolicy.policy.livedMoreThanFiveYears = lived;
        u.rentersPolicy.policy.priorAddress = priorAddress as never;
      }),
    ).get('policy.previousAddress');

  it('is asked only when the renter has not lived there five years, prefilled with the prior address they gave', () => {
    expect(renters('No', prior)).toMatchObject({
      step: 'previous-address-confirmation',
      type: 'text',
      required: true,
      defaultValue: '77 W Elm St Unit 2, Chicago, IL 60610',
    });
    expect(renters('No')?.defaultValue).toBeUndefined();
    expect(renters('Yes', prior)).toBeUndefined();
    expect(renters(undefined, prior)).toBeUndefined();
  });

  it('offers no default a text answer could not be (too long, or characters the answer refuses)', () => {
    expect(renters('No', { ...prior, streetAddress: `${'9'.repeat(60)} ${'A'.repeat(60)}` })?.defaultValue).toBe(
      undefined,
    );
    expect(renters('No', { ...prior, streetAddress: '12 Main St <script>' })?.defaultValue).toBeUndefined();
  });
});

describe('the renters interested party', () => {
  it("defaults the landlord's name and mailing address to the ones the intake gave", () => {
    const questions = byId(
      withRenters((u) => {
        u.rentersPolicy.policy.interestedPartyInfoConfirmation = 'Yes';
        u.rentersPolicy.policy.landlordInfo = {
          name: 'Lakeview Property Management',
          address: { streetAddress: '400 N State St', city: 'Chicago', state: 'IL', zip: '60654' },
        };
      }),
    );
    expect(questions.get('policy.interestedPartyInfoConfirmation')?.defaultValue).toBe('Yes');
    expect(questions.get('policy.interestedPartyName')?.defaultValue).toBe('Lakeview Property Management');
    expect(questions.get('policy.interestedPartyAddress')?.defaultValue).toBe('400 N State St, Chicago, IL 60654');
    expect(byId(rentersUser()).get('policy.interestedPartyAddress')?.defaultValue).toBeUndefined();
    const odd = withRenters((u) => {
      u.rentersPolicy.policy.landlordInfo = { name: 'Lakeview <Management>' };
    });
    expect(byId(odd).get('policy.interestedPartyName')?.defaultValue).toBeUndefined();
  });
});
