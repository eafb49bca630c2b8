import type { AutoUser, CoverageTier, Operator, Vehicle } from '../../src/contract/entities';
import { AVERAGE_ANNUAL_MILES, CREDIT_HIDDEN_STATES, type UsState } from '../../src/domain/constants';
import { type CreditBand, creditBandOf } from '../../src/domain/leadSummary';
import { ageFromBirthdate } from '../../src/domain/validation';
import { parseSplit, splitText } from '../coverages/limits';
import type { ZipPlace } from '../data/zips';

// The shopper reduced to the facts carriers rate on (DESIGN section 6). No names, contacts or addresses: this object
// is what quote_requests stores and what quote ids hash.

export interface VehicleRisk {
  ageYears: number;
  vclass: string;
  annualMileage: number;
  ownership: 'Own' | 'Finance' | 'Lease';
  fullCoverage: boolean;
  primaryUse: string;
}

export interface DriverRisk {
  age: number;
  atFaultAccidents: number;
  otherAccidents: number;
  violations: number;
  dui: boolean;
  suspended: boolean;
  sr22: boolean;
  married: boolean;
}

export type { CreditBand };

export interface RiskProfile {
  state: UsState | null;
  vehicles: VehicleRisk[];
  drivers: DriverRisk[];
  creditBand: CreditBand;
  tier: CoverageTier;
  biLimit: string;
  discounts: { paperless: boolean; payInFull: boolean; multiPolicy: boolean };
  currentlyInsured: boolean | null;
  yearsWithCarrier: string | null;
  homeOwnership: string;
}

export interface RiskLookups {
  zips: Map<string, ZipPlace>;
  vehicleClass(year: string | undefined, make?: string, model?: string): Promise<string | null>;
}

const TIER_BI: Record<CoverageTier, string> = { BASIC: '10/20', LOW: '25/50', MID: '50/100', HIGH: '100/300' };

/** Every incident a driver declared; carriers use it for appetite (branch: 3+) and surcharges. */
export const incidentCount = (d: DriverRisk) =>
  d.atFaultAccidents + d.otherAccidents + d.violations + Number(d.dui) + Number(d.suspended);

export async function buildRiskProfile(user: AutoUser, lookups: RiskLookups, today = new Date()): Promise<RiskProfile> {
  const { policy, vehicles, operators, discounts } = user.autoPolicy;
  const state = policyState(policy, lookups.zips);
  const primary = operators.find((o) => o.isPrimary) ?? operators[0];
  // spec 000 section 9: BASIC is Florida only; elsewhere it rates as LOW.
  const tier: CoverageTier = policy.coverageTier === 'BASIC' && state !== 'FL' ? 'LOW' : policy.coverageTier;
  return {
    state,
    vehicles: await Promise.all(vehicles.map((v) => vehicleRisk(v, lookups, today))),
    drivers: operators.map((o) => driverRisk(o, today)),
    creditBand: CREDIT_HIDDEN_STATES.some((s) => s === state) ? 'not_used' : creditBand(primary?.creditScore),
    tier,
    biLimit: parseBiLimit(policy.coverageBILimit) ?? TIER_BI[tier],
    discounts: {
      paperless: discounts.paperless,
      payInFull: discounts.payInFull,
      multiPolicy: Boolean(discounts.multiPolicyDiscount?.home || discounts.multiPolicyDiscount?.renter),
    },
    currentlyInsured: primary?.currentlyInsured ? primary.currentlyInsured === 'Yes' : null,
    yearsWithCarrier: primary?.yearsWithCurrentCarrier ?? null,
    homeOwnership: primary?.homeOwnershipStatus ?? 'Unknown',
  };
}

/** The state rated: the policy's, else the address's, else the ZIP's. */
export function policyState(policy: AutoUser['autoPolicy']['policy'], zips: Map<string, ZipPlace>): UsState | null {
  return policy.state ?? policy.address?.state ?? (policy.zip ? zips.get(policy.zip)?.state : undefined) ?? null;
}

async function vehicleRisk(v: Vehicle, lookups: RiskLookups, today: Date): Promise<VehicleRisk> {
  const ownership = v.ownershipStatus ?? 'Own';
  return {
    ageYears: v.year ? Math.max(0, today.getUTCFullYear() - Number(v.year)) : 8,
    vclass: (await lookups.vehicleClass(v.year, v.make, v.model)) ?? 'Unknown',
    annualMileage: v.annualMileage ?? AVERAGE_ANNUAL_MILES,
    ownership,
    // spec 000 section 4: ownership other than Own sets full coverage Yes.
    fullCoverage: ownership !== 'Own' || v.fullCoverage !== 'No',
    primaryUse: v.primaryUse ?? 'Commute',
  };
}

export function driverRisk(o: Operator, today: Date): DriverRisk {
  const inc = o.incidents;
  const accidents = inc?.accidents ?? [];
  const atFault = accidents.filter((a) => a.atFault).length;
  // ticketNumber counts incidents when no details were given (mini flow); details win when present.
  const violations = Math.max(inc?.violations.length ?? 0, (inc?.ticketNumber ?? 0) - accidents.length, 0);
  return {
    age: ageFromBirthdate(o.birthdate, today),
    atFaultAccidents: atFault,
    otherAccidents: accidents.length - atFault,
    violations,
    dui: inc?.hasDui ?? false,
    suspended: inc?.isDriversLicenseSuspended ?? false,
    // spec 000 section 4: ticket number 0 sets sr22 not required.
    sr22: (inc?.ticketNumber ?? 1) !== 0 && (o.sr22?.isRequired ?? false),
    married: o.maritalStatus === 'Yes',
  };
}

/** Credit answers of spec 000 section 5 / 001 section 5, long or short labels (the lead summary's banding, one
 * source with the client's: src/domain/leadSummary.ts). */
export const creditBand = (answer: string | undefined): CreditBand => creditBandOf(answer, undefined);

/** '100k/300k' or '100/300' -> '100/300'; "I don't know" -> null (the tier's default applies). */
export function parseBiLimit(answer: string | undefined): string | null {
  const split = parseSplit(answer);
  return split ? splitText(split) : null;
}
