import type { Property } from '../../src/contract/property';
import type { UsState } from '../../src/domain/constants';
import { CONSTRUCTION_COST_PER_SQFT, type Garage, housingProfile } from '../data/propertyFacts';
import type { Dice } from './dice';

// Property facts for an address (spec 000 section 3 Property; section 7 home prefill), drawn from the state's housing
// profile: plausible together (a condo has one storey and no basement, a 1920 house may have no garage).

export type OwnedPolicyType = 'Home' | 'Townhome' | 'Condo';

const OLDEST_YEAR = 1900;
/** HUD's manufactured-home code took effect in 1976. */
const HUD_CODE_YEAR = 1976;
/** Composition roofs last about 20-25 years; tile, slate and metal 40-50. */
const SHORT_ROOF_LIFE = [18, 28] as const;
const LONG_ROOF_LIFE = [35, 50] as const;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
/** A triangular draw in [-spread, spread]: most values near the middle. */
const around = (dice: Dice, spread: number) =>
  Math.round((dice.between(-spread, spread) + dice.between(-spread, spread)) / 2);

export function replacementCost(state: UsState, squareFootage: number): number {
  return squareFootage * CONSTRUCTION_COST_PER_SQFT[state];
}

function size(policyType: OwnedPolicyType, mobile: boolean, median: number, dice: Dice): number {
  const [low, high] = mobile
    ? [0.5, 0.9]
    : policyType === 'Condo'
      ? [0.4, 0.8]
      : policyType === 'Townhome'
        ? [0.6, 0.95]
        : [0.6, 1.8];
  const factor = low + ((high - low) * (dice.int(1001) + dice.int(1001))) / 2000;
  return Math.round((median * factor) / 10) * 10;
}

function bedroomsFor(squareFootage: number): number {
  if (squareFootage < 800) return 1;
  if (squareFootage < 1200) return 2;
  if (squareFootage < 1900) return 3;
  if (squareFootage < 2700) return 4;
  if (squareFootage < 3600) return 5;
  return 6;
}

function garageVehicles(garage: Garage, squareFootage: number, dice: Dice): number {
  if (garage === 'None') return 0;
  if (garage === 'Built In') return squareFootage > 2600 && dice.chance(0.4) ? 3 : dice.chance(0.8) ? 2 : 1;
  return dice.chance(0.6) ? 1 : 2;
}

export function propertyFacts(policyType: OwnedPolicyType, state: UsState, dice: Dice, currentYear: number): Property {
  const profile = housingProfile(state);
  const mobile = policyType === 'Home' && dice.chance(profile.mobileHomeShare);
  const multiFamily = policyType === 'Home' && !mobile && dice.chance(0.05);

  const oldest = mobile ? HUD_CODE_YEAR : policyType === 'Home' ? OLDEST_YEAR : 1965;
  const yearBuilt = clamp(profile.medianYearBuilt + around(dice, 40), oldest, currentYear - 1);
  const squareFootage = size(policyType, mobile, profile.medianSquareFeet, dice);

  const stories =
    mobile || policyType === 'Condo'
      ? 1
      : policyType === 'Townhome'
        ? dice.chance(0.7)
          ? 2
          : 3
        : Number(dice.weighted(profile.stories));
  const bedrooms = Math.max(1, bedroomsFor(squareFootage) - (dice.chance(0.15) ? 1 : 0));
  const oldHouse = yearBuilt < 1960;
  const bathrooms = clamp(Math.round(bedrooms / 2) + (squareFootage > 2400 && !oldHouse ? 1 : 0), 1, 5);
  const halfbathrooms = stories > 1 && dice.chance(0.7) ? 1 : dice.chance(0.2) ? 1 : 0;

  const roofType = mobile ? 'Metal' : dice.weighted(profile.roof);
  const [lifeMin, lifeMax] =
    roofType === 'Asphalt Shingle' || roofType === 'Wood Shake' ? SHORT_ROOF_LIFE : LONG_ROOF_LIFE;
  const houseAge = currentYear - yearBuilt;
  const roofLife = dice.between(lifeMin, lifeMax);
  const roofAge = houseAge < roofLife ? houseAge : houseAge % roofLife;

  // Pre-war houses often have no garage; condos rarely have a private one.
  const garageType: Garage = mobile
    ? dice.chance(0.5)
      ? 'Carport'
      : 'None'
    : policyType === 'Condo'
      ? dice.weighted([
          ['None', 50],
          ['Carport', 20],
          ['Built In', 30],
        ] as const)
      : policyType === 'Townhome'
        ? dice.chance(0.7)
          ? 'Built In'
          : 'None'
        : yearBuilt < 1940 && dice.chance(0.5)
          ? 'None'
          : dice.weighted(profile.garage);

  return {
    yearBuilt,
    squareFootage,
    stories,
    bedrooms,
    bathrooms,
    halfbathrooms,
    constructionType: mobile ? 'Frame' : dice.weighted(profile.construction),
    roofType,
    roofAge,
    foundationType: mobile ? 'Post and Pier' : policyType === 'Condo' ? 'Slab' : dice.weighted(profile.foundation),
    garageType,
    garageVehicles: garageVehicles(garageType, squareFootage, dice),
    // spec 000 section 9: property types; townhomes choose between Single-family home and Condo.
    propertyType:
      policyType === 'Condo'
        ? 'Condo'
        : policyType === 'Townhome'
          ? dice.chance(0.8)
            ? 'Single-family home'
            : 'Condo'
          : mobile
            ? 'Mobile home'
            : multiFamily
              ? 'Multi-family (duplex, condo, etc.)'
              : 'Single family',
    buildingType:
      policyType === 'Condo'
        ? 'Condominium'
        : policyType === 'Townhome'
          ? 'Townhouse'
          : mobile
            ? 'Manufactured Home'
            : multiFamily
              ? 'Duplex'
              : 'Single Family Detached',
  };
}
