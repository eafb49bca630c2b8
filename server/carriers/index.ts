import type { Quote } from '../../src/contract/quotes';
import { type FaultRule, carrierFault, sleep } from '../sandbox/faults';
import { branch } from './branch';
import { type Carrier, type Decision, quoteFor } from './carrier';
import { lemonade } from './lemonade';
import { libertymutual } from './libertymutual';
import type { RiskProfile } from './risk';
import { root } from './root';
import { safeco } from './safeco';

// The simulated carriers of spec 001 section 1, one module each; RC1 asks them all in parallel.
export const CARRIERS: readonly Carrier[] = [safeco, libertymutual, lemonade, branch, root];

/** quotePartners (if any) and carrierId narrow the carriers asked; both match a carrier id or its partner id. */
export function selectCarriers(quotePartners: string[], carrierId?: string): Carrier[] {
  const wanted = new Set(quotePartners.map((p) => p.toLowerCase()));
  const target = carrierId?.toLowerCase();
  return CARRIERS.filter(
    (c) =>
      (wanted.size === 0 || wanted.has(c.id) || wanted.has(c.partner)) && (!target || c.id === target || c.partner === target),
  );
}

/** A risk no carrier can rate: nothing to insure, nobody to insure, or nowhere. */
function missingFacts(risk: RiskProfile): Decision | null {
  const missing = [!risk.state && 'state', risk.vehicles.length === 0 && 'vehicles', risk.drivers.length === 0 && 'drivers'].filter(Boolean);
  return missing.length ? { msgStatus: 'failed', msgStatusDesc: `Not enough information to rate: ${missing.join(', ')}` } : null;
}

export async function rateAll(risk: RiskProfile, carriers: Carrier[], faults: FaultRule[]): Promise<Quote[]> {
  const precheck = missingFacts(risk);
  const answers = await Promise.all(
    carriers.map(async (carrier): Promise<Quote | null> => {
      const latency = carrierFault(faults, carrier.id, 'latency');
      if (latency) await sleep(latency.ms);
      if (carrierFault(faults, carrier.id, 'empty')) return null;
      if (carrierFault(faults, carrier.id, 'error')) {
        return quoteFor(carrier, risk, { msgStatus: 'error', msgStatusDesc: 'Sandbox fault: carrier unavailable' });
      }
      return quoteFor(carrier, risk, precheck ?? carrier.decide(risk));
    }),
  );
  return answers.filter((q): q is Quote => q !== null);
}
