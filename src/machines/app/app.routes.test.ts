import { describe, expect, it } from 'vitest';
import { ROUTE_PREFIXES } from '../../app/hashSync';
import { nodePath, parseRoute as parse } from './app.routes';
import '../intake/intake.live';

const parseRoute = (hash: string) => parse(hash, ROUTE_PREFIXES);

// The hash routes of spec 000 and 001 section 2 that are not plain questions: the policy pages and the catch-all.

describe('parseRoute', () => {
  it('reads /policy/{id}/current-premium as the current premium question', () => {
    expect(parseRoute('#/policy/1/current-premium')).toEqual({ kind: 'node', node: 'currentPremium~1', line: 'auto' });
    expect(nodePath('currentPremium~1')).toBe('/policy/1/current-premium');
  });

  it('reads /policy/{id}/quick-view-click-offers as a results page', () => {
    expect(parseRoute('#/policy/1/quick-view-click-offers')).toEqual({
      kind: 'results',
      path: '/policy/1/quick-view-click-offers',
    });
    expect(parseRoute('#/policy/0/quick-view-click-offers').kind).toBe('unknown');
  });

  it("reads /home/quotes and /home/results as the home line's results pages, not a carrier called home", () => {
    expect(parseRoute('#/home/quotes')).toEqual({ kind: 'results', path: '/home/quotes' });
    expect(parseRoute('#/home/results')).toEqual({ kind: 'results', path: '/home/results' });
    expect(parseRoute('#/safeco/quotes')).toEqual({ kind: 'results', path: '/safeco/quotes' });
    expect(parseRoute('#/home/other').kind).toBe('unknown');
  });

  it("reads each line's post-quote pages by the API's policy type: auto, home and renters (ambiguity A1)", () => {
    for (const policyType of ['auto', 'home', 'renters'])
      expect(parseRoute(`#/postQuotesFlow/${policyType}/safeco/1/post-quotes-landing`)).toEqual({
        kind: 'postQuotes',
        path: `/postQuotesFlow/${policyType}/safeco/1/post-quotes-landing`,
      });
    expect(parseRoute('#/postQuotesFlow/boat/safeco/1/post-quotes-landing').kind).toBe('unknown');
    expect(parseRoute('#/postQuotesFlow/renters/safeco/5/post-quotes-landing').kind).toBe('unknown');
  });

  it('gives the catch-all a 404 without the names it accepts', () => {
    expect(parse('#/safeco/drivers/2/name').kind).toBe('unknown');
  });

  it('opens a question behind a carrier or partner name (the catch-all), and gives anything else a 404', () => {
    expect(parseRoute('#/safeco/drivers/2/name')).toEqual({ kind: 'node', node: 'name~2', line: 'auto' });
    expect(parseRoute('#/bankrate/vehicles/1/make')).toEqual({ kind: 'node', node: 'make~1', line: 'auto' });
    expect(parseRoute('#/root/policy/1/current-premium/')).toEqual({
      kind: 'node',
      node: 'currentPremium~1',
      line: 'auto',
    });
    for (const path of [
      '/nobody/drivers/1/name',
      '/safeco/drivers/1/no-such-step',
      '/safeco/vehicles/1/name',
      '/safeco/drivers/5/name',
      '/safeco/drivers/0/name',
      '/safeco/safeco/drivers/1/name',
      `/${'a'.repeat(5000)}/drivers/1/name`,
      '/sãfeco/drivers/1/name',
    ]) {
      expect(parseRoute(`#${path}`), path).toEqual({ kind: 'unknown', path });
    }
  });
});
