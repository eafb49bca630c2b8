import type { Quote } from '../../src/contract/quotes';
import { geico } from '../carriers/geico';
import { clickUrlFor, mintAdId, requestDigest } from './adClick';

// GEICO as an agency partner (spec 001 section 6: geicoAutoEligibility): asked only with isAgencyAvailable, it quotes
// or clicks out. A click-out quote points at the sandbox click route, which records the click and sends the shopper to
// GEICO's site.
export const GEICO_PARTNER = 'geico';
export const GEICO_CARRIERS = [geico] as const;

export function withGeicoClickOut(quotes: Quote[], key: Buffer): Quote[] {
  return quotes.map((q) =>
    q.carrierId === geico.id && q.msgStatus === 'redirect'
      ? {
          ...q,
          click_url: clickUrlFor(
            mintAdId(key, { advertiserId: 'geico', product: 'auto', position: 1, digest: requestDigest(q.quoteId) }),
          ),
        }
      : q,
  );
}
