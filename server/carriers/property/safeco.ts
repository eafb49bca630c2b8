import type { PropertyCarrier } from './carrier';
import { STANDARD_PROPERTY_TABLE } from './rating';

// Safeco home and renters: sold through independent agents (the Quinstreet agency partner, spec 001 section 6). It
// has left the hurricane coast (FL, LA) and a few other markets, declines three or more claims and refers homes over
// a century old.
const NOT_WRITTEN = new Set(['AK', 'DC', 'FL', 'HI', 'LA', 'MA', 'NJ', 'NY']);
const CLAIMS_LIMIT = 3;
const REFERRED_HOME_AGE = 100;

export const safecoProperty: PropertyCarrier = {
  id: 'safeco',
  name: 'Safeco',
  partner: 'quinstreet',
  policyTypes: ['home', 'renters'],
  onlineBind: true,
  bundlesWithAuto: (risk) => Boolean(risk.state && !NOT_WRITTEN.has(risk.state)),
  autoBrandNames: ['safeco'],
  table: {
    ...STANDARD_PROPERTY_TABLE,
    level: { home: 1.02, renters: 1.05 },
    stateAdjust: { WA: 0.9, OR: 0.92 },
    bundleCredit: 0.15,
    payInFullCredit: 0.06,
  },
  decide(risk) {
    if (risk.state && NOT_WRITTEN.has(risk.state)) {
      return {
        msgStatus: 'failed',
        msgStatusDesc: `Safeco does not write ${risk.policyType} policies in ${risk.state} through this channel`,
      };
    }
    if (risk.claims >= CLAIMS_LIMIT) {
      return {
        msgStatus: 'failed',
        msgStatusDesc: `Safeco cannot quote a household with ${risk.claims} property claims in five years`,
      };
    }
    if (risk.policyType === 'home' && risk.homeAgeYears !== null && risk.homeAgeYears > REFERRED_HOME_AGE) {
      return {
        msgStatus: 'underwriting_scorecard_condition',
        msgStatusDesc: 'A home over 100 years old needs an inspection before Safeco quotes',
      };
    }
    return { msgStatus: 'success' };
  },
};
