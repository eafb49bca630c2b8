import type { UsState } from '../../src/domain/constants';

// Housing reference data for home prefill (spec 000 section 7: POST /home/prefill -> properties, replacementCost).
// Construction costs are 2025 rebuild costs per square foot of a standard-grade single-family home, rounded, as
// published by replacement-cost estimators and builder surveys (RSMeans city cost indexes applied to a national
// ~$190/sq ft); the regional profiles follow the Census Bureau's American Housing Survey 2023 and Characteristics of
// New Housing (year built, size, foundation, framing, garage by census division).

export const CONSTRUCTION_COST_PER_SQFT: Record<UsState, number> = {
  AL: 165,
  AK: 300,
  AZ: 210,
  AR: 160,
  CA: 325,
  CO: 245,
  CT: 270,
  DE: 225,
  DC: 320,
  FL: 215,
  GA: 185,
  HI: 400,
  ID: 215,
  IL: 220,
  IN: 175,
  IA: 180,
  KS: 175,
  KY: 170,
  LA: 175,
  ME: 230,
  MD: 240,
  MA: 300,
  MI: 200,
  MN: 225,
  MS: 155,
  MO: 175,
  MT: 225,
  NE: 180,
  NV: 215,
  NH: 240,
  NJ: 270,
  NM: 190,
  NY: 290,
  NC: 185,
  ND: 195,
  OH: 185,
  OK: 165,
  OR: 250,
  PA: 215,
  RI: 260,
  SC: 180,
  SD: 185,
  TN: 180,
  TX: 180,
  UT: 220,
  VT: 235,
  VA: 215,
  WA: 280,
  WV: 160,
  WI: 205,
  WY: 210,
};

export type Weights<T extends string> = readonly (readonly [T, number])[];
export type Foundation = 'Slab' | 'Basement' | 'Crawl Space' | 'Post and Pier' | 'Unfinished Basement' | 'Other';
export type Garage = 'Built In' | 'Basement' | 'Carport' | 'None';
export type Construction = 'Frame' | 'Masonry' | 'Masonry Veneer';
export type Roof = 'Asphalt Shingle' | 'Metal' | 'Concrete Tile' | 'Clay Tile' | 'Slate' | 'Wood Shake';

export interface HousingProfile {
  /** Median year built of owner-occupied single-family homes. */
  medianYearBuilt: number;
  /** Median finished floor area of a single-family home, square feet. */
  medianSquareFeet: number;
  foundation: Weights<Foundation>;
  construction: Weights<Construction>;
  roof: Weights<Roof>;
  stories: Weights<'1' | '2' | '3'>;
  garage: Weights<Garage>;
  /** Share of owner homes that are manufactured (mobile) homes. */
  mobileHomeShare: number;
}

