import type { HomeCoverages, HomeUser, Property, RentersCoverages, RentersUser } from '../../../src/contract/property';
import type { UsState } from '../../../src/domain/constants';
import type { ZipPlace } from '../../data/zips';
import { type CreditBand, creditBand } from '../risk';
import {
  COASTAL_ZIP3,
  type Construction,
  DEFAULT_BEDROOMS,
  HOME_DEFAULTS,
  PROPERTY_CREDIT_BANNED,
  RENTERS_DEFAULTS,
  type DeviceCredit,
} from './constants';

// A home or renters shopper reduced to the facts property carriers rate on (spec 001 section 4, DESIGN section 6).
// No names, contacts or street addresses: this object is what quote_requests stores and what quote ids hash.

export type PropertyPolicyType = 'home' | 'renters';
export type Dwelling = 'Home' | 'Townhome' | 'Condo' | 'Renters';

export interface PropertyCoverageChoice {
  deductible: number;
  /** Hurricane or wind/hail deductible in dollars, when the shopper chose one (home only). */
  windDeductible: number | null;
  personalLiability: number;
  medicalPayments: number;
  personalProperty: number | null;
  replacementCost: number | null;
  otherStructures: number | null;
  lossOfUse: number | null;
}

export interface PropertyRisk {
  policyType: PropertyPolicyType;
  dwelling: Dwelling;
  state: UsState | null;
  coastal: boolean;
  yearBuilt: number | null;
  homeAgeYears: number | null;
  roofAgeYears: number | null;
  construction: Construction;
  squareFootage: number | null;
  bedrooms: number | null;
  stories: number;
  numberOfFamilies: number;
  claims: number;
  creditBand: CreditBand;
  credits: DeviceCredit[];
  paperless: boolean;
  hazards: { swimmingPool: boolean; slide: boolean; woodBurnStove: boolean };
  /** The other policy the shopper wants with this one (spec 001 section 3: bundle adType), if any. */
  bundleWith: 'auto' | null;
  /** The shopper's current auto carrier, lower-cased (renters: autoCarrier), for an existing-customer discount. */
  autoCarrier: string | null;
  coverages: PropertyCoverageChoice;
}

export interface PropertyLookups {
  zips: Map<string, ZipPlace>;
}

export type PropertyUser = HomeUser | RentersUser;
export type CoverageEdit = Partial<HomeCoverages> | Partial<RentersCoverages>;

export const isRentersUser = (u: PropertyUser): u is RentersUser => 'rentersPolicy' in u;

function construction(text: string | undefined): Construction {
  const t = (text ?? '').toLowerCase();
  if (!t) return 'unknown';
  if (/brick|masonry|stone|concrete|block|stucco on block|adobe/.test(t)) return 'masonry';
  if (/mobile|manufactured|modular/.test(t)) return 'manufactured';
  if (/log/.test(t)) return 'log';
  return 'frame';
}

function credits(p: Property | undefined): DeviceCredit[] {
  const d = p?.discounts;
  if (!d) return [];
  const on: Record<DeviceCredit, boolean | undefined> = {
    deadbolt: d.deadbolt,
    fireExtinguisher: d.fireExtinguisher,
    smokeDetectors: d.smokeDetectors,
    fireAlarm: d.fireAlarm?.hasFireAlarm,
    securityAlarm: d.securityAlarm,
    sprinklerSystem: d.sprinklerSystem,
    connectedHome: d.connectedHome,
    nonSmoker: d.nonSmoker,
    retired: d.retired,
  };
  return (Object.keys(on) as DeviceCredit[]).filter((k) => on[k]);
}

/** The zip rated: the property's address, then the policy's address, then the policy zip. */
function zipOf(policy: { address?: { zip: string }; zip?: string }, property: Property | undefined): string | null {
  return property?.propertyAddress?.zip ?? policy.address?.zip ?? policy.zip ?? null;
}

function homeChoice(base: Partial<HomeCoverages>, edit: Partial<HomeCoverages> = {}): PropertyCoverageChoice {
  // An edited plain deductible replaces the stored all-perils one (the edit is what the shopper just chose).
  const deductibles = { ...base.deductibles, ...edit.deductibles };
  if (edit.deductible !== undefined && edit.deductibles?.allPerils === undefined) delete deductibles.allPerils;
  const c = { ...base, ...edit, deductibles };
  const wind = Math.max(c.deductibles?.hurricane ?? 0, c.deductibles?.windAndHail ?? 0);
  return {
    deductible: c.deductibles?.allPerils ?? c.deductible ?? HOME_DEFAULTS.deductible,
    windDeductible: wind > 0 ? wind : null,
    personalLiability: c.personalLiability ?? HOME_DEFAULTS.personalLiability,
    medicalPayments: c.medicalPayments ?? HOME_DEFAULTS.medicalPayments,
    personalProperty: c.personalProperty ?? null,
    replacementCost: c.replacementCost || null,
    otherStructures: c.otherStructures ?? null,
    lossOfUse: null,
  };
}

