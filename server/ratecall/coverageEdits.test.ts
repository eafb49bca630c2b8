import { describe, expect, it } from 'vitest';
import type { AutoUser } from '../../src/contract/entities';
import { checkAutoCoverageEdits, checkPropertyCoverageEdits } from './coverageEdits';
import type { RatecallProtocolError } from './types';

const user = { autoPolicy: { vehicles: [{ id: 1, ownershipStatus: 'Own' }] } } as AutoUser;
const problem = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as RatecallProtocolError).message;
  }
  return null;
};

describe('edited coverages against the state rules', () => {
  it("holds bodily injury to the state's minimum (CA 30/60) but not where BI is not compulsory (FL)", () => {
    expect(problem(() => checkAutoCoverageEdits({ bodilyInjury: '25/50' }, 'CA', user))).toContain(
      "below CA's minimum of 30/60",
    );
    expect(checkAutoCoverageEdits({ bodilyInjury: '30/60' }, 'CA', user)).toEqual({ bodilyInjury: '30/60' });
    expect(checkAutoCoverageEdits({ bodilyInjury: '15/30' }, 'FL', user)).toEqual({ bodilyInjury: '15/30' });
  });

  it('requires uninsured motorist where the state does, sells UMPD and PIP only where they exist, tort only in choice states', () => {
    expect(
      problem(() => checkAutoCoverageEdits({ uninsuredMotoristBodilyInjury: 'No Coverage' }, 'IL', user)),
    ).toContain('IL requires uninsured motorist');
    expect(checkAutoCoverageEdits({ uninsuredMotoristBodilyInjury: 'No Coverage' }, 'TX', user)).toBeTruthy();
    expect(problem(() => checkAutoCoverageEdits({ uninsuredMotoristPropertyDamage: '25000' }, 'AZ', user))).toContain(
      'not sold in AZ',
    );
    expect(problem(() => checkAutoCoverageEdits({ personalInjuryProtection: '5000' }, 'NY', user))).toContain(
      'NY sells personal injury protection of 50000',
    );
    expect(checkAutoCoverageEdits({ personalInjuryProtection: '100000', tort: 'Limited' }, 'PA', user)).toEqual({
      personalInjuryProtection: '100000',
      tort: 'Limited',
    });
    expect(problem(() => checkAutoCoverageEdits({ tort: 'Limited' }, 'OH', user))).toContain('no tort choice');
  });

  it('accepts property amounts the carriers write, maps the renters deductible to all perils', () => {
    expect(checkPropertyCoverageEdits({ deductible: 2500, personalLiability: 500_000 }, 'home', 'safeco')).toEqual({
      deductible: 2500,
      personalLiability: 500_000,
    });
    expect(checkPropertyCoverageEdits({ deductible: 500, personalProperty: 40_000 }, 'renters', 'safeco')).toEqual({
      personalProperty: 40_000,
      deductibles: { allPerils: 500 },
    });
    expect(problem(() => checkPropertyCoverageEdits({ replacementCost: 400_000 }, 'renters', 'safeco'))).toContain(
      'not an editable renters coverage',
    );
    expect(problem(() => checkPropertyCoverageEdits({ medicalPayments: 3000 }, 'home', 'safeco'))).toContain(
      'choose one of',
    );
  });

  it("holds property amounts to what the session's carrier writes, not only to the market's", () => {
    expect(checkPropertyCoverageEdits({ deductible: 5000 }, 'home', 'safeco')).toEqual({ deductible: 5000 });
    expect(problem(() => checkPropertyCoverageEdits({ deductible: 5000 }, 'home', 'lemonade'))).toBe(
      'body.requestDetails.coverages.deductible: choose one of: 250, 500, 1000, 1500, 2000, 2500',
    );
    expect(problem(() => checkPropertyCoverageEdits({ deductible: 5000 }, 'renters', 'lemonade'))).toContain(
      'choose one of',
    );
    expect(checkPropertyCoverageEdits({ personalLiability: 1_000_000 }, 'home', 'libertymutual')).toEqual({
      personalLiability: 1_000_000,
    });
    expect(problem(() => checkPropertyCoverageEdits({ personalLiability: 1_000_000 }, 'home', 'branch'))).toContain(
      'choose one of: 100000, 200000, 300000, 500000',
    );
    expect(problem(() => checkPropertyCoverageEdits({ personalProperty: 4_999 }, 'renters', 'lemonade'))).toBe(
      'body.requestDetails.coverages.personalProperty: enter an amount from 5000 to 1000000',
    );
  });
});
