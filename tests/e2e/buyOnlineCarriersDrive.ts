import type { AutoUser } from '../../src/contract';
import { finished } from './buyOnlineDrive';

// Households for the other online-bind carriers (issue 12): the default finished shopper lives in California, where
// neither Branch nor Root writes auto (server/carriers/branch.ts, root.ts) and the rules ask neither of them
// (partnerQuotesAdsEligibility). Moved to Austin, Texas, the same household gets online quotes from Branch, Root and
// the fast-track carrier too (their footprints, server/carriers/footprints.ts).

/** Where a household lives: its policy address and every vehicle's garaging address. */
export interface Home {
  state: string;
  zip: string;
  city: string;
  timeZone: string;
}

export const AUSTIN_TX: Home = { state: 'TX', zip: '78701', city: 'Austin', timeZone: 'America/Chicago' };

/**
 * The default finished shopper, moved to `home` (the street stays; the sandbox rates by state and zip). Outside the
 * states that never ask it, the intake asks the first driver's credit: answered here as the intake would store it, so
 * the results page's extra-questions dialog does not open (src/machines/results/extras.ts).
 */
export function livingIn(home: Home, user: AutoUser = finished, creditScore = 'Good (700-749)'): AutoUser {
  const { policy, vehicles, operators } = user.autoPolicy;
  const moved = <A extends object>(address: A | undefined) =>
    address && { ...address, state: home.state, zip: home.zip, city: home.city, timeZone: home.timeZone };
  return {
    ...user,
    autoPolicy: {
      ...user.autoPolicy,
      policy: { ...policy, state: home.state, zip: home.zip, city: home.city, address: moved(policy.address) },
      operators: operators.map((o, i) => (i === 0 ? { ...o, creditScore } : o)),
      vehicles: vehicles.map((v) => ({ ...v, garagingAddress: moved(v.garagingAddress) })),
    },
  } as AutoUser;
}
