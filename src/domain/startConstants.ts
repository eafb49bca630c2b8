// The constants of ./constants.ts the start page reads before the intake loads (the flow's loops, the results'
// routes, the general error banner, the states the agency sells in): apart, so that the start page does not hold
// every step's constants (issue 9: a module the start page imports is in its chunk whole). ./constants.ts re-exports
// them.

export const MAX_VEHICLES = 4;
export const MAX_DRIVERS = 4;

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

export const GENERAL_ERROR_BANNER = 'We hit a roadblock with your quote';

/** spec 001 section 2: the policy page with the click-out offers alone; {id} is the auto policy's index (always 1). */
export const QUICK_VIEW_PATH = '/policy/1/quick-view-click-offers';
