import { LEMONADE_STATES } from '../carriers/lemonade';
import { BRANCH_NOT_WRITTEN } from '../carriers/branch';
import { ROOT_NOT_WRITTEN } from '../carriers/root';
import { LEMONADE_HOME_STATES, LEMONADE_RENTERS_STATES } from '../carriers/property/lemonade';
import type { AdCredit, AdProduct } from './adFacts';
import { EVERTREE_FOOTPRINT } from './evertree';

// The ad exchange's inventory (spec 001 sections 1, 3, 7): carriers and aggregators that bid for a click on the
// shopper's facts. Real insurer brands appear only as advertisers, each clicking through to its public homepage.

export interface AdCopy {
  /** {state} is replaced with the market's name. */
  headline: string;
  description: string;
  bullets: readonly string[];
}

export interface Appetite {
  /** No bid above this many household incidents. */
  maxIncidents: number;
  dui: boolean;
  sr22: boolean;
  /** Bid multiplier for a currently uninsured shopper. */
  uninsured: number;
  /** Extra bid share at 60 months of continuous coverage (scaled by months / 60). */
  loyalty: number;
  homeowner: number;
  multiVehicle: number;
  youngDriver: number;
  credit: Record<AdCredit, number>;
  /** Property ads: no bid above this many claims, on an older roof, or on the hurricane coast when false. */
  maxClaims: number;
  maxRoofAge: number;
  coastal: boolean;
  /** Bid multiplier when the shopper wants a bundle and the advertiser sells both. */
  bundle: number;
}

export interface Advertiser {
  id: string;
  name: string;
  /** The partner id home ads are filtered by (adPartners) and quotes name. */
  partner: string;
  homepage: string;
  isAggregator: boolean;
  /** One of the partners the spec names (spec 001 section 6): the fallback exchange carries only these. */
  directPartner: boolean;
  brandColor: string;
  /** Base cost-per-click bid per product, dollars; a product missing is not bought. */
  bids: Partial<Record<AdProduct, number>>;
  /** Where it buys: a state list per product (absent: everywhere not excluded). */
  states?: Partial<Record<AdProduct, ReadonlySet<string>>>;
  excluded?: Partial<Record<AdProduct, readonly string[]>>;
  appetite: Appetite;
  copy: Partial<Record<AdProduct, AdCopy>>;
}

const PREFERRED_CREDIT: Record<AdCredit, number> = { Excellent: 1.18, Good: 1.06, Average: 0.88, Poor: 0.68 };
const STANDARD_CREDIT: Record<AdCredit, number> = { Excellent: 1.08, Good: 1.03, Average: 0.95, Poor: 0.85 };
const FLAT_CREDIT: Record<AdCredit, number> = { Excellent: 1, Good: 1, Average: 1, Poor: 1 };

const STANDARD: Appetite = {
  maxIncidents: 3,
  dui: false,
  sr22: false,
  uninsured: 0.8,
  loyalty: 0.2,
  homeowner: 1.1,
  multiVehicle: 1.15,
  youngDriver: 0.9,
  credit: STANDARD_CREDIT,
  maxClaims: 2,
  maxRoofAge: 25,
  coastal: true,
  bundle: 1.1,
};
const PREFERRED: Appetite = {
  ...STANDARD,
  maxIncidents: 2,
  uninsured: 0.65,
  loyalty: 0.35,
  homeowner: 1.18,
  youngDriver: 0.8,
  credit: PREFERRED_CREDIT,
  maxClaims: 1,
  maxRoofAge: 20,
};
const AGGREGATOR: Appetite = {
  ...STANDARD,
  maxIncidents: 6,
  dui: true,
  sr22: true,
  uninsured: 1.1,
  loyalty: 0,
  homeowner: 1.05,
  multiVehicle: 1.05,
  youngDriver: 1.05,
  credit: FLAT_CREDIT,
  maxClaims: 5,
  maxRoofAge: 60,
  bundle: 1,
};

const HIPPO_STATES = new Set([
  'AZ',
  'CA',
  'CO',
  'GA',
  'IL',
  'IN',
  'MD',
  'NC',
  'NJ',
  'NV',
  'OH',
  'OR',
  'PA',
  'SC',
  'TN',
  'TX',
  'UT',
  'VA',
  'WA',
]);

