// The policy a saved user carries (spec 000 section 7: "auto user or home user"); each product line `owns` the users of
// its keys (src/machines/products, docs/decisions/0082). No schema here: the start page may read it.

export const POLICY_KEYS = ['autoPolicy', 'homePolicy', 'rentersPolicy'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];
