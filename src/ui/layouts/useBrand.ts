import { useEffect, useSyncExternalStore } from 'react';
import type { BrandId } from '../../domain/brandId';
import type { Brand } from '../../domain/brands';
import { QUOTEFLOW_BRAND, brandText, loadBrandTexts, onBrandTexts } from '../../domain/brandTexts';

/**
 * A brand's texts for a component (the shell, a question's copy and disclosures). The app has them before its first
 * render (startApp loads a partner's, docs/decisions/0100); elsewhere (a story, a test) a partner's load here, the
 * component showing QuoteFlow's texts until they arrive.
 */
export function useBrand(id: BrandId): Brand {
  const read = () => brandText(id);
  const brand = useSyncExternalStore(onBrandTexts, read, read);
  useEffect(() => {
    if (!brand) void loadBrandTexts();
  }, [brand]);
  return brand ?? QUOTEFLOW_BRAND;
}
