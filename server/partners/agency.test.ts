import { describe, expect, it } from 'vitest';
import { selectCarriers } from '../carriers';
import { geico } from '../carriers/geico';
import { quoteFor } from '../carriers/carrier';
import type { RiskProfile } from '../carriers/risk';
import { adClickKey, verifyAdId } from './adClick';
import { GEICO_CARRIERS, withGeicoClickOut } from './geico';
import { QUINSTREET_CARRIERS } from './quinstreet';

const ids = (list: { id: string }[]) => list.map((c) => c.id).sort();
const risk = (edit: Partial<RiskProfile> = {}): RiskProfile => ({
  state: 'OH',
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
  drivers: [
    {
      age: 40,
      atFaultAccidents: 0,
      otherAccidents: 0,
      violations: 0,
      dui: false,
      suspended: false,
      sr22: false,
      married: false,
    },
  ],
  creditBand: 'good',
  tier: 'MID',
  biLimit: '50/100',
  discounts: { paperless: true, payInFull: true, multiPolicy: false },
  currentlyInsured: true,
  yearsWithCarrier: '1-2 years',
  homeOwnership: 'Rent',
  ...edit,
});

describe('which carriers RC1 asks (spec 001 section 6: agency partners only with the agency experience)', () => {
  it('asks the six direct carriers when no quotePartners are named', () => {
    expect(ids(selectCarriers([]))).toEqual(['branch', 'fasttrack', 'lemonade', 'libertymutual', 'root', 'safeco']);
    expect(ids(selectCarriers([], undefined, true))).not.toContain('geico');
  });

  it('asks quinstreet (safeco) and geico only when named and isAgencyAvailable', () => {
    expect(ids(selectCarriers(['quinstreet', 'geico']))).toEqual([]);
    expect(ids(selectCarriers(['quinstreet', 'geico'], undefined, true))).toEqual(['geico', 'safeco']);
    expect(ids(selectCarriers(['quinstreet'], undefined, true))).toEqual(ids([...QUINSTREET_CARRIERS]));
    expect(ids(selectCarriers(['geico'], undefined, true))).toEqual(ids([...GEICO_CARRIERS]));
    expect(ids(selectCarriers(['safeco']))).toEqual(['safeco']);
    expect(ids(selectCarriers(['quinstreet', 'geico', 'root'], 'geico', true))).toEqual(['geico']);
  });
});

describe('GEICO: quote or click out', () => {
  it('quotes a clean insured household and clicks out a DUI, an SR-22, three incidents or no insurance', () => {
    expect(geico.decide(risk()).msgStatus).toBe('success');
    const dui = risk({ drivers: [{ ...risk().drivers[0], dui: true }] });
    expect(geico.decide(dui).msgStatus).toBe('redirect');
    expect(geico.decide(risk({ currentlyInsured: false })).msgStatus).toBe('redirect');
    expect(geico.decide(risk({ drivers: [{ ...risk().drivers[0], violations: 3 }] })).msgStatus).toBe('redirect');
  });

  it('points a click-out at a signed ad id for GEICO', () => {
    const key = adClickKey('k'.repeat(40));
    const dui = risk({ drivers: [{ ...risk().drivers[0], dui: true }] });
    const [q] = withGeicoClickOut([quoteFor(geico, dui)], key);
    const adId = q.click_url!.replace('/api/ads/click/', '');
    expect(verifyAdId(key, adId)).toMatchObject({ advertiser: { homepage: 'https://www.geico.com/' } });
    const [priced] = withGeicoClickOut([quoteFor(geico, risk())], key);
    expect(priced.click_url).toBeUndefined();
  });
});
