import { LEMONADE_STATES } from '../lemonade';
import type { PropertyCarrier } from './carrier';
import { STANDARD_PROPERTY_TABLE } from './rating';

// Lemonade home and renters: app-first and cheapest for renters; homeowners in fewer states than renters. Outside
// its states the shopper is redirected to its site (msgStatus 'redirect'); three or more claims decline.
export const LEMONADE_HOME_STATES: ReadonlySet<string> = new Set([
  'AZ',
  'CA',
  'CO',
  'CT',
  'GA',
  'IA',
  'IL',
  'IN',
  'MD',
  'MI',
  'NJ',
  'NY',
  'OH',
  'OR',
  'PA',
  'RI',
  'TN',
  'TX',
  'VA',
  'WA',
  'WI',
]);
export const LEMONADE_RENTERS_STATES: ReadonlySet<string> = new Set([
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DC',
  'GA',
  'IA',
  'IL',
  'IN',
  'MA',
  'MD',
  'MI',
  'MO',
  'NE',
  'NJ',
  'NM',
  'NV',
  'NY',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'TN',
  'TX',
  'VA',
  'WA',
  'WI',
]);
const CLAIMS_LIMIT = 3;

export const lemonadeProperty: PropertyCarrier = {
  id: 'lemonade',
  name: 'Lemonade',
  partner: 'lemonade',
  policyTypes: ['home', 'renters'],
  onlineBind: true,
  bundlesWithAuto: (risk) => Boolean(risk.state && LEMONADE_STATES.has(risk.state)),
  autoBrandNames: ['lemonade'],
  table: {
    ...STANDARD_PROPERTY_TABLE,
    level: { home: 0.94, renters: 0.72 },
    creditWeight: 0.8,
    claimsWeight: 1.2,
    bundleCredit: 0.1,
    payInFullCredit: 0.02,
    installmentFee: 0,
  },
  decide(risk) {
    const states = risk.policyType === 'home' ? LEMONADE_HOME_STATES : LEMONADE_RENTERS_STATES;
    if (!risk.state || !states.has(risk.state)) {
      const product = risk.policyType === 'home' ? 'homeowners' : 'renters';
      return {
        msgStatus: 'redirect',
        msgStatusDesc: `Lemonade ${product} insurance is not available in ${risk.state ?? 'this state'} yet`,
        clickUrl: `https://www.lemonade.com/${product}`,
      };
    }
    if (risk.claims >= CLAIMS_LIMIT) {
      return {
        msgStatus: 'failed',
        msgStatusDesc: `Lemonade cannot insure a household with ${risk.claims} property claims in five years`,
      };
    }
    return { msgStatus: 'success' };
  },
};
