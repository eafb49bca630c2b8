import { z } from 'zod/mini';
import { ageFromBirthdate } from '../domain/validation';
import { birthdate, personName, usState, vehicleYear, zip } from './common';
import type { EndpointDef } from './endpoint';
import { CoverageTier } from './entities';
import { HomeUser, Property } from './property';
import { MAX_CHARS, text } from './text';

// Calls of spec 000/001 section 7: partner coverages (auto, home), agency coverage tiers, prefill and home prefill.

/** A partner or carrier id (libertymutual, quinstreet, ...), matched case-insensitively. */
const partnerId = text(40, 'Enter a partner id').check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, 'Enter a partner id'),
  z.regex(/^[a-z0-9_-]+$/, 'Use letters, digits, hyphens and underscores only'),
);

// ---- Agency coverage tiers (spec 001 section 3) -------------------------------------------------------------------

/** Limits as the quotes' coverage maps spell them: '30/60' (BI, thousands), '25000' (dollars), 'No Coverage'. */
export const CoverageTierDetails = z.object({
  tier: CoverageTier,
  label: text(MAX_CHARS.label),
  subheading: text(MAX_CHARS.text),
  bodilyInjury: text(MAX_CHARS.label),
  propertyDamage: text(MAX_CHARS.label),
  uninsuredMotoristBodilyInjury: text(MAX_CHARS.label),
  uninsuredMotoristPropertyDamage: text(MAX_CHARS.label),
  underinsuredMotoristBodilyInjury: text(MAX_CHARS.label),
  underinsuredMotoristPropertyDamage: text(MAX_CHARS.label),
  collision: text(MAX_CHARS.label),
  comprehensive: text(MAX_CHARS.label),
  /** null outside the PIP states. */
  personalInjuryProtection: z.nullable(text(MAX_CHARS.label)),
  rental: text(MAX_CHARS.label),
  towing: text(MAX_CHARS.label),
  /** null outside the choice states (PA, NJ). */
  tort: z.nullable(z.enum(['Limited', 'Full'])),
  medicalPayment: text(MAX_CHARS.label),
  customizedEquipment: text(MAX_CHARS.label),
});
export type CoverageTierDetails = z.infer<typeof CoverageTierDetails>;

export const StateMinimumSummary = z.object({
  bodilyInjury: text(MAX_CHARS.label),
  /** False where BI need not be bought (FL) or insurance is not compulsory (NH). */
  bodilyInjuryCompulsory: z.boolean(),
  propertyDamage: text(MAX_CHARS.label),
  personalInjuryProtection: z.nullable(text(MAX_CHARS.label)),
  uninsuredMotoristBodilyInjury: z.nullable(text(MAX_CHARS.label)),
  since: z.optional(z.number().check(z.int())),
});

export const AgencyCoveragesResponse = z.object({
  state: usState,
  /** Empty where the agency does not sell auto (the client then throws "Didn't receive all tier data"). */
  tiers: z.array(CoverageTierDetails),
  stateMinimum: StateMinimumSummary,
});
export type AgencyCoveragesResponse = z.infer<typeof AgencyCoveragesResponse>;

// ---- Partner coverages -------------------------------------------------------------------------------------------

export const CoverageUnit = z.enum([
  /** '30/60': per person / per accident, in thousands. */
  'splitThousands',
  'usd',
  /** '30/900': per day / per claim, in dollars. */
  'perDayMax',
  'percentOfDwelling',
  'percentOfReplacementCost',
  'choice',
]);

export const CoverageOption = z.object({ value: text(MAX_CHARS.label), label: text(MAX_CHARS.label) });
export const PartnerCoverage = z.object({
  /** The quote coverage key it edits (bodilyInjury, collision, deductibles.allPerils, ...). */
  coverage: text(MAX_CHARS.label),
  label: text(MAX_CHARS.label),
  kind: z.enum(['limit', 'deductible', 'choice']),
  unit: CoverageUnit,
  options: z.array(CoverageOption),
  default: text(MAX_CHARS.label),
});
export type PartnerCoverage = z.infer<typeof PartnerCoverage>;

export const PartnerCoveragesResponse = z.object({
  partner: text(MAX_CHARS.label),
  carrier: z.nullable(text(MAX_CHARS.label)),
  state: usState,
  policyType: z.enum(['auto', 'home']),
  coverages: z.array(PartnerCoverage),
});
export type PartnerCoveragesResponse = z.infer<typeof PartnerCoveragesResponse>;

// ---- Prefill -----------------------------------------------------------------------------------------------------

