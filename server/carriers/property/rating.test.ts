import { describe, expect, it } from 'vitest';
import { HomeUser, RentersUser } from '../../../src/contract/property';
import { buildZipIndex } from '../../data/zips';
import { PROPERTY_CARRIERS, quoteProperty } from './index';
import {
  catastropheFactor,
  deductibleFactor,
  dwellingCoverage,
  liabilityCharge,
  STANDARD_PROPERTY_TABLE,
} from './rating';
import { buildPropertyRisk } from './risk';

const zips = buildZipIndex();
const home = (zip: string, state: string, property: Record<string, unknown> = {}) =>
  HomeUser.parse({
    contact: {},
    homePolicy: {
      occupants: [{ creditScore: 'Good (700-749)' }],
      properties: [{ yearBuilt: 1998, roofAge: 8, squareFootage: 2000, constructionType: 'Frame', ...property }],
      policy: { zip, address: { streetAddress: '10 Elm St', city: 'Town', state, zip } },
    },
  });
const renters = (zip: string) =>
  RentersUser.parse({ contact: {}, rentersPolicy: { occupants: [{}], properties: [], policy: { zip } } });
const today = new Date('2025-06-01T00:00:00Z');

describe('property rating factors', () => {
  it('credits a higher deductible and charges a higher liability limit, monotonically', () => {
    const deductibles = [250, 500, 1000, 2500, 5000, 10_000].map((d) => deductibleFactor(d, 'home'));
    deductibles.slice(1).forEach((f, i) => expect(f).toBeLessThan(deductibles[i]));
    expect(deductibleFactor(1000, 'home')).toBe(1);
    const limits = [100_000, 300_000, 500_000, 1_000_000].map((l) => liabilityCharge(l, 'home'));
    limits.slice(1).forEach((c, i) => expect(c).toBeGreaterThan(limits[i]));
  });

  it('loads the hurricane coast above the same state inland, and Oklahoma hail above Ohio', () => {
    const cat = (zip: string, state: string) =>
      catastropheFactor(buildPropertyRisk(home(zip, state), { zips }, undefined, today), STANDARD_PROPERTY_TABLE);
    expect(cat('33139', 'FL')).toBeGreaterThan(cat('32801', 'FL'));
    expect(cat('73102', 'OK')).toBeGreaterThan(cat('43215', 'OH'));
    expect(cat('94110', 'CA')).toBeGreaterThan(cat('97201', 'OR'));
  });

  it('builds dwelling coverage from floor area and the state building cost, or takes the stated replacement cost', () => {
    const risk = (h: HomeUser) => buildPropertyRisk(h, { zips }, undefined, today);
    expect(dwellingCoverage(risk(home('43215', 'OH')))).toBe(290_000);
    expect(dwellingCoverage(risk(home('94110', 'CA')))).toBe(520_000);
    const stated = home('43215', 'OH');
    stated.homePolicy.policy.coverages.replacementCost = 410_000;
    expect(dwellingCoverage(risk(stated))).toBe(410_000);
  });

  it('keeps no personal data in the risk', () => {
    const risk = JSON.stringify(buildPropertyRisk(home('43215', 'OH'), { zips }));
    expect(risk).not.toContain('Elm');
    expect(risk).not.toContain('43215');
  });
});

describe('quoteProperty (the rate-call helper entry point)', () => {
  it('lists the carriers and what they write', () => {
    expect(PROPERTY_CARRIERS.map((c) => c.id)).toEqual(['lemonade', 'branch', 'safeco', 'libertymutual', 'evertree']);
    expect(PROPERTY_CARRIERS.find((c) => c.id === 'branch')!.policyTypes).toEqual(['home']);
  });

  it('answers null for a carrier that does not write the policy type or does not exist', async () => {
    expect(await quoteProperty({ user: renters('60614'), carrierId: 'branch', lookups: { zips } })).toBeNull();
    expect(await quoteProperty({ user: home('43215', 'OH'), carrierId: 'nobody', lookups: { zips } })).toBeNull();
  });

  it('re-rates with an edited coverage selection: a higher deductible costs less, more liability more', async () => {
    const user = home('43215', 'OH');
    const price = async (coverages?: Record<string, number>) =>
      (await quoteProperty({ user, carrierId: 'libertymutual', lookups: { zips }, coverages }))!.fullPayPlan!
        .totalAmount;
    const base = await price();
    expect(await price({ deductible: 2500 })).toBeLessThan(base);
    expect(await price({ personalLiability: 500_000 })).toBeGreaterThan(base);
    const edited = await quoteProperty({
      user,
      carrierId: 'libertymutual',
      lookups: { zips },
      coverages: { deductible: 2500 },
    });
    expect(edited!.coverages.deductible).toBe('2500');
    const r = await quoteProperty({
      user: renters('60614'),
      carrierId: 'lemonade',
      lookups: { zips },
      coverages: { personalProperty: 50_000 },
    });
    expect(r!.coverages.personalProperty).toBe('50000');
  });
});

describe('quoteProperty edits of a renters policy', () => {
  it('takes a plain deductible edit as the all-perils deductible', async () => {
    const user = renters('60614');
    const base = await quoteProperty({ user, carrierId: 'libertymutual', lookups: { zips } });
    const edited = await quoteProperty({
      user,
      carrierId: 'libertymutual',
      lookups: { zips },
      coverages: { deductible: 2500 },
    });
    expect(edited!.coverages.deductible).toBe('2500');
    expect(edited!.fullPayPlan!.totalAmount).toBeLessThan(base!.fullPayPlan!.totalAmount);
  });
});
