import type { Quote } from '../../src/contract/quotes';
import { type FaultRule, carrierFault, sleep } from '../sandbox/faults';
import type { Decision } from './carrier';

// Asking carriers in parallel, with the sandbox's carrier faults (latency, empty, error), for auto and property RC1.

export const CARRIER_FAULT_DECISION: Decision = {
  msgStatus: 'error',
  msgStatusDesc: 'Sandbox fault: carrier unavailable',
};

/** `quote(carrier, fault)` rates one carrier; `fault` is set when an error fault replaces its own decision. */
export async function askCarriers<C extends { id: string }>(
  carriers: readonly C[],
  faults: FaultRule[],
  quote: (carrier: C, fault?: Decision) => Quote,
): Promise<Quote[]> {
  const answers = await Promise.all(
    carriers.map(async (carrier): Promise<Quote | null> => {
      const latency = carrierFault(faults, carrier.id, 'latency');
      if (latency) await sleep(latency.ms);
      if (carrierFault(faults, carrier.id, 'empty')) return null;
      return quote(carrier, carrierFault(faults, carrier.id, 'error') ? CARRIER_FAULT_DECISION : undefined);
    }),
  );
  return answers.filter((q): q is Quote => q !== null);
}
