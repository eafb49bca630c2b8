import type { Quote } from '../../src/contract/quotes';
import type { FaultRule } from '../sandbox/faults';
import { askCarriers } from './askCarriers';
import { AGENCY_PARTNERS } from '../partners/constants';
import { GEICO_CARRIERS } from '../partners/geico';
import { branch } from './branch';
import { type Carrier, type Decision, quoteFor } from './carrier';
import { fasttrack } from './fasttrack';
import { lemonade } from './lemonade';
import { libertymutual } from './libertymutual';
import type { RiskProfile } from './risk';
import { root } from './root';
import { safeco } from './safeco';

// The simulated carriers of spec 001 section 1, one module each; RC1 asks them all in parallel.
export const CARRIERS: readonly Carrier[] = [safeco, libertymutual, lemonade, branch, root, fasttrack];
/** Carriers reached only through an agency partner (spec 001 section 6), never by default. */
export const AGENCY_CARRIERS: readonly Carrier[] = [...GEICO_CARRIERS];
const AGENCY = new Set<string>(AGENCY_PARTNERS);

/**
 * quotePartners (if any) and carrierId narrow the carriers asked; both match a carrier id or its partner id. With no
 * quotePartners the direct carriers are asked. An agency partner (quinstreet, geico) counts only when the agency
 * experience is available (isAgencyAvailable): safeco named by its own id is still asked.
 */
export function selectCarriers(quotePartners: string[], carrierId?: string, isAgencyAvailable = false): Carrier[] {
  const wanted = new Set(quotePartners.map((p) => p.toLowerCase()));
  const target = carrierId?.toLowerCase();
  const named = (c: Carrier) =>
    (wanted.has(c.id) && !AGENCY.has(c.id)) || (wanted.has(c.partner) && (!AGENCY.has(c.partner) || isAgencyAvailable));
  const direct = CARRIERS.filter((c) => wanted.size === 0 || named(c));
  const agency = isAgencyAvailable ? AGENCY_CARRIERS.filter(named) : [];
  return [...direct, ...agency].filter((c) => !target || c.id === target || c.partner === target);
}

/** A risk no carrier can rate: nothing to insure, nobody to insure, or nowhere. */
function missingFacts(risk: RiskProfile): Decision | null {
  const missing = [
    !risk.state && 'state',
    risk.vehicles.length === 0 && 'vehicles',
    risk.drivers.length === 0 && 'drivers',
  ].filter(Boolean);
  return missing.length
    ? { msgStatus: 'failed', msgStatusDesc: `Not enough information to rate: ${missing.join(', ')}` }
    : null;
}

export async function rateAll(risk: RiskProfile, carriers: Carrier[], faults: FaultRule[]): Promise<Quote[]> {
  const precheck = missingFacts(risk);
  return askCarriers(carriers, faults, (carrier, fault) =>
    quoteFor(carrier, risk, fault ?? precheck ?? carrier.decide(risk)),
  );
}
