import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../src/domain/constants';
import { PIP_LEVELS, STATE_MINIMUMS } from '../../src/domain/stateMinimums';
import { DECLINED } from './constants';
import { covers, parseSplit } from './limits';
import { tierDetails, tiersFor } from './tiers';

const split = (s: string) => {
  const v = parseSplit(s);
  if (!v) throw new Error(`not a split limit: ${s}`);
  return v;
};

describe('state minimums', () => {
  it('covers the 50 states and DC', () => {
    expect(Object.keys(STATE_MINIMUMS).sort()).toEqual([...US_STATES].sort());
  });

  it('has the known figures: TX 30/60/25, CA 30/60/15 (2025), FL PD and PIP only, PA tort choice, NC 50/100/50', () => {
    expect(STATE_MINIMUMS.TX).toMatchObject({ bodilyInjury: [30_000, 60_000], propertyDamage: 25_000, pip: null });
    expect(STATE_MINIMUMS.CA).toMatchObject({ bodilyInjury: [30_000, 60_000], propertyDamage: 15_000, since: 2025 });
    expect(STATE_MINIMUMS.FL).toMatchObject({
      bodilyInjury: [10_000, 20_000],
      bodilyInjuryCompulsory: false,
      propertyDamage: 10_000,
      pip: 10_000,
    });
    expect(STATE_MINIMUMS.PA).toMatchObject({
      bodilyInjury: [15_000, 30_000],
      propertyDamage: 5_000,
      tortChoice: true,
    });
    expect(STATE_MINIMUMS.NC).toMatchObject({ bodilyInjury: [50_000, 100_000], propertyDamage: 50_000 });
    expect(
      Object.entries(STATE_MINIMUMS)
        .filter(([, m]) => m.tortChoice)
        .map(([s]) => s)
        .sort(),
    ).toEqual(['NJ', 'PA']);
  });

  it('sells PIP levels in exactly the PIP states, the lowest being the required amount', () => {
    for (const state of US_STATES) {
      const required = STATE_MINIMUMS[state].pip;
      if (required === null) expect(PIP_LEVELS[state], state).toBeUndefined();
      else expect(PIP_LEVELS[state]?.[0], state).toBe(String(required));
    }
  });
});

describe('the tier table', () => {
  it('offers BASIC in Florida only, and LOW, MID, HIGH everywhere', () => {
    for (const state of US_STATES) {
      expect(
        tiersFor(state).map((t) => t.tier),
        state,
      ).toEqual(state === 'FL' ? ['BASIC', 'LOW', 'MID', 'HIGH'] : ['LOW', 'MID', 'HIGH']);
    }
    expect(tierDetails('TX', 'BASIC')).toBeNull();
  });

  it('puts LOW at the state minimum and each higher tier at or above the one below', () => {
    for (const state of US_STATES) {
      const min = STATE_MINIMUMS[state];
      const [low, mid, high] = ['LOW', 'MID', 'HIGH'].map((t) => tierDetails(state, t as 'LOW')!);
      expect(split(low.bodilyInjury), state).toEqual([min.bodilyInjury[0] / 1000, min.bodilyInjury[1] / 1000]);
      expect(Number(low.propertyDamage), state).toBe(min.propertyDamage);
      expect(
        covers(split(mid.bodilyInjury), split(low.bodilyInjury)) && mid.bodilyInjury !== low.bodilyInjury,
        state,
      ).toBe(true);
      expect(
        covers(split(high.bodilyInjury), split(mid.bodilyInjury)) && high.bodilyInjury !== mid.bodilyInjury,
        state,
      ).toBe(true);
      expect(Number(mid.propertyDamage)).toBeGreaterThan(Number(low.propertyDamage));
      expect(Number(high.propertyDamage)).toBeGreaterThan(Number(mid.propertyDamage));
    }
  });

  it('carries PIP only in PIP states, tort only in PA and NJ, UM in LOW only where required', () => {
    for (const state of US_STATES) {
      const min = STATE_MINIMUMS[state];
      for (const t of tiersFor(state)) {
        expect(t.personalInjuryProtection === null, `${state} ${t.tier}`).toBe(min.pip === null);
        expect(t.tort === null, `${state} ${t.tier}`).toBe(!min.tortChoice);
      }
      const low = tierDetails(state, 'LOW')!;
      expect(low.uninsuredMotoristBodilyInjury === DECLINED, state).toBe(min.uninsured === null);
      expect(low.underinsuredMotoristBodilyInjury === DECLINED, state).toBe(!min.uninsured?.underinsured);
    }
    expect(tierDetails('PA', 'LOW')!.tort).toBe('Limited');
    expect(tierDetails('NJ', 'HIGH')!.tort).toBe('Full');
  });

  it('makes Florida BASIC the legal minimum: PD 10,000 and PIP 10,000, nothing else', () => {
    expect(tierDetails('FL', 'BASIC')).toMatchObject({
      label: 'Minimum',
      bodilyInjury: DECLINED,
      propertyDamage: '10000',
      personalInjuryProtection: '10000',
      collision: DECLINED,
      comprehensive: DECLINED,
      rental: DECLINED,
    });
  });

  it('gives Texas the familiar ladder: 30/60/25, 50/100/50, 100/300/100', () => {
    const tx = tiersFor('TX').map((t) => [t.tier, t.bodilyInjury, t.propertyDamage, t.collision]);
    expect(tx).toEqual([
      ['LOW', '30/60', '25000', '1000'],
      ['MID', '50/100', '50000', '500'],
      ['HIGH', '100/300', '100000', '250'],
    ]);
    expect(tierDetails('TX', 'MID')).toMatchObject({
      label: 'Medium',
      subheading: 'A higher level of comfort and protection',
    });
  });

  it('raises MID and HIGH where the minimum is already 50/100 (VA)', () => {
    expect(tiersFor('VA').map((t) => t.bodilyInjury)).toEqual(['50/100', '100/300', '250/500']);
  });
});
