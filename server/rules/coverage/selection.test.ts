import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../../src/domain/constants';
import type { RulesCoverageSelection } from '../../../src/contract/rules';
import { STATE_MINIMUMS } from '../../../src/domain/stateMinimums';
import { amountFact, coverageRules, loadCoverageRules, splitFact } from './selection';

// The coverage-selection rules of POST /rules-engine/ (spec 000/001 section 7), run by json-rules-engine.

const rules = coverageRules();
/** A state's minimum as the selection writes it (src/domain/stateMinimums.ts is the source). */
const minimum = (state: keyof typeof STATE_MINIMUMS) => {
  const m = STATE_MINIMUMS[state];
  const split = ([a, b]: readonly [number, number]) => `${a / 1000}/${b / 1000}`;
  return {
    bi: split(m.bodilyInjury),
    pd: String(m.propertyDamage),
    um: m.uninsured ? split(m.uninsured.bodilyInjury) : null,
    pip: String(m.pip),
  };
};
const selection = (edit: Partial<RulesCoverageSelection> = {}): RulesCoverageSelection => ({
  state: 'OH',
  policyCoverages: { bodilyInjury: '50/100', propertyDamage: '50000', uninsuredMotorist: '50/100' },
  vehicleCoverages: [
    { vehicleId: 1, coverages: { comprehensive: '500', collision: '500', rental: '30/900', towing: '75' } },
  ],
  ...edit,
});

describe('limit facts', () => {
  it('read split limits in thousands and the declined words of spec 001 section 9', () => {
    expect(splitFact('100/300')).toEqual({ declined: false, perPerson: 100_000, perAccident: 300_000 });
    for (const word of ['No Coverage', 'excluded', 'Decline', 'NONE', undefined])
      expect(splitFact(word).declined).toBe(true);
    expect(amountFact('25000')).toEqual({ declined: false, amount: 25_000 });
  });
});

