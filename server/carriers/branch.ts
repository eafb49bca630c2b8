import type { Carrier } from './carrier';
import { incidentCount } from './risk';
import { STANDARD_TABLE } from './rating';

// Branch: bundle-friendly direct carrier in about 40 states; its underwriting scorecard refers households with
// three or more incidents (msgStatus 'underwriting_scorecard_condition', spec 001 section 4).
/** States it does not write auto in (the ads and the remote rules read this list too). */
export const BRANCH_NOT_WRITTEN: readonly string[] = [
  'AK',
  'CA',
  'CT',
  'DC',
  'DE',
  'HI',
  'MA',
  'MI',
  'NC',
  'NJ',
  'NY',
  'RI',
  'SC',
  'VT',
  'WA',
  'WY',
];
const NOT_WRITTEN = new Set(BRANCH_NOT_WRITTEN);
const SCORECARD_INCIDENT_LIMIT = 3;

export const branch: Carrier = {
  id: 'branch',
  name: 'Branch',
  partner: 'branch',
  onlineBind: true,
  table: {
    ...STANDARD_TABLE,
    liabilityBase: 400,
    physicalBase: 350,
    discount: { ...STANDARD_TABLE.discount, multiPolicy: 0.18, homeowner: 0.08 },
    youngDriver: 1.1,
  },
  decide(risk) {
    if (risk.state && NOT_WRITTEN.has(risk.state)) {
      return { msgStatus: 'failed', msgStatusDesc: `Branch does not write auto policies in ${risk.state}` };
    }
    const incidents = risk.drivers.reduce((n, d) => n + incidentCount(d), 0);
    if (incidents >= SCORECARD_INCIDENT_LIMIT) {
      return {
        msgStatus: 'underwriting_scorecard_condition',
        msgStatusDesc: 'Household incident history needs underwriting review',
      };
    }
    return { msgStatus: 'success' };
  },
};
