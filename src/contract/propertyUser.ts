import type { HomeUser, RentersUser } from './property';

// The home line's shopper (src/contract/property.ts re-exports these), without zod: the app chunk reads it (the home
// line's canBeRated), and the start page's chunks must not load zod (docs/decisions/0044).

/** The answers of the home line's shopper: home, townhome and condo (homePolicy) or renters (rentersPolicy). */
export type PropertyUser = HomeUser | RentersUser;
export const isRentersUser = (u: PropertyUser): u is RentersUser =>
  'rentersPolicy' in u && u.rentersPolicy !== undefined;
/** The policy part home and renters share: occupants, properties and the policy details. */
export function propertyPolicyOf(u: PropertyUser): HomeUser['homePolicy'] | RentersUser['rentersPolicy'] {
  return isRentersUser(u) ? u.rentersPolicy : u.homePolicy;
}
