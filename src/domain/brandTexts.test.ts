import { describe, expect, it, vi } from 'vitest';
import { BRAND_IDS, DEFAULT_BRAND } from './brandId';
import { brandText, loadBrandTexts, onBrandTexts, QUOTEFLOW_BRAND } from './brandTexts';

// The start page decides the brand's id without the brands' texts (docs/decisions/0100): QuoteFlow's texts are at hand,
// a partner's arrive with their lazy chunk, and whoever waits for them hears when they do.
describe('brandTexts', () => {
  it("has QuoteFlow's texts at once and a partner's only once loaded, telling its listeners once", async () => {
    expect(brandText(DEFAULT_BRAND)).toBe(QUOTEFLOW_BRAND);
    for (const id of BRAND_IDS.filter((b) => b !== DEFAULT_BRAND)) expect(brandText(id)).toBeUndefined();
    const listener = vi.fn();
    const stop = onBrandTexts(listener);
    await Promise.all([loadBrandTexts(), loadBrandTexts()]);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    const { BRANDS } = await import('./brands');
    for (const id of BRAND_IDS) expect(brandText(id)).toBe(BRANDS[id]);
    expect(BRANDS.quoteflow).toBe(QUOTEFLOW_BRAND);
    expect(brandText('libertymutual')?.phone).toBe('8005550161');
  });
});
