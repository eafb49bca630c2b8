import { BRAND_PATH_PREFIX, type BrandId } from './brandId';
import { QUOTEFLOW_BRAND } from './brandTexts';

export {
  BRAND_IDS,
  BRAND_PATH_PREFIX,
  type BrandId,
  DEFAULT_BRAND,
  brandOf,
  brandOfLabel,
  brandOfTracking,
  isBrandId,
} from './brandId';

// The brands a shopper sees (spec 000 sections 1, 6; spec 001 section 1): QuoteFlow's own, the Liberty-Mutual-type
// white-label partner (partner id 1), the Safeco-type partner, and the bankrate-, mymove- and sage-type themes. The
// partner label of spec 000 section 6 decides the brand; the traffic sources (erika, cnet, ratezip, betterbuck,
// carzing) keep QuoteFlow's. A brand is data: its colours are a token set in src/ui/themes/brands.css under
// `[data-brand='<id>']`, its logo a static SVG in public/brands/; the texts the spec does not show are ours, each
// written here once (docs/spec-decisions.md P1-P5, docs/decisions/0090). These texts are not on the start page: the
// start decides the brand's id (src/domain/brandId.ts) and the shell loads them when a partner's brand shows
// (src/domain/brandTexts.ts, docs/decisions/0100).

/** Texts a brand shows beside a question or in the footer (spec 001 section 1: "email and credit disclosures"). */
export interface BrandDisclosures {
  /** On the email question, under its field. */
  email?: string;
  /** On the credit-score question. */
  creditScore?: string;
  /** In the footer, beside the legal links: why the shopper sees this partner's name. */
  footer?: string;
}

export interface Brand {
  id: BrandId;
  /** The name in the header and the document title. */
  name: string;
  /** The logo, a static SVG (public/brands/): no script on the start page. */
  logo: string;
  /**
   * A fixed number to call (the Liberty-Mutual type's partner number, spec 001 section 1), ten digits; null keeps
   * today's lookup by traffic source (spec 000 section 4, spec 001 section 7).
   */
  phone: string | null;
  /** The long marketing disclaimer of the footer (the Liberty-Mutual type), or null. */
  disclaimer: string | null;
  disclosures: BrandDisclosures;
  /** A question's subtext in this brand, by step id (spec 000 section 2: "texts not shown"). */
  copy: Readonly<Record<string, string>>;
  /** spec 001 section 1: the Liberty-Mutual and Safeco types have no post-quotes page (its landing is skipped). */
  postQuotesPage: boolean;
  /** A white-label partner: its name prefixes every question route (spec 000 section 2), `#/safeco/drivers/1/name`. */
  pathPrefix: string | null;
}

const SHARED = { logo: '', phone: null, disclaimer: null, disclosures: {}, copy: {}, postQuotesPage: true };
const logo = (id: BrandId) => `/brands/${id}.svg`;
const referral = (name: string) =>
  `You came to QuoteFlow from ${name}. ${name} may be paid when you ask for quotes here; it does not change your prices.`;

export const BRANDS: Readonly<Record<BrandId, Brand>> = {
  quoteflow: QUOTEFLOW_BRAND,
  libertymutual: {
    ...SHARED,
    id: 'libertymutual',
    name: 'Liberty Mutual',
    logo: logo('libertymutual'),
    phone: '8005550161',
    disclaimer:
      'Quotes on this site are provided for Liberty Mutual Insurance by QuoteFlow, a licensed insurance agency. ' +
      'Coverage is underwritten by Liberty Mutual Insurance Company and its affiliates and is not available in every ' +
      'state. Discounts, savings and coverages vary by state and are subject to eligibility. A quote is an estimate ' +
      'until a policy is bound; your price may change with information from consumer reports. Comparing quotes does ' +
      'not oblige you to buy.',
    disclosures: {
      email:
        'By giving your email address, you agree that Liberty Mutual and QuoteFlow may email you about this quote. ' +
        'You can unsubscribe at any time.',
      creditScore:
        'Where the law allows, Liberty Mutual may use a credit-based insurance score to price your policy. Asking ' +
        'for it is a soft inquiry: it does not affect your credit score.',
      footer: 'Partner id 1: a QuoteFlow experience for Liberty Mutual Insurance.',
    },
    copy: {
      currentlyInsured: 'Liberty Mutual rewards staying insured: tell us about your coverage today.',
      creditScore: 'An estimate is enough. Liberty Mutual does not check your credit to show you quotes.',
      email: 'Liberty Mutual sends your quote here so you can come back to it.',
    },
    postQuotesPage: false,
    pathPrefix: BRAND_PATH_PREFIX.libertymutual,
  },
  safeco: {
    ...SHARED,
    id: 'safeco',
    name: 'Safeco',
    logo: logo('safeco'),
    disclosures: { footer: 'Quotes for Safeco Insurance, with a licensed independent agent to help you.' },
    copy: {
      currentlyInsured: 'A Safeco independent agent looks at the coverage you have today.',
      carrier: 'Your Safeco agent compares your current policy line by line.',
      creditScore: 'An estimate is enough: your agent confirms it later.',
    },
    postQuotesPage: false,
    pathPrefix: BRAND_PATH_PREFIX.safeco,
  },
  bankrate: {
    ...SHARED,
    id: 'bankrate',
    name: 'Bankrate',
    logo: logo('bankrate'),
    disclosures: { footer: referral('Bankrate') },
    pathPrefix: BRAND_PATH_PREFIX.bankrate,
  },
  mymove: {
    ...SHARED,
    id: 'mymove',
    name: 'MYMOVE',
    logo: logo('mymove'),
    disclosures: { footer: referral('MYMOVE') },
    copy: {
      zipcode: 'Moving? Enter the ZIP code of your new home, where the car will be parked.',
      currentlyInsured: 'Moving is a good time to check you are not paying too much.',
      totalVehicles: 'Count the vehicles you are taking to your new home.',
    },
    pathPrefix: BRAND_PATH_PREFIX.mymove,
  },
  sage: {
    ...SHARED,
    id: 'sage',
    name: 'Sage',
    logo: logo('sage'),
    disclosures: { footer: referral('Sage') },
    pathPrefix: BRAND_PATH_PREFIX.sage,
  },
};
