import { CARRIER_FOOTPRINT_FACTS } from '../carriers/footprints';
import { EVERTREE_FOOTPRINT } from '../partners/evertree';

// Named choices of the remote rules (spec 001 section 7 "Remote rules", spec 000 sections 4, 6 and 9). The rules
// themselves are data (definitions/*.json); these are the reference lists the engine offers them as facts.

/** The agency states (spec 000 section 9): the project's lists, offered to the rules as facts. */
export { AGENCY_ELIGIBLE_AUTO_STATES, AGENCY_ELIGIBLE_HOME_STATES } from '../../src/domain/config';

/**
 * US federal holidays 2025-2027 as observed (5 U.S.C. 6103: a Saturday holiday is observed the Friday before, a
 * Sunday one the Monday after; 2027-12-31 is New Year's Day 2028 observed). Agents are closed on these dates.
 */
export const FEDERAL_HOLIDAYS: Readonly<Record<string, string>> = {
  '2025-01-01': "New Year's Day",
  '2025-01-20': 'Birthday of Martin Luther King, Jr.',
  '2025-02-17': "Washington's Birthday",
  '2025-05-26': 'Memorial Day',
  '2025-06-19': 'Juneteenth National Independence Day',
  '2025-07-04': 'Independence Day',
  '2025-09-01': 'Labor Day',
  '2025-10-13': 'Columbus Day',
  '2025-11-11': 'Veterans Day',
  '2025-11-27': 'Thanksgiving Day',
  '2025-12-25': 'Christmas Day',
  '2026-01-01': "New Year's Day",
  '2026-01-19': 'Birthday of Martin Luther King, Jr.',
  '2026-02-16': "Washington's Birthday",
  '2026-05-25': 'Memorial Day',
  '2026-06-19': 'Juneteenth National Independence Day',
  '2026-07-03': 'Independence Day (observed)',
  '2026-09-07': 'Labor Day',
  '2026-10-12': 'Columbus Day',
  '2026-11-11': 'Veterans Day',
  '2026-11-26': 'Thanksgiving Day',
  '2026-12-25': 'Christmas Day',
  '2027-01-01': "New Year's Day",
  '2027-01-18': 'Birthday of Martin Luther King, Jr.',
  '2027-02-15': "Washington's Birthday",
  '2027-05-31': 'Memorial Day',
  '2027-06-18': 'Juneteenth National Independence Day (observed)',
  '2027-07-05': 'Independence Day (observed)',
  '2027-09-06': 'Labor Day',
  '2027-10-11': 'Columbus Day',
  '2027-11-11': 'Veterans Day',
  '2027-11-25': 'Thanksgiving Day',
  '2027-12-24': 'Christmas Day (observed)',
  '2027-12-31': "New Year's Day 2028 (observed)",
};

/** spec 000 section 6: the partner label the traffic source decides ('' for none); shared with the client. */
export { PARTNER_LABELS } from '../../src/contract/rules';

/** spec 000 section 2: the question graphs a shopper can be in (plus the home and renters flows), as the rules name them. */
export { RULE_FLOW_NAMES as FLOW_NAMES } from '../../src/contract/flowIds';

export const POLICY_TYPES = ['auto', 'home', 'townhome', 'condo', 'renters'] as const;
export const PROPERTY_TYPES = ['Single family', 'Multi-family', 'Mobile home', 'Condo', 'Single-family home'] as const;
export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export const HOME_OWNERSHIP = ['Own', 'Rent', 'Live with family'] as const;
/** The intake's whenShopping answers (src/machines/intake/questions/options.ts). */
export const WHEN_SHOPPING = ['ASAP', 'withinFewDays', 'byEndOfWeek', 'thisMonth', 'justChecking'] as const;
export const CREDIT_BANDS = ['excellent', 'good', 'fair', 'poor', 'unknown', 'not_used'] as const;
export const COVERAGE_TIERS = ['BASIC', 'LOW', 'MID', 'HIGH'] as const;

/**
 * Carriers the rules speak of: the five simulated carriers, GEICO (ads and the focused flow) and the fast-track
 * carrier, which spec 001 section 4 does not name: ours is fasttrack, Kestrel Point Auto (server/carriers/fasttrack.ts).
 */
export const FAST_TRACK_CARRIER_ID = 'fasttrack';
export const RULE_CARRIER_IDS = [
  'safeco',
  'libertymutual',
  'lemonade',
  'branch',
  'root',
  'geico',
  FAST_TRACK_CARRIER_ID,
] as const;

/** Where the simulated carriers and Evertree write, as facts: the rules and the carriers cannot drift apart. */
export const FOOTPRINT_FACTS: Readonly<Record<string, readonly string[]>> = {
  ...CARRIER_FOOTPRINT_FACTS,
  evertreeStates: [...EVERTREE_FOOTPRINT].sort(),
};

/** Experiments bucket shoppers 0-99 by a hash of their anonymousId (else sessionId) salted with the rule name. */
export const BUCKET_COUNT = 100;

/** Engine facts the code provides (the carriers' footprints among them); a definition may not redefine them. */
export const CODE_FACTS: readonly string[] = [
  'agencyAutoStates',
  'agencyHomeStates',
  'bucket',
  'localTime',
  ...Object.keys(FOOTPRINT_FACTS),
];

/** The coverage-selection rules repeat until nothing changes; a definition needing more passes is a bug. */
export const COVERAGE_MAX_PASSES = 8;
