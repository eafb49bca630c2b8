import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { skipRules } from './skipRules';
import { nodeShows, skippedBy } from '../../graph/flowMachine';
import { autoCatalogue } from '../intake.catalogue';
import { initialUser } from '../initialUser';
import type { AutoUser } from '../../../contract';

const user = (edit: (u: AutoUser) => void) => produce(initialUser(), edit);

describe('skip rules (spec 000 section 4)', () => {
  it('skips carrier when the shopper is not currently insured', () => {
    expect(
      skipRules.notCurrentlyInsured.test(
        user((u) => {
          u.autoPolicy.operators[0].currentlyInsured = 'No';
        }),
        1,
      ),
    ).toBe(true);
    expect(
      skipRules.notCurrentlyInsured.test(
        user((u) => {
          u.autoPolicy.operators[0].currentlyInsured = 'Yes';
        }),
        1,
      ),
    ).toBe(false);
  });

  it('skips years with carrier when the carrier is None', () => {
    expect(
      skipRules.carrierIsNone.test(
        user((u) => {
          u.autoPolicy.operators[0].carrier = 'None';
        }),
        1,
      ),
    ).toBe(true);
    expect(
      skipRules.carrierIsNone.test(
        user((u) => {
          u.autoPolicy.operators[0].carrier = 'USAA';
        }),
        1,
      ),
    ).toBe(false);
  });

  it.each(['CA', 'HI', 'MA', 'MI'] as const)('skips credit score in %s', (state) => {
    expect(
      skipRules.creditHiddenState.test(
        user((u) => {
          u.autoPolicy.policy.state = state;
        }),
        1,
      ),
    ).toBe(true);
  });
  it('asks credit score in Texas', () => {
    expect(
      skipRules.creditHiddenState.test(
        user((u) => {
          u.autoPolicy.policy.state = 'TX';
        }),
        1,
      ),
    ).toBe(false);
  });

  it('asks full coverage only for an owned vehicle', () => {
    const u = user((d) => {
      d.autoPolicy.vehicles = [
        { id: 1, ownershipStatus: 'Own' },
        { id: 2, ownershipStatus: 'Lease' },
      ];
    });
    expect(skipRules.vehicleNotOwned.test(u, 1)).toBe(false);
    expect(skipRules.vehicleNotOwned.test(u, 2)).toBe(true);
  });

  it('skips sr22 when the ticket number is 0', () => {
    const u = user((d) => {
      d.autoPolicy.operators[0].incidents = { incidentsPrecheck: 'No', ticketNumber: 0, accidents: [], violations: [] };
    });
    expect(skipRules.noTickets.test(u, 1)).toBe(true);
    const v = user((d) => {
      d.autoPolicy.operators[0].incidents = {
        incidentsPrecheck: 'Yes',
        ticketNumber: 2,
        accidents: [],
        violations: [],
      };
    });
    expect(skipRules.noTickets.test(v, 1)).toBe(false);
  });

  it("skips driver 2's marital status when driver 1 is married, and only driver 2's", () => {
    const u = user((d) => {
      d.autoPolicy.operators[0].maritalStatus = 'Yes';
    });
    expect(skipRules.spouseOfMarriedPrimary.test(u, 2)).toBe(true);
    expect(skipRules.spouseOfMarriedPrimary.test(u, 3)).toBe(false);
  });

  it('shows the previous address only when the address was not lived at 60 days', () => {
    expect(
      skipRules.livedSixtyDays.test(
        user((d) => {
          d.autoPolicy.policy.isValidAddress = 'No';
        }),
        1,
      ),
    ).toBe(false);
    expect(
      skipRules.livedSixtyDays.test(
        user((d) => {
          d.autoPolicy.policy.isValidAddress = 'Yes';
        }),
        1,
      ),
    ).toBe(true);
  });

  it("offers a summary after the last item only, and an item's steps only while the item exists", () => {
    const two = user((d) => void d.autoPolicy.vehicles.push({ id: 2 }));
    const summary = (index: number) => ({ step: 'vehicleSummary', index, loop: 'vehicles', summary: true });
    expect(nodeShows(autoCatalogue, two, summary(1))).toBe(false);
    expect(nodeShows(autoCatalogue, two, summary(2))).toBe(true);
    expect(nodeShows(autoCatalogue, two, { step: 'year', index: 2, loop: 'vehicles' })).toBe(true);
    expect(nodeShows(autoCatalogue, two, { step: 'year', index: 3, loop: 'vehicles' })).toBe(false);
  });

  it('names the first rule that skipped a step', () => {
    const u = user((d) => {
      d.autoPolicy.operators[0].currentlyInsured = 'No';
    });
    // yearsWithCurrentCarrier skips on notCurrentlyInsured, then carrierIsNone.
    expect(skippedBy(autoCatalogue, u, 'yearsWithCurrentCarrier', 1)).toBe('notCurrentlyInsured');
    expect(skippedBy(autoCatalogue, initialUser(), 'yearsWithCurrentCarrier', 1)).toBeNull();
  });
});
