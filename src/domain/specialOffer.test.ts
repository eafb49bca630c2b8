import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Quote } from '../contract';
import { lemonadeOfferOf, safeRedirectUrl, sameOffer } from './specialOffer';

// A quote as the contract reads it (the sandbox's RC1 answer: server/carriers/lemonade.ts redirects outside its states).
const quote = (over: Partial<Quote>): Quote =>
  Quote.parse({
    carrier: 'Lemonade',
    carrierId: 'lemonade',
    partner: 'lemonade',
    quoteId: 'Q-1',
    msgStatus: 'redirect',
    msgStatusDesc: 'Lemonade Car is not available in NY yet',
    coverages: {},
    termMonths: 6,
    onlineBind: false,
    click_url: 'https://www.lemonade.com/car',
    ...over,
  });

describe('lemonadeOfferOf (carrierOffer=lemonade)', () => {
  it("offers Lemonade's redirect URL, with its reason, from its redirect answer", () => {
    const safeco = quote({ carrier: 'Safeco', carrierId: 'safeco', partner: 'safeco', msgStatus: 'success' });
    expect(lemonadeOfferOf([safeco, quote({})])).toEqual({
      carrier: 'Lemonade',
      url: 'https://www.lemonade.com/car',
      reason: 'Lemonade Car is not available in NY yet',
    });
  });

  it('offers nothing without a Lemonade answer carrying a URL (a priced quote shows in the list instead)', () => {
    expect(lemonadeOfferOf([])).toBeNull();
    expect(lemonadeOfferOf([quote({ msgStatus: 'success', click_url: undefined })])).toBeNull();
    expect(lemonadeOfferOf([quote({ carrierId: 'root', carrier: 'Root' })])).toBeNull();
  });

  it('never offers a URL that is not http or https', () => {
    expect(lemonadeOfferOf([quote({ click_url: 'javascript:alert(1)' })])).toBeNull();
    expect(lemonadeOfferOf([quote({ click_url: '/car' })])).toBeNull();
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 5000 }),
          fc.webUrl().map((u) => `${u}`),
          fc.constant(' https://x.example '),
        ),
        (raw) => {
          const url = safeRedirectUrl(raw);
          expect(url === undefined || /^https?:\/\//i.test(url)).toBe(true);
          // What the contract lets through as a quote's URL, as the results receive it.
          const parsed = Quote.safeParse({ ...quote({}), click_url: raw });
          if (!parsed.success) return;
          const offer = lemonadeOfferOf([parsed.data]);
          expect(offer === null || ['http:', 'https:'].includes(new URL(offer.url).protocol)).toBe(true);
        },
      ),
    );
  });

  it('compares offers by what is drawn', () => {
    const a = lemonadeOfferOf([quote({})]);
    expect(sameOffer(a, lemonadeOfferOf([quote({ quoteId: 'Q-2' })]))).toBe(true);
    expect(sameOffer(a, null)).toBe(false);
    expect(sameOffer(null, null)).toBe(true);
  });
});
