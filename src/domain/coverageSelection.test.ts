import fc from 'fast-check';
import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { RulesCoverageSelection } from '../contract/rules';
import { hostileString } from '../../tests/server/arbitraries';
import { AUTO_COVERAGE_KEYS, AUTO_COVERAGE_LIMITS, DECLINED, coverageChoices, stateMinimumOf } from './coverageLimits';
import { US_STATES } from './constants';
import { coverageCheckOf, rulesSelectionOf } from './coverageSelection';

// The coverages screen's choices (coverageLimits.ts) and the selection it sends to POST /rules-engine/
// (coverageSelection.ts): what a shopper is offered meets the state's rules, and whatever the coverage map holds the
// request fits the contract.

describe('the limits offered on editable coverages', () => {
  it("start at the state's minimum and offer nothing below it", () => {
    expect(coverageChoices('bodilyInjury', 'CA', { financed: false })[0]).toBe('30/60');
    expect(coverageChoices('bodilyInjury', 'CA', { financed: false })).not.toContain('25/50');
    expect(coverageChoices('propertyDamage', 'MA', { financed: false })[0]).toBe('30000');
    expect(stateMinimumOf('bodilyInjury', 'CA')).toBe('$30,000 / $60,000');
    // Florida requires no bodily injury: no minimum is named.
    expect(stateMinimumOf('bodilyInjury', 'FL')).toBeNull();
  });

  it("keep collision and comprehensive for a financed car, and sell PIP and UM property damage only where they're sold", () => {
    expect(coverageChoices('collision', 'OH', { financed: true })).not.toContain('No Coverage');
    expect(coverageChoices('collision', 'OH', { financed: false })).toContain('No Coverage');
    expect(coverageChoices('personalInjuryProtection', 'OH', { financed: false })).toEqual([]);
    expect(coverageChoices('personalInjuryProtection', 'PA', { financed: false })[0]).toBe('5000');
    expect(coverageChoices('uninsuredMotoristPropertyDamage', 'AZ', { financed: false })).toEqual(['No Coverage']);
  });

  it('offer in every state at least one limit of each liability coverage', () => {
    for (const state of US_STATES)
      for (const key of ['bodilyInjury', 'propertyDamage', 'uninsuredMotoristBodilyInjury'])
        expect(coverageChoices(key, state, { financed: true }).length, `${state} ${key}`).toBeGreaterThan(0);
  });
});

describe('the selection POST /rules-engine/ checks', () => {
  const coverageMap = fc.dictionary(
    fc.oneof(fc.constantFrom(...AUTO_COVERAGE_KEYS), hostileString(60, 2_000)),
    fc.oneof(fc.constantFrom(...Object.values(AUTO_COVERAGE_LIMITS).flat()), hostileString(40, 40_000)),
    { maxKeys: 20 },
  );

  it('fits the contract whatever the coverage map holds (full Unicode, very long strings)', () => {
    fc.assert(
      fc.property(
        coverageMap,
        fc.constantFrom(...US_STATES),
        fc.array(fc.integer({ min: -5, max: 9 }), { maxLength: 6 }),
        (coverages, state, ids) => {
          const parsed = safeParse(RulesCoverageSelection, rulesSelectionOf(coverages, state, ids));
          // Only a map without a readable bodily injury or property damage (both required) is not a selection.
          const paths = parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
          expect(paths.filter((p) => !/^policyCoverages\.(bodilyInjury|propertyDamage)$/.test(p))).toEqual([]);
          if (['25/50', DECLINED].includes(coverages.bodilyInjury) && /^\d{1,7}$/.test(coverages.propertyDamage ?? ''))
            expect(parsed.success).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("maps the quote's keys to the rules' and every answer back, each message under its coverage", () => {
    const quoted = { bodilyInjury: '50/100', propertyDamage: '50000', uninsuredMotoristBodilyInjury: '100/300' };
    const selection = rulesSelectionOf({ ...quoted, collision: '500', tort: 'Full' }, 'OH', [1, 2]);
    expect(selection.policyCoverages).toEqual({
      bodilyInjury: '50/100',
      propertyDamage: '50000',
      uninsuredMotorist: '100/300',
    });
    expect(selection.vehicleCoverages).toEqual([
      { vehicleId: 1, coverages: { collision: '500' } },
      { vehicleId: 2, coverages: { collision: '500' } },
    ]);
    const check = coverageCheckOf({
      valid: false,
      coverages: {
        ...selection,
        policyCoverages: { ...selection.policyCoverages, uninsuredMotorist: '50/100' },
        vehicleCoverages: selection.vehicleCoverages.map((v) => ({
          ...v,
          coverages: { ...v.coverages, comprehensive: '500' },
        })),
      },
      messages: [
        { coverage: 'policyCoverages.uninsuredMotorist', message: 'lowered' },
        { coverage: 'vehicleCoverages.0.coverages.comprehensive', message: 'added' },
        { coverage: 'vehicleCoverages.1.coverages.comprehensive', message: 'added' },
      ],
    });
    expect(check).toEqual({
      valid: false,
      coverages: { ...quoted, uninsuredMotoristBodilyInjury: '50/100', collision: '500', comprehensive: '500' },
      messages: { uninsuredMotoristBodilyInjury: ['lowered'], comprehensive: ['added'] },
    });
  });
});
