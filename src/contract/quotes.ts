import { z } from 'zod/mini';
import { AutoUser } from './entities';
import { MAX_CHARS, text } from './text';

// spec 001 section 3: a quote as received from RC1.
export const MsgStatus = z.enum(['success', 'error', 'failed', 'redirect', 'underwriting_scorecard_condition']);

export const PayPlan = z.object({
  totalAmount: z.number().check(z.nonnegative()),
  numberOfPayments: z.number().check(z.int(), z.gte(1)),
  depositAmount: z.optional(z.number().check(z.nonnegative())),
});

/** spec 001 section 3: a quote's bundle, the other policy bought with it and this policy's term price in the bundle. */
export const QuoteBundle = z.object({
  adType: z.enum(['auto', 'home', 'renters']),
  termAmount: z.number().check(z.nonnegative()),
});
export type QuoteBundle = z.infer<typeof QuoteBundle>;

export const Quote = z.object({
  carrier: text(MAX_CHARS.label),
  carrierId: text(MAX_CHARS.label),
  partner: text(MAX_CHARS.label),
  quoteId: text(MAX_CHARS.id),
  msgStatus: MsgStatus,
  msgStatusDesc: z.optional(text(MAX_CHARS.text)),
  fullPayPlan: z.optional(PayPlan),
  monthlyPayPlan: z.optional(PayPlan),
  coverages: z.record(text(MAX_CHARS.label), text(MAX_CHARS.label)),
  termMonths: z.number().check(z.int()),
  onlineBind: z.boolean(),
  click_url: z.optional(text(MAX_CHARS.url)),
  bundle: z.optional(QuoteBundle),
  /** spec 001 section 3: urlId, a partner's id for the shopper's redirect (evertree). */
  urlId: z.optional(text(MAX_CHARS.id)),
});
export type Quote = z.infer<typeof Quote>;

export const AutoQuotesRequest = z.object({
  user: AutoUser,
  quotePartners: z._default(z.array(text(40)).check(z.maxLength(20)), []),
  isAgencyAvailable: z._default(z.boolean(), false),
  carrierId: z.optional(text(40)),
});
export type AutoQuotesRequest = z.infer<typeof AutoQuotesRequest>;

export const AutoQuotesResponse = z.object({ data: z.object({ quotes: z.array(Quote) }) });
