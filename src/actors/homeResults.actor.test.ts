import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, createMachine, toPromise } from 'xstate';
import { type Server, startServer } from '../../tests/server/harness';
import type { Quote } from '../contract';
import { HomeUser, type PropertyUser, RentersUser } from '../contract/property';
import { evertreeRedirect, homeRulesFacts } from '../machines/homeResults/homeResults.setup';
import type { HomeResultsEvent, HomeRules } from '../machines/homeResults/homeResults.types';
import { askEvertree, askPartner, decideHomeResults, fetchHomeAds, fetchResultsPhone } from './homeResults.actor';
import { createHttp, setHttpClient } from './transport';

// The home results' calls against the real sandbox (docs/decisions/0082): the rules of the home clickwall, one partner's
// quotes, Evertree's answer, the home ads and the results number (the CRM export is the hand-off's: handoff.actor.test.ts), each answer read by the contract.

const address = { streetAddress: '500 Main St', city: 'Columbus', state: 'OH', zip: '43215' };
const home = (contact: object = { email: 'pat@example.com' }): PropertyUser =>
  HomeUser.parse({
    contact,
    homePolicy: {
      occupants: [{ firstName: 'Pat', lastName: 'Lee', birthdate: '01/02/1980' }],
      properties: [{ yearBuilt: 1998, squareFootage: 1800, propertyType: 'Single family' }],
      policy: { address, zip: '43215' },
    },
  });
const renters = (): PropertyUser =>
  RentersUser.parse({
    contact: { email: 'pat@example.com' },
    rentersPolicy: { occupants: [{ firstName: 'Pat' }], properties: [], policy: { address, zip: '43215' } },
  });

let server: Server;
let http: ReturnType<typeof createHttp>;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  http = createHttp(`${server.base}/api`);
  setHttpClient(http);
});
afterAll(() => server.close());

// biome-ignore lint/suspicious/noExplicitAny: each promise actor of the file, with its own input
const run = <T>(logic: any, input: unknown): Promise<T> =>
  toPromise(createActor(logic, { input }).start()) as Promise<T>;

/** One partner's answer through the streaming actor, which sends it to its parent: a machine that resolves with it. */
function askOne(user: PropertyUser, carrierId: string): Promise<HomeResultsEvent> {
  return new Promise((resolve) => {
    const parent = createMachine({
      invoke: { src: askPartner, input: { user, carrierId } },
      on: {
        '*': {
          actions: ({ event, self }) => {
            resolve(event as HomeResultsEvent);
            self.stop();
          },
        },
      },
    });
    createActor(parent).start();
  });
}

describe('the home results calls, against the sandbox', () => {
  it('decide an Ohio home: the agency and its partners, Lemonade direct, a home placement; never Evertree', async () => {
    const rules = await run<HomeRules>(decideHomeResults, homeRulesFacts({ user: home(), partner: '' }));
    expect(rules).toMatchObject({ agency: true, partner: true, lemonadeDirect: true, evertree: false });
    expect(rules.adPlacement).toBe('J5XgmMLtRgg1CQN1nFsrqiOa77Ab95');
  });

  it("stream one partner's quotes as CARRIER_ANSWERED, read by the contract", async () => {
    const answer = await askOne(home(), 'branch');
    expect(answer.type).toBe('CARRIER_ANSWERED');
    if (answer.type !== 'CARRIER_ANSWERED') return;
    expect(answer.quotes.map((q) => q.carrierId)).toEqual(['branch']);
    const rentersAnswer = await askOne(renters(), 'lemonade');
    expect(rentersAnswer.type).toBe('CARRIER_ANSWERED');
  });

  it("get Evertree's redirect with its id in its footprint", async () => {
    const quotes = await run<{ carrierId: string; urlId?: string; msgStatus: string }[]>(askEvertree, {
      user: home(),
      carrierId: 'evertree',
    });
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({ carrierId: 'evertree', msgStatus: 'redirect' });
    expect(quotes[0].urlId).toMatch(/^ET-OH-/);
  });

  it("decide a Texas mobile home: Evertree's; its redirect carries an id, and without one the chart has none", async () => {
    const austin = { streetAddress: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
    const mobileHome = HomeUser.parse({
      contact: { email: 'pat@example.com' },
      homePolicy: {
        occupants: [{ firstName: 'Pat', lastName: 'Lee', birthdate: '01/02/1980' }],
        properties: [{ yearBuilt: 1998, squareFootage: 1100, propertyType: 'Mobile home' }],
        policy: { address: austin, zip: '78701' },
      },
    });
    const rules = await run<HomeRules>(decideHomeResults, homeRulesFacts({ user: mobileHome, partner: '' }));
    expect(rules).toMatchObject({ agency: false, partner: false, evertree: true });
    const input = { user: mobileHome, carrierId: 'evertree' };
    expect(evertreeRedirect(await run<Quote[]>(askEvertree, input))).toMatch(
      /^https:\/\/www\.evertreeinsurance\.com\/quote\?evertree_id=ET-TX-/,
    );
    // Evertree answering nothing (server/README.md, fault injection): no id, so the chart shows evertree_error.
    http.defaults.headers.common['x-sandbox-fault'] = 'carrier=evertree;kind=empty';
    try {
      expect(evertreeRedirect(await run<Quote[]>(askEvertree, input))).toBeNull();
    } finally {
      delete http.defaults.headers.common['x-sandbox-fault'];
    }
  });

  it('load the home ads and the results number', async () => {
    const ads = await run<{ product: string }[]>(fetchHomeAds, { user: home() });
    expect(ads.length).toBeGreaterThan(0);
    expect(await run<string | null>(fetchResultsPhone, { trafficSource: '' })).toMatch(/^\d{10}$/);
  });
});
