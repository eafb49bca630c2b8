import { type BrandId, DEFAULT_BRAND } from './brandId';
import type { Brand } from './brands';

// The brands' texts where the shell reads them (docs/decisions/0100). QuoteFlow's own brand is here, a few bytes,
// so the start page (always QuoteFlow's: index.html hides it for a partner) never waits; a partner's texts
// (src/domain/brands.ts) are a lazy chunk, which startApp loads before its first render when the session's brand is a
// partner's, so that no frame shows QuoteFlow's name in a partner's shell.

/** QuoteFlow's own brand: its texts are the defaults (no fixed number, no disclaimer, no copy of its own). */
export const QUOTEFLOW_BRAND: Brand = {
  id: 'quoteflow',
  name: 'QuoteFlow',
  logo: '/brands/quoteflow.svg',
  phone: null,
  disclaimer: null,
  disclosures: {},
  copy: {},
  postQuotesPage: true,
  pathPrefix: null,
};

let loaded: Readonly<Record<BrandId, Brand>> | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads every brand's texts (once); resolves when brandText answers for any brand. */
export function loadBrandTexts(): Promise<void> {
  loading ??= import('./brands').then((m) => {
    loaded = m.BRANDS;
    for (const listener of listeners) listener();
  });
  // A failed load (the network) may be asked again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** A brand's texts when they are here: QuoteFlow's always, a partner's once loadBrandTexts resolved. */
export function brandText(id: BrandId): Brand | undefined {
  return id === DEFAULT_BRAND ? QUOTEFLOW_BRAND : loaded?.[id];
}

/** Calls `listener` once the texts arrive (a React store's subscribe); returns the unsubscribe. */
export function onBrandTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
