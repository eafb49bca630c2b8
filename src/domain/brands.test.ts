import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeAny, hostileString } from '../../tests/server/arbitraries';
import { PARTNER_LABELS, SITE_SOURCES, readQueryParams } from '../app/queryParams';
import { Tracking } from '../contract/tracking';
import { freshTracking } from '../machines/products/freshTracking';
import { autoCatalogue } from '../machines/intake/intake.catalogue';
import { BRAND_IDS, BRANDS, type BrandId, brandOf, brandOfLabel, brandOfTracking, isBrandId } from './brands';

// spec 000 section 6 and spec 001 section 1: the partner label decides the brand; the Liberty-Mutual type comes from
// its own site source (partner id 1).

const ROOT = join(import.meta.dirname, '../..');
const brandAt = (search: string, hash = '') => brandOf(readQueryParams({ search, hash }));

/** Every site source of the table and the brand it gives. */
const EXPECTED: Record<string, BrandId> = {
  erika: 'quoteflow',
  bankrate: 'bankrate',
  'bankrate-cpc': 'bankrate',
  'bankrate-email': 'bankrate',
  'bankrate-widget': 'bankrate',
  safeco: 'safeco',
  mymove: 'mymove',
  'mymove-agency': 'mymove',
  'mymove-shortform': 'mymove',
  cnet: 'quoteflow',
  sage: 'sage',
  ratezip: 'quoteflow',
  betterbuck: 'quoteflow',
  carzing: 'quoteflow',
  libertymutual: 'libertymutual',
};

describe('brandOf', () => {
  it('gives each site source of the table its brand, whatever its case and surrounding spaces', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...SITE_SOURCES.keys()].sort());
    for (const [source, brand] of Object.entries(EXPECTED)) {
      expect(brandAt(`?siteSource=${source}`)).toBe(brand);
      expect(brandAt(`?siteSource=${encodeURIComponent(`  ${source.toUpperCase()} `)}`)).toBe(brand);
      // The hash's own query is read too (`#/home?siteSource=...`).
      expect(brandAt('', `#/home?siteSource=${source}`)).toBe(brand);
    }
  });

  it('keeps the default brand for the traffic-source labels: erika, cnet, ratezip, betterbuck, carzing', () => {
    const traffic = PARTNER_LABELS.filter((label) => !['bankrate', 'safeco', 'mymove', 'sage'].includes(label));
    expect([...traffic].sort()).toEqual(['betterbuck', 'carzing', 'cnet', 'erika', 'ratezip']);
    for (const label of traffic) expect(brandOfLabel(label, null)).toBe('quoteflow');
  });

  it('reads betterbuck as bankrate when its referrer and campaign say so', () => {
    expect(brandAt('?siteSource=betterbuck&utm_referrer=www.bankrate.com&utm_campaign=br-auto-quotes')).toBe(
      'bankrate',
    );
    expect(brandAt('?siteSource=betterbuck&utm_referrer=www.bankrate.com&utm_campaign=other')).toBe('quoteflow');
  });

  it('gives the default brand to no site source, an unknown one, and a label that is no site source', () => {
    for (const search of [
      '',
      '?siteSource=',
      '?siteSource=liberty',
      '?siteSource=constructor',
      '?siteSource=__proto__',
    ])
      expect(brandAt(search)).toBe('quoteflow');
    expect(brandOfLabel('', null)).toBe('quoteflow');
  });

  it('never throws and answers a brand for any site source: full Unicode, broken UTF-16, very long', () => {
    fc.assert(
      fc.property(hostileString(60, 20_000), fc.boolean(), (source, encode) => {
        const search = `?siteSource=${encode ? encodeAny(source) : source}&iframe=true`;
        const brand = brandAt(search);
        expect(isBrandId(brand)).toBe(true);
        // Only a source of the table gives another brand than the default.
        const known = SITE_SOURCES.has(readQueryParams({ search }).siteSource?.toLowerCase() ?? '');
        if (!known) expect(brand).toBe('quoteflow');
      }),
      { numRuns: 300 },
    );
  });

  it('gives a saved shopper the brand their URL gave, from the tracking the intake stored', () => {
    const searches = [
      ...Object.keys(EXPECTED).map((source) => `?siteSource=${source}`),
      '?siteSource=betterbuck&utm_referrer=bankrate.com&utm_campaign=br-auto-savings',
      '',
    ];
    for (const search of searches) {
      const params = readQueryParams({ search });
      const start = { start: { params, hashFirstSegment: '' }, flowId: 'defaultAuto' } as const;
      const tracking = Tracking.parse(freshTracking(start as never));
      expect(brandOfTracking(tracking)).toBe(brandOf(params));
    }
    expect(brandOfTracking(undefined)).toBe('quoteflow');
    expect(brandOfTracking({ source: 'x', sourceName: 'toString' })).toBe('quoteflow');
  });
});

