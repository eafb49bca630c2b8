import { createActor } from 'xstate';
import { bindMachineOf } from '../../src/machines/bind/bind.machine';
import {
  AUTO_BIND_CARRIERS,
  type BindCarrier,
  type BindUser,
  PROPERTY_BIND_CARRIERS,
} from '../../src/machines/bind/bind.types';
import { bindUserFor, emptyBindUser } from '../../src/machines/bind/bindUser';
import { SAMPLE_HOME_USER, SAMPLE_RENTERS_USER } from '../../src/testing/sampleProperty';
import { BIND_STAGES } from '../../src/machines/bind/bind.types';
import { chainFor } from '../../src/machines/bind/chains';
import { bindStepOf } from '../../src/machines/bind/steps';

// The count of post-quote screens from the quote card to purchase success, per carrier, walked on the compiled chain
// machines with each screen's first sampled answer (an active licence, no RightTrack, pay in full, proceed), a clean
// driving record (no post-MVR screens) and an unchanged price, the grouped layout, the landing page shown, in TX.

export interface ScreenCount {
  carrier: BindCarrier;
  household: string;
  screens: number;
  /** The screens, in order, by route slug. */
  slugs: string[];
}

function household(carrierId: BindCarrier, vehicles: number, drivers: number): BindUser {
  return {
    ...emptyBindUser(carrierId),
    state: 'TX',
    vehicles: Array.from({ length: vehicles }, (_x, i) => ({ id: i + 1, leasedOrFinanced: false })),
    drivers: Array.from({ length: drivers }, (_x, i) => ({ id: i + 1, sr22Required: false })),
    firstDriverInsured: true,
  };
}

/** Walks one chain to its end with the first sampled answer of each screen; the screens shown, in order. */
function walk(chainId: NonNullable<ReturnType<typeof chainFor>>, user: BindUser): string[] {
  const actor = createActor(bindMachineOf(chainId), { input: { user } }).start();
  const slugs: string[] = [];
  for (let guard = 0; guard < 200 && actor.getSnapshot().status !== 'done'; guard += 1) {
    const node = actor.getSnapshot().context.visited.at(-1)!;
    const def = bindStepOf(node.split('~')[0]);
    slugs.push(def.slug);
    actor.send({ type: 'SUBMIT', answer: def.examples[0] });
  }
  actor.stop();
  return slugs;
}

export function screenCounts(): ScreenCount[] {
  const out: ScreenCount[] = [];
  for (const carrier of AUTO_BIND_CARRIERS)
    for (const [name, v, d] of [
      ['1 driver, 1 vehicle', 1, 1],
      ['2 drivers, 2 vehicles', 2, 2],
    ] as const) {
      const user = household(carrier, v, d);
      const slugs: string[] = [];
      for (const stage of BIND_STAGES) {
        if (stage === 'postMvr') continue; // a clean driving record
        const chain = chainFor('auto', carrier, stage);
        if (chain) slugs.push(...walk(chain, user));
      }
      // The fast-track carrier hands the purchase to an agent after its reach-out screen.
      if (carrier !== 'fasttrack') slugs.push('purchase-success');
      out.push({ carrier, household: name, screens: slugs.length, slugs });
    }
  return out;
}

/** The sample shoppers of the property counts (src/testing/sampleProperty.ts): one occupant each, in OH. */
export const PROPERTY_SHOPPERS = { 'home owner': SAMPLE_HOME_USER, renter: SAMPLE_RENTERS_USER } as const;

/**
 * The same count for a home owner and a renter (issue 31), per carrier selling the policy type online: the sample
 * shoppers (one occupant; the renter's address not confirmed on the intake), each screen's first sampled answer
 * (lived at the address 2 years, no connected home, no interested party, card, pay in full, proceed) and an
 * unchanged price. There is no post-MVR stage for property.
 */
export function propertyScreenCounts(): ScreenCount[] {
  const out: ScreenCount[] = [];
  for (const [household, shopper] of Object.entries(PROPERTY_SHOPPERS))
    for (const carrier of PROPERTY_BIND_CARRIERS) {
      const user = bindUserFor({ user: shopper, carrierId: carrier });
      const chains = BIND_STAGES.map((stage) => chainFor(user.policyType, carrier, stage));
      if (chains.every((c) => c === null)) continue; // branch writes home only
      const slugs = chains.flatMap((c) => (c ? walk(c, user) : []));
      slugs.push('purchase-success');
      out.push({ carrier, household, screens: slugs.length, slugs });
    }
  return out;
}

export function printScreenCounts(verbose: boolean): void {
  console.log('post-quote screens, quote card to purchase success (clean record, TX, grouped, pay in full):');
  for (const c of screenCounts()) {
    console.log(`  ${c.carrier}, ${c.household}: ${c.screens}`);
    if (verbose) console.log(`    ${c.slugs.join(' > ')}`);
  }
  console.log('home and renters post-quote screens, quote card to purchase success (one occupant, card, in full):');
  for (const c of propertyScreenCounts()) {
    console.log(`  ${c.carrier}, ${c.household}: ${c.screens}`);
    if (verbose) console.log(`    ${c.slugs.join(' > ')}`);
  }
}
