import { describe, expect, it } from 'vitest';
import { propertyScreenCounts, screenCounts } from './bindScreens';

// The screens from the quote card to purchase success, walked on the compiled chains (qa:coverage prints them).
describe('post-quote screen counts', () => {
  const counts = screenCounts();
  const of = (carrier: string, household: string) =>
    counts.find((c) => c.carrier === carrier && c.household === household)!;

  it('every carrier bought online ends at purchase success after the final summary; fast-track at the reach-out', () => {
    for (const c of counts)
      expect(c.slugs.slice(-2)).toEqual(
        c.carrier === 'fasttrack'
          ? ['help-finalize-policy-connect-agent', 'fast-track-reach-out']
          : ['final-summary', 'purchase-success'],
      );
  });

  it('summaries show with one driver and one vehicle only for branch', () => {
    for (const c of counts.filter((x) => x.household === '1 driver, 1 vehicle'))
      expect(c.slugs.includes('editable-driver-summary-details'), c.carrier).toBe(c.carrier === 'branch');
    expect(of('branch', '1 driver, 1 vehicle').screens).toBe(of('libertymutual', '1 driver, 1 vehicle').screens + 2);
  });

  it('a second driver and vehicle repeat their questions and add the combined summary', () => {
    const one = of('safeco', '1 driver, 1 vehicle');
    const two = of('safeco', '2 drivers, 2 vehicles');
    // A vehicle screen, a driver's two screens, and the three summaries.
    expect(two.screens - one.screens).toBe(1 + 2 + 3);
    expect(two.slugs).toContain('editable-vehicle-driver-summary-details');
  });

  it('a home owner and a renter end at purchase success after the final summary, with no driving-record stage', () => {
    const property = propertyScreenCounts();
    // Four carriers write home, three renters (branch writes home only).
    expect(property.filter((c) => c.household === 'home owner').map((c) => c.carrier)).toHaveLength(4);
    expect(property.filter((c) => c.household === 'renter').map((c) => c.carrier)).not.toContain('branch');
    for (const c of property) {
      expect(c.slugs.slice(-2)).toEqual(['final-summary', 'purchase-success']);
      // Always editable (decision 0086): the coverages compare the price, so proceed-with-updated-price never shows.
      expect(c.slugs).toContain('editable-coverages');
      expect(c.slugs).not.toContain('proceed-with-updated-price');
      expect(c.slugs.some((slug) => slug.startsWith('undisclosed-'))).toBe(false);
    }
    const home = property.find((c) => c.household === 'home owner')!;
    const renter = property.find((c) => c.household === 'renter')!;
    expect(home.slugs).toEqual(expect.arrayContaining(['address-confirmation', 'building-type', 'discounts']));
    // The sample renter's intake did not confirm the address; one occupant, so no occupant summary.
    expect(renter.slugs).toContain('new-address-confirmation');
    expect([...home.slugs, ...renter.slugs]).not.toContain('editable-occupant-summary-details');
  });
});
