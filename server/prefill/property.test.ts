import { describe, expect, it } from 'vitest';
import { Property } from '../../src/contract/property';
import { US_STATES } from '../../src/domain/constants';
import { CONSTRUCTION_COST_PER_SQFT } from '../data/propertyFacts';
import { Dice } from './dice';
import { type OwnedPolicyType, propertyFacts, replacementCost } from './property';

const TYPES: OwnedPolicyType[] = ['Home', 'Townhome', 'Condo'];
const YEAR = 2026;

describe('property facts', () => {
  it('prices construction in every state between $150 and $450 a square foot', () => {
    expect(Object.keys(CONSTRUCTION_COST_PER_SQFT).sort()).toEqual([...US_STATES].sort());
    for (const cost of Object.values(CONSTRUCTION_COST_PER_SQFT)) {
      expect(cost).toBeGreaterThanOrEqual(150);
      expect(cost).toBeLessThanOrEqual(450);
    }
    expect(replacementCost('TX', 2000)).toBe(2000 * CONSTRUCTION_COST_PER_SQFT.TX);
  });

  it('are valid Property objects with plausible, consistent facts in every state', () => {
    for (const state of US_STATES) {
      for (const type of TYPES) {
        for (let i = 0; i < 25; i += 1) {
          const p = propertyFacts(type, state, new Dice(`${state}-${type}-${i}`), YEAR);
          expect(Property.safeParse(p).success, JSON.stringify(p)).toBe(true);
          expect(p.yearBuilt!).toBeGreaterThanOrEqual(1900);
          expect(p.yearBuilt!).toBeLessThan(YEAR);
          expect(p.squareFootage!).toBeGreaterThanOrEqual(400);
          expect(p.squareFootage!).toBeLessThanOrEqual(4500);
          expect(p.roofAge!).toBeLessThanOrEqual(YEAR - p.yearBuilt!);
          expect(p.bedrooms!).toBeGreaterThanOrEqual(1);
          expect(p.bathrooms!).toBeGreaterThanOrEqual(1);
          expect(p.bathrooms!).toBeLessThanOrEqual(p.bedrooms! + 1);
          if (type === 'Condo')
            expect(p).toMatchObject({ stories: 1, buildingType: 'Condominium', propertyType: 'Condo' });
          if (type === 'Townhome') expect(p.stories!).toBeGreaterThanOrEqual(2);
          if (p.garageType === 'None') expect(p.garageVehicles).toBe(0);
        }
      }
    }
  });

  it('follow the region: Florida homes on slabs, Minnesota homes often on basements', () => {
    const sample = (state: 'FL' | 'MN') =>
      Array.from({ length: 200 }, (_, i) => propertyFacts('Home', state, new Dice(`${state}${i}`), YEAR));
    const share = (list: ReturnType<typeof sample>, f: (p: (typeof list)[number]) => boolean) =>
      list.filter(f).length / list.length;
    expect(share(sample('FL'), (p) => p.foundationType === 'Slab')).toBeGreaterThan(0.8);
    expect(
      share(sample('MN'), (p) => p.foundationType === 'Basement' || p.foundationType === 'Unfinished Basement'),
    ).toBeGreaterThan(0.5);
    expect(share(sample('FL'), (p) => p.constructionType === 'Masonry')).toBeGreaterThan(0.5);
  });

  it('is deterministic', () => {
    expect(propertyFacts('Home', 'OH', new Dice('same'), YEAR)).toEqual(
      propertyFacts('Home', 'OH', new Dice('same'), YEAR),
    );
  });
});
