import type { Quote } from '../contract';

// carrierOffer=lemonade (spec 000 section 2, spec 001 "URL-driven starts": "sets a special offer with redirect URL";
// docs/decisions/0099). The URL value makes the auto results show Lemonade's offer first, as a card that opens
// Lemonade's own page at the redirect URL its quote carries. Without the value, a redirect answer is dropped like
// every other (spec 001 section 4), so the offer is what the URL adds. No Lemonade answer, or one without a usable
// URL (a priced quote carries none; it shows in the list as any quote does): no offer.

export interface SpecialOffer {
  carrier: string;
  /** Where the card sends the shopper: the carrier's redirect URL, http or https only. */
  url: string;
  /** The carrier's words on why it finishes on its own site (msgStatusDesc), when it gave some. */
  reason?: string;
}

export const SPECIAL_OFFER_CARRIER = 'lemonade';

/** An absolute http(s) URL, normalised (its spaces trimmed), or undefined: a quote's URL is the sandbox's data, never a script. */
export function safeRedirectUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Lemonade's special offer among the carriers' answers, or null. The first Lemonade answer with a URL decides. */
export function lemonadeOfferOf(quotes: readonly Quote[]): SpecialOffer | null {
  for (const q of quotes) {
    if (q.carrierId !== SPECIAL_OFFER_CARRIER) continue;
    const url = safeRedirectUrl(q.click_url);
    if (url) return { carrier: q.carrier, url, ...(q.msgStatusDesc ? { reason: q.msgStatusDesc } : {}) };
  }
  return null;
}

/** Offers are equal when what is drawn is (a selector's comparison). */
export const sameOffer = (a: SpecialOffer | null, b: SpecialOffer | null): boolean =>
  a === b || (a !== null && b !== null && a.carrier === b.carrier && a.url === b.url && a.reason === b.reason);
