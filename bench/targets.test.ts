import { describe, expect, it } from 'vitest';
import { BUDGET_KB, HOME_START } from '../build/budget';
import { type BenchFigures, TARGETS, targetTable, verdict } from './targets';

const page = { score: 100, fcp: 1000, lcp: 1100, tbt: 0, cls: 0 };
const allMet: BenchFigures = {
  startPage: page,
  homeStartPage: { ...page, lcp: 1200, tbt: 50 },
  returningLink: { score: 90, fcp: 1200, lcp: 2500, tbt: 300, cls: 0.0004 },
  initialJsKb: BUDGET_KB.js,
  homeStartJsKb: HOME_START.budgetKb,
  step: { p50: 100, p95: 200 },
  machine: { usPerEvent: 40, floorUs: 15 },
};
const target = (what: string) => {
  const found = TARGETS.find((t) => t.what === what);
  if (!found) throw new Error(`no target '${what}'`);
  return found;
};

describe("issue 26's targets", () => {
  it('are met at their limits, inclusive', () => {
    for (const t of TARGETS) expect([t.what, verdict(t, allMet)]).toEqual([t.what, 'met']);
  });

  it('are not met a step past their limits', () => {
    const past: BenchFigures = {
      startPage: { score: 97, fcp: 1201, lcp: 1201, tbt: 51, cls: 0.001 },
      homeStartPage: { score: 97, fcp: 1201, lcp: 1201, tbt: 51, cls: 0.001 },
      returningLink: { score: 89, fcp: 1000, lcp: 2501, tbt: 0, cls: 0.001 },
      initialJsKb: BUDGET_KB.js + 0.1,
      homeStartJsKb: HOME_START.budgetKb + 0.1,
      step: { p50: 101, p95: 201 },
    };
    for (const t of TARGETS) expect([t.what, verdict(t, past)]).toEqual([t.what, 'NOT met']);
  });

  it('say so of a figure the run did not measure', () => {
    expect(verdict(target('a step at 4x CPU (record walk): p95'), { startPage: page })).toBe('not measured');
    expect(verdict(target('start page: TBT'), { startPage: { ...page, tbt: Number.NaN } })).toBe('not measured');
  });

  it("print a row a target with the run's figure, and the machine as a figure to watch", () => {
    const table = targetTable({ ...allMet, step: { p50: 80, p95: 250 } });
    expect(table).toHaveLength(TARGETS.length + 2);
    expect(table.find((l) => l.startsWith('a step at 4x CPU (record walk): p95'))).toMatch(
      /<= 200 ms\s+250 ms\s+NOT met$/,
    );
    expect(table.find((l) => l.startsWith('start page: LCP'))).toMatch(/<= 1\.2 s\s+1\.100 s\s+met$/);
    const justOver = targetTable({ startPage: { ...page, lcp: 1201 } });
    expect(justOver.find((l) => l.startsWith('start page: LCP'))).toMatch(/<= 1\.2 s\s+1\.201 s\s+NOT met$/);
    expect(table.at(-1)).toBe("machine, a figure to watch (no target): 40.0 µs an event, XState's floor 15.0 µs");
    expect(targetTable({}).at(-1)).toBe('machine, a figure to watch (no target): not measured');
  });
});