const PROFILES = {
  northeast: {
    medianYearBuilt: 1962,
    medianSquareFeet: 1900,
    foundation: [
      ['Basement', 60],
      ['Unfinished Basement', 20],
      ['Crawl Space', 10],
      ['Slab', 10],
    ],
    construction: [
      ['Frame', 80],
      ['Masonry', 10],
      ['Masonry Veneer', 10],
    ],
    roof: [
      ['Asphalt Shingle', 88],
      ['Slate', 4],
      ['Metal', 4],
      ['Wood Shake', 4],
    ],
    stories: [
      ['1', 30],
      ['2', 62],
      ['3', 8],
    ],
    garage: [
      ['Built In', 45],
      ['Basement', 10],
      ['Carport', 5],
      ['None', 40],
    ],
    mobileHomeShare: 0.02,
  },
  midwest: {
    medianYearBuilt: 1968,
    medianSquareFeet: 1850,
    foundation: [
      ['Basement', 45],
      ['Unfinished Basement', 25],
      ['Crawl Space', 15],
      ['Slab', 15],
    ],
    construction: [
      ['Frame', 80],
      ['Masonry Veneer', 15],
      ['Masonry', 5],
    ],
    roof: [
      ['Asphalt Shingle', 92],
      ['Metal', 6],
      ['Wood Shake', 2],
    ],
    stories: [
      ['1', 50],
      ['2', 45],
      ['3', 5],
    ],
    garage: [
      ['Built In', 65],
      ['Basement', 10],
      ['Carport', 5],
      ['None', 20],
    ],
    mobileHomeShare: 0.03,
  },
  southAtlantic: {
    medianYearBuilt: 1985,
    medianSquareFeet: 2000,
    foundation: [
      ['Crawl Space', 40],
      ['Slab', 35],
      ['Basement', 15],
      ['Unfinished Basement', 10],
    ],
    construction: [
      ['Frame', 55],
      ['Masonry Veneer', 35],
      ['Masonry', 10],
    ],
    roof: [
      ['Asphalt Shingle', 90],
      ['Metal', 8],
      ['Slate', 2],
    ],
    stories: [
      ['1', 50],
      ['2', 48],
      ['3', 2],
    ],
    garage: [
      ['Built In', 65],
      ['Carport', 10],
      ['None', 25],
    ],
    mobileHomeShare: 0.06,
  },
  florida: {
    medianYearBuilt: 1988,
    medianSquareFeet: 1900,
    foundation: [
      ['Slab', 92],
      ['Crawl Space', 4],
      ['Post and Pier', 4],
    ],
    construction: [
      ['Masonry', 75],
      ['Frame', 20],
      ['Masonry Veneer', 5],
    ],
    roof: [
      ['Asphalt Shingle', 60],
      ['Concrete Tile', 25],
      ['Metal', 15],
    ],
    stories: [
      ['1', 80],
      ['2', 20],
    ],
    garage: [
      ['Built In', 75],
      ['Carport', 10],
      ['None', 15],
    ],
    mobileHomeShare: 0.05,
  },
  southCentral: {
    medianYearBuilt: 1984,
    medianSquareFeet: 2000,
    foundation: [
      ['Slab', 75],
      ['Crawl Space', 18],
      ['Basement', 4],
      ['Post and Pier', 3],
    ],
    construction: [
      ['Masonry Veneer', 50],
      ['Frame', 45],
      ['Masonry', 5],
    ],
    roof: [
      ['Asphalt Shingle', 88],
      ['Metal', 12],
    ],
    stories: [
      ['1', 70],
      ['2', 30],
    ],
    garage: [
      ['Built In', 70],
      ['Carport', 15],
      ['None', 15],
    ],
    mobileHomeShare: 0.07,
  },
  mountain: {
    medianYearBuilt: 1990,
    medianSquareFeet: 2100,
    foundation: [
      ['Slab', 45],
      ['Basement', 25],
      ['Unfinished Basement', 10],
      ['Crawl Space', 20],
    ],
    construction: [
      ['Frame', 80],
      ['Masonry', 15],
      ['Masonry Veneer', 5],
    ],
    roof: [
      ['Asphalt Shingle', 60],
      ['Concrete Tile', 25],
      ['Metal', 10],
      ['Clay Tile', 5],
    ],
    stories: [
      ['1', 60],
      ['2', 40],
    ],
    garage: [
      ['Built In', 85],
      ['Carport', 5],
      ['None', 10],
    ],
    mobileHomeShare: 0.05,
  },
  pacific: {
    medianYearBuilt: 1974,
    medianSquareFeet: 1750,
    foundation: [
      ['Slab', 45],
      ['Crawl Space', 45],
      ['Basement', 10],
    ],
    construction: [
      ['Frame', 92],
      ['Masonry', 4],
      ['Masonry Veneer', 4],
    ],
    roof: [
      ['Asphalt Shingle', 65],
      ['Concrete Tile', 15],
      ['Clay Tile', 8],
      ['Wood Shake', 7],
      ['Metal', 5],
    ],
    stories: [
      ['1', 55],
      ['2', 43],
      ['3', 2],
    ],
    garage: [
      ['Built In', 80],
      ['Carport', 5],
      ['None', 15],
    ],
    mobileHomeShare: 0.03,
  },
  alaska: {
    medianYearBuilt: 1982,
    medianSquareFeet: 1800,
    foundation: [
      ['Crawl Space', 40],
      ['Basement', 35],
      ['Post and Pier', 15],
      ['Slab', 10],
    ],
    construction: [
      ['Frame', 95],
      ['Masonry', 5],
    ],
    roof: [
      ['Asphalt Shingle', 60],
      ['Metal', 40],
    ],
    stories: [
      ['1', 45],
      ['2', 55],
    ],
    garage: [
      ['Built In', 55],
      ['None', 45],
    ],
    mobileHomeShare: 0.04,
  },
  hawaii: {
    medianYearBuilt: 1978,
    medianSquareFeet: 1500,
    foundation: [
      ['Post and Pier', 45],
      ['Slab', 50],
      ['Crawl Space', 5],
    ],
    construction: [
      ['Frame', 70],
      ['Masonry', 30],
    ],
    roof: [
      ['Metal', 45],
      ['Asphalt Shingle', 40],
      ['Concrete Tile', 15],
    ],
    stories: [
      ['1', 60],
      ['2', 40],
    ],
    garage: [
      ['Built In', 45],
      ['Carport', 40],
      ['None', 15],
    ],
    mobileHomeShare: 0,
  },
} as const satisfies Record<string, HousingProfile>;

type Region = keyof typeof PROFILES;

/** Census divisions, with Florida, Alaska and Hawaii kept apart for their building stock. */
const REGION_OF: Record<UsState, Region> = {
  CT: 'northeast',
  ME: 'northeast',
  MA: 'northeast',
  NH: 'northeast',
  RI: 'northeast',
  VT: 'northeast',
  NJ: 'northeast',
  NY: 'northeast',
  PA: 'northeast',
  IL: 'midwest',
  IN: 'midwest',
  MI: 'midwest',
  OH: 'midwest',
  WI: 'midwest',
  IA: 'midwest',
  KS: 'midwest',
  MN: 'midwest',
  MO: 'midwest',
  NE: 'midwest',
  ND: 'midwest',
  SD: 'midwest',
  DE: 'southAtlantic',
  DC: 'southAtlantic',
  MD: 'southAtlantic',
  VA: 'southAtlantic',
  WV: 'southAtlantic',
  NC: 'southAtlantic',
  SC: 'southAtlantic',
  GA: 'southAtlantic',
  FL: 'florida',
  AL: 'southCentral',
  KY: 'southCentral',
  MS: 'southCentral',
  TN: 'southCentral',
  AR: 'southCentral',
  LA: 'southCentral',
  OK: 'southCentral',
  TX: 'southCentral',
  AZ: 'mountain',
  CO: 'mountain',
  ID: 'mountain',
  MT: 'mountain',
  NV: 'mountain',
  NM: 'mountain',
  UT: 'mountain',
  WY: 'mountain',
  CA: 'pacific',
  OR: 'pacific',
  WA: 'pacific',
  AK: 'alaska',
  HI: 'hawaii',
};

export function housingProfile(state: UsState): HousingProfile {
  return PROFILES[REGION_OF[state]];
}
