import { describe, expect, it } from 'vitest';
import {
  PROPERTY_COVERAGE_KEYS,
  PROPERTY_COVERAGE_LIMITS,
  propertyCoverageLimits,
  propertyCoverageProblem,
} from './propertyCoverageLimits';

// The property amounts the screen offers and the sandbox accepts: the market's, narrowed per carrier.

describe('property coverage limits per carrier', () => {
  it("gives each policy type its own coverages, and a carrier's own amounts where it writes less", () => {
    expect(Object.keys(propertyCoverageLimits('renters', 'safeco'))).toEqual([...PROPERTY_COVERAGE_KEYS.renters]);
    expect(propertyCoverageLimits('home', 'safeco')).toMatchObject({
      deductible: PROPERTY_COVERAGE_LIMITS.deductible,
      replacementCost: PROPERTY_COVERAGE_LIMITS.replacementCost,
    });
    expect(propertyCoverageLimits('home', 'lemonade').deductible).toEqual([250, 500, 1000, 1500, 2000, 2500]);
    expect(propertyCoverageLimits('home', 'branch').personalLiability).toEqual([100_000, 200_000, 300_000, 500_000]);
  });

  it('every carrier offers a subset of the market, lowest first, including the default amounts', () => {
    for (const carrier of ['lemonade', 'branch', 'safeco', 'libertymutual'])
      for (const [key, limit] of Object.entries(propertyCoverageLimits('home', carrier))) {
        if (!Array.isArray(limit)) continue;
        expect(limit, `${carrier} ${key}`).toEqual([...limit].sort((a, b) => a - b));
        const market = PROPERTY_COVERAGE_LIMITS[key as keyof typeof PROPERTY_COVERAGE_LIMITS] as readonly number[];
        for (const v of limit) expect(market).toContain(v);
        expect(limit).toContain({ deductible: 1000, personalLiability: 300_000, medicalPayments: 1000 }[key]);
      }
  });

  it('names the amounts offered or the range', () => {
    expect(propertyCoverageProblem([500, 1000], 1000)).toBeNull();
    expect(propertyCoverageProblem([500, 1000], 750)).toBe('choose one of: 500, 1000');
    expect(propertyCoverageProblem({ min: 0, max: 10 }, 10)).toBeNull();
    expect(propertyCoverageProblem({ min: 0, max: 10 }, 11)).toBe('enter an amount from 0 to 10');
  });
});
