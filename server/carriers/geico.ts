import type { Carrier } from './carrier';
import { incidentCount } from './risk';
import { STANDARD_TABLE } from './rating';

// GEICO as an auto quote partner (spec 001 section 6: geico auto eligibility), reached through its agency channel
// (server/partners/geico.ts). A clean, insured household gets a priced quote; anyone else is a click-out to GEICO's
// own site (msgStatus 'redirect'; the partner module fills the click URL).
export const GEICO_MAX_INCIDENTS = 2;

export const geico: Carrier = {
  id: 'geico',
  name: 'GEICO',
  partner: 'geico',
  onlineBind: false,
  table: {
    ...STANDARD_TABLE,
    liabilityBase: 398,
    physicalBase: 342,
    surcharge: { ...STANDARD_TABLE.surcharge, atFault: 0.4 },
    discount: { ...STANDARD_TABLE.discount, multiPolicy: 0.1, payInFull: 0.05 },
    installmentFee: 0.04,
  },
  decide(risk) {
    const incidents = risk.drivers.reduce((n, d) => n + incidentCount(d), 0);
    const reason = risk.drivers.some((d) => d.dui || d.sr22)
      ? 'a DUI or SR-22 filing'
      : incidents > GEICO_MAX_INCIDENTS
        ? `${incidents} incidents`
        : risk.currentlyInsured === false
          ? 'no current insurance'
          : null;
    if (reason) return { msgStatus: 'redirect', msgStatusDesc: `GEICO finishes quotes with ${reason} on geico.com` };
    return { msgStatus: 'success' };
  },
};
