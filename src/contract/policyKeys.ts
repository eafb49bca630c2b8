// The policy a saved user carries (spec 000 section 7: "auto user or home user"), and the product line that runs its
// shopper (docs/decisions/0058, 0082): home, townhome and condo (homePolicy) and renters (rentersPolicy) are the home
// line's. No schema here: the start page reads it (a returning link's line).

export const POLICY_KEYS = ['autoPolicy', 'homePolicy', 'rentersPolicy'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

export const LINE_OF_POLICY_KEY = {
  autoPolicy: 'auto',
  homePolicy: 'home',
  rentersPolicy: 'home',
} as const satisfies Record<PolicyKey, string>;
