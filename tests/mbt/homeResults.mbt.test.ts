import { describe, expect, it } from 'vitest';
import { homeContextOf, homeResultsCoverage, homeResultsPaths } from './homeResultsModel';

// The home results chart walked along paths generated from the machine (xstate/graph): every state and transition,
// and what each kind of end must hold (spec 001 sections 2 and 4; docs/decisions/0082).

const paths = homeResultsPaths();
const ends = paths.map((p) => ({ state: p.state, context: homeContextOf(p.state) }));
const inFlow = (state: string) => ends.filter((e) => e.state.matches({ flow: state }));

describe('the home results chart, walked along generated paths', () => {
  it('reaches every state and takes every transition of the chart', () => {
    const cov = homeResultsCoverage(paths);
    expect(cov.missingNodes).toEqual([]);
    expect(cov.missingTransitions).toEqual([]);
  }, 60_000);

  it('asks no partner without eligibility, and shows the ads alone (none asked for an opted-out shopper)', () => {
    expect(inFlow('ADS').length).toBeGreaterThan(0);
    expect(inFlow('ADS').some((e) => e.context.optedOut)).toBe(true);
    for (const e of inFlow('ADS')) {
      expect(e.context.carriers).toEqual([]);
      // An opted-out shopper is asked for no ad and sees the page without them, never the no-agency error (P23).
      if (e.context.optedOut) expect(e.context.ads).toEqual([]);
      else expect(e.context.ads.length).toBeGreaterThan(0);
    }
  });

  it('exports to the CRM only once the shopper reached the clickwall', () => {
    const exported = paths.filter((p) => homeContextOf(p.state).handoff.crm !== 'notSent');
    expect(exported.length).toBeGreaterThan(0);
    for (const p of exported)
      expect(p.steps.some((step) => step.state.matches({ flow: 'FETCH_QUOTES_AND_ADS' }))).toBe(true);
  });

  it('redirects to Evertree only with an Evertree id, and shows evertree_error otherwise', () => {
    expect(inFlow('EVERTREE_REDIRECT').length).toBeGreaterThan(0);
    for (const e of inFlow('EVERTREE_REDIRECT')) expect(e.context.redirect).toMatch(/evertree_id=/);
    for (const e of inFlow('EVERTREE_ERROR')) expect(e.context.error?.code).toBe('evertree_error');
  });

  it('ends the quotes Completed on the clickwall with something to show, or on an error page', () => {
    for (const e of inFlow('QUOTES')) {
      expect(e.context.quoteStatus).toBe('Completed');
      expect(e.context.adStatus).toBe('Completed');
      // An opted-out shopper was asked for no ad: the clickwall shows the quotes they have, even none (P23).
      if (e.context.optedOut) expect(e.context.ads).toEqual([]);
      else expect(e.context.quotes.length + e.context.ads.length).toBeGreaterThan(0);
    }
    for (const e of inFlow('NO_ADS_ERROR')) expect(e.context.quotes.length + e.context.ads.length).toBe(0);
  });

  it('continues online only with a shown quote its carrier sells online, and goes back to the same quotes', () => {
    const online = inFlow('ONLINE');
    expect(online.length).toBeGreaterThan(0);
    for (const e of online) {
      expect(e.context.chosen).toMatchObject({ carrierId: 'branch', quoteId: 'branch-home-2', onlineBind: true });
      expect(e.context.quotes).toContainEqual(e.context.chosen);
    }
    const back = paths.filter((p) => p.steps.at(-1)?.event.type === 'BACK_TO_QUOTES');
    expect(back.length).toBeGreaterThan(0);
    for (const p of back) {
      expect(p.state.matches({ flow: 'QUOTES' })).toBe(true);
      expect(homeContextOf(p.state).chosen).toBeNull();
    }
  });
});
