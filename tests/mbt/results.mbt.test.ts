import { describe, expect, it } from 'vitest';
import { contextOf, resultsCoverage, resultsPaths } from './resultsModel';

// The results flow walked along paths generated from the machine (xstate/graph): every state and transition, and
// what each kind of end must hold.

const paths = resultsPaths();
const ends = paths.map((p) => ({ state: p.state, context: contextOf(p.state) }));
const inFlow = (state: string) => ends.filter((e) => e.state.matches({ flow: state }));

describe('the results flow, walked along generated paths', () => {
  it('reaches every state and takes every transition of the chart', () => {
    const cov = resultsCoverage(paths);
    expect(cov.missingNodes).toEqual([]);
    expect(cov.missingTransitions).toEqual([]);
    expect(cov.nodes.reached).toBe(cov.nodes.total);
    // The four parallel regions make many paths: the coverage count takes a while on a shared machine.
  }, 120_000);

  it('shows the clickwall error only to a Massachusetts shopper left with no ads', () => {
    const clickwall = inFlow('CLICKWALL_ERROR');
    expect(clickwall.length).toBeGreaterThan(0);
    for (const e of clickwall) {
      expect(e.context.user.autoPolicy.policy.state).toBe('MA');
      expect(e.context.ads).toEqual([]);
      expect(e.context.error?.code).toBe('clickwall_error');
    }
  });

  it('ends the fetch Completed, on the results with something to show or on an error page', () => {
    for (const e of inFlow('RESULTS')) {
      expect(e.context.adStatus).toBe('Completed');
      // An opted-out shopper was asked for no ad: the results show the quotes they have, even none (P23).
      if (e.context.optedOut) expect(e.context.ads).toEqual([]);
      else expect(e.context.quotes.length + e.context.ads.length).toBeGreaterThan(0);
      expect(e.context.quoteStatus).not.toBe('InProgress');
    }
    for (const e of [...inFlow('NO_ADS_ERROR'), ...inFlow('NO_AGENCY_ERROR')]) {
      expect(e.context.ads).toEqual([]);
      expect(e.context.error).not.toBeNull();
    }
  });

  it('asks an opted-out shopper for no ad and no agency partner, and hands nothing to the CRM or the lead service', () => {
    const optedOut = ends.filter((e) => e.context.optedOut);
    expect(optedOut.length).toBeGreaterThan(0);
    for (const e of optedOut) {
      expect(e.context.ads).toEqual([]);
      expect(e.context.handoff.crm).not.toMatch(/sending|sent|failed/);
      expect(e.context.handoff.lead).not.toMatch(/sending|sent|failed/);
    }
  });

  it('asks for quotes only with the agency experience', () => {
    for (const e of ends.filter((x) => !x.context.rules.agencyAllowed)) expect(e.context.carriers).toEqual([]);
  });

  it('continues online only with a shown, bindable quote', () => {
    const online = inFlow('ONLINE');
    expect(online.length).toBeGreaterThan(0);
    for (const e of online) expect(e.context.chosen?.onlineBind).toBe(true);
  });
});
