import { US_STATES, type UsState } from './startConstants';

// Choices the spec leaves open ("not shown"), kept in one place; each is recorded in docs/spec-decisions.md.

/** spec 000 section 5: "The accident window is a constant number of years: not shown." */
export const ACCIDENT_WINDOW_YEARS = 3;

/**
 * spec 000 section 9: "Agency-eligible states: 44 for auto (lists not shown)".
 * We exclude seven jurisdictions with unusual auto regimes, leaving 44.
 */
export const AGENCY_INELIGIBLE_AUTO_STATES = ['AK', 'DC', 'HI', 'LA', 'MA', 'MI', 'NY'] as const;
/** Whether the agency sells auto in this state (the intake's can-show rules, the agency tiers, the remote rules). */
export const isAgencyAutoState = (state: string | undefined | null): boolean =>
  Boolean(state) && !(AGENCY_INELIGIBLE_AUTO_STATES as readonly string[]).includes(state as string);
/** The 44 jurisdictions the agency sells auto in. */
export const AGENCY_ELIGIBLE_AUTO_STATES: readonly UsState[] = US_STATES.filter(isAgencyAutoState);

/**
 * spec 000 section 9: "31 for home (lists not shown)". Ours: the 44 auto states less the homeowners markets agencies
 * mostly cannot place: catastrophe-exposed coasts (CA wildfire, FL, TX, AL, MS hurricane) and the hail belt
 * (CO, KS, MT, NE, ND, OK, SD, WY).
 */
export const AGENCY_ELIGIBLE_HOME_STATES: readonly UsState[] = [
  'AZ',
  'AR',
  'CT',
  'DE',
  'GA',
  'ID',
  'IL',
  'IN',
  'IA',
  'KY',
  'ME',
  'MD',
  'MN',
  'MO',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NC',
  'OH',
  'OR',
  'PA',
  'RI',
  'SC',
  'TN',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
];

/** The vehicle data covers 1984-2025; the spec's list runs 2026-1982 (docs/spec-decisions.md). */
export const VEHICLE_DATA_FIRST_YEAR = 1984;
export const VEHICLE_DATA_LAST_YEAR = 2025;

/**
 * Length bounds (UTF-16 code units) of the strings the contract carries, so no input makes a pattern or the database
 * work in proportion to what a client chose to send (issue 8). Fields with a bound of their own state it inline.
 */
export const MAX_CHARS = {
  /** RFC 5321: a path is at most 256 octets, two of them the angle brackets. */
  email: 254,
  personName: 50,
  /** As typed: "+1 (415) 555-2671" and its variants. */
  phone: 25,
  /** Fixed-format codes (ZIP, dates, years, limits), so a wrong one gets its format's message, not a length one. */
  code: 20,
  streetLine: 120,
  /** Secondary lines, cities, counties, time zones. */
  addressPart: 60,
  /** A value picked from a list or a short label: carrier, make, occupation, option labels, coverage limits. */
  label: 60,
  /** Ids: sessions, tracking, quotes, policies, carriers, questions. */
  id: 80,
  /** Signed or random tokens: returning-user tokens, ad ids, vault tokens. */
  token: 512,
  /** Free text: messages, descriptions, prompts, headlines. */
  text: 500,
  url: 2000,
  /** Inline images: the sandbox's SVG wordmarks are data URIs. */
  dataUri: 8192,
} as const;

/**
 * spec 000 section 4: the address-success chain's calls (phone number, agency eligibility, tiers) are waited for at
 * most this long after the ZIP lookup; then the flow moves on with each one's default (never stuck, never retried).
 */
export const FOLLOW_UP_WAIT_MS = 5000;

/**
 * spec 001 section 9: "Default phone constant: not shown". The default experience's intraflow line of the sandbox
 * (server/data/phoneNumbers.ts), shown until the phone-number lookup answers and when it fails (spec 000 section 8).
 */
export const DEFAULT_PHONE_NUMBER = '8885550100';

/**
 * The sandbox carriers' customer service line (issue 28): printed on the policy documents the sandbox writes
 * (server/ratecall/documents.ts) and named on purchase success as the way to reach the carrier.
 */
export const CARRIER_SERVICE_PHONE = '8005550142';
