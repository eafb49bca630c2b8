import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HomePrefillResponse } from '../../../contract/coverages';
import { NormalizedAddress } from '../../../contract/entities';
import { ZipLookup } from '../../../contract/intake';
import { isRentersUser, propertyPolicyOf } from '../../../contract/property';
import { readQueryParams } from '../../../app/queryParams';
import { stepsValue } from '../../graph/regions';
import { freshPropertyUser } from '../freshUser';
import { pendingHomeActors, type HomePrefillFound } from '../home.actors';
import { homeFlows, homeMachineOf } from '.';
import type { HomeFlowId } from '../../../contract/flowIds';

// The home flows walked end to end with the API's answers built from the contract's schemas: a home with prefilled
// facts (verify details and coverages, no details asked) and a renter from `#/home?policyType=renters&zip=78701`.

const zipLookup = ZipLookup.parse({ zip: '78701', places: [{ placeName: 'Austin', stateAbbreviation: 'TX' }] });
const address = NormalizedAddress.parse({
  streetAddress: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
});
const found = HomePrefillResponse.parse({
  status: 'found',
  data: {
    properties: [{ yearBuilt: 1990, squareFootage: 2000, stories: 2, bedrooms: 3, bathrooms: 2 }],
    replacementCost: 310_000,
  },
});
const prefill: HomePrefillFound = {
  found: true,
  property: found.data.properties[0],
  replacementCost: found.data.replacementCost,
};

function start(flowId: HomeFlowId, hash: string) {
  const machine = homeMachineOf(flowId).provide({
    actors: {
      ...pendingHomeActors,
      lookupZip: fromPromise(async () => zipLookup),
      validateAddress: fromPromise(async () => address),
      validateEmail: fromPromise(async ({ input }: { input: { email: string } }) => ({ email: input.email })),
      fetchPhoneNumber: fromPromise(async () => ({ phoneNumber: '8005550100', isFallback: false })),
      fetchHomePrefill: fromPromise(async () => prefill),
    },
  });
  const user = freshPropertyUser({ start: { params: readQueryParams({ hash }) }, flowId });
  return createActor(machine, { input: { user } }).start();
}

const stepOf = (actor: ReturnType<typeof start>) => {
  const value = stepsValue(actor.getSnapshot().value as never);
  return typeof value === 'string' ? value : Object.keys(value)[0].split('~')[0];
};

const answering = (v: unknown) => {
  const value = stepsValue(v as never);
  if (typeof value === 'string') return false;
  const sub = Object.values(value)[0];
  return sub === 'answering' || (typeof sub === 'object' && sub !== null && 'answering' in sub);
};

/** Answers each step in turn, waiting for its checks, and lists the steps shown. */
async function walk(actor: ReturnType<typeof start>, answers: Record<string, unknown>) {
  const shown: string[] = [];
  for (let i = 0; i < 40 && actor.getSnapshot().status === 'active'; i++) {
    // Settled on a question: no check, load or follow-up wait running (or finished).
    await waitFor(actor, (s) => s.status === 'done' || (!s.hasTag('state:loading') && answering(s.value)), {
      timeout: 3000,
    }).catch(() => {
      throw new Error(
        `stuck at ${JSON.stringify(actor.getSnapshot().value)} ${JSON.stringify(actor.getSnapshot().context.error)}`,
      );
    });
    if (actor.getSnapshot().status !== 'active') break;
    const step = stepOf(actor);
    shown.push(step);
    if (!(step in answers)) throw new Error(`no answer for ${step}`);
    actor.send({ type: 'SUBMIT', answer: answers[step] });
  }
  return shown;
}

const ANSWERS = {
  zipcodeContinuity: '78701',
  policyType: 'Home',
  propertyType: 'Single family',
  shoppingInterest: 'betterRate',
  zip: '78701',
  address: { streetAddress: '100 Congress Ave', secondaryAddress: '' },
  rentersAddress: { streetAddress: '100 Congress Ave', secondaryAddress: 'Apt 4' },
  verifyDetails: 'Yes',
  roofAge: '12',
  coverages: { deductible: 1000, personalLiability: 100_000, medicalPayments: 1000 },
  verifyCoverages: { deductible: 2500, personalLiability: 300_000, medicalPayments: 1000 },
  bundling: 'Yes',
  carrier: 'Allstate',
  name: { firstName: 'Maria', lastName: 'Lopez' },
  gender: 'Female',
  birthdate: '04/12/1985',
  creditProfile: 'Good (700-749)',
  creditScore: 'Good (700-749)',
  email: { email: 'maria@example.com', emailConsent: false },
  phone: '(512) 555-0142',
  discounts: ['deadbolt', 'paperless'],
};

describe('the home flows', () => {
  it('are each compiled from the registry', () => {
    for (const id of Object.keys(homeFlows) as HomeFlowId[]) expect(homeMachineOf(id).id).toBe(id);
  });

  it('walk a home owner whose home was prefilled: verify details and coverages, no details asked', async () => {
    const actor = start('defaultHome', '#/home');
    const shown = await walk(actor, ANSWERS);
    expect(shown).toEqual([
      'policyType',
      'propertyType',
      'shoppingInterest',
      'zip',
      'address',
      'verifyDetails',
      'roofAge',
      'verifyCoverages',
      'bundling',
      'carrier',
      'name',
      'gender',
      'birthdate',
      'creditProfile',
      'email',
      'phone',
      'discounts',
    ]);
    const out = actor.getSnapshot().output!;
    const part = propertyPolicyOf(out.user);
    expect(part.policy).toMatchObject({ policyType: 'Home', prefill: { status: 'Completed', found: true } });
    expect(part.properties[0]).toMatchObject({ yearBuilt: 1990, roofAge: 12, propertyAddress: address });
    expect(isRentersUser(out.user)).toBe(false);
  });

  it('walk a renter from #/home?policyType=renters&zip=78701: the ZIP first and pre-filled, the renters steps', async () => {
    const actor = start('zipContinuityHome', '#/home?policyType=renters&zip=78701');
    expect(actor.getSnapshot().context.user).toMatchObject({
      rentersPolicy: { policy: { policyType: 'Renters', zip: '78701' } },
    });
    const shown = await walk(actor, { ...ANSWERS, policyType: 'Renters' });
    expect(shown).toEqual([
      'zipcodeContinuity',
      'policyType',
      'coverages',
      'bundling',
      'carrier',
      'name',
      'gender',
      'birthdate',
      'creditScore',
      'email',
      'rentersAddress',
      'phone',
      'discounts',
    ]);
    const { user } = actor.getSnapshot().output!;
    expect(isRentersUser(user) && user.rentersPolicy.policy.coverages).toEqual({
      deductibles: { allPerils: 1000 },
      personalLiability: 100_000,
      medicalPayments: 1000,
    });
  });
});
