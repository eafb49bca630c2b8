import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELSEWHERE_CLASS, isStartPageHash, showAppScreen } from './startPage';
import { STORAGE_KEY } from './storageKey';
import { appHelmetOptions } from '../../server/security/headers';

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

  it("is the one inline script the page's CSP lets run, by its hash", () => {
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = appHelmetOptions().contentSecurityPolicy as { directives: Record<string, string[]> };
    expect(csp.directives.scriptSrc).toContain(`'sha256-${hash}'`);
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
