import type { HomePrefillResponse } from '../../src/contract/coverages';
import type { NormalizedAddress } from '../../src/contract/entities';
import type { HomeUser, Property } from '../../src/contract/property';
import type { ServerContext } from '../context';
import type { Outcome } from '../errors';
import { type PrefillRefusal, zipRefusal } from './auto';
import { HOME_NOT_FOUND_ONE_IN } from './constants';
import { Dice } from './dice';
import { type OwnedPolicyType, propertyFacts, replacementCost } from './property';
import { findPrefill, searchKeys, storePrefill, streetKey } from './search';

// POST /home/prefill (spec 000/001 section 7): property facts and replacement cost for the home's address,
// deterministic per address and policy type and stored once (the row keeps the facts, not the address).

const NOT_FOUND: HomePrefillResponse = { status: 'not_found', data: { properties: [], replacementCost: null } };

interface StoredHomePrefill {
  property: Property | null;
  replacementCost: number | null;
}

/** The insured address: the policy's, else the first property's. */
export function homeAddress(user: HomeUser): NormalizedAddress | undefined {
  return user.homePolicy.policy.address ?? user.homePolicy.properties[0]?.propertyAddress;
}

export async function homePrefill(
  ctx: Pick<ServerContext, 'db' | 'zips' | 'userTokenSecret'>,
  user: HomeUser,
  empty: boolean,
  today = new Date(),
): Promise<Outcome<HomePrefillResponse, PrefillRefusal>> {
  const policyType = user.homePolicy.policy.policyType;
  // Renters own no building: no property record to prefill.
  if (policyType === 'Renters') return { ok: NOT_FOUND };
  const address = homeAddress(user);
  if (!address) {
    return {
      status: 422,
      code: 'address_required',
      message: 'Home prefill needs the property address (homePolicy.policy.address)',
    };
  }
  const refusal = zipRefusal(ctx.zips, address.zip, address.state);
  if (refusal) return refusal;
  if (empty) return { ok: NOT_FOUND };

  const owned: OwnedPolicyType = policyType;
  const canonical = [streetKey(address.streetAddress, address.secondaryAddress), address.zip, owned].join('|');
  const { searchHash, seed } = searchKeys(ctx.userTokenSecret, 'home', canonical);
  let stored = await findPrefill<StoredHomePrefill>(ctx.db, 'home', searchHash);
  if (!stored) {
    const dice = new Dice(seed);
    if (dice.fork('status').int(HOME_NOT_FOUND_ONE_IN) === 0) {
      stored = { status: 'not_found', result: { property: null, replacementCost: null } };
    } else {
      const property = propertyFacts(owned, address.state, dice.fork('property'), today.getUTCFullYear());
      stored = {
        status: 'found',
        result: { property, replacementCost: replacementCost(address.state, property.squareFootage ?? 0) },
      };
    }
    await storePrefill(ctx.db, 'home', null, searchHash, stored);
  }
  const { property, replacementCost: cost } = stored.result;
  if (stored.status === 'not_found' || !property) return { ok: NOT_FOUND };
  return {
    ok: { status: 'found', data: { properties: [{ ...property, propertyAddress: address }], replacementCost: cost } },
  };
}
