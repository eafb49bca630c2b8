import type { Quote } from '../../../src/contract/quotes';
import { evertree } from '../../partners/evertree';
import type { FaultRule } from '../../sandbox/faults';
import { askCarriers } from '../askCarriers';
import type { Decision } from '../carrier';
import { branchProperty } from './branch';
import { type PropertyCarrier, propertyQuoteFor } from './carrier';
import { lemonadeProperty } from './lemonade';
import { libertymutualProperty } from './libertymutual';
import {
  type CoverageEdit,
  type PropertyLookups,
  type PropertyRisk,
  type PropertyUser,
  buildPropertyRisk,
} from './risk';
import { safecoProperty } from './safeco';

// Home and renters rating (spec 001 sections 1, 3, 4): the carriers, one module each, and the one entry point the
// routes (POST /home/quotes, /renters/quotes) and the rate-call helper (POST /home|renters/ratecall) share.

export const PROPERTY_CARRIER_MODULES: readonly PropertyCarrier[] = [
  lemonadeProperty,
  branchProperty,
  safecoProperty,
  libertymutualProperty,
  evertree,
];

/** The public list: who writes what. */
export const PROPERTY_CARRIERS: {
  id: string;
  name: string;
  partner: string;
  policyTypes: ('home' | 'renters')[];
  onlineBind: boolean;
  partnerOnly: boolean;
}[] = PROPERTY_CARRIER_MODULES.map((c) => ({
  id: c.id,
  name: c.name,
  partner: c.partner,
  policyTypes: [...c.policyTypes],
  onlineBind: c.onlineBind,
  partnerOnly: Boolean(c.partnerOnly),
}));

/** A risk no carrier can rate: nowhere to insure. */
function missingFacts(risk: PropertyRisk): Decision | null {
  return risk.state ? null : { msgStatus: 'failed', msgStatusDesc: 'Not enough information to rate: state' };
}

/**
 * quotePartners narrows the carriers asked (a carrier id or its partner id); with none named every carrier that
 * writes the policy type is asked, except partner-only redirects (evertree), which answer only when named.
 */
export function selectPropertyCarriers(
  policyType: PropertyRisk['policyType'],
  quotePartners: string[],
): PropertyCarrier[] {
  const wanted = new Set(quotePartners.map((p) => p.toLowerCase()));
  return PROPERTY_CARRIER_MODULES.filter(
    (c) =>
      c.policyTypes.includes(policyType) &&
      (wanted.size === 0 ? !c.partnerOnly : wanted.has(c.id) || wanted.has(c.partner)),
  );
}

export function ratePropertyCarrier(carrier: PropertyCarrier, risk: PropertyRisk): Quote {
  return propertyQuoteFor(carrier, risk, missingFacts(risk) ?? carrier.decide(risk));
}

/** RC1 for property: every carrier asked in parallel, with the sandbox's carrier faults (error, empty, latency). */
export async function rateProperty(
  risk: PropertyRisk,
  carriers: PropertyCarrier[],
  faults: FaultRule[],
): Promise<Quote[]> {
  return askCarriers(carriers, faults, (carrier, fault) =>
    fault ? propertyQuoteFor(carrier, risk, fault) : ratePropertyCarrier(carrier, risk),
  );
}

/**
 * One carrier's home or renters quote for this shopper, optionally re-rated with an edited coverage selection.
 * null when the carrier is unknown or does not write this policy type.
 */
export async function quoteProperty(input: {
  user: PropertyUser;
  carrierId: string;
  lookups: PropertyLookups;
  coverages?: CoverageEdit;
}): Promise<Quote | null> {
  const id = input.carrierId.toLowerCase();
  const carrier = PROPERTY_CARRIER_MODULES.find((c) => c.id === id);
  const risk = buildPropertyRisk(input.user, input.lookups, input.coverages);
  if (!carrier?.policyTypes.includes(risk.policyType)) return null;
  return ratePropertyCarrier(carrier, risk);
}

export { buildPropertyRisk, type PropertyRisk, type PropertyUser } from './risk';
