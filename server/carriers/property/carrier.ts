import { createHash } from 'node:crypto';
import type { Quote } from '../../../src/contract/quotes';
import { type Decision, paymentPlans, quoteHeader } from '../carrier';
import { PROPERTY_MONTHLY_PAYMENTS, PROPERTY_TERM_MONTHS } from './constants';
import { type PropertyTable, dwellingCoverage, personalPropertyCoverage, priceOf } from './rating';
import type { PropertyPolicyType, PropertyRisk } from './risk';

// What a simulated home or renters carrier is, and how its decision becomes a Quote (spec 001 section 3).

/** An auto-style decision; a redirecting partner may also name the shopper's id at its end (spec 001 section 3: urlId). */
export type PropertyDecision = Decision & { urlId?: string };

export interface PropertyCarrier {
  id: string;
  name: string;
  /** The partner id the client names in quotePartners. */
  partner: string;
  policyTypes: readonly PropertyPolicyType[];
  onlineBind: boolean;
  /** Whether the carrier sells auto where this risk is, so the quote can carry bundle info (spec 001 section 3). */
  bundlesWithAuto(risk: PropertyRisk): boolean;
  /** Only quoted when named in quotePartners (a partner that redirects, not a carrier that prices). */
  partnerOnly?: boolean;
  table: PropertyTable;
  decide(risk: PropertyRisk): PropertyDecision;
  /** Names a carrier accepts as "already my auto carrier" (renters autoCarrier), lower-case. */
  autoBrandNames?: readonly string[];
}

const round = (n: number) => String(Math.round(n));

export function propertyQuoteId(carrierId: string, risk: PropertyRisk): string {
  return `${carrierId}-${createHash('sha256')
    .update(`${carrierId}|property|${JSON.stringify(risk)}`)
    .digest('hex')
    .slice(0, 20)}`;
}

export function propertyCoverages(risk: PropertyRisk): Record<string, string> {
  const c = risk.coverages;
  const common = {
    personalLiability: round(c.personalLiability),
    medicalPayments: round(c.medicalPayments),
    deductible: round(c.deductible),
  };
  if (risk.policyType === 'renters') {
    const contents = personalPropertyCoverage(risk);
    return { personalProperty: round(contents), lossOfUse: round(c.lossOfUse ?? contents * 0.3), ...common };
  }
  const dwelling = dwellingCoverage(risk);
  return {
    dwelling: round(dwelling),
    otherStructures: round(c.otherStructures ?? (risk.dwelling === 'Condo' ? 0 : dwelling * 0.1)),
    personalProperty: round(personalPropertyCoverage(risk)),
    lossOfUse: round(dwelling * 0.2),
    ...common,
    ...(c.windDeductible !== null ? { windDeductible: round(c.windDeductible) } : {}),
  };
}

export function propertyQuoteFor(
  carrier: PropertyCarrier,
  risk: PropertyRisk,
  decision: PropertyDecision = carrier.decide(risk),
): Quote {
  const base = quoteHeader(carrier, propertyQuoteId(carrier.id, risk), PROPERTY_TERM_MONTHS);
  if (decision.msgStatus !== 'success') {
    return {
      ...base,
      msgStatus: decision.msgStatus,
      msgStatusDesc: decision.msgStatusDesc,
      coverages: {},
      ...(decision.clickUrl ? { click_url: decision.clickUrl } : {}),
      ...(decision.urlId ? { urlId: decision.urlId } : {}),
    };
  }
  const existing = Boolean(risk.autoCarrier && carrier.autoBrandNames?.some((n) => risk.autoCarrier?.includes(n)));
  const price = priceOf(risk, carrier.table, existing);
  return {
    ...base,
    msgStatus: 'success',
    ...paymentPlans(price.fullPay, price.monthlyTotal, PROPERTY_MONTHLY_PAYMENTS),
    coverages: propertyCoverages(risk),
    ...(risk.bundleWith && carrier.bundlesWithAuto(risk)
      ? { bundle: { adType: risk.bundleWith, termAmount: price.bundled } }
      : {}),
  };
}
