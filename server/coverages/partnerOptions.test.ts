import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../src/domain/constants';
import { STATE_MINIMUMS } from '../../src/domain/stateMinimums';
import { coveragesFor } from '../carriers/coverages';
import type { RiskProfile } from '../carriers/risk';
import { DECLINED, HURRICANE_DEDUCTIBLE_STATES } from './constants';
import { covers, parseSplit } from './limits';
import { autoCoverageOptions, homeCoverageOptions, optionLabel, snapDefault } from './partnerOptions';
import { PARTNERS } from './partners';
import { tierDetails } from './tiers';

const byKey = (list: ReturnType<typeof autoCoverageOptions>, key: string) => list.find((c) => c.coverage === key);

describe('partner auto coverage options', () => {
  it('never offers a liability limit below the state minimum, for every partner and state', () => {
    for (const partner of PARTNERS) {
      for (const set of Object.values(partner.auto)) {
        for (const state of US_STATES) {
          const min = STATE_MINIMUMS[state];
          const options = autoCoverageOptions(set, state);
          const bi = byKey(options, 'bodilyInjury')!;
          for (const o of bi.options.filter((x) => x.value !== DECLINED)) {
            expect(
              covers(parseSplit(o.value)!, [min.bodilyInjury[0] / 1000, min.bodilyInjury[1] / 1000]),
              `${partner.id} ${state} ${o.value}`,
            ).toBe(true);
          }
          for (const o of byKey(options, 'propertyDamage')!.options)
            expect(Number(o.value)).toBeGreaterThanOrEqual(min.propertyDamage);
          // Every default is one of its options.
          for (const c of options)
            expect(
              c.options.map((o) => o.value),
              `${partner.id} ${state} ${c.coverage}`,
            ).toContain(c.default);
        }
      }
    }
  });

  it('lets BI be declined only in Florida, and required UM never', () => {
    for (const state of US_STATES) {
      const options = autoCoverageOptions(PARTNERS[0].auto.libertymutual, state);
      const biValues = byKey(options, 'bodilyInjury')!.options.map((o) => o.value);
      expect(biValues.includes(DECLINED), state).toBe(state === 'FL');
      const umValues = byKey(options, 'uninsuredMotoristBodilyInjury')!.options.map((o) => o.value);
      expect(umValues.includes(DECLINED), state).toBe(STATE_MINIMUMS[state].uninsured === null);
    }
  });

  it('adds PIP in PIP states, tort in PA and NJ, required medical payments in Maine', () => {
    const lm = PARTNERS.find((p) => p.id === 'libertymutual')!.auto.libertymutual;
    expect(byKey(autoCoverageOptions(lm, 'TX'), 'personalInjuryProtection')).toBeUndefined();
    expect(byKey(autoCoverageOptions(lm, 'MI'), 'personalInjuryProtection')!.options.map((o) => o.value)).toEqual([
      '250000',
      '500000',
      'Unlimited',
    ]);
    expect(byKey(autoCoverageOptions(lm, 'PA'), 'tort')).toMatchObject({
      default: 'Full',
      options: [
        { value: 'Limited', label: 'Limited tort' },
        { value: 'Full', label: 'Full tort' },
      ],
    });
    expect(byKey(autoCoverageOptions(lm, 'OH'), 'tort')).toBeUndefined();
    expect(byKey(autoCoverageOptions(lm, 'ME'), 'medicalPayment')!.options.map((o) => o.value)).toEqual([
      '2000',
      '5000',
      '10000',
    ]);
  });

  it('differs by partner: Root sells no custom equipment and tops BI at 250/500', () => {
    const root = autoCoverageOptions(PARTNERS.find((p) => p.id === 'root')!.auto.root, 'TX');
    expect(byKey(root, 'customizedEquipment')).toBeUndefined();
    expect(byKey(root, 'bodilyInjury')!.options.at(-1)!.value).toBe('250/500');
    expect(byKey(root, 'bodilyInjury')).toMatchObject({ default: '50/100', unit: 'splitThousands' });
  });

  it('labels options for people and snaps defaults to an offered value', () => {
    expect(optionLabel('30/60', 'splitThousands')).toBe('$30,000 / $60,000');
    expect(optionLabel('30/900', 'perDayMax')).toBe('$30/day, $900 max');
    expect(optionLabel(DECLINED, 'usd')).toBe('No coverage');
    expect(snapDefault(['100'], '75', 'usd')).toBe('100');
    expect(snapDefault(['25/50', '50/100', '100/300'], '35/70', 'splitThousands')).toBe('50/100');
    expect(snapDefault([DECLINED, '250'], DECLINED, 'usd')).toBe(DECLINED);
  });
});

