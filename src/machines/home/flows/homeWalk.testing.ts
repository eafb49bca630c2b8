import { createActor, fromPromise, waitFor } from 'xstate';
import { HomePrefillResponse } from '../../../contract/coverages';
import { NormalizedAddress } from '../../../contract/entities';
import { ZipLookup } from '../../../contract/intake';
import { readQueryParams } from '../../../app/queryParams';
import type { HomeFlowId } from '../../../contract/flowIds';
import { stepsValue } from '../../graph/regions';
import { freshPropertyUser } from '../freshUser';
import { pendingHomeActors, type HomePrefillFound } from '../home.actors';
import { homeMachineOf } from '.';

// A home flow driven by answers, its calls answered with values built from the contract's schemas (the API's shapes):
// the flow tests walk it to the end, the stories to a screen.

const zipLookup = ZipLookup.parse({ zip: '78701', places: [{ placeName: 'Austin', stateAbbreviation: 'TX' }] });
export const address = NormalizedAddress.parse({
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

const notFound = HomePrefillResponse.parse({ status: 'not_found', data: { properties: [], replacementCost: null } });
/**
 * Every answer the prefill actor gives, from the contract's responses: a property found with its replacement cost, one
 * found without a cost (each old and new), and nothing found (also what a refused rule or a failed call reads as: home.actors.ts).
 */
export const prefillOutputs: HomePrefillFound[] = [
  prefill,
  { ...prefill, replacementCost: null },
  // A house built last year, whose roof is not due yet (the roof age step skipped), with and without a cost.
  ...[prefill.replacementCost, null].map((replacementCost) => ({
    ...prefill,
    property: { ...prefill.property, yearBuilt: new Date().getFullYear() - 1 },
    replacementCost,
  })),
  { found: notFound.status === 'found', replacementCost: notFound.data.replacementCost },
];

export function start(flowId: HomeFlowId, hash: string) {
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

export const stepOf = (actor: ReturnType<typeof start>) => {
  const value = stepsValue(actor.getSnapshot().value as never);
  return typeof value === 'string' ? value : Object.keys(value)[0].split('~')[0];
};

const answering = (v: unknown) => {
  const value = stepsValue(v as never);
  if (typeof value === 'string') return false;
  const sub = Object.values(value)[0];
  return sub === 'answering' || (typeof sub === 'object' && sub !== null && 'answering' in sub);
};

/** Answers each step in turn, waiting for its checks, and lists the steps shown; stops before `until`. */
export async function walk(actor: ReturnType<typeof start>, answers: Record<string, unknown>, until?: string) {
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
    if (step === until) break;
    shown.push(step);
    if (!(step in answers)) throw new Error(`no answer for ${step}`);
    actor.send({ type: 'SUBMIT', answer: answers[step] });
  }
  return shown;
}

export const ANSWERS = {
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