export const AD_INVENTORY: readonly Advertiser[] = [
  {
    id: 'progressive',
    name: 'Progressive',
    partner: 'progressive',
    homepage: 'https://www.progressive.com/',
    isAggregator: false,
    directPartner: false,
    brandColor: '#0077c8',
    bids: { auto: 14, home: 8.5, renters: 4 },
    appetite: { ...STANDARD, maxIncidents: 4, dui: true, sr22: true, uninsured: 0.9 },
    copy: {
      auto: {
        headline: 'Car insurance quotes in {state} from Progressive',
        description: 'Set the coverage you want and see prices that fit your budget.',
        bullets: ['Usage-based discount for safe drivers', 'SR-22 filings available', 'Bundle with home or renters'],
      },
      home: {
        headline: 'Progressive home insurance in {state}',
        description: 'Compare home policies from Progressive and its partner carriers.',
        bullets: ['Quotes from several home carriers', 'Bundle with your car insurance'],
      },
      renters: {
        headline: 'Renters insurance in {state} from Progressive',
        description: 'Cover your belongings and liability for a few dollars a month.',
        bullets: ['Bundle with car insurance', 'Coverage for theft and fire'],
      },
    },
  },
  {
    id: 'allstate',
    name: 'Allstate',
    partner: 'allstate',
    homepage: 'https://www.allstate.com/',
    isAggregator: false,
    directPartner: false,
    brandColor: '#0033a0',
    bids: { auto: 13.5, home: 11, renters: 4.5 },
    appetite: { ...PREFERRED, homeowner: 1.2 },
    copy: {
      auto: {
        headline: 'Allstate car insurance in {state}',
        description: 'Talk to a local agent or buy online; claim-free drivers earn more.',
        bullets: ['Safe-driving bonus', 'Accident forgiveness option', 'Local agents in {state}'],
      },
      home: {
        headline: 'Protect your {state} home with Allstate',
        description: 'Home coverage with claim-free and bundle discounts.',
        bullets: ['Claim-free rewards', 'Multi-policy discount'],
      },
      renters: {
        headline: 'Allstate renters insurance in {state}',
        description: 'Protect your belongings from theft, fire and more.',
        bullets: ['Bundle with auto', 'Personal liability included'],
      },
    },
  },
  {
    id: 'geico',
    name: 'GEICO',
    partner: 'geico',
    homepage: 'https://www.geico.com/',
    isAggregator: false,
    directPartner: true,
    brandColor: '#154898',
    bids: { auto: 15, home: 6, renters: 3.5 },
    appetite: { ...STANDARD, dui: true, sr22: true, uninsured: 0.85 },
    copy: {
      auto: {
        headline: 'Get a GEICO car insurance quote in {state}',
        description: 'Quote online in minutes and manage your policy in the app.',
        bullets: ['Military and federal employee discounts', 'Multi-vehicle discount', '24/7 claims'],
      },
      home: {
        headline: 'GEICO home insurance in {state}',
        description: 'Home coverage placed through the GEICO Insurance Agency.',
        bullets: ['Bundle with GEICO auto'],
      },
      renters: {
        headline: 'GEICO renters insurance in {state}',
        description: 'Renters coverage placed through the GEICO Insurance Agency.',
        bullets: ['Bundle with GEICO auto'],
      },
    },
  },
  {
    id: 'libertymutual',
    name: 'Liberty Mutual',
    partner: 'libertymutual',
    homepage: 'https://www.libertymutual.com/',
    isAggregator: false,
    directPartner: true,
    brandColor: '#1a1446',
    bids: { auto: 12, home: 10, renters: 4 },
    appetite: { ...PREFERRED, loyalty: 0.4 },
    copy: {
      auto: {
        headline: 'Liberty Mutual car insurance in {state}',
        description: 'Customize your policy and only pay for what you need.',
        bullets: ['Accident forgiveness option', 'Bundle home and auto', 'New car replacement option'],
      },
      home: {
        headline: 'Liberty Mutual home insurance in {state}',
        description: 'Home coverage with bundling savings when you add auto.',
        bullets: ['Multi-policy discount', 'Claims-free discount'],
      },
      renters: {
        headline: 'Liberty Mutual renters insurance in {state}',
        description: 'Renters coverage you can buy online.',
        bullets: ['Bundle with auto', 'Replacement cost option'],
      },
    },
  },
  {
    id: 'nationwide',
    name: 'Nationwide',
    partner: 'nationwide',
    homepage: 'https://www.nationwide.com/',
    isAggregator: false,
    directPartner: false,
    brandColor: '#1f74db',
    bids: { auto: 11, home: 9 },
    excluded: { auto: ['AK', 'HI', 'LA'], home: ['AK', 'FL', 'HI', 'LA'] },
    appetite: { ...PREFERRED, homeowner: 1.15 },
    copy: {
      auto: {
        headline: 'Nationwide car insurance in {state}',
        description: 'Coverage from a mutual insurer with vanishing-deductible options.',
        bullets: ['Vanishing deductible option', 'Multi-policy discount'],
      },
      home: {
        headline: 'Nationwide home insurance in {state}',
        description: 'Home coverage with brand-new belongings options.',
        bullets: ['Bundle with auto', 'Protective device discounts'],
      },
    },
  },
  {
    id: 'travelers',
    name: 'Travelers',
    partner: 'travelers',
    homepage: 'https://www.travelers.com/',
    isAggregator: false,
    directPartner: false,
    brandColor: '#e01719',
    bids: { auto: 10, home: 10.5, renters: 3.5 },
    excluded: { auto: ['AK', 'HI', 'LA', 'MI', 'NC', 'WY'], home: ['AK', 'FL', 'HI', 'LA'] },
    appetite: { ...PREFERRED, maxClaims: 2 },
    copy: {
      auto: {
        headline: 'Travelers car insurance in {state}',
        description: 'Coverage sold through independent agents and online.',
        bullets: ['Hybrid and electric vehicle discount', 'Continuous insurance discount'],
      },
      home: {
        headline: 'Travelers home insurance in {state}',
        description: 'Home coverage with green-home and protective-device discounts.',
        bullets: ['Green home discount', 'Bundle with auto'],
      },
      renters: {
        headline: 'Travelers renters insurance in {state}',
        description: 'Protect your belongings wherever you rent.',
        bullets: ['Bundle with auto'],
      },
    },
  },
  {
    id: 'root',
    name: 'Root',
    partner: 'root',
    homepage: 'https://www.joinroot.com/',
    isAggregator: false,
    directPartner: true,
    brandColor: '#ff5a00',
    bids: { auto: 9, renters: 3 },
    excluded: { auto: ROOT_NOT_WRITTEN, renters: ROOT_NOT_WRITTEN },
    appetite: { ...STANDARD, youngDriver: 1.1, credit: { Excellent: 1.02, Good: 1, Average: 0.98, Poor: 0.95 } },
    copy: {
      auto: {
        headline: 'Root car insurance in {state}: priced on how you drive',
        description: 'Take a test drive with the app and get a rate based on your driving.',
        bullets: ['Rates based on driving, not just history', 'Manage everything in the app'],
      },
      renters: {
        headline: 'Root renters insurance in {state}',
        description: 'Renters coverage in the Root app.',
        bullets: ['Bundle with Root auto'],
      },
    },
  },
  {
    id: 'lemonade',
    name: 'Lemonade',
    partner: 'lemonade',
    homepage: 'https://www.lemonade.com/',
    isAggregator: false,
    directPartner: true,
    brandColor: '#ff0083',
    bids: { auto: 8.5, home: 7.5, renters: 5.5 },
    states: { auto: LEMONADE_STATES, home: LEMONADE_HOME_STATES, renters: LEMONADE_RENTERS_STATES },
    appetite: { ...STANDARD, youngDriver: 1.05, maxClaims: 2 },
    copy: {
      auto: {
        headline: 'Lemonade Car in {state}',
        description: 'Car insurance in the app, with pay-per-mile options.',
        bullets: ['Instant claims in the app', 'EV discount'],
      },
      home: {
        headline: 'Lemonade homeowners insurance in {state}',
        description: 'Home coverage bought in minutes in the app.',
        bullets: ['Instant claims', 'Bundle and save'],
      },
      renters: {
        headline: 'Lemonade renters insurance in {state}',
        description: 'Renters coverage from a few dollars a month.',
        bullets: ['Buy in minutes', 'Claims paid in the app'],
      },
    },
  },
  {
    id: 'branch',
    name: 'Branch',
    partner: 'branch',
    homepage: 'https://www.ourbranch.com/',
    isAggregator: false,
    directPartner: true,
    brandColor: '#ff8c00',
    bids: { auto: 9.5, home: 9 },
    excluded: { auto: BRANCH_NOT_WRITTEN, home: [...BRANCH_NOT_WRITTEN, 'FL', 'LA'] },
    appetite: { ...STANDARD, homeowner: 1.2, bundle: 1.25 },
    copy: {
      auto: {
        headline: 'Branch car insurance in {state}',
        description: 'Bundle home and auto in one online checkout.',
        bullets: ['Bundle home and auto instantly', 'Buy online in minutes'],
      },
      home: {
        headline: 'Branch home insurance in {state}',
        description: 'Home and auto bundled in a single price.',
        bullets: ['Instant bundle pricing', 'Buy online'],
      },
    },
  },
  {
    id: 'safeco',
    name: 'Safeco',
    partner: 'safeco',
    homepage: 'https://www.safeco.com/',
    isAggregator: false,
    directPartner: true,
    brandColor: '#003b71',
    bids: { auto: 10.5, home: 9.5, renters: 3.5 },
    excluded: { auto: ['AK', 'DC', 'HI', 'NJ', 'NY'], home: ['AK', 'DC', 'FL', 'HI', 'LA', 'NJ', 'NY'] },
    appetite: { ...STANDARD, homeowner: 1.15, loyalty: 0.3 },
    copy: {
      auto: {
        headline: 'Safeco car insurance through a local agent in {state}',
        description: 'An independent agent compares Safeco with other carriers for you.',
        bullets: ['RightTrack safe-driving discount', 'Multi-policy discount'],
      },
      home: {
        headline: 'Safeco home insurance in {state}',
        description: 'Home coverage through independent agents.',
        bullets: ['Bundle with auto'],
      },
      renters: {
        headline: 'Safeco renters insurance in {state}',
        description: 'Renters coverage through independent agents.',
        bullets: ['Bundle with auto'],
      },
    },
  },
  {
    id: 'insurance-com',
    name: 'Insurance.com',
    partner: 'quinstreet',
    homepage: 'https://www.insurance.com/',
    isAggregator: true,
    directPartner: true,
    brandColor: '#00875a',
    bids: { auto: 9.5, home: 7, renters: 3.5 },
    appetite: AGGREGATOR,
    copy: {
      auto: {
        headline: 'Compare car insurance rates in {state}',
        description: 'See quotes from several insurers side by side.',
        bullets: ['Compare multiple insurers', 'Options for drivers with tickets or an SR-22'],
      },
      home: {
        headline: 'Compare home insurance in {state}',
        description: 'Home quotes from several carriers in one place.',
        bullets: ['Compare multiple carriers'],
      },
      renters: {
        headline: 'Compare renters insurance in {state}',
        description: 'Renters quotes from several carriers in one place.',
        bullets: ['Compare multiple carriers'],
      },
    },
  },
  {
    id: 'carinsurance-com',
    name: 'CarInsurance.com',
    partner: 'quinstreet',
    homepage: 'https://www.carinsurance.com/',
    isAggregator: true,
    directPartner: false,
    brandColor: '#2d6cdf',
    bids: { auto: 8.5 },
    appetite: { ...AGGREGATOR, uninsured: 1.15 },
    copy: {
      auto: {
        headline: 'Find cheaper car insurance in {state}',
        description: 'Compare rates for your car and driving record.',
        bullets: ['Compare multiple insurers', 'Rates for new and lapsed drivers'],
      },
    },
  },
  {
    id: 'hippo',
    name: 'Hippo',
    partner: 'hippo',
    homepage: 'https://www.hippo.com/',
    isAggregator: false,
    directPartner: false,
    brandColor: '#00a87e',
    bids: { home: 9.5 },
    states: { home: HIPPO_STATES },
    appetite: { ...PREFERRED, maxRoofAge: 20, coastal: false },
    copy: {
      home: {
        headline: 'Hippo home insurance in {state}',
        description: 'Modern home coverage with smart-home monitoring.',
        bullets: ['Smart home discount', 'Buy online'],
      },
    },
  },
  {
    id: 'evertree',
    name: 'Evertree Insurance',
    partner: 'evertree',
    homepage: 'https://www.evertreeinsurance.com/',
    isAggregator: false,
    directPartner: true,
    brandColor: '#2e7d32',
    bids: { home: 8 },
    states: { home: EVERTREE_FOOTPRINT },
    appetite: { ...STANDARD, maxClaims: 3 },
    copy: {
      home: {
        headline: 'Evertree home insurance in {state}',
        description: 'Finish your home quote on Evertree.',
        bullets: ['Quotes from several home carriers'],
      },
    },
  },
];

export const advertiserById = (id: string) => AD_INVENTORY.find((a) => a.id === id);