describe('partner home coverage options', () => {
  it('answers the spec defaults (deductible 1000, liability 300000, medical 1000) and hurricane deductibles on the coast', () => {
    for (const state of US_STATES) {
      const options = homeCoverageOptions(PARTNERS.find((p) => p.id === 'safeco')!.home!, state);
      const def = Object.fromEntries(options.map((c) => [c.coverage, c.default]));
      expect(def).toMatchObject({
        'deductibles.allPerils': '1000',
        personalLiability: '300000',
        medicalPayments: '1000',
        otherStructures: '10',
      });
      expect('deductibles.hurricane' in def, state).toBe(HURRICANE_DEDUCTIBLE_STATES.includes(state));
    }
    const fl = homeCoverageOptions(PARTNERS.find((p) => p.id === 'lemonade')!.home!, 'FL');
    expect(fl.find((c) => c.coverage === 'deductibles.hurricane')!.options.map((o) => o.value)).toEqual([
      '2',
      '5',
      '10',
    ]);
    expect(fl.find((c) => c.coverage === 'personalLiability')!.options.map((o) => o.value)).toEqual([
      '100000',
      '300000',
      '500000',
    ]);
  });
});

describe("RC1 quotes' coverage maps come from the tier table", () => {
  const risk = (edit: Partial<RiskProfile>): RiskProfile => ({
    state: 'TX',
    vehicles: [
      {
        ageYears: 5,
        vclass: 'Sedan',
        annualMileage: 12_000,
        ownership: 'Own',
        fullCoverage: true,
        primaryUse: 'Commute',
      },
    ],
    drivers: [],
    creditBand: 'good',
    tier: 'MID',
    biLimit: '50/100',
    discounts: { paperless: true, payInFull: true, multiPolicy: false },
    currentlyInsured: true,
    yearsWithCarrier: null,
    homeOwnership: 'Own',
    ...edit,
  });

  it('equals the state tier details, without nulls, with the chosen BI', () => {
    const {
      tier: _t,
      label: _l,
      subheading: _s,
      personalInjuryProtection: _p,
      tort: _o,
      ...mid
    } = tierDetails('TX', 'MID')!;
    expect(coveragesFor(risk({}))).toEqual(mid);
    expect(coveragesFor(risk({ state: 'PA', tier: 'LOW', biLimit: '25/50' }))).toMatchObject({
      tort: 'Limited',
      personalInjuryProtection: '5000',
      bodilyInjury: '25/50',
    });
  });

  it('never quotes BI below the state minimum, and declines physical damage for liability-only vehicles', () => {
    expect(coveragesFor(risk({ tier: 'LOW', biLimit: '25/50' })).bodilyInjury).toBe('30/60');
    const liabilityOnly = coveragesFor(risk({ vehicles: [{ ...risk({}).vehicles[0], fullCoverage: false }] }));
    expect(liabilityOnly).toMatchObject({ collision: DECLINED, comprehensive: DECLINED, rental: DECLINED });
  });

  it('rates BASIC outside Florida as LOW', () => {
    expect(coveragesFor(risk({ tier: 'BASIC', biLimit: '30/60' }))).toMatchObject({
      collision: '1000',
      propertyDamage: '25000',
    });
  });
});
