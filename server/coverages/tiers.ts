import type { CoverageTierDetails } from '../../src/contract/coverages';
import type { CoverageTier } from '../../src/contract/entities';
import type { UsState } from '../../src/domain/constants';
import { PIP_LEVELS, STATE_MINIMUMS, type StateMinimum, UMPD_STATES } from '../../src/domain/stateMinimums';
import { BASIC_TIER_STATES, DECLINED, TIER_COPY, TIER_FLOORS, TIER_OPTIONAL, TIER_ORDER } from './constants';
import { type Split, amountAbove, raiseSplit, splitAbove, splitText, thousands } from './limits';

// The one coverage-tier table (spec 001 section 3): each state's BASIC/LOW/MID/HIGH limits, built from its real
// minimums. The agency tier call serves it and RC1 quotes' coverage maps are made from it.

/** Used only when a state is unknown (never for a rated quote, which needs a state). */
const NO_STATE: StateMinimum = {
  bodilyInjury: [25_000, 50_000],
  bodilyInjuryCompulsory: true,
  propertyDamage: 25_000,
  pip: null,
  uninsured: null,
  medicalPayments: null,
  tortChoice: false,
};

export const minimumOf = (state: UsState | null): StateMinimum => (state ? STATE_MINIMUMS[state] : NO_STATE);

export function tierExists(state: UsState | null, tier: CoverageTier): boolean {
  return tier !== 'BASIC' || (state !== null && BASIC_TIER_STATES.includes(state));
}

interface Liability {
  bodilyInjury: Split;
  propertyDamage: number;
}

/** LOW is the state minimum; MID and HIGH each sit a step above the tier below and at least at their floor. */
function liability(min: StateMinimum, tier: CoverageTier): Liability {
  const low: Liability = { bodilyInjury: thousands(min.bodilyInjury), propertyDamage: min.propertyDamage };
  if (tier === 'BASIC' || tier === 'LOW') return low;
  const mid: Liability = {
    bodilyInjury: raiseSplit(splitAbove(low.bodilyInjury), TIER_FLOORS.MID.bodilyInjury),
    propertyDamage: Math.max(amountAbove(low.propertyDamage), TIER_FLOORS.MID.propertyDamage),
  };
  if (tier === 'MID') return mid;
  return {
    bodilyInjury: raiseSplit(splitAbove(mid.bodilyInjury), TIER_FLOORS.HIGH.bodilyInjury),
    propertyDamage: Math.max(amountAbove(mid.propertyDamage), TIER_FLOORS.HIGH.propertyDamage),
  };
}

/** The tier's limits in `state`; null for BASIC outside Florida. */
export function tierDetails(state: UsState | null, tier: CoverageTier): CoverageTierDetails | null {
  if (!tierExists(state, tier)) return null;
  const min = minimumOf(state);
  const minimal = tier === 'BASIC' || tier === 'LOW';
  const { bodilyInjury, propertyDamage } = liability(min, tier);
  const um = min.uninsured;
  const umpdSold = state !== null && UMPD_STATES.has(state);
  const pipLevels = state ? PIP_LEVELS[state] : undefined;
  const optional = TIER_OPTIONAL[tier];

  // Minimal tiers carry uninsured-motorist cover only where the state requires it; MID and HIGH match their liability.
  const umBi = minimal ? (um ? splitText(thousands(um.bodilyInjury)) : DECLINED) : splitText(bodilyInjury);
  const uimBi = minimal
    ? um?.underinsured
      ? splitText(thousands(um.bodilyInjury))
      : DECLINED
    : splitText(bodilyInjury);
  const umPd = !umpdSold
    ? DECLINED
    : minimal
      ? um?.propertyDamage
        ? String(um.propertyDamage)
        : DECLINED
      : String(propertyDamage);
  const uimPd = !umpdSold
    ? DECLINED
    : minimal
      ? um?.underinsured && um.propertyDamage
        ? String(um.propertyDamage)
        : DECLINED
      : String(propertyDamage);

  return {
    tier,
    ...TIER_COPY[tier],
    // BASIC buys only what must be bought: Florida's PD and PIP, no BI.
    bodilyInjury: tier === 'BASIC' && !min.bodilyInjuryCompulsory ? DECLINED : splitText(bodilyInjury),
    propertyDamage: String(propertyDamage),
    uninsuredMotoristBodilyInjury: umBi,
    uninsuredMotoristPropertyDamage: umPd,
    underinsuredMotoristBodilyInjury: uimBi,
    underinsuredMotoristPropertyDamage: uimPd,
    collision: optional.collision,
    comprehensive: optional.comprehensive,
    personalInjuryProtection: pipLevels
      ? pipLevels[minimal ? 0 : tier === 'MID' ? Math.min(1, pipLevels.length - 1) : pipLevels.length - 1]
      : null,
    rental: optional.rental,
    towing: optional.towing,
    tort: min.tortChoice ? (minimal ? 'Limited' : 'Full') : null,
    medicalPayment: minimal && min.medicalPayments ? String(min.medicalPayments) : optional.medicalPayment,
    customizedEquipment: optional.customizedEquipment,
  };
}

/** Every tier sold in `state`, in order (BASIC first in Florida). */
export function tiersFor(state: UsState): CoverageTierDetails[] {
  return TIER_ORDER.map((t) => tierDetails(state, t)).filter((t): t is CoverageTierDetails => t !== null);
}
