import type { AutoUser } from '../contract/entities';
import { CREDIT_HIDDEN_STATES } from './constants';
import { ageFromBirthdate } from './validation';

// The lead-classification summary of spec 001 section 3 as the userClassification rule reads it (its "leadSummary"
// input, server/rules/inputs.ts; docs/decisions/0097): counts and bands only, no name, contact or address. The
// incident counting follows the sandbox's rating facts (server/carriers/risk.ts driverRisk), and the sandbox bands
// credit with creditBandOf below, so the rule and the classification the results already make see the same record.

export type CreditBand = 'excellent' | 'good' | 'fair' | 'poor' | 'unknown' | 'not_used';

/** The rule's input: every field optional; one the user does not say is left out (the rule's required fields). */
export interface RuleLeadSummary {
  vehicleCount?: number;
  driverCount?: number;
  minDriverAge?: number;
  maxDriverAge?: number;
  accidentCount: number;
  atFaultAccidentCount: number;
  violationCount: number;
  hasDui: boolean;
  licenseSuspended: boolean;
  sr22: boolean;
  creditBand: CreditBand;
  insuredMonths?: number;
  homeowner?: boolean;
  coverageTier?: 'BASIC' | 'LOW' | 'MID' | 'HIGH';
  state?: string;
}

/** The credit answer (spec 000 section 5, long or short labels) as a band; a state that bars credit: not_used. */
export function creditBandOf(answer: string | undefined, state: string | undefined): CreditBand {
  if (state && (CREDIT_HIDDEN_STATES as readonly string[]).includes(state)) return 'not_used';
  const a = (answer ?? '').toLowerCase();
  if (!a) return 'unknown';
  if (/needs|poor|below|</.test(a)) return 'poor';
  if (/excellent|750/.test(a)) return 'excellent';
  if (/good|700/.test(a)) return 'good';
  if (/fair|average|64/.test(a)) return 'fair';
  return 'unknown';
}

/**
 * Months of continuous coverage (the rule's 6, 18, 42, 60 in the order of the years-with-carrier answers; 0 when not
 * insured); undefined when neither answer says.
 */
export function insuredMonthsOf(currentlyInsured: string | undefined, years: string | undefined): number | undefined {
  if (currentlyInsured === 'No') return 0;
  switch (years) {
    case 'Less than a year':
      return 6;
    case '1-2 years':
      return 18;
    case '2-3 years':
      return 42;
    case '3-4 years':
      return 60;
    default:
      return undefined;
  }
}

/** The rule's counts are bounded (count(4) vehicles and drivers, 30 incidents; ages 14-120): kept within them. */
const within = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export function ruleLeadSummaryOf(user: AutoUser, today: Date = new Date()): RuleLeadSummary {
  const { policy, vehicles, operators } = user.autoPolicy;
  const state = policy.state ?? policy.address?.state;
  const primary = operators.find((o) => o.isPrimary) ?? operators[0];
  let accidents = 0;
  let atFault = 0;
  let violations = 0;
  const ages: number[] = [];
  for (const o of operators) {
    const inc = o.incidents;
    const list = inc?.accidents ?? [];
    accidents += list.length;
    atFault += list.filter((a) => a.atFault).length;
    // ticketNumber counts incidents when no details were given (mini flow); details win when present.
    violations += Math.max(inc?.violations.length ?? 0, (inc?.ticketNumber ?? 0) - list.length, 0);
    if (o.birthdate) ages.push(within(ageFromBirthdate(o.birthdate, today), 14, 120));
  }
  const insuredMonths = insuredMonthsOf(primary?.currentlyInsured, primary?.yearsWithCurrentCarrier);
  const homeowner = primary?.homeOwnershipStatus ? primary.homeOwnershipStatus === 'Own' : undefined;
  return {
    ...(vehicles.length ? { vehicleCount: within(vehicles.length, 0, 4) } : {}),
    ...(operators.length ? { driverCount: within(operators.length, 0, 4) } : {}),
    ...(ages.length ? { minDriverAge: Math.min(...ages), maxDriverAge: Math.max(...ages) } : {}),
    accidentCount: within(accidents, 0, 30),
    atFaultAccidentCount: within(atFault, 0, 30),
    violationCount: within(violations, 0, 30),
    hasDui: operators.some((o) => o.incidents?.hasDui === true),
    licenseSuspended: operators.some((o) => o.incidents?.isDriversLicenseSuspended === true),
    // spec 000 section 4: ticket number 0 sets sr22 not required.
    sr22: operators.some((o) => (o.incidents?.ticketNumber ?? 1) !== 0 && o.sr22?.isRequired === true),
    creditBand: creditBandOf(primary?.creditScore, state),
    ...(insuredMonths === undefined ? {} : { insuredMonths }),
    ...(homeowner === undefined ? {} : { homeowner }),
    ...(policy.coverageTier ? { coverageTier: policy.coverageTier } : {}),
    ...(state ? { state } : {}),
  };
}
