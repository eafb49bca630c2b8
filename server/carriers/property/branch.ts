import { BRANCH_NOT_WRITTEN } from '../branch';
import type { PropertyCarrier } from './carrier';
import { STANDARD_PROPERTY_TABLE } from './rating';

// Branch homeowners: sold online and priced to bundle with Branch auto (the biggest multi-policy credit here). Its
// underwriting declines roofs over 20 years and manufactured homes, and refers households with two or more claims.
const HOME_STATES = new Set([
  'AL',
  'AR',
  'AZ',
  'CO',
  'GA',
  'IA',
  'IL',
  'IN',
  'KS',
  'KY',
  'MD',
  'ME',
  'MO',
  'MT',
  'ND',
  'NE',
  'NH',
  'NM',
  'OH',
  'OK',
  'OR',
  'PA',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'WI',
  'WV',
]);
/** Branch auto's footprint gaps (as server/carriers/branch.ts): no bundle there. */
export const BRANCH_MAX_ROOF_AGE = 20;
const SCORECARD_CLAIMS = 2;

export const branchProperty: PropertyCarrier = {
  id: 'branch',
  name: 'Branch',
  partner: 'branch',
  policyTypes: ['home'],
  onlineBind: true,
  bundlesWithAuto: (risk) => Boolean(risk.state && !BRANCH_NOT_WRITTEN.includes(risk.state)),
  autoBrandNames: ['branch'],
  table: { ...STANDARD_PROPERTY_TABLE, level: { home: 0.97, renters: 1 }, bundleCredit: 0.2, installmentFee: 0.03 },
  decide(risk) {
    if (!risk.state || !HOME_STATES.has(risk.state)) {
      return {
        msgStatus: 'failed',
        msgStatusDesc: `Branch does not write homeowners policies in ${risk.state ?? 'this state'}`,
      };
    }
    if (risk.construction === 'manufactured')
      return { msgStatus: 'failed', msgStatusDesc: 'Branch does not insure manufactured or mobile homes' };
    if (risk.roofAgeYears !== null && risk.roofAgeYears > BRANCH_MAX_ROOF_AGE) {
      return {
        msgStatus: 'failed',
        msgStatusDesc: `Branch does not insure roofs older than ${BRANCH_MAX_ROOF_AGE} years`,
      };
    }
    if (risk.claims >= SCORECARD_CLAIMS) {
      return {
        msgStatus: 'underwriting_scorecard_condition',
        msgStatusDesc: 'Property claims history needs underwriting review',
      };
    }
    return { msgStatus: 'success' };
  },
};
