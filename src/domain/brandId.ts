import {
  type PartnerLabel,
  type QueryParams,
  type WhiteLabelPartner,
  partnerLabel,
  whiteLabelOf,
} from '../app/queryParams';

// Which brand a shopper sees, decided from the URL or the saved tracking (spec 000 section 6): the start page needs
// this decision, not the brands' texts (src/domain/brands.ts), which load with the shell that shows them
// (src/domain/brandTexts.ts, docs/decisions/0100).

export const BRAND_IDS = ['quoteflow', 'libertymutual', 'safeco', 'bankrate', 'mymove', 'sage'] as const;
export type BrandId = (typeof BRAND_IDS)[number];
export const DEFAULT_BRAND: BrandId = 'quoteflow';

/**
 * A white-label partner's name before every question route (spec 000 section 2), `#/safeco/drivers/1/name`; null for
 * the other brands. The route table reads it on the start page, so it lives with the id rather than the texts.
 */
export const BRAND_PATH_PREFIX: Readonly<Record<BrandId, string | null>> = {
  quoteflow: null,
  libertymutual: 'libertymutual',
  safeco: 'safeco',
  bankrate: null,
  mymove: null,
  sage: null,
};

/** The brand of each partner label of spec 000 section 6; a label not here is a traffic source (QuoteFlow's brand). */
const LABEL_BRANDS: Partial<Record<PartnerLabel, BrandId>> = {
  safeco: 'safeco',
  bankrate: 'bankrate',
  mymove: 'mymove',
  sage: 'sage',
};
const WHITE_LABEL_BRANDS: Record<WhiteLabelPartner, BrandId> = { libertymutual: 'libertymutual' };

/** The brand of a partner label and white-label partner (spec 000 section 6); QuoteFlow's for anything else. */
export function brandOfLabel(label: PartnerLabel | '' | undefined, whiteLabel: WhiteLabelPartner | null): BrandId {
  if (whiteLabel) return WHITE_LABEL_BRANDS[whiteLabel];
  return (label && Object.hasOwn(LABEL_BRANDS, label) && LABEL_BRANDS[label]) || DEFAULT_BRAND;
}

/** The brand a shopper's URL decides (pure): its partner label, or the white-label partner its site source names. */
export function brandOf(params: QueryParams): BrandId {
  return brandOfLabel(params.derived.partner, params.derived.whiteLabel);
}

/**
 * The brand of a saved shopper, from the tracking the intake stored (its site source, and the label it decided with
 * the referrer and campaign then): what the post-quote chains read, after the URL is gone (a returning link).
 */
export function brandOfTracking(tracking: { source?: string; sourceName?: string } | undefined): BrandId {
  // A stored label is any text the contract took: brandOfLabel reads only the labels that have a brand.
  const label = (tracking?.sourceName ?? partnerLabel(tracking?.source)) as PartnerLabel | '';
  return brandOfLabel(label, whiteLabelOf(tracking?.source));
}

/** Whether a string is a brand id (an attribute read back from the page, a story's arg). */
export const isBrandId = (value: unknown): value is BrandId => BRAND_IDS.includes(value as BrandId);
