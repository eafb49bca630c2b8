// The home and renters coverage amounts the carriers write on editable-coverages (spec 001 section 4: coverages
// "checked against what the carrier sells"): one source for the screen that offers them and the sandbox that re-rates
// them (server/ratecall/coverageEdits.ts), as coverageLimits.ts is for auto (docs/decisions/0033).

/** A limit: the amounts offered (lowest first), or a dollar range. */
export type PropertyCoverageLimit = readonly number[] | { readonly min: number; readonly max: number };

/** DECISION: the amounts the market writes (dollars). */
export const PROPERTY_COVERAGE_LIMITS = {
  deductible: [250, 500, 1000, 1500, 2000, 2500, 5000],
  personalLiability: [100_000, 200_000, 300_000, 500_000, 1_000_000],
  medicalPayments: [1000, 2000, 5000, 10_000],
  personalProperty: { min: 5_000, max: 1_000_000 },
  otherStructures: { min: 0, max: 500_000 },
  lossOfUse: { min: 0, max: 500_000 },
  replacementCost: { min: 50_000, max: 5_000_000 },
} as const satisfies Record<string, PropertyCoverageLimit>;
export type PropertyCoverageKey = keyof typeof PROPERTY_COVERAGE_LIMITS;

/** The coverages each policy type edits (the quote's coverage keys; renters' deductible is its all-perils one). */
export const PROPERTY_COVERAGE_KEYS = {
  home: [
    'deductible',
    'personalLiability',
    'medicalPayments',
    'personalProperty',
    'otherStructures',
    'replacementCost',
  ],
  renters: ['deductible', 'personalLiability', 'medicalPayments', 'personalProperty', 'lossOfUse'],
} as const satisfies Record<string, readonly PropertyCoverageKey[]>;
export type PropertyPolicyType = keyof typeof PROPERTY_COVERAGE_KEYS;

/** DECISION: where a carrier writes less than the market (by carrier id), its own amounts. */
const CARRIER_LIMITS: Record<string, Partial<Record<PropertyCoverageKey, PropertyCoverageLimit>>> = {
  // Lemonade's app sells deductibles up to 2,500.
  lemonade: { deductible: [250, 500, 1000, 1500, 2000, 2500] },
  // Branch's homeowners liability stops at 500,000 (it sells an umbrella above it).
  branch: { personalLiability: [100_000, 200_000, 300_000, 500_000] },
};

/** The coverages a policy type edits with `carrierId`, and the amounts that carrier writes for each. */
export function propertyCoverageLimits(
  policyType: PropertyPolicyType,
  carrierId: string,
): Record<PropertyCoverageKey, PropertyCoverageLimit> {
  const own = CARRIER_LIMITS[carrierId] ?? {};
  return Object.fromEntries(
    PROPERTY_COVERAGE_KEYS[policyType].map((key) => [key, own[key] ?? PROPERTY_COVERAGE_LIMITS[key]]),
  ) as Record<PropertyCoverageKey, PropertyCoverageLimit>;
}

/** Why an amount is not one the carrier writes, or null when it is. */
export function propertyCoverageProblem(limit: PropertyCoverageLimit, value: number): string | null {
  if ('min' in limit)
    return value >= limit.min && value <= limit.max ? null : `enter an amount from ${limit.min} to ${limit.max}`;
  return limit.includes(value) ? null : `choose one of: ${limit.join(', ')}`;
}
