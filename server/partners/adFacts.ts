import type { AutoUser } from '../../src/contract/entities';
import type { UsState } from '../../src/domain/constants';
import { ageFromBirthdate } from '../../src/domain/validation';
import { type PropertyLookups, type PropertyUser, buildPropertyRisk } from '../carriers/property/risk';
import { creditBand, driverRisk, incidentCount, policyState } from '../carriers/risk';
import { CONTINUOUS_MONTHS } from './constants';

// The shopper's facts the ad exchange bids on (spec 001 section 7: vehicles, drivers, address, zip, insured status,
// months of coverage, incidents, home or renters interest), derived only: no name, contact, street or zip is sent.

export type AdProduct = 'auto' | 'home' | 'renters';
/** spec 001 section 5: credit mapping for ads. */
export type AdCredit = 'Excellent' | 'Good' | 'Average' | 'Poor';

export interface ExchangeData {
  product: AdProduct;
  state: UsState | null;
  currentlyInsured: boolean;
  /** spec 001 section 7: under a year 6, 1-2 years 18, 2-3 years 42, 3 or more 60 (0 when uninsured). */
  continuousMonths: number;
  incidents: number;
  dui: boolean;
  sr22: boolean;
  vehicles: number;
  drivers: number;
  multipleVehicles: boolean;
  /** spec 001 section 9: home ownership 1 owners, 0 renters. */
  homeOwnership: 0 | 1;
  credit: AdCredit;
  youngestDriverAge: number | null;
  bundleInterest: boolean;
  /** Property facts (home and renters ads); spec 001 section 9 defaults: stories 1, square footage 0. */
  property: {
    type: string;
    stories: number;
    squareFootage: number;
    yearBuilt: number | null;
    roofAge: number | null;
    claims: number;
    coastal: boolean;
  } | null;
}

export function adCredit(answer: string | undefined): AdCredit {
  const band = creditBand(answer);
  return band === 'excellent' ? 'Excellent' : band === 'good' ? 'Good' : band === 'fair' ? 'Average' : 'Poor';
}

export function continuousMonths(insured: string | undefined, years: string | undefined): number {
  if (insured === 'No') return CONTINUOUS_MONTHS.uninsured;
  const y = (years ?? '').toLowerCase();
  if (!y || y === 'none') return insured === 'Yes' ? CONTINUOUS_MONTHS.underAYear : CONTINUOUS_MONTHS.uninsured;
  if (/less|under|</.test(y)) return CONTINUOUS_MONTHS.underAYear;
  if (/^1/.test(y)) return CONTINUOUS_MONTHS.oneToTwo;
  if (/^2/.test(y)) return CONTINUOUS_MONTHS.twoToThree;
  return CONTINUOUS_MONTHS.threePlus;
}

export function autoExchangeData(
  user: AutoUser,
  zips: PropertyLookups['zips'],
  multipleVehiclesFlag: boolean,
  today = new Date(),
): ExchangeData {
  const { policy, vehicles, operators, discounts } = user.autoPolicy;
  const primary = operators.find((o) => o.isPrimary) ?? operators[0];
  const state = policyState(policy, zips);
  // The drivers as carriers rate them (server/carriers/risk.ts).
  const drivers = operators.map((o) => driverRisk(o, today));
  const ages = operators.filter((o) => o.birthdate).map((o) => ageFromBirthdate(o.birthdate, today));
  return {
    product: 'auto',
    state,
    currentlyInsured: primary?.currentlyInsured === 'Yes',
    continuousMonths: continuousMonths(primary?.currentlyInsured, primary?.yearsWithCurrentCarrier),
    incidents: drivers.reduce((n, d) => n + incidentCount(d), 0),
    dui: drivers.some((d) => d.dui),
    sr22: drivers.some((d) => d.sr22),
    vehicles: vehicles.length,
    drivers: operators.length,
    multipleVehicles: multipleVehiclesFlag || vehicles.length > 1,
    homeOwnership: primary?.homeOwnershipStatus === 'Own' ? 1 : 0,
    credit: adCredit(primary?.creditScore),
    youngestDriverAge: ages.length ? Math.min(...ages) : null,
    bundleInterest: Boolean(
      discounts.multiPolicyDiscount?.home ||
        discounts.multiPolicyDiscount?.renter ||
        policy.interestedInMultiPolicy === 'Yes',
    ),
    property: null,
  };
}

export function propertyExchangeData(user: PropertyUser, lookups: PropertyLookups, today = new Date()): ExchangeData {
  const risk = buildPropertyRisk(user, lookups, undefined, today);
  const renters = risk.policyType === 'renters';
  const occupants = 'rentersPolicy' in user ? user.rentersPolicy.occupants : user.homePolicy.occupants;
  const ages = occupants.filter((o) => o.birthdate).map((o) => ageFromBirthdate(o.birthdate, today));
  return {
    product: renters ? 'renters' : 'home',
    state: risk.state,
    currentlyInsured: false,
    continuousMonths: CONTINUOUS_MONTHS.uninsured,
    incidents: 0,
    dui: false,
    sr22: false,
    vehicles: 0,
    drivers: 0,
    multipleVehicles: false,
    homeOwnership: renters ? 0 : 1,
    credit: adCredit(occupants[0]?.creditScore),
    youngestDriverAge: ages.length ? Math.min(...ages) : null,
    bundleInterest: risk.bundleWith !== null,
    property: {
      type: risk.dwelling,
      stories: risk.stories,
      squareFootage: risk.squareFootage ?? 0,
      yearBuilt: risk.yearBuilt,
      roofAge: risk.roofAgeYears,
      claims: risk.claims,
      coastal: risk.coastal,
    },
  };
}