describe('coverage-selection rules', () => {
  it('leave a valid selection unchanged', async () => {
    const res = await rules.check(selection());
    expect(res).toEqual({ valid: true, coverages: selection(), messages: [] });
  });

  it('lower uninsured motorist to bodily injury', async () => {
    const res = await rules.check(
      selection({ policyCoverages: { bodilyInjury: '50/100', propertyDamage: '50000', uninsuredMotorist: '100/300' } }),
    );
    expect(res.valid).toBe(false);
    expect(res.coverages.policyCoverages.uninsuredMotorist).toBe('50/100');
    expect(res.messages).toEqual([
      {
        coverage: 'policyCoverages.uninsuredMotorist',
        message: "Uninsured motorist coverage can't be higher than bodily injury: lowered to 50/100.",
      },
    ]);
  });

  it('cap each half of a split limit on its own (UIM 100/100 under BI 50/300)', async () => {
    const res = await rules.check(
      selection({
        policyCoverages: { bodilyInjury: '50/300', propertyDamage: '50000', underinsuredMotorist: '100/100' },
      }),
    );
    expect(res.coverages.policyCoverages.underinsuredMotorist).toBe('50/100');
  });

  it('raise limits below the state minimum (Texas 30/60/25)', async () => {
    const res = await rules.check(
      selection({ state: 'TX', policyCoverages: { bodilyInjury: '25/50', propertyDamage: '15000' } }),
    );
    expect(res.coverages.policyCoverages).toMatchObject({ bodilyInjury: '30/60', propertyDamage: '25000' });
    expect(res.messages.map((m) => m.coverage)).toEqual([
      'policyCoverages.bodilyInjury',
      'policyCoverages.propertyDamage',
    ]);
    expect(res.messages[0].message).toBe('Bodily injury is below the TX minimum: raised to 30/60.');
  });

  it('raise bodily injury before capping uninsured motorist against it', async () => {
    // TX: BI 25/50 is raised to 30/60 first, so UM 30/60 stays (it would wrongly drop to 25/50 the other way round).
    const res = await rules.check(
      selection({
        state: 'TX',
        policyCoverages: { bodilyInjury: '25/50', propertyDamage: '25000', uninsuredMotorist: '30/60' },
      }),
    );
    expect(res.coverages.policyCoverages).toMatchObject({ bodilyInjury: '30/60', uninsuredMotorist: '30/60' });
    expect(res.messages.map((m) => m.coverage)).toEqual(['policyCoverages.bodilyInjury']);
  });

  it('require PIP in no-fault states and add a missing required uninsured cover', async () => {
    const ny = await rules.check(
      selection({
        state: 'NY',
        policyCoverages: { bodilyInjury: '25/50', propertyDamage: '10000', personalInjuryProtection: 'No Coverage' },
      }),
    );
    expect(ny.coverages.policyCoverages).toMatchObject({
      personalInjuryProtection: '50000',
      uninsuredMotorist: '25/50',
    });
    expect(ny.messages).toContainEqual({
      coverage: 'policyCoverages.personalInjuryProtection',
      message: 'Personal injury protection is required in NY: set to $50,000.',
    });
    const fl = await rules.check(
      selection({ state: 'FL', policyCoverages: { bodilyInjury: 'No Coverage', propertyDamage: '10000' } }),
    );
    // Florida: BI is optional, PIP 10,000 is not.
    expect(fl.coverages.policyCoverages).toEqual({
      bodilyInjury: 'No Coverage',
      propertyDamage: '10000',
      personalInjuryProtection: '10000',
    });
  });

  it("keep Vermont's uninsured minimum above a minimum bodily injury limit (the state minimum wins over the cap)", async () => {
    const res = await rules.check(
      selection({ state: 'VT', policyCoverages: { bodilyInjury: '25/50', propertyDamage: '10000' } }),
    );
    expect(res.coverages.policyCoverages).toMatchObject({
      bodilyInjury: '25/50',
      uninsuredMotorist: '50/100',
      underinsuredMotorist: '50/100',
    });
  });

  it('add comprehensive when collision is chosen without it', async () => {
    const res = await rules.check(
      selection({
        vehicleCoverages: [{ vehicleId: 2, coverages: { comprehensive: 'No Coverage', collision: '1000' } }],
      }),
    );
    expect(res.coverages.vehicleCoverages).toEqual([
      { vehicleId: 2, coverages: { comprehensive: '1000', collision: '1000' } },
    ]);
    expect(res.messages).toEqual([
      {
        coverage: 'vehicleCoverages.0.coverages.comprehensive',
        message: 'Collision requires comprehensive: comprehensive added with a $1,000 deductible.',
      },
    ]);
  });

  it('remove rental and towing from a vehicle without physical damage, per vehicle', async () => {
    const res = await rules.check(
      selection({
        vehicleCoverages: [
          { vehicleId: 1, coverages: { comprehensive: '500', collision: '500', rental: '30/900', towing: '75' } },
          { vehicleId: 2, coverages: { comprehensive: 'None', collision: 'None', rental: '30/900', towing: '75' } },
        ],
      }),
    );
    expect(res.coverages.vehicleCoverages[0]).toEqual({
      vehicleId: 1,
      coverages: { comprehensive: '500', collision: '500', rental: '30/900', towing: '75' },
    });
    expect(res.coverages.vehicleCoverages[1]).toEqual({
      vehicleId: 2,
      coverages: { comprehensive: 'None', collision: 'None', rental: 'No Coverage', towing: 'No Coverage' },
    });
    expect(res.messages.map((m) => m.coverage)).toEqual([
      'vehicleCoverages.1.coverages.rental',
      'vehicleCoverages.1.coverages.towing',
    ]);
  });

  it('settle everything at once in a few passes, passing unknown coverage fields through', async () => {
    const nj = minimum('NJ');
    const res = await rules.check({
      state: 'NJ',
      policyCoverages: { bodilyInjury: '15/30', propertyDamage: '5000', uninsuredMotorist: '250/500', glass: 'Full' },
      vehicleCoverages: [
        { vehicleId: 1, coverages: { comprehensive: 'No Coverage', collision: '500', rental: '40/1200' } },
      ],
    });
    expect(res.coverages.policyCoverages).toEqual({
      bodilyInjury: nj.bi,
      propertyDamage: nj.pd,
      uninsuredMotorist: nj.um,
      underinsuredMotorist: nj.um,
      personalInjuryProtection: nj.pip,
      glass: 'Full',
    });
    expect(res.coverages.vehicleCoverages[0].coverages).toMatchObject({ comprehensive: '500', rental: '40/1200' });
    expect(res.valid).toBe(false);
  });

  it('settle any selection, and what they answer passes them unchanged (idempotent)', async () => {
    const declined = fc.constantFrom('No Coverage', 'none', 'Excluded');
    const split = fc.oneof(
      declined,
      fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 2000 })).map(([a, b]) => `${a}/${b}`),
    );
    const amount = fc.oneof(declined, fc.integer({ min: 0, max: 1_000_000 }).map(String));
    const selectionArb = fc.record({
      state: fc.constantFrom(...US_STATES),
      policyCoverages: fc.record(
        {
          bodilyInjury: split,
          propertyDamage: amount,
          uninsuredMotorist: split,
          underinsuredMotorist: split,
          personalInjuryProtection: amount,
          medicalPayments: amount,
        },
        { requiredKeys: ['bodilyInjury', 'propertyDamage'] },
      ),
      vehicleCoverages: fc.uniqueArray(
        fc.record({
          vehicleId: fc.integer({ min: 1, max: 4 }),
          coverages: fc.record(
            { comprehensive: amount, collision: amount, rental: split, towing: amount },
            { requiredKeys: [] },
          ),
        }),
        { maxLength: 4, selector: (v) => v.vehicleId },
      ),
    });
    await fc.assert(
      fc.asyncProperty(selectionArb, async (sel) => {
        const once = await rules.check(sel as RulesCoverageSelection);
        const twice = await rules.check(once.coverages);
        expect(twice).toEqual({ valid: true, coverages: once.coverages, messages: [] });
        expect(once.valid).toBe(once.messages.length === 0);
      }),
      { numRuns: 300 },
    );
  });

  it('ship a rules file every rule of which is reachable by a test above', () => {
    const file = loadCoverageRules();
    expect(file.policy.map((r) => r.name)).toHaveLength(9);
    expect(file.vehicle.map((r) => r.name)).toEqual([
      'collisionRequiresComprehensive',
      'rentalNeedsPhysicalDamage',
      'towingNeedsPhysicalDamage',
    ]);
  });
});
