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