function rentersChoice(base: Partial<RentersCoverages>, edit: CoverageEdit = {}): PropertyCoverageChoice {
  // A home-style edit ({ deductible }) is accepted too: the rate-call helper edits both policy types alike.
  const { deductible, ...rest } = edit as Partial<HomeCoverages> & Partial<RentersCoverages>;
  const c: Partial<RentersCoverages> = { ...base, ...rest };
  if (deductible !== undefined) c.deductibles = { allPerils: deductible };
  return {
    deductible: c.deductibles?.allPerils ?? RENTERS_DEFAULTS.deductible,
    windDeductible: null,
    personalLiability: c.personalLiability ?? RENTERS_DEFAULTS.personalLiability,
    medicalPayments: c.medicalPayments ?? RENTERS_DEFAULTS.medicalPayments,
    personalProperty: c.personalProperty || null,
    replacementCost: null,
    otherStructures: null,
    lossOfUse: c.lossOfUse ?? null,
  };
}

/** The state the property is insured in: the property's address, else the policy's, else its ZIP's state. */
export function propertyState(user: PropertyUser, zips: PropertyLookups['zips']): UsState | null {
  const { properties, policy } = isRentersUser(user) ? user.rentersPolicy : user.homePolicy;
  const property = properties[0];
  const zip = zipOf(policy, property);
  return property?.propertyAddress?.state ?? policy.address?.state ?? (zip ? zips.get(zip)?.state : undefined) ?? null;
}

export function buildPropertyRisk(
  user: PropertyUser,
  lookups: PropertyLookups,
  edit?: CoverageEdit,
  today = new Date(),
): PropertyRisk {
  const renters = isRentersUser(user);
  const { occupants, properties, policy } = renters ? user.rentersPolicy : user.homePolicy;
  const property = properties[0];
  const dwelling: Dwelling = renters ? 'Renters' : user.homePolicy.policy.policyType;
  const zip = zipOf(policy, property);
  const state = propertyState(user, lookups.zips);
  const year = today.getUTCFullYear();
  const yearBuilt = property?.yearBuilt && property.yearBuilt <= year ? property.yearBuilt : null;
  const primary = occupants[0];
  const coverages = renters
    ? rentersChoice(user.rentersPolicy.policy.coverages ?? {}, edit)
    : homeChoice(user.homePolicy.policy.coverages ?? {}, edit as Partial<HomeCoverages> | undefined);
  const bundles = (policy.bundlePolicies ?? []).map((b) => b.toLowerCase());
  const wantsBundle = bundles.some((b) => b.includes('auto')) || /bundl/i.test(policy.shoppingInterest ?? '');
  const autoCarrier = renters ? user.rentersPolicy.policy.autoCarrier : undefined;
  return {
    // A home user who chose policy type Renters is rated as renters.
    policyType: renters || dwelling === 'Renters' ? 'renters' : 'home',
    dwelling,
    state,
    coastal: Boolean(state && zip && COASTAL_ZIP3[state]?.includes(zip.slice(0, 3))),
    yearBuilt,
    homeAgeYears: yearBuilt === null ? null : year - yearBuilt,
    roofAgeYears: property?.roofAge ?? null,
    construction: construction(property?.constructionType ?? property?.wallType),
    squareFootage: property?.squareFootage || null,
    bedrooms: property?.bedrooms ?? (dwelling === 'Renters' ? null : DEFAULT_BEDROOMS[dwelling]),
    stories: property?.stories || 1,
    numberOfFamilies: policy.numberOfFamilies || 1,
    claims: occupants.reduce((n, o) => n + (o.claims ?? 0), 0),
    creditBand: state && PROPERTY_CREDIT_BANNED.includes(state) ? 'not_used' : creditBand(primary?.creditScore),
    credits: credits(property),
    paperless: property?.discounts?.paperless ?? true,
    hazards: {
      swimmingPool: Boolean(property?.swimmingPool || property?.inGroundPool),
      slide: Boolean(property?.slide),
      woodBurnStove: Boolean(property?.woodBurnStove),
    },
    bundleWith: wantsBundle || autoCarrier ? 'auto' : null,
    autoCarrier: autoCarrier ? autoCarrier.toLowerCase() : null,
    coverages,
  };
}
