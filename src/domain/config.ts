import { US_STATES, type UsState } from './constants';

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
  'AZ', 'AR', 'CT', 'DE', 'GA', 'ID', 'IL', 'IN', 'IA', 'KY', 'ME', 'MD', 'MN', 'MO', 'NV', 'NH', 'NJ', 'NM', 'NC', 'OH',
  'OR', 'PA', 'RI', 'SC', 'TN', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI',
];

/** The vehicle data covers 1984-2025; the spec's list runs 2026-1982 (docs/spec-decisions.md). */
export const VEHICLE_DATA_FIRST_YEAR = 1984;
export const VEHICLE_DATA_LAST_YEAR = 2025;