export const PREFILL_SEARCH_TYPES = ['drivers', 'vehicles', 'license'] as const;

const searchText = (max: number, what: string) =>
  text(max, `Enter a ${what}`).check(z.trim(), z.minLength(1, `Enter a ${what}`));

export const PrefillSearchData = z.object({
  firstName: personName,
  lastName: personName,
  dateOfBirth: birthdate.check(
    z.refine((dob) => {
      const age = ageFromBirthdate(dob);
      return age >= 15 && age <= 110;
    }, 'Enter the date of birth of a driver aged 15 to 110'),
  ),
  streetAddress: searchText(MAX_CHARS.streetLine, 'street address'),
  city: searchText(MAX_CHARS.addressPart, 'city'),
  state: usState,
  zip,
});

export const PrefillRequest = z.object({
  partner: partnerId,
  sessionId: searchText(64, 'session id'),
  searchData: PrefillSearchData,
  /** What to look up: household drivers, their vehicles, and licence numbers (which imply the drivers). */
  searchType: z._default(z.array(z.enum(PREFILL_SEARCH_TYPES)).check(z.minLength(1), z.maxLength(3)), [
    'drivers',
    'vehicles',
  ]),
});
export type PrefillRequest = z.infer<typeof PrefillRequest>;

export const PrefillDriver = z.object({
  id: z.number().check(z.int(), z.gte(1), z.lte(4)),
  relationship: z.enum(['Self', 'Spouse', 'Other Relative']),
  firstName: text(MAX_CHARS.personName),
  lastName: text(MAX_CHARS.personName),
  birthdate: text(MAX_CHARS.code),
  age: z.number().check(z.int()),
  gender: z.optional(z.enum(['Male', 'Female'])),
  maritalStatus: z.enum(['Yes', 'No']),
  licenseNumber: z.optional(text(MAX_CHARS.code)),
  licenseState: z.optional(usState),
  /** Age the licence was first issued. */
  licenseObtainedAge: z.optional(z.number().check(z.int())),
});
export type PrefillDriver = z.infer<typeof PrefillDriver>;

export const PrefillVehicle = z.object({
  id: z.number().check(z.int(), z.gte(1), z.lte(4)),
  year: vehicleYear,
  make: text(MAX_CHARS.label),
  model: text(80),
  trim: text(120),
  vclass: text(MAX_CHARS.label),
  /** The VIN's first 10 characters (manufacturer, model descriptor, check digit, model year). */
  partialVin: text(MAX_CHARS.code).check(z.length(10)),
  fullVin: text(MAX_CHARS.code).check(z.length(17)),
});
export type PrefillVehicle = z.infer<typeof PrefillVehicle>;

export const PrefillStatus = z.enum(['found', 'not_found']);
export const PrefillResponse = z.object({
  status: PrefillStatus,
  data: z.object({ drivers: z.array(PrefillDriver), vehicles: z.array(PrefillVehicle) }),
});
export type PrefillResponse = z.infer<typeof PrefillResponse>;

export const HomePrefillResponse = z.object({
  status: PrefillStatus,
  data: z.object({
    properties: z.array(Property),
    /** Square footage times the state's construction cost per square foot; null when nothing was found. */
    replacementCost: z.nullable(z.number().check(z.int())),
  }),
});
export type HomePrefillResponse = z.infer<typeof HomePrefillResponse>;

export const coverageEndpoints = {
  agencyCoverages: {
    method: 'GET',
    path: '/auto-agency-coverages',
    query: z.object({ state: usState, tier: z._default(z.enum(['ALL', ...CoverageTier.options]), 'ALL') }),
    response: AgencyCoveragesResponse,
  },
  autoPartnerCoverages: {
    method: 'GET',
    path: '/auto/partner-coverages',
    query: z.object({ partner: partnerId, state: usState, carrier: z.optional(partnerId) }),
    response: PartnerCoveragesResponse,
  },
  homePartnerCoverages: {
    method: 'GET',
    path: '/home/partner-coverages',
    query: z.object({ partner: partnerId, state: usState }),
    response: PartnerCoveragesResponse,
  },
  prefill: { method: 'POST', path: '/prefill', body: PrefillRequest, response: PrefillResponse },
  /** The body is the home user itself, as POST /user takes it (spec 000 section 7: "POST /home/prefill | home user"). */
  homePrefill: { method: 'POST', path: '/home/prefill', body: HomeUser, response: HomePrefillResponse },
} as const satisfies Record<string, EndpointDef>;