describe('BRANDS', () => {
  it('has the six brands, each with a name and a logo served as a static SVG', () => {
    expect([...BRAND_IDS]).toEqual(['quoteflow', 'libertymutual', 'safeco', 'bankrate', 'mymove', 'sage']);
    for (const id of BRAND_IDS) {
      const brand = BRANDS[id];
      expect(brand.id).toBe(id);
      expect(brand.name.length).toBeGreaterThan(2);
      expect(brand.logo).toBe(`/brands/${id}.svg`);
      const file = join(ROOT, 'public', brand.logo);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('gives the Liberty-Mutual type its fixed number, disclosures and disclaimer; no other brand a fixed number', () => {
    const lm = BRANDS.libertymutual;
    expect(lm.phone).toMatch(/^\d{10}$/);
    expect(lm.disclosures.email).toMatch(/email/i);
    expect(lm.disclosures.creditScore).toMatch(/credit/i);
    expect(lm.disclaimer?.length).toBeGreaterThan(300);
    for (const id of BRAND_IDS.filter((b) => b !== 'libertymutual')) {
      expect(BRANDS[id].phone).toBeNull();
      expect(BRANDS[id].disclaimer).toBeNull();
      expect(BRANDS[id].disclosures.email).toBeUndefined();
    }
  });

  it('has no post-quotes page and a path prefix for the white-label partners only (Liberty-Mutual and Safeco types)', () => {
    const without = BRAND_IDS.filter((id) => !BRANDS[id].postQuotesPage);
    expect(without).toEqual(['libertymutual', 'safeco']);
    expect(BRAND_IDS.filter((id) => BRANDS[id].pathPrefix)).toEqual(without);
    expect(BRANDS.safeco.pathPrefix).toBe('safeco');
    expect(BRANDS.libertymutual.pathPrefix).toBe('libertymutual');
  });

  it('overrides the subtext of questions that exist, with plain text', () => {
    for (const id of BRAND_IDS)
      for (const [step, text] of Object.entries(BRANDS[id].copy)) {
        expect(() => autoCatalogue.step(step as never)).not.toThrow();
        expect(text).toMatch(/^[A-Z][^<>]{10,140}[.?]$/);
      }
    expect(Object.keys(BRANDS.mymove.copy).length).toBeGreaterThan(0);
    expect(Object.keys(BRANDS.safeco.copy).length).toBeGreaterThan(0);
    expect(Object.keys(BRANDS.libertymutual.copy).length).toBeGreaterThan(0);
  });

  it('has a token set in brands.css for every brand but the default, and nothing but custom properties in it', () => {
    const css = readFileSync(join(ROOT, 'src/ui/themes/brands.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const sets = [...css.matchAll(/\[data-brand="([a-z]+)"\]\s*\{([^}]*)\}/g)];
    expect(sets.map((m) => m[1]).sort()).toEqual(BRAND_IDS.filter((id) => id !== 'quoteflow').sort());
    for (const [, , body] of sets)
      for (const line of body
        .split(';')
        .map((l) => l.trim())
        .filter(Boolean))
        expect(line).toMatch(/^--qf-color-/);
  });
});

describe("brands.css's contrast (WCAG 2.2 AA: text 4.5:1, UI 3:1)", () => {
  const css = readFileSync(join(ROOT, 'src/ui/themes/brands.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
    const f = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const WHITE = '#ffffff';
  const SURFACE = '#f4f6f9';
  const TEXT = '#1b2330';

  it('keeps every brand colour a shopper reads or presses at AA on the backgrounds it sits on', () => {
    for (const [, brand, body] of css.matchAll(/\[data-brand="([a-z]+)"\]\s*\{([^}]*)\}/g)) {
      const token = (name: string) => new RegExp(`--qf-color-${name}:\\s*(#[0-9a-f]{6})`).exec(body)?.[1] ?? '';
      const primary = token('primary');
      const tint = token('primary-tint');
      expect(ratio(primary, WHITE), `${brand} primary on bg`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(primary, SURFACE), `${brand} primary on surface`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(primary, tint), `${brand} primary on tint`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(TEXT, tint), `${brand} text on tint`).toBeGreaterThanOrEqual(4.5);
      for (const state of ['primary-hover', 'primary-active'])
        expect(ratio(WHITE, token(state)), `${brand} white on ${state}`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(token('focus'), WHITE), `${brand} focus ring`).toBeGreaterThanOrEqual(3);
      expect(ratio(token('info'), token('info-tint')), `${brand} info on its tint`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
