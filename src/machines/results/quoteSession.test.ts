import type { BindShopper } from '../bind/bind.types';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, waitFor } from 'xstate';
import { type Ad, type AutoUser, Quote, Tracking } from '../../contract';
import { DEFAULT_OFFER_RULES } from '../../domain/offers';
import { sampleAd } from '../../testing/sampleAd';
import { SAMPLE_QUOTE } from '../../testing/sampleQuote';
import { initialUser } from '../intake/initialUser';
import type { ratecallMachine } from '../ratecall/ratecall.machine';
import type { RatecallInput } from '../ratecall/ratecall.types';
import { resultsMachine } from './results.machine';
import type { LeadClass } from '../../contract/classification';
import type {
  AdsInput,
  BundleDecision,
  CarrierInput,
  ResultsEvent,
  ResultsInput,
  ResultsRules,
  RulesFacts,
} from './results.types';

// spec 001 section 7, "Quote sessions": each time the results ask for quotes, a fresh quotesRequestId on the user
// saved (the stored user) and on the user every quote and rate call submits.

type ResultsActors = NonNullable<Parameters<typeof resultsMachine.provide>[0]['actors']>;

/** The results chart with its calls answered as the contract shapes them; the first save refused when `refuse`. */
function results(refuse: boolean) {
  const saved: AutoUser[] = [];
  const asked: AutoUser[] = [];
  const rated: BindShopper[] = [];
  let saves = 0;
  const quote = Quote.parse(SAMPLE_QUOTE);
  const machine = resultsMachine.provide({
    actors: {
      userSync: fromCallback(({ receive, sendBack }) => {
        receive((e: { user: AutoUser }) => {
          saved.push(e.user);
          if (refuse && saves++ === 0) sendBack({ type: 'USER_SAVE_FAILED', code: 'user_save_failed', status: 400 });
          else sendBack({ type: 'USER_SAVED', userId: 'a6f1c1de-0c39-4b7e-8d43-6f0b0c1b9d11', token: 'tok' });
        });
      }),
      decideAgency: fromPromise<ResultsRules, RulesFacts>(async () => ({
        agencyAllowed: true,
        offers: DEFAULT_OFFER_RULES,
        libertyMutualDirect: true,
        adPlacement: null,
      })),
      classifyLead: fromPromise<LeadClass, ResultsInput>(async () => ({ tier: 'standard', points: 1, reasons: [] })),
      // The rule did not decide (null, whatever shape its flags have): the direct carriers are asked.
      fetchPartnerEligibility: fromPromise(async () => null) as ResultsActors['fetchPartnerEligibility'],
      askCarrier: fromCallback<ResultsEvent, CarrierInput>(({ input, sendBack }) => {
        asked.push(input.user);
        const quotes = input.carrierId === quote.carrierId ? [quote] : [];
        sendBack({ type: 'CARRIER_ANSWERED', carrierId: input.carrierId, quotes });
      }),
      fetchMediaAlpha: fromPromise(async () => [sampleAd('progressive')]),
      fetchFallbackAds: fromPromise<Ad[], AdsInput>(async () => []),
      decideBundle: fromPromise<BundleDecision, RulesFacts>(async () => ({ display: null, copy: null })),
      ratecall: createMachine({
        types: {} as { input: RatecallInput },
        entry: ({ event }) => rated.push((event as unknown as { input: RatecallInput }).input.user),
      }) as unknown as typeof ratecallMachine,
    },
  });
  const user = initialUser();
  user.autoPolicy.policy.state = 'OH';
  const actor = createActor(machine, { input: { user, server: {} } }).start();
  return { actor, saved, asked, rated, quote };
}

const idOf = (user: BindShopper) => Tracking.parse(user.tracking).quotesRequestId;
const flowOf = (s: { value: unknown }) => (s.value as { flow: unknown }).flow;

describe('a quote session', () => {
  it('puts one fresh quotesRequestId on the stored user, every quote call and the rate calls', async () => {
    const { actor, saved, asked, rated, quote } = results(false);
    await waitFor(actor, (s) => flowOf(s) === 'RESULTS');
    const id = idOf(saved[0]);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(actor.getSnapshot().context.user.tracking.quotesRequestId).toBe(id);
    expect(asked.length).toBeGreaterThan(1);
    expect(asked.map(idOf)).toEqual(asked.map(() => id));
    actor.send({ type: 'CONTINUE_ONLINE', carrierId: quote.carrierId, quoteId: quote.quoteId });
    expect(flowOf(actor.getSnapshot())).toBe('ONLINE');
    expect(rated.map(idOf)).toEqual([id]);
    actor.stop();
  });

  it('starts a new one each time the results are asked for again', async () => {
    const { actor, saved, asked } = results(true);
    await waitFor(actor, (s) => flowOf(s) === 'GENERAL_ERROR');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => flowOf(s) === 'RESULTS');
    const [first, again] = saved.map(idOf);
    expect(first).toBeDefined();
    expect(again).toBeDefined();
    expect(again).not.toBe(first);
    expect(asked.map(idOf)).toEqual(asked.map(() => again));
    actor.stop();
  });
});
