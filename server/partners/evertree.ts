import { createHash } from 'node:crypto';
import type { PropertyCarrier } from '../carriers/property/carrier';
import { STANDARD_PROPERTY_TABLE } from '../carriers/property/rating';
import type { PropertyRisk } from '../carriers/property/risk';

// Evertree: the home partner of spec 001 sections 2 and 6. It prices nothing here: an eligible shopper is redirected
// to Evertree's own quote page (msgStatus 'redirect', click_url and urlId carrying an Evertree id). Where no id can be
// made (no state, or outside its footprint) the quote is 'failed' without one, and the client raises
// "No Evertree id returned" (spec 001 section 8: evertree_error).

export const EVERTREE_QUOTE_PAGE = 'https://www.evertreeinsurance.com/quote';
export const EVERTREE_FOOTPRINT: ReadonlySet<string> = new Set([
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
  'MO',
  'MS',
  'NC',
  'NE',
  'OH',
  'OK',
  'SC',
  'TN',
  'TX',
  'VA',
  'WI',
]);

/** Deterministic: the same property facts always give the same id; no personal data goes in. */
export function evertreeId(risk: PropertyRisk): string | null {
  if (!risk.state || !EVERTREE_FOOTPRINT.has(risk.state)) return null;
  const digest = createHash('sha256')
    .update(`evertree|${JSON.stringify(risk)}`)
    .digest('hex');
  return `ET-${risk.state}-${digest.slice(0, 12).toUpperCase()}`;
}

export const evertree: PropertyCarrier = {
  id: 'evertree',
  name: 'Evertree Insurance',
  partner: 'evertree',
  policyTypes: ['home'],
  onlineBind: false,
  partnerOnly: true,
  bundlesWithAuto: () => false,
  table: STANDARD_PROPERTY_TABLE,
  decide(risk) {
    const id = evertreeId(risk);
    if (!id) {
      return {
        msgStatus: 'failed',
        msgStatusDesc: `Evertree does not offer home insurance in ${risk.state ?? 'this state'}`,
      };
    }
    return {
      msgStatus: 'redirect',
      msgStatusDesc: 'Continue your home quote on Evertree',
      clickUrl: `${EVERTREE_QUOTE_PAGE}?evertree_id=${encodeURIComponent(id)}`,
      urlId: id,
    };
  },
};
