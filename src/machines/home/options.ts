import { HomeCoverages, RentersCoverages } from '../../contract/property';
import { opts, values } from '../intake/questions/options';

// Option lists and defaults of spec 000 section 9 for home and renters (and the choices it leaves open, recorded in
// docs/spec-decisions.md). The forms and the questions both read them.

export { CREDIT_SCORE, CURRENT_INSURERS, GENDER, YES_NO } from '../intake/questions/options';
export { opts, values };

export const POLICY_TYPES = opts(
  ['Home', 'Home', 'A house you own'],
  ['Townhome', 'Townhome'],
  ['Condo', 'Condo'],
  ['Renters', 'Renters', 'A place you rent'],
);

/** Property types by policy type (spec 000 section 9): home, and townhome. */
export const PROPERTY_TYPES = {
  Home: opts(
    ['Single family', 'Single family'],
    ['Multi-family', 'Multi-family (duplex, condo, etc.)'],
    ['Mobile home', 'Mobile home'],
  ),
  Townhome: opts(['Single-family home', 'Single-family home'], ['Condo', 'Condo']),
} as const;

export const FOUNDATIONS = opts(
  ['Slab', 'Slab'],
  ['Basement', 'Basement'],
  ['Crawl Space', 'Crawl space'],
  ['Post and Pier', 'Post and pier'],
  ['Unfinished Basement', 'Unfinished basement'],
  ['Other', 'Other'],
);
export const GARAGES = opts(
  ['Built In', 'Built in'],
  ['Basement', 'Basement'],
  ['Carport', 'Carport'],
  ['None', 'None'],
);
/** Bedrooms and bathrooms: 1 to 9 and 10+ (stored as 10). */
export const ROOM_COUNTS = opts(
  ...Array.from({ length: 10 }, (_, i): [string, string] => [String(i + 1), i === 9 ? '10+' : String(i + 1)]),
);
/** Stories: 1 to 4 and more (docs/spec-decisions.md: the spec lists none). */
export const STORIES = opts(['1', '1'], ['2', '2'], ['3', '3'], ['4', '4 or more']);

export const SHOPPING_INTEREST = opts(
  ['betterRate', 'Looking for a better rate'],
  ['firstTimeBuyer', 'First-time home buyer'],
  ['purchasingNewHome', 'Purchasing a new home'],
  ['recentlyRenovated', 'Recently renovated'],
  ['bundling', 'Interested in bundling'],
);

/** Credit with the short labels of spec 000 section 9 (the renters' credit-score screen), stored as the long ones. */
export const CREDIT_SHORT = opts(
  ['Excellent (750+)', '750+'],
  ['Good (700-749)', '700-749'],
  ['Fair (640-699)', '640-699'],
  ['Needs work (<640)', 'Below 640'],
);

/** What the final home details page asks (docs/spec-decisions.md): the features carriers price. */
export const HOME_FEATURES = opts(
  ['swimmingPool', 'Swimming pool'],
  ['slide', 'Pool slide'],
  ['fireplace', 'Fireplace'],
  ['woodBurnStove', 'Wood-burning stove'],
  ['fence', 'Fenced yard'],
  ['porch', 'Porch or deck'],
);

/** The property discounts a shopper can claim (spec 000 section 3); paperless defaults on. */
export const PROPERTY_DISCOUNTS = opts(
  ['deadbolt', 'Deadbolt locks'],
  ['smokeDetectors', 'Smoke detectors'],
  ['fireExtinguisher', 'Fire extinguisher'],
  ['sprinklerSystem', 'Sprinkler system'],
  ['securityAlarm', 'Security alarm'],
  ['centralAir', 'Central air'],
  ['connectedHome', 'Connected home devices', 'Smart smoke, water or security sensors'],
  ['nonSmoker', 'Non-smoking household'],
  ['retired', 'Retired'],
  ['paperless', 'Paperless documents'],
);

/** Coverage amounts offered (docs/spec-decisions.md), each list holding the spec 000 section 9 default. */
export const DEDUCTIBLES = [500, 1000, 2500, 5000];
export const HOME_LIABILITY = [100_000, 300_000, 500_000];
export const RENTERS_LIABILITY = [100_000, 300_000, 500_000];
export const MEDICAL_PAYMENTS = [1000, 2500, 5000];

/** The defaults of spec 000 section 9, read from the contract's schemas (their one place). */
export const HOME_COVERAGE_DEFAULTS: HomeCoverages = HomeCoverages.parse({});
export const RENTERS_COVERAGE_DEFAULTS: RentersCoverages = RentersCoverages.parse({});
