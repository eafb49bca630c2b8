import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorRefFrom, type SnapshotFrom, createActor, waitFor } from 'xstate';
import { ratecallActors } from '../../src/actors';
import { createHttp, setHttpClient } from '../../src/actors/transport';
import type { AutoUser, Quote } from '../../src/contract';
import type { HomeUser, RentersUser } from '../../src/contract/property';
import type { RatecallQuestion } from '../../src/contract/ratecall';
import { questionShown } from '../../src/machines/bind/answers';
import type { BindMachine } from '../../src/machines/bind/bind.machine';
import { bindStepOf, questionIdOf } from '../../src/machines/bind/steps';
import { ratecallMachine } from '../../src/machines/ratecall/ratecall.machine';
import { selectPurchase } from '../../src/machines/ratecall/ratecall.selectors';
import { type Vault, buildVault } from '../../server/vault/app';
import { SANDBOX_CARD_OUTCOMES } from '../../server/vault/constants';
import { homeOwner, renter } from './buyOnlineShoppers';
import { autoUser } from './fixtures';
import { sql } from 'drizzle-orm';
import { type Server, captureLogs, databases, httpClient, occurrences, startServer } from './harness';
import { type MvrKind, answersFor, withMvr } from './ratecallFixtures';
import { type PostQuoteBucket, pinnedTo } from '../mbt/postQuoteBuckets';
import { CARRIER_PHONE_NUMBERS } from '../../server/data/phoneNumbers';

// Buying online as the browser does it, without the browser: the rate-call chart with its real actors against the
// sandbox, each waiting state's post-quote chain (the child `bind`) answered screen by screen, the sandbox-backed
// screens with what the sandbox asked, the app's own screens with their first example answer. The chart turns each
// completed chain into the stage's call (docs/decisions/0022).

const CARDS = Object.fromEntries(Object.entries(SANDBOX_CARD_OUTCOMES).map(([number, outcome]) => [outcome, number]));
const APP_ORIGIN = 'http://localhost:8080';
/** A security code no sandbox value is likely to equal (the dump is searched for it as a whole value). */
const CVC = '739';
type Snapshot = SnapshotFrom<typeof ratecallMachine>;
type Chain = ActorRefFrom<BindMachine>;
type Answers = Record<string, string | number | boolean>;
const bindOf = (s: Snapshot) => s.children.bind as Chain | undefined;

/** A chain node's step id ("vgsCollect~1": vgsCollect). */
const stepOf = (node: string) => node.split('~')[0];

/** The field a screen names a question by: the id without its entity (and item) prefix. */
const fieldOf = (q: RatecallQuestion) =>
  q.entityId === undefined ? q.id.slice(q.entity.length + 1) : q.id.split('.').slice(2).join('.');

/**
 * Answers the running chain's screens until it completes or `stopAt` (a step id) shows: sandbox-backed screens with
 * `values` (every question of the stage answered), the app's own with `own[step]` or their first example.
 */
function answerChain(
  chain: Chain,
  questions: RatecallQuestion[],
  values: Answers,
  own: Record<string, unknown> = {},
  stopAt?: string,
): string[] {
  const screens: string[] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (let guard = 0; guard < 200; guard += 1) {
    const s = chain.getSnapshot();
    if (s.status === 'done') return screens;
    const node = s.context.visited.at(-1)!;
    const [step, index] = node.split('~');
    if (step === stopAt) return screens;
    screens.push(node);
    const def = bindStepOf(step);
    let answer: unknown;
    if (step in own) answer = own[step];
    else if (def.fields && def.entity) {
      const fields: Answers = {};
      const given: Answers = { ...s.context.user.answers };
      for (const q of questions) {
        if (q.step !== def.slug || questionIdOf(s.context.user, def.entity, Number(index), fieldOf(q)) !== q.id)
          continue;
        if (!questionShown(q, given, byId)) continue;
        fields[fieldOf(q)] = values[q.id];
        given[q.id] = values[q.id];
      }
      answer = fields;
    } else if (step === 'reviewDisclosures')
      answer = Object.fromEntries(
        questions
          .filter((q) => q.id.startsWith('payment.disclosure.'))
          .map((q) => [q.id.slice('payment.'.length), true]),
      );
    else answer = def.examples[0];
    chain.send({ type: 'SUBMIT', answer });
    const after = chain.getSnapshot();
    if (after.status !== 'done' && after.context.visited.at(-1) === node)
      throw new Error(`the chain refused ${node}: ${JSON.stringify(answer)}`);
  }
  throw new Error('the chain did not complete');
}

