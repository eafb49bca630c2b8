import { describe, expect, it } from 'vitest';
import { readQueryParams } from '../../app/queryParams';
import { ROUTE_PREFIXES, syncHash } from '../../app/hashSync';
import { BRAND_IDS, BRANDS } from '../../domain/brands';
import '../intake/intake.live';
import '../home/intake.live';
import type { AppInput } from './app.machine';
import { runApp } from './testHarness';
import { parseRoute, routePrefixOf } from './app.routes';
import { selectBrand, selectIntakeRef, selectNode, selectPath } from './app.selectors';

// spec 000 section 2: "For a white-label partner the path is prefixed with the partner name (not in the post-quotes
// flow)". The app writes `#/safeco/<question route>` for the Safeco and Liberty-Mutual types, reads it back to the same
// question, and a reload of the prefixed URL keeps the screen (src/app/hashSync.ts).

function run(search: string, hash = '', snapshot?: unknown) {
  const input: AppInput = {
    start: { params: readQueryParams({ search, hash }), hashFirstSegment: hash.startsWith('#/home') ? 'home' : '' },
  };
  return runApp(input, { snapshot });
}

/** A window the route sync can drive: its location, its history entries, its hashchange listener. */
function fakeWindow(search: string, hash: string) {
  const listeners: (() => void)[] = [];
  const win = {
    location: { pathname: '/', search, hash },
    history: {
      replaceState: (_s: unknown, _t: string, url: string) => (win.location.hash = url.slice(url.indexOf('#'))),
      pushState: (_s: unknown, _t: string, url: string) => (win.location.hash = url.slice(url.indexOf('#'))),
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => {},
    /** The shopper changes the hash (a typed URL, Back). */
    go(next: string) {
      win.location.hash = next;
      for (const l of listeners) l();
    },
  };
  return win;
}

describe('the partner path prefix', () => {
  it('is the white-label partners’ names only', () => {
    expect(BRAND_IDS.map(routePrefixOf)).toEqual(['', '/libertymutual', '/safeco', '', '', '']);
    for (const id of BRAND_IDS) {
      const name = BRANDS[id].pathPrefix;
      if (name) expect(ROUTE_PREFIXES.has(name)).toBe(true);
    }
  });

  it('is written before every question route of a white-label brand, and read back to the same question', () => {
    for (const [source, prefix] of [
      ['safeco', '/safeco'],
      ['libertymutual', '/libertymutual'],
      ['bankrate', ''],
      ['', ''],
    ]) {
      const actor = run(`?siteSource=${source}`);
      const path = selectPath(actor.getSnapshot());
      const node = selectNode(selectIntakeRef(actor.getSnapshot())!.getSnapshot());
      expect(path).toBe(`${prefix}/drivers/1/currently-insured`);
      expect(parseRoute(`#${path}`, ROUTE_PREFIXES)).toEqual({ kind: 'node', node, line: 'auto' });
      actor.stop();
    }
  });

  it("prefixes the home line's question routes too, and reads them back", () => {
    const actor = run('?siteSource=safeco', '#/home');
    const path = selectPath(actor.getSnapshot());
    expect(path).toMatch(/^\/safeco\/home\/[a-z]+\/1\/[a-z-]+$/);
    expect(parseRoute(`#${path}`, ROUTE_PREFIXES)).toMatchObject({ kind: 'node', line: 'home' });
    actor.stop();
  });

  it('keeps the start, the results and the post-quote paths without it', () => {
    expect(parseRoute('#/safeco/quotes', ROUTE_PREFIXES)).toEqual({ kind: 'results', path: '/safeco/quotes' });
    expect(parseRoute('#/safeco/postQuotesFlow/auto/safeco/1/post-quotes-landing', ROUTE_PREFIXES).kind).toBe(
      'unknown',
    );
    expect(parseRoute('#/safeco', ROUTE_PREFIXES).kind).toBe('unknown');
    expect(parseRoute('#/partner/drivers/1/name', ROUTE_PREFIXES).kind).toBe('unknown');
  });

  it('writes the prefix into the URL, puts it back on an unprefixed question route, and a reload keeps the screen', async () => {
    const search = '?siteSource=safeco';
    const actor = run(search);
    expect(selectBrand(actor.getSnapshot())).toBe('safeco');
    const win = fakeWindow(search, '');
    const stop = syncHash(actor, win as never);
    expect(win.location.hash).toBe('#/safeco/drivers/1/currently-insured');
    // The same question typed without the prefix: the app stays, and the URL says where, prefixed.
    win.go('#/drivers/1/currently-insured');
    expect(win.location.hash).toBe('#/safeco/drivers/1/currently-insured');
    // A reload: the saved session restored with the prefixed URL shows the same question, and the URL keeps it.
    const persisted = actor.getPersistedSnapshot();
    stop();
    actor.stop();
    const reloaded = run(search, win.location.hash, persisted);
    const again = fakeWindow(search, '#/safeco/drivers/1/currently-insured');
    const stopAgain = syncHash(reloaded, again as never);
    expect(selectNode(selectIntakeRef(reloaded.getSnapshot())!.getSnapshot())).toBe('currentlyInsured~1');
    expect(again.location.hash).toBe('#/safeco/drivers/1/currently-insured');
    expect(reloaded.getSnapshot().context.overlay).toBeNull();
    stopAgain();
    reloaded.stop();
  });
});
