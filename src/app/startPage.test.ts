import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELSEWHERE_CLASS, isStartPageHash, showAppScreen } from './startPage';
import { STORAGE_KEY } from './storageKey';
import { appHelmetOptions } from '../../server/security/headers';
import { SITE_SOURCES, readQueryParams } from './queryParams';
import { brandOf } from '../domain/brands';

describe('isStartPageHash', () => {
  it('takes no hash, the root and the start page’s own step path as the start page', () => {
    for (const hash of ['', '#/', '#/drivers/1/currently-insured'])
      expect(isStartPageHash(hash, '/drivers/1/currently-insured')).toBe(true);
  });

  it('takes any other step, a page or a path without a start path as something else', () => {
    expect(isStartPageHash('#/general/1/when-shopping', '/drivers/1/currently-insured')).toBe(false);
    expect(isStartPageHash('#/glba-notice', '/drivers/1/currently-insured')).toBe(false);
    expect(isStartPageHash('#/drivers/1/currently-insured', undefined)).toBe(false);
  });
});

describe("index.html's script before the first paint (docs/decisions/0072)", () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  /** Whether the script hides the prerendered question for this hash, with or without a saved session. */
  const hides = (hash: string, saved: string | null) => {
    const classes = new Set<string>();
    const doc = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
    const storage = { getItem: (key: string) => (key === STORAGE_KEY ? saved : null) };
    new Function('location', 'sessionStorage', 'document', script)({ hash }, storage, doc);
    return classes.has(ELSEWHERE_CLASS);
  };

  /** What the script does for a URL: the brand it puts on the root, and whether it hides the prerendered question. */
  const runAt = (search: string, hash = '') => {
    const classes = new Set<string>();
    const attributes: Record<string, string> = {};
    const documentElement = {
      classList: { add: (c: string) => classes.add(c) },
      setAttribute: (name: string, value: string) => (attributes[name] = value),
    };
    const storage = { getItem: () => null };
    new Function('location', 'sessionStorage', 'document', script)({ search, hash }, storage, { documentElement });
    return { brand: attributes['data-brand'] ?? 'quoteflow', hidden: classes.has(ELSEWHERE_CLASS) };
  };

  it("puts the partner's brand on the root before the first paint, as brandOf decides it, and hides QuoteFlow's page", () => {
    const searches = [
      ...[...SITE_SOURCES.keys()].flatMap((s) => [`?siteSource=${s}`, `?siteSource=%20${s.toUpperCase()}&iframe=true`]),
      '?siteSource=betterbuck&utm_referrer=www.bankrate.com&utm_campaign=BR-AUTO-COMPARE',
      '?siteSource=betterbuck&utm_referrer=www.bankrate.com&utm_campaign=other',
      '?siteSource=constructor',
      '?siteSource=__proto__',
      '?siteSource=',
      '',
    ];
    for (const search of searches) {
      const params = readQueryParams({ search });
      const brand = brandOf(params);
      expect(runAt(search), search).toEqual({ brand, hidden: brand !== 'quoteflow' || params.derived.embedded });
    }
  });

  it("hides QuoteFlow's prerendered page (its header and footer) for the embedded widget, whatever its brand", () => {
    const searches = [
      '?iframe=true&siteSource=erika',
      '?embedded=1&siteSource=cnet',
      '?iframe=%20TRUE%20&siteSource=mymove-agency',
      '?embedded=true&siteSource=%E2%80%AE%F0%9F%98%80',
      `?iframe=true&siteSource=${'x'.repeat(40)}`,
      '?iframe=true',
      '?iframe=false&siteSource=erika',
      '?embedded=yes&siteSource=erika',
      '?iframe=true&siteSource=%20',
      '?siteSource=erika',
    ];
    for (const search of searches) {
      const { embedded } = readQueryParams({ search }).derived;
      const brand = brandOf(readQueryParams({ search }));
      // Hidden wherever the app renders its own shell: a partner's brand or the embedded layout.
      expect(runAt(search).hidden, search).toBe(embedded || brand !== 'quoteflow');
    }
    expect(runAt('?iframe=true&siteSource=erika')).toEqual({ brand: 'quoteflow', hidden: true });
  });

  it("is, with the line-start script, an inline script the page's CSP lets run, by its hash", () => {
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(2);
    const csp = appHelmetOptions().contentSecurityPolicy as { directives: Record<string, string[]> };
    for (const text of scripts)
      expect(csp.directives.scriptSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it('leaves the start page painting its question: no hash, or the root, and no saved session', () => {
    expect(hides('', null)).toBe(false);
    expect(hides('#/', null)).toBe(false);
  });

  it('hides it for another route or a saved session, with the class the app removes and the CSS hides by', () => {
    expect(hides('#/no/such/page', null)).toBe(true);
    expect(hides('#/general/1/when-shopping', null)).toBe(true);
    expect(hides('', '{}')).toBe(true);
    expect(readFileSync(new URL('./boot.css', import.meta.url), 'utf8')).toContain(
      `.${ELSEWHERE_CLASS} #root[data-page="start"] {\n  display: none;`,
    );
    const removed: string[] = [];
    showAppScreen({ documentElement: { classList: { remove: (c: string) => removed.push(c) } } } as never);
    expect(removed).toEqual([ELSEWHERE_CLASS]);
  });
});

describe("index.html's script that shows another line's start page (docs/decisions/0084)", () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)][1]?.[1] ?? '';
  const HOME = { start: '/home', path: '/home/policy/1/policy-type', flow: 'defaultHome' };
  /** Runs the script on a page whose root holds auto's question, with the home template; what it left. */
  const run = (hash: string, saved: string | null) => {
    const classes = new Set([ELSEWHERE_CLASS]);
    const root = { children: 'auto', attributes: {} as Record<string, string> };
    Object.assign(root, {
      replaceChildren: (node: string) => {
        root.children = node;
      },
      setAttribute: (name: string, value: string) => {
        root.attributes[name] = value;
      },
    });
    const template = {
      content: { cloneNode: () => 'home' },
      getAttribute: (name: string) =>
        ({ 'data-start': HOME.start, 'data-path': HOME.path, 'data-flow': HOME.flow })[name] ?? null,
    };
    const doc = {
      getElementById: (id: string) => (id === 'root' ? root : null),
      querySelectorAll: () => [template],
      documentElement: { classList: { remove: (c: string) => classes.delete(c) } },
    };
    const location = { hash };
    const history = { replaceState: (_: unknown, __: string, url: string) => (location.hash = url) };
    const storage = { getItem: (key: string) => (key === STORAGE_KEY ? saved : null) };
    new Function('location', 'sessionStorage', 'document', 'history', script)(location, storage, doc, history);
    return {
      shown: root.children,
      attributes: root.attributes,
      hash: location.hash,
      hidden: classes.has(ELSEWHERE_CLASS),
    };
  };

  it('puts the home question in the root for #/home and its first step, names the step and shows it', () => {
    for (const hash of ['#/home', `#${HOME.path}`])
      expect(run(hash, null)).toEqual({
        shown: 'home',
        attributes: { 'data-path': HOME.path, 'data-flow': HOME.flow },
        hash: `#${HOME.path}`,
        hidden: false,
      });
  });

  it("leaves the root alone for auto's start, another route, a query on the hash or a saved session", () => {
    for (const [hash, saved] of [
      ['', null],
      ['#/home?policyType=renters&zip=78701', null],
      ['#/home/transition', null],
      ['#/home', '{}'],
    ] as const)
      expect(run(hash, saved)).toEqual({ shown: 'auto', attributes: {}, hash, hidden: true });
  });
});
