import type { PropertyCarrier } from './carrier';
import { STANDARD_PROPERTY_TABLE, roofAgeOf } from './rating';

// Liberty Mutual home and renters: every state, direct online bind, priced above the market. On the hurricane coast
// (coastal FL and LA) it does not take wind on a roof older than 15 years.
const WIND_STATES = new Set(['FL', 'LA']);
export const LM_COASTAL_MAX_ROOF_AGE = 15;

export const libertymutualProperty: PropertyCarrier = {
  id: 'libertymutual',
  name: 'Liberty Mutual',
  partner: 'libertymutual',
  policyTypes: ['home', 'renters'],
  onlineBind: true,
  bundlesWithAuto: () => true,
  autoBrandNames: ['liberty mutual', 'libertymutual'],
  table: {
    ...STANDARD_PROPERTY_TABLE,
    level: { home: 1.08, renters: 1.1 },
    creditWeight: 1.1,
    claimsWeight: 0.9,
    bundleCredit: 0.15,
    installmentFee: 0.05,
  },
  decide(risk) {
    if (
      risk.policyType === 'home' &&
      risk.coastal &&
      risk.state &&
      WIND_STATES.has(risk.state) &&
      roofAgeOf(risk) > LM_COASTAL_MAX_ROOF_AGE
    ) {
      return {
        msgStatus: 'failed',
        msgStatusDesc: `Liberty Mutual does not write coastal ${risk.state} wind on a roof older than ${LM_COASTAL_MAX_ROOF_AGE} years`,
      };
    }
    return { msgStatus: 'success' };
  },
};
