// Choices the spec leaves open ("not shown"), kept in one place; each is recorded in docs/spec-decisions.md.

/** spec 000 section 5: "The accident window is a constant number of years: not shown." */
export const ACCIDENT_WINDOW_YEARS = 3;

/**
 * spec 000 section 9: "Agency-eligible states: 44 for auto (lists not shown)".
 * We exclude seven jurisdictions with unusual auto regimes, leaving 44.
 */
export const AGENCY_INELIGIBLE_AUTO_STATES = ['AK', 'DC', 'HI', 'LA', 'MA', 'MI', 'NY'] as const;

/** The vehicle data covers 1984-2025; the spec's list runs 2026-1982 (docs/spec-decisions.md). */
export const VEHICLE_DATA_FIRST_YEAR = 1984;
export const VEHICLE_DATA_LAST_YEAR = 2025;