describe.each(databases)(
  'buying online through the post-quote chains against the sandbox on $name',
  ({ databaseUrl }) => {
    let server: Server;
    let vault: Vault;
    let vaultCall: ReturnType<typeof httpClient>;
    const http = createHttp('http://placeholder/api');
    const logLines: string[] = [];
    /** The card numbers the purchases paid with, and the policy numbers they bought: the scan below covers them. */
    const cardsUsed = new Set<string>();
    const bought: { policyType: string; policyNumber: string }[] = [];
    beforeAll(async () => {
      server = await startServer({ databaseUrl, logger: captureLogs(logLines) });
      http.defaults.baseURL = `${server.base}/api`;
      setHttpClient(http);
      vault = await buildVault({
        db: server.app.sandboxDb,
        allowedOrigins: [APP_ORIGIN],
        rateLimit: false,
        logger: captureLogs(logLines),
      });
      await vault.listen({ port: 0, host: '127.0.0.1' });
      vaultCall = httpClient(`http://127.0.0.1:${(vault.server.address() as AddressInfo).port}`);
    });
    afterAll(async () => {
      await vault?.close();
      await server?.close();
    });

    /** The vault's token for a test card, as the card frame opened for the rate-call session `session` gets it. */
    const token = async (outcome: string, session: string) => {
      cardsUsed.add(CARDS[outcome]);
      const res = await vaultCall('POST', '/tokens', {
        body: {
          number: CARDS[outcome],
          expiry: `08/${new Date().getUTCFullYear() + 3}`,
          cvc: CVC,
          name: 'Jane Q Cardholder',
          session,
        },
        headers: { origin: APP_ORIGIN },
      });
      expect(res.status).toBe(201);
      return res.body.token as string;
    };

    /** Answers the waiting state's chain and waits for the chart's calls to settle. */
    const answerOn =
      (actor: ActorRefFrom<typeof ratecallMachine>, settled: () => Promise<Snapshot>) =>
      async (values: Answers, own: Record<string, unknown> = {}) => {
        const at = actor.getSnapshot();
        const questions = at.hasTag('step:paymentMethod')
          ? at.context.online!.paymentQuestions
          : at.context.online!.questions;
        const screens = answerChain(bindOf(at)!, questions, values, own);
        return { s: await settled(), screens };
      };

    /** The chart with its real actors at the RC1 results, continuing online with `carrierId`. */
    async function online(
      mvr: MvrKind,
      carrierId: string,
      // Pinned to the grouped layout, the landing shown and the editable coverages unless said (docs/decisions/0031).
      variants: PostQuoteBucket[] = ['grouped', 'editableCoverages', 'landingShown'],
    ) {
      const user: AutoUser = pinnedTo(withMvr(autoUser(), mvr), ...variants);
      const actor = createActor(ratecallMachine.provide({ actors: ratecallActors }), {
        input: { user, server: {} },
      }).start();
      const settled = () => waitFor(actor, (s) => !s.hasTag('state:loading'), { timeout: 20_000 });
      const results = await settled();
      const quote = results.context.quotes.find((q) => q.carrierId === carrierId);
      expect(quote?.onlineBind, `${carrierId} quotes online-bindable`).toBe(true);
      actor.send({ type: 'CONTINUE_ONLINE', carrierId, quoteId: quote!.quoteId });
      const s = await settled();
      expect(bindOf(s)).toBeDefined();
      return { actor, user, quote: quote!, s, settled, answer: answerOn(actor, settled) };
    }

    /**
     * A home owner or renter continuing online with `carrierId`, as the home results start the chart (CONTINUE_ONLINE
     * to ONLINE, the `ratecall` actor's input): the quote that carrier answered POST /{policyType}/quotes continued.
     */
    async function propertyOnline(policyType: 'home' | 'renters', user: HomeUser | RentersUser, carrierId: string) {
      const res = await server.call('POST', `/api/${policyType}/quotes`, {
        body: { user, quotePartners: [carrierId] },
      });
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      const quote = (res.body.data.quotes as Quote[]).find((q) => q.carrierId === carrierId);
      expect(quote?.onlineBind, `${carrierId} quotes ${policyType} online-bindable`).toBe(true);
      const actor = createActor(ratecallMachine.provide({ actors: ratecallActors }), {
        input: { user, server: {}, continueWith: quote! },
      }).start();
      const settled = () => waitFor(actor, (s) => !s.hasTag('state:loading'), { timeout: 20_000 });
      const s = await settled();
      expect(bindOf(s)).toBeDefined();
      return { actor, quote: quote!, s, answer: answerOn(actor, settled) };
    }

    /**
     * A property purchase up to its payment chain: continued online, the pre-MVR answers `values` (of the session's
     * questions) given, straight on to the re-rate (no driving-record check, A13) and the coverages kept as they are.
     * Answers the pre-MVR screens shown and the session at the payment chain.
     */
    async function propertyToPayment(
      policyType: 'home' | 'renters',
      user: HomeUser | RentersUser,
      carrierId: string,
      valuesOf: (questions: RatecallQuestion[]) => Answers,
    ) {
      const { s: start, answer } = await propertyOnline(policyType, user, carrierId);
      const chains = {
        preMvr: `${policyType}PreMvr`,
        postMvr: null,
        coverages: `${policyType}Coverages`,
        payment: `${policyType}Payment`,
      } as const;
      expect(start.matches({ ONLINE_BIND: { ANSWER_RC2_QUESTIONS: chains.preMvr } })).toBe(true);
      expect(start.context.online?.chains).toEqual(chains);
      const values = valuesOf(start.context.online!.questions);
      const pre = await answer(values);
      for (const [id, v] of Object.entries(pre.s.context.online!.answers)) expect(values[id], id).toEqual(v);
      const at = pre.s;
      expect(at.matches({ ONLINE_BIND: 'EDIT_COVERAGES' }) || at.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(
        true,
      );
      expect(bindOf(at)?.getSnapshot().context.flowId).toBe(chains.coverages);
      const coverages = await answer(
        {},
        { editableCoverages: { coverages: bindOf(at)!.getSnapshot().context.user.coverages } },
      );
      expect(coverages.screens.map(stepOf)).toContain('editableCoverages');
      expect(coverages.s.matches({ ONLINE_BIND: { ENTER_PAYMENT: chains.payment } })).toBe(true);
      return { values, preScreens: pre.screens.map(stepOf), s: coverages.s, answer };
    }

    it('the post-quote rules bucket the shopper: VIN first, fast bind, and the carrier post-quotes number', async () => {
      const { s, user, answer, actor } = await online('clean', 'libertymutual', [
        'vinFirst',
        'fastBind',
        'landingShown',
      ]);
      expect(s.context.online?.rules).toMatchObject({
        layout: 'vinFirst',
        iteration: 'fastBind',
        skipLandingPage: false,
        // Liberty Mutual and Texas: the carrier's partner prefill is on.
        rc2Prefill: true,
        phoneNumber: CARRIER_PHONE_NUMBERS.libertymutual.auto,
        defaulted: {},
      });
      expect(s.matches({ ONLINE_BIND: { ANSWER_RC2_QUESTIONS: 'libertymutualPreMvrVinFirst' } })).toBe(true);
      const pre = await answer(answersFor(s.context.online!.questions, user));
      expect(pre.screens.slice(0, 2)).toEqual(['postQuotesLanding~1', 'vehicleVin~1']);
      // fastBind: past the re-rate straight on to payment (the coverages chain, every screen skipped, completes at
      // once), the updated price accepted first when it changed.
      const ahead = (x: Snapshot) =>
        x.matches({ ONLINE_BIND: 'ENTER_PAYMENT' }) || x.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' });
      let s2 = await waitFor(actor, ahead, { timeout: 20_000 });
      if (s2.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })) {
        const review = await answer({});
        expect(review.screens).toEqual(['proceedWithUpdatedPrice~1']);
        s2 = review.s;
      }
      expect(pre.screens).not.toContain('editableCoverages~1');
      s2 = await waitFor(actor, (x) => x.matches({ ONLINE_BIND: 'ENTER_PAYMENT' }), { timeout: 20_000 });
      expect(s2.matches({ ONLINE_BIND: { ENTER_PAYMENT: 'autoPayment' } })).toBe(true);
    });

    it('the post-quote rules and number failing: every default, and the purchase goes on', async () => {
      http.defaults.headers.common['x-sandbox-fault'] =
        'route=evaluateRules;kind=error,route=phoneExperienceMapping;kind=error';
      try {
        const { s } = await online('clean', 'libertymutual', ['vinFirst', 'fastBind']);
        expect(s.context.online?.rules).toMatchObject({ layout: 'grouped', iteration: 'control', phoneNumber: null });
        expect(s.matches({ ONLINE_BIND: { ANSWER_RC2_QUESTIONS: 'libertymutualPreMvr' } })).toBe(true);
      } finally {
        delete http.defaults.headers.common['x-sandbox-fault'];
      }
    });

    it('buys safeco from CONTINUE_ONLINE to PURCHASED, every screen asked by its chain', async () => {
      const { user, s: start, answer } = await online('clean', 'safeco');
      expect(start.matches({ ONLINE_BIND: { ANSWER_RC2_QUESTIONS: 'safecoPreMvr' } })).toBe(true);
      expect(bindOf(start)?.getSnapshot().context.flowId).toBe('safecoPreMvr');
      const values = answersFor(start.context.online!.questions, user);
      const pre = await answer(values);
      expect(pre.screens[0]).toBe('postQuotesLanding~1');
      expect(pre.screens).toContain('confirmContactInformation~1');
      let s = pre.s;
      // The answers the chain collected are the stage's answers, as the sandbox asked them.
      for (const [id, v] of Object.entries(s.context.online!.answers)) expect(values[id], id).toEqual(v);
      expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' }) || s.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(
        true,
      );
      expect(bindOf(s)?.getSnapshot().context.flowId).toBe('safecoCoverages');
      s = (await answer({})).s;
      expect(s.matches({ ONLINE_BIND: { ENTER_PAYMENT: 'autoPayment' } })).toBe(true);
      const tok = await token('approve', s.context.online!.ids.externalId!);
      const paid = await answer(answersFor(s.context.online!.paymentQuestions, null, { 'payment.paymentToken': tok }), {
        paymentInfoCollect: { paymentPlan: 'fullPayPlan' },
      });
      expect(paid.screens).toContain('vgsCollect~1');
      s = paid.s;
      expect(s.matches({ ONLINE_BIND: 'PURCHASED' })).toBe(true);
      expect(s.context.online?.policyId).toMatch(/^[0-9a-f-]{36}$/);
      // The token was used once and is kept nowhere.
      expect(JSON.stringify(s.context)).not.toContain(tok);
    });

    it('a refused VIN sends the shopper back to the VIN screen with every answer kept; a declined card to the card', async () => {
      const { user, s: start, answer } = await online('clean', 'libertymutual');
      const values = answersFor(start.context.online!.questions, user);
      let s = (await answer({ ...values, 'vehicle.1.vin': '1HGCM82643A004352' })).s;
      expect(s.matches({ ONLINE_BIND: { ANSWER_RC2_QUESTIONS: 'libertymutualPreMvr' } })).toBe(true);
      expect(s.context.errors.vinError).toEqual([1]);
      const chain = bindOf(s)!.getSnapshot();
      const node = chain.context.visited.at(-1)!;
      expect(bindStepOf(node.split('~')[0]).slug).toBe('vehicle-more-details');
      // Every answer given is still there: the refused VIN too, to correct.
      expect(chain.context.user.answers['vehicle.1.vin']).toBe('1HGCM82643A004352');
      expect(chain.context.user.answers['policy.contactConfirmed']).toBe(true);
      s = (await answer(values)).s;
      expect(s.context.errors.vinError).toEqual([]);
      expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
      s = (await answer({})).s;
      const pay = (tok: string) =>
        answer(answersFor(s.context.online!.paymentQuestions, null, { 'payment.paymentToken': tok }), {
          paymentInfoCollect: { paymentPlan: 'fullPayPlan' },
        });
      s = (await pay(await token('decline', s.context.online!.ids.externalId!))).s;
      expect(s.matches({ ONLINE_BIND: { ENTER_PAYMENT: 'autoPayment' } })).toBe(true);
      expect(s.context.errors.paymentError).toBe('card_declined');
      const back = bindOf(s)!.getSnapshot();
      expect(back.context.visited.at(-1)).toBe('vgsCollect~1');
      expect(back.context.user.answers['payment.paymentToken']).toBeUndefined();
      expect(back.context.user.answers['payment.paymentPlan']).toBe('fullPayPlan');
      s = (await pay(await token('approve', s.context.online!.ids.externalId!))).s;
      expect(s.matches({ ONLINE_BIND: 'PURCHASED' })).toBe(true);
    });

    it('an undisclosed household driver is answered on the post-MVR chain; a re-rate up, coverages edited, down again', async () => {
      const { user, quote, s: start, answer } = await online('undisclosedOne', 'libertymutual');
      let s = (await answer(answersFor(start.context.online!.questions, user))).s;
      expect(s.matches({ ONLINE_BIND: { ANSWER_UNDISCLOSED_DRIVERS: 'libertymutualPostMvr' } })).toBe(true);
      const [member] = s.context.online!.undisclosedOperators;
      const udo = await answer(
        {},
        {
          undisclosedDriversHousehold: { householdMemberStatus: 'YES_PART_OF_HOUSEHOLD' },
          undisclosedDriversActiveInsurance: { hasSeparatePolicy: 'None' },
          undisclosedDriversLicenseStatus: { hasActiveLicense: 'Yes' },
        },
      );
      expect(udo.screens).toEqual([
        `undisclosedDriversHousehold~1`,
        `undisclosedDriversActiveInsurance~1`,
        `undisclosedDriversLicenseStatus~1`,
      ]);
      s = udo.s;
      expect(s.context.online?.undisclosedAnswers).toEqual([
        {
          id: member.id,
          householdMemberStatus: 'YES_PART_OF_HOUSEHOLD',
          hasSeparatePolicy: 'None',
          hasActiveLicense: 'Yes',
        },
      ]);
      expect(s.matches({ ONLINE_BIND: { REVIEW_UPDATED_PRICE: 'libertymutualCoverages' } })).toBe(true);
      expect(s.context.online?.rerate?.change).toBe('increase');
      expect(s.context.online?.rerate?.seen).toBe(quote.fullPayPlan!.totalAmount);
      // Higher deductibles on the editable coverages: the chart re-rates them, and the price comes down.
      s = (await answer({}, { editableCoverages: { coverages: { collision: '1000', comprehensive: '1000' } } })).s;
      expect(s.context.online?.coverages).toMatchObject({ collision: '1000', comprehensive: '1000' });
      expect(s.context.online?.rerate?.change).toBe('decrease');
      expect(s.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(true);
      // The chain starts from the edited selection: leaving it as it is proceeds to the bind rate.
      const again = bindOf(s)!.getSnapshot();
      expect(again.context.user.coverages).toMatchObject({ collision: '1000', comprehensive: '1000' });
      s = (await answer({}, { editableCoverages: { coverages: again.context.user.coverages } })).s;
      expect(s.matches({ ONLINE_BIND: { ENTER_PAYMENT: 'autoPayment' } })).toBe(true);
    });

    it("coverages edited below Texas's minimum are adjusted by POST /rules-engine/, shown, and re-rated once confirmed", async () => {
      const { user, quote, s: start, answer } = await online('clean', 'libertymutual');
      let s = (await answer(answersFor(start.context.online!.questions, user))).s;
      expect(s.matches({ ONLINE_BIND: { EDIT_COVERAGES: 'libertymutualCoverages' } })).toBe(true);
      const quoted = Object.fromEntries(Object.entries(quote.coverages).map(([k, v]) => [k, String(v)]));
      // Below Texas's 30/60, and uninsured motorist above the bodily injury it may not exceed.
      const edit = { ...quoted, bodilyInjury: '25/50', uninsuredMotoristBodilyInjury: '500/1000' };
      s = (await answer({}, { editableCoverages: { coverages: edit } })).s;
      // Nothing was re-rated: the shopper is back on editable coverages with the adjusted limits and why.
      expect(s.matches({ ONLINE_BIND: { EDIT_COVERAGES: 'libertymutualCoverages' } })).toBe(true);
      expect(s.context.online?.coverages).toEqual({});
      const adjustment = s.context.online!.coverageAdjustment!;
      expect(adjustment.coverages).toMatchObject({ bodilyInjury: '30/60', uninsuredMotoristBodilyInjury: '30/60' });
      expect(adjustment.messages.bodilyInjury).toEqual(['Bodily injury is below the TX minimum: raised to 30/60.']);
      expect(adjustment.messages.uninsuredMotoristBodilyInjury?.join(' ')).toContain(
        "can't be higher than bodily injury",
      );
      const chain = bindOf(s)!.getSnapshot();
      expect(chain.context.visited.at(-1)).toBe('editableCoverages~1');
      expect(chain.context.user.coverages).toMatchObject({
        bodilyInjury: '30/60',
        uninsuredMotoristBodilyInjury: '30/60',
      });
      // Confirmed as adjusted: checked again (valid now), then re-rated with it.
      s = (await answer({}, { editableCoverages: { coverages: chain.context.user.coverages } })).s;
      expect(s.context.online?.coverageAdjustment).toBeNull();
      expect(s.context.online?.coverages).toMatchObject({
        bodilyInjury: '30/60',
        uninsuredMotoristBodilyInjury: '30/60',
      });
      expect(s.context.online?.rerate).not.toBeNull();
      expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' }) || s.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(
        true,
      );
      s = (await answer({}, { editableCoverages: { coverages: bindOf(s)!.getSnapshot().context.user.coverages } })).s;
      expect(s.matches({ ONLINE_BIND: { ENTER_PAYMENT: 'autoPayment' } })).toBe(true);
    });

    it('the fast-track chain ends in the hand-off to an agent', async () => {
      const { user, s: start, answer } = await online('clean', 'fasttrack');
      const done = await answer(answersFor(start.context.online!.questions, user));
      expect(done.screens.map((n) => n.split('~')[0])).toEqual([
        'postQuotesLanding',
        'helpFinalizePolicyConnectAgent',
        'fastTrackReachOut',
      ]);
      expect(done.s.matches({ ONLINE_BIND: 'HANDED_OFF' })).toBe(true);
    });

    it('connecting to an agent after the re-rate ends the online purchase there', async () => {
      const { user, s: start, answer } = await online('clean', 'libertymutual');
      const s = (await answer(answersFor(start.context.online!.questions, user))).s;
      const end = await answer({}, { proceedUpdatedPriceConnectAgent: { nextAction: 'connectAgent' } });
      expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
      expect(end.s.matches({ ONLINE_BIND: 'AGENT_REQUESTED' })).toBe(true);
    });

    it('buys a home with libertymutual from CONTINUE_ONLINE to PURCHASED through the home chains, paying by card', async () => {
      const { values, preScreens, s, answer } = await propertyToPayment('home', homeOwner(), 'libertymutual', (qs) =>
        answersFor(qs, null, {
          // Under two years at the address: the previous address is asked.
          'policy.addressConfirmation': 'No',
          'policy.previousAddress': '88 High St, Columbus, OH 43215',
          'property.1.securityProvider': 'SimpliSafe',
        }),
      );
      // The connected-home discount the shopper chose is the question's default: its two screens followed.
      expect(values['property.1.connectedHome']).toBe('Yes');
      expect(preScreens).toEqual([
        'postQuotesLanding',
        'addressConfirmation',
        'previousAddressConfirmation',
        'buildingType',
        'propertyDiscounts',
        'homeSecuritySystem',
        'homeSecurityProvider',
        'homeSummary',
        'occupantSummary',
        'coverageStartDate',
        'confirmContactInformation',
      ]);
      const tok = await token('approve', s.context.online!.ids.externalId!);
      const paid = await answer(answersFor(s.context.online!.paymentQuestions, null, { 'payment.paymentToken': tok }), {
        paymentInfoCollect: { paymentPlan: 'fullPayPlan' },
      });
      // Paid in full by card: no mortgage information (escrow's, A10), no recurring authorisation (a monthly plan's).
      expect(paid.screens.map(stepOf)).toEqual([
        'paymentMethod',
        'paymentInfoCollect',
        'vgsCollect',
        'reviewDisclosures',
        'finalSummary',
      ]);
      expect(paid.s.matches({ ONLINE_BIND: 'PURCHASED' })).toBe(true);
      const purchase = selectPurchase(paid.s);
      expect(purchase).toMatchObject({ policyType: 'home', escrow: false, card: { last4: CARDS.approve.slice(-4) } });
      expect(purchase.policyNumber).toMatch(/^H37-\d{3}-\d{6}-40$/);
      expect(JSON.stringify(paid.s.context)).not.toContain(tok);
      bought.push({ policyType: 'home', policyNumber: purchase.policyNumber! });
    });

    it('buys renters with safeco through the renters chains: the landlord listed, a declined card, then a good one', async () => {
      // The intake's landlord and prior address are the questions' defaults.
      const {
        values,
        preScreens,
        s: atPayment,
        answer,
      } = await propertyToPayment('renters', renter(), 'safeco', (qs) => answersFor(qs, null));
      expect(values).toMatchObject({
        'policy.previousAddress': '88 High St, Columbus, OH 43215',
        'policy.interestedPartyInfoConfirmation': 'Yes',
        'policy.interestedPartyName': 'Scioto Property Management',
        'policy.interestedPartyAddress': '20 Broad St, Columbus, OH 43215',
      });
      expect(preScreens).toEqual([
        'postQuotesLanding',
        'newAddressConfirmation',
        'previousAddressConfirmation',
        'interestedPartyConfirmation',
        'interestedPartyInfo',
        'coverageStartDate',
        'confirmContactInformation',
      ]);
      let s = atPayment;
      // A renter is offered the card alone (A12: no escrow).
      const method = s.context.online!.paymentQuestions.find((q) => q.id === 'payment.paymentMethod')!;
      expect(method.options?.map((o) => o.value)).toEqual(['card']);
      // Monthly: the recurring authorisation is asked too.
      const pay = (tok: string) =>
        answer(answersFor(s.context.online!.paymentQuestions, null, { 'payment.paymentToken': tok }), {
          paymentInfoCollect: { paymentPlan: 'monthlyPayPlan' },
        });
      const declined = await pay(await token('decline', s.context.online!.ids.externalId!));
      expect(declined.screens.map(stepOf)).toEqual([
        'paymentMethod',
        'paymentInfoCollect',
        'vgsCollect',
        'recurringPayments',
        'reviewDisclosures',
        'finalSummary',
      ]);
      s = declined.s;
      expect(s.matches({ ONLINE_BIND: { ENTER_PAYMENT: 'rentersPayment' } })).toBe(true);
      expect(s.context.errors.paymentError).toBe('card_declined');
      const back = bindOf(s)!.getSnapshot();
      expect(back.context.visited.at(-1)).toBe('vgsCollect~1');
      expect(back.context.user.answers['payment.paymentToken']).toBeUndefined();
      const again = await pay(await token('approve', s.context.online!.ids.externalId!));
      expect(again.screens.map(stepOf)).toEqual([
        'vgsCollect',
        'recurringPayments',
        'reviewDisclosures',
        'finalSummary',
      ]);
      s = again.s;
      expect(s.matches({ ONLINE_BIND: 'PURCHASED' })).toBe(true);
      const purchase = selectPurchase(s);
      expect(purchase).toMatchObject({
        policyType: 'renters',
        escrow: false,
        card: { last4: CARDS.approve.slice(-4) },
      });
      expect(purchase.policyNumber).toMatch(/^OR\d{7}$/);
      bought.push({ policyType: 'renters', policyNumber: purchase.policyNumber! });
    });

    it('after the purchases no table, log line or stored answer holds a card number or security code', async () => {
      const numbers = Object.values(CARDS).map((n) => n.replace(/\D/g, ''));
      // Every card the purchases above paid with is searched for, the home and renters purchases' among them.
      expect(numbers).toEqual(expect.arrayContaining([...cardsUsed].map((n) => n.replace(/\D/g, ''))));
      expect(bought.map((b) => b.policyType)).toEqual(['home', 'renters']);
      const db = server.app.sandboxDb as unknown as {
        execute(q: unknown): Promise<{ rows: Record<string, unknown>[] }>;
      };
      const tables = await db.execute(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      expect(tables.rows.length).toBeGreaterThan(5);
      // Number columns: node-postgres reads a bigint as a string, and a row id may well be 739.
      const numeric = await db.execute(
        sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('bigint', 'integer', 'smallint', 'numeric')`,
      );
      const numberColumns = new Set(numeric.rows.map((r) => `${String(r.table_name)}.${String(r.column_name)}`));
      const leaves: string[] = [];
      /** Text values, where a code would be kept (never a number column's value: a whole-number 739 is a row id). */
      const texts: string[] = [];
      const walk = (v: unknown, isText: boolean) => {
        if (v === null || v === undefined) return;
        if (v instanceof Date) leaves.push(v.toISOString());
        else if (typeof v === 'object') for (const x of Object.values(v as object)) walk(x, true);
        else {
          leaves.push(String(v));
          if (typeof v === 'string' && isText) texts.push(v);
        }
      };
      for (const { table_name } of tables.rows) {
        const rows = await db.execute(sql.raw(`SELECT * FROM "${String(table_name)}"`));
        for (const row of rows.rows)
          for (const [column, value] of Object.entries(row)) {
            expect(column.toLowerCase(), `${String(table_name)}.${column}`).not.toMatch(/cvc|cvv|card_?number|^pan$/);
            let parsed: unknown = value;
            if (typeof value === 'string' && /^[[{]/.test(value)) {
              try {
                parsed = JSON.parse(value);
              } catch {
                parsed = value;
              }
            }
            walk(parsed, !numberColumns.has(`${String(table_name)}.${column}`));
          }
      }
      // The sessions above bought policies: their rows are in the dump.
      expect(leaves.length).toBeGreaterThan(100);
      // The home and renters policies' rows are among the rows searched.
      for (const { policyNumber } of bought) expect(leaves).toContain(policyNumber);
      const dump = leaves.join('\n').replace(/[ -]/g, '');
      for (const n of numbers) expect(occurrences(dump, n)).toEqual([]);
      expect(texts.filter((t) => t.trim() === CVC)).toEqual([]);
      expect(logLines.length).toBeGreaterThan(10);
      const logs = logLines.join('\n');
      for (const n of numbers) expect(occurrences(logs.replace(/[ -]/g, ''), n)).toEqual([]);
      expect(occurrences(logs, CVC)).toEqual([]);
    }, 120_000);
  },
);
