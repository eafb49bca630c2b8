import { createHash, randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { InspectionEvent } from 'xstate';
import { bucketOf } from '../../server/rules/engine';
import { experimentRuleInput, readOutcomes } from '../../src/actors/experiments.actor';
import { ANONYMOUS_ID_KEY } from '../../src/app/anonymousId';
import { hashFirstSegment, readQueryParams } from '../../src/app/queryParams';
import type { AutoUser } from '../../src/contract';
import type { TrackingEvent } from '../../src/contract/backoffice';
import type { UsState } from '../../src/domain/constants';
import { nodePath } from '../../src/machines/app/app.routes';
import { autoFlows } from '../../src/machines/intake/flows';
import { type QuestionView, selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { readStartExperiments, START_RULES } from '../../src/machines/intake/startGraph';
import { RULES } from '../../src/tracking/rules';
import { createObserver } from '../../src/tracking/observer';
import type { MachineKind, TrackingRule, TrackingSession } from '../../src/tracking/types';
import { intakeModel } from '../mbt/intakeModel';
import { shortestPathToComplete } from '../mbt/paths';
import { POST_QUOTE_BUCKETS } from '../mbt/postQuoteBuckets';
import { licenceFor, vinFor } from '../server/ratecallFixtures';
import { expectNoAxeViolations } from './axe';
import {
  SHOPPER,
  expectPurchased,
  paidInFull,
  purchasedAt,
  sessionQuestions,
  walkScreens,
  type Values,
} from './buyOnlineDrive';
import { answerStep } from './driveStep';
import { replay } from './replay';
import {
  type Seeded,
  countByName,
  inOrder,
  leakExcerpts,
  leaksIn,
  maskedMatch,
  orderBreak,
  parseTrackingRows,
  readSink,
  recordingFigures,
  recordingsInOrder,
  type SinkAnswer,
  withLuhnDigit,
} from './sink';

// Issue 33's "Tests that must exist" in Chromium against the sandbox: a whole auto purchase walked through the UI by a
// shopper seeded with values that occur nowhere else leaves in the sink (GET /api/sandbox/sink/:anonymousId) every
// event the rules (src/tracking/rules) say it sends, each valid by the contract, in the walk's order; no stored byte,
// and no body the page sent to the event, error or recording sinks, holds any seeded value; the stored recording
// replays the walk's screens with every input masked; and an opted-out shopper sends no marketing event. Every screen
// passed is scanned by axe.

const EVENT_PATHS = ['/api/events', '/api/monitoring/errors', '/api/recordings'];
const ENTRY = autoFlows.defaultAuto.entry;
/** The default flow's shortest walk to the results: the household the buying suites buy with (savedShopper.ts). */
const PATH = shortestPathToComplete(intakeModel('defaultAuto'));
/** The bindable carrier the walk buys from (buyOnline.spec.ts buys the same household there). */
const CARRIER = { name: 'Liberty Mutual', id: 'libertymutual' };
/**
 * The machines of the purchase after the questions: the results, the carrier's rate calls and its bind chain. The
 * questions' events are what the rules make of the model's own walk (`modelWalkEvents`); these machines' events are
 * every event their rules name but those sent only on what this walk never does, each with that condition.
 */
const PURCHASE_KINDS: readonly MachineKind[] = ['results', 'ratecall', 'bind'];
const NOT_ON_THIS_WALK: Partial<Record<TrackingRule['event'], string>> = {
  FormErrored: 'an answer refused or a call failed: every answer is valid and every call succeeds',
  Prefill: "the carrier's partner prefill (rule rc2PrefillToggle): never asked in CA, this household's state",
  HomePrefill: 'a home prefill: an auto walk',
  PostbackTracked: "a partner's postback: no partner in the URL",
  SessionIdMapper: "the partner rate site's sessionID: none in the URL",
  PaidSearchParams: 'an attribution parameter: none in the URL',
  WidgetEvent: 'the widget embedded in a partner page: the app opened on its own',
  BundlingInterest: 'a bundle offer answered: the walk buys the auto quote alone',
  BidDifference: "a carrier's quote traded for its ad: the quotes-first bucket keeps the quote",
};

const trackingRules = RULES.filter((r): r is TrackingRule => r.sink === 'tracking');

/** Lower-case letters, `n` of them, drawn afresh each run: the seeded values occur nowhere else. */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);
const two = (n: number) => String(n).padStart(2, '0');

/** A shopper's personal values, each distinctive, and the VIN and licence the post-quote screens ask. */
function seededShopper(user: AutoUser) {
  const run = letters(8);
  const firstName = capital(`zy${letters(7)}`);
  const lastName = capital(`qu${letters(8)}`);
  const vehicle = user.autoPolicy.vehicles[0];
  const s = {
    run,
    firstName,
    lastName,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    phone: `(312) 555-${randomInt(1000, 10_000)}`,
    birthdate: `${two(randomInt(1, 13))}/${two(randomInt(10, 29))}/${randomInt(1960, 1991)}`,
    streetNumber: String(randomInt(1000, 10_000)),
    streetName: capital(`vr${letters(8)}`),
    vin: vinFor(vehicle.make ?? 'Toyota', Number(vehicle.year), `tracking-${run}`),
    card: withLuhnDigit(`4${Array.from({ length: 14 }, () => randomInt(10)).join('')}`),
  };
  return { ...s, street: `${s.streetNumber} ${s.streetName} Ln` };
}
type Shopper = ReturnType<typeof seededShopper>;

/** The values searched for in every stored byte; the licence is added once the carrier's questions name its state. */
const seededValues = (s: Shopper, licences: string[]): Seeded[] => [
  { label: 'first name', value: s.firstName },
  { label: 'last name', value: s.lastName },
  { label: 'email', value: s.email },
  { label: 'phone', value: s.phone, digits: true },
  { label: 'birth date', value: s.birthdate, digits: true },
  { label: 'street', value: s.streetName },
  { label: 'VIN', value: s.vin },
  ...licences.map((value) => ({ label: 'licence', value })),
  { label: 'card number', value: s.card.replace(/(\d{4})(?=\d)/g, '$1 '), digits: true },
];

/**
 * An anonymous id of this attempt's own, so its rows in the sink are its alone, that the sandbox's experiments
 * put in the default flow (every start rule in its control group) and, for a purchase, in the results' bucket that
 * keeps a carrier's quote over its ad (postQuoteBuckets.ts quotesFirst).
 */
async function trackedAnonymousId(request: APIRequestContext, seed: string, quotesFirst: boolean): Promise<string> {
  const [min, max] = POST_QUOTE_BUCKETS.quotesFirst.mAQuotesFiltering;
  const wanted = Object.entries(readStartExperiments({}));
  const params = readQueryParams({ search: ENTRY.search, hash: ENTRY.hash });
  // Fresh on each attempt: a retry, or the same test repeated, must not read the rows an earlier attempt stored.
  const attempt = randomUUID();
  for (let i = 0; i < 2_000; i += 1) {
    const hex = createHash('sha256').update(`quoteflow-tracking-${seed}-${attempt}-${i}`).digest('hex');
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    const bucket = bucketOf('mAQuotesFiltering', id);
    if (quotesFirst && (bucket < min || bucket > max)) continue;
    const input = experimentRuleInput({ params, hashFirstSegment: hashFirstSegment(ENTRY.hash), anonymousId: id });
    const res = await request.post('/api/rules-engine/evaluate', {
      data: { rules: START_RULES.map((name) => ({ name, input })) },
    });
    const { values } = readOutcomes((await res.json()).results);
    if (wanted.every(([rule, value]) => values[rule as keyof typeof values] === value)) return id;
  }
  throw new Error('no anonymous id in the default flow and the quotes-first bucket');
}

/** Every body the page sends to the event, error and recording sinks (beacons included), from now on. */
function sentBodies(page: Page) {
  const sent: { path: string; body: string; status?: number; failure?: string }[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (EVENT_PATHS.includes(pathname)) sent.push({ path: pathname, body: req.postData() ?? '' });
  });
  // Each answer, beside its body: a sink that refused a body loses what it held.
  const answered = (body: string, status: number, failure?: string) => {
    const entry = sent.find((x) => x.status === undefined && x.body === body);
    if (entry) Object.assign(entry, { status, failure });
  };
  page.on('response', (res) => answered(res.request().postData() ?? '', res.status()));
  // A request the browser gave up on (refused, aborted) reads as status 0.
  page.on('requestfailed', (req) => answered(req.postData() ?? '', 0, req.failure()?.errorText));
  return sent;
}

/**
 * What became of the bodies that carried `names` (a remote run keeps no trace): each body's answer, a failure, no
 * answer seen (the page closed first), or that no body carried the event at all.
 */
function fateOf(sent: ReturnType<typeof sentBodies>, names: string[]): string {
  return names
    .map((name) => {
      const bodies = sent.filter((x) => x.path === '/api/events' && x.body.includes(`"event":"${name}"`));
      const fates = bodies.map((x) =>
        x.failure ? `failed ${x.failure}` : x.status === undefined ? 'no answer seen' : `answered ${x.status}`,
      );
      return `${name}: ${fates.length ? fates.join(', ') : 'never sent'}`;
    })
    .join('; ');
}

/** The event names the page sent to /events. */
const sentEventNames = (sent: { path: string; body: string }[]) =>
  sent
    .filter((s) => s.path === '/api/events')
    .flatMap((s) => {
      try {
        return ((JSON.parse(s.body) as { events?: { event?: string }[] }).events ?? []).map((e) => String(e.event));
      } catch {
        return [`unreadable body: ${s.body.slice(0, 80)}`];
      }
    });

/** The answer a walk types for a question, with the seeded personal values in place of the model's samples. */
function seededAnswer(view: QuestionView, answer: unknown, s: Shopper): unknown {
  const a = (answer ?? {}) as Record<string, unknown>;
  const street = { streetAddress: s.street, secondaryAddress: '' };
  switch (view.form) {
    case 'name':
      return { ...a, firstName: s.firstName, lastName: s.lastName };
    case 'nameBirthdate':
      return { ...a, firstName: s.firstName, lastName: s.lastName, birthdate: s.birthdate };
    case 'date':
      return view.step === 'birthdate' ? s.birthdate : answer;
    case 'email':
      return { ...a, email: s.email };
    case 'address':
      return { ...a, ...street };
    case 'addressPhone':
      return { ...a, ...street, phoneNumber: s.phone };
    default:
      return answer;
  }
}

/**
 * Walks the intake questions of `PATH` (the first `count` of them) through the UI, each screen scanned by axe; returns
 * the state nodes and headings shown, in order.
 */
async function walkIntake(page: Page, s: Shopper, count = Number.POSITIVE_INFINITY) {
  const shown: { node: string; heading: string }[] = [];
  const submits = PATH.steps
    .map((step, i) => ({ step, before: PATH.steps[i - 1]?.state }))
    .filter(({ step }) => step.event.type === 'SUBMIT')
    .slice(0, count);
  for (const { step, before } of submits) {
    const view = selectQuestionView(before!)!;
    await expect(page).toHaveURL(new RegExp(`#${nodePath(view.node)}$`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toBeEmpty();
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
    shown.push({ node: view.node, heading: ((await heading.textContent()) ?? '').trim() });
    await expectNoAxeViolations(page, `tracking walk: ${view.node}`);
    if (view.form === 'phone') {
      // The path's number is a sample (driveStep.ts texts a random one): the seeded number is typed.
      await page.getByLabel('Phone number').fill(s.phone);
      await page.getByRole('button', { name: 'Continue' }).click();
    } else await answerStep(page, view, seededAnswer(view, (step.event as { answer: unknown }).answer, s));
  }
  return shown;
}

/** Leaves the page as a shopper closing the tab does (page hide: the beacons go), then closes it. */
async function leave(page: Page) {
  await page.goto('about:blank');
  await page.close({ runBeforeUnload: true });
}

/**
 * The sink's rows and recordings for the id once `arrived` holds and the stored bytes stop growing (the beacons of
 * the page hide land a moment later than the page closes); the last answer when the timeout passes.
 */
async function settledSink(request: APIRequestContext, anonymousId: string, arrived: (a: SinkAnswer) => boolean) {
  let last = await readSink(request, anonymousId);
  let previous = -1;
  const until = Date.now() + 45_000;
  while (Date.now() < until) {
    if (arrived(last.answer) && last.bytes.length === previous) break;
    previous = arrived(last.answer) ? last.bytes.length : -1;
    await new Promise((r) => setTimeout(r, 2_000));
    last = await readSink(request, anonymousId);
  }
  return last;
}

/**
 * The events the rules make of the model's walk (the path `PATH` the browser repeats, its snapshots fed to the
 * observer as XState's inspection reports them): the questions' events this walk must leave, in their order.
 */
function modelWalkEvents(): TrackingEvent[] {
  const out: TrackingEvent[] = [];
  const session: TrackingSession = {
    anonymousId: 'model',
    correlationId: 'model',
    brand: 'quoteflow',
    embedded: false,
    optedOut: () => false,
  };
  const observer = createObserver({
    rules: RULES,
    session,
    sink: { track: (e) => out.push(e), report: () => {}, flush: () => {} },
  });
  for (const step of PATH.steps)
    observer.observe({
      type: '@xstate.snapshot',
      rootId: 'model',
      actorRef: { sessionId: 'model:intake', id: 'intake' },
      snapshot: step.state,
      event: step.event,
    } as unknown as InspectionEvent);
  return out;
}

/** The step id's own node (`make~2`), should the observer prefix it with its parents. */
const nodeOf = (stepId: string) => stepId.split('.').pop() ?? stepId;

test.describe('tracking, monitoring and session recording (issue 33)', () => {
  test('an auto purchase walk leaves every planned event in order, valid by the contract, no seeded value anywhere, and a recording that replays the walk masked', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(600_000);
    const user = PATH.state.context.user;
    const s = seededShopper(user);
    const anonymousId = await trackedAnonymousId(request, 'purchase', true);
    await page.addInitScript(([key, id]) => localStorage.setItem(key, id), [ANONYMOUS_ID_KEY, anonymousId] as const);
    const sent = sentBodies(page);
    const asked = sessionQuestions(page);
    await page.goto(`/${ENTRY.search}${ENTRY.hash ?? ''}`);
    expect(await page.evaluate((key) => localStorage.getItem(key), ANONYMOUS_ID_KEY)).toBe(anonymousId);

    // The questions, then the results.
    const intake = await walkIntake(page, s);
    await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
      timeout: 30_000,
    });
    const extras = page.getByRole('dialog', { name: 'A few more answers for sharper offers' });
    if (await extras.isVisible()) await page.keyboard.press('Escape');
    await expect(extras).toHaveCount(0);
    const resultsHeading = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await expectNoAxeViolations(page, 'tracking walk: results');

    // The carrier's purchase, the VIN and licence seeded too.
    const licences: string[] = [];
    const values = (): Values => {
      const own: Values = {};
      for (const q of asked.rc2) {
        if (q.type === 'vin') own[q.id] = s.vin;
        if (q.type === 'licenseNumber') {
          const state = (asked.rc2.find((x) => x.id === `driver.${q.entityId}.licenseState`)?.defaultValue ??
            'TX') as UsState;
          const licence = licenceFor(state, s.lastName, `tracking-${s.run}-${q.entityId}`);
          if (!licences.includes(licence)) licences.push(licence);
          own[q.id] = licence;
        }
      }
      return paidInFull(asked, user, own)();
    };
    await page.getByRole('button', { name: `Continue online with ${CARRIER.name}` }).click();
    await expect(page).toHaveURL(/#\/postQuotesFlow\/auto\//, { timeout: 30_000 });
    const headings: string[] = [];
    const slugs = await walkScreens(page, values, purchasedAt(page), SHOPPER, [s.card], async () => {
      headings.push(((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim());
      return false;
    });
    await expectPurchased(page, CARRIER.id, 'tracking walk: purchase success', [s.card]);
    const successHeading = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    const seeds = seededValues(s, licences);
    expect(licences.length, 'the carrier asked a licence number').toBeGreaterThan(0);

    // The page hidden and closed: the beacons flush; the sink read once the walk's last events are in.
    await leave(page);
    const model = modelWalkEvents();
    const modelNames = model.map((e) => e.event);
    const expected = [
      ...new Set([
        ...modelNames,
        ...trackingRules
          .filter((r) => PURCHASE_KINDS.includes(r.kind as MachineKind) && !NOT_ON_THIS_WALK[r.event])
          .map((r) => r.event),
      ]),
    ].sort();
    const { answer, bytes } = await settledSink(
      request,
      anonymousId,
      (a) =>
        expected.every((name) => a.events.some((e) => e.event === name)) &&
        a.events.some((e) => e.event === 'FormViewed' && e.payload.stepContext !== undefined) &&
        a.recordings.length > 0,
    );
    const tracking = answer.events.filter((e) => e.sink === 'tracking');
    const names = tracking.map((e) => e.event);

    // The figures of the note.
    const figures = recordingFigures(answer.recordings);
    console.log(
      `tracking walk: ${tracking.length} events stored (${answer.events.length - tracking.length} monitoring reports): ${JSON.stringify(countByName(tracking))}`,
    );
    console.log(
      `tracking walk: recording ${figures.chunks} chunks, ${figures.events} rrweb events, ${figures.bytes} bytes over ${(figures.durationMs / 1000).toFixed(1)} s: ${figures.bytesPerMinute} bytes a minute`,
    );

    // Every body the sinks were sent was taken: a refused one lost what it held.
    const refused = sent.filter((x) => x.status !== undefined && (x.status === 0 || x.status >= 300));
    expect(
      refused.map((x) => `${x.path} ${x.failure ?? x.status} (${x.body.length} bytes): ${x.body.slice(0, 120)}`),
      'bodies the sinks refused',
    ).toEqual([]);

    // Every row valid by the contract, every one the walk's own.
    const parsed = parseTrackingRows(answer.events);
    expect(parsed.invalid, 'tracking rows the contract refuses').toEqual([]);
    expect(new Set(tracking.map((e) => e.anonymousId))).toEqual(new Set([anonymousId]));
    expect(new Set(tracking.map((e) => e.correlationId)).size, 'one correlation id for the session').toBe(1);

    // Every event a rule of the walked machines sends, and in the walk's order.
    const missing = expected.filter((name) => !names.includes(name));
    expect(missing, `missing of ${expected.join(', ')}; ${fateOf(sent, missing)}`).toEqual([]);
    // The form's start first: FormStarted is the first answer (src/tracking/rules/forms.ts), so only the first
    // question's FormViewed may come before it.
    const firstViewed = parsed.events.find((e) => e.event === 'FormViewed');
    expect(names.indexOf('FormStarted'), `the events before FormStarted: ${names.join(' ')}`).toBe(
      names[0] === 'FormViewed' &&
        firstViewed?.event === 'FormViewed' &&
        nodeOf(firstViewed.stepContext.stepId) === intake[0].node
        ? 1
        : 0,
    );
    expect(orderBreak(names, ['QuoteRequested', 'ProductViewed', 'ProductClicked', 'ConversionTracked'])).toBeNull();
    expect(orderBreak(names, ['ProductClicked', 'ChargeableEvent'])).toBeNull();
    // The questions' events in the order the model's walk sends them, other events between allowed.
    expect(inOrder(names, modelNames), `stored ${names.join(' ')} against the model's ${modelNames.join(' ')}`).toBe(
      true,
    );
    const viewedSteps = (events: TrackingEvent[]) =>
      events.flatMap((e) => (e.event === 'FormViewed' ? [e.stepContext.stepId] : []));
    const stepIds = viewedSteps(parsed.events);
    const modelSteps = viewedSteps(model);
    // A FormViewed for each question the walk showed, by its state (`make~1`), in order; then one each for the
    // results, every post-quote screen and purchase success.
    const intakeNodes = intake.map((x) => x.node);
    expect(inOrder(modelSteps.map(nodeOf), intakeNodes), `the model's ${modelSteps.join(' ')}`).toBe(true);
    expect(inOrder(stepIds, modelSteps), `FormViewed ${stepIds.join(' ')} against ${modelSteps.join(' ')}`).toBe(true);
    const afterIntake = stepIds.length - stepIds.lastIndexOf(modelSteps[modelSteps.length - 1]) - 1;
    expect(afterIntake, `FormViewed after the questions (${slugs.join(', ')})`).toBeGreaterThanOrEqual(
      slugs.length + 1,
    );

    // No seeded value in any stored byte, nor in any body the page sent to the sinks.
    expect(leaksIn(bytes, seeds), `seeded values in the sink:\n${leakExcerpts(bytes, seeds).join('\n')}`).toEqual([]);
    expect(sent.filter((x) => x.path === '/api/events').length).toBeGreaterThan(0);
    expect(sent.filter((x) => x.path === '/api/recordings').length).toBeGreaterThan(0);
    const sentLeaks = sent.flatMap((x) => leaksIn(x.body, seeds).map((label) => `${x.path}: ${label}`));
    expect(sentLeaks, 'seeded values the page sent').toEqual([]);

    // The recording replays the walk's screens in turn, every input masked and no seeded value in the document.
    const recordings = recordingsInOrder(answer.recordings);
    const main = recordings.reduce((a, b) => (b.events.length > a.events.length ? b : a));
    const player = await context.newPage();
    const replayed = await replay(player, main.events, seeds);
    await player.close();
    console.log(
      `tracking walk: replayed ${replayed.cast} events over ${(replayed.totalTime / 1000).toFixed(1)} s, headings: ${replayed.headings.join(' | ')}`,
    );
    const walkHeadings = [...intake.map((x) => x.heading), resultsHeading, ...headings, successHeading].filter(
      (h, i, all) => h !== all[i - 1],
    );
    // The recorder starts once the first screen is shown: the replay opens on one of the walk's first screens. A
    // heading naming the shopper replays with those characters masked.
    const first = walkHeadings.findIndex((h) => maskedMatch(replayed.headings[0] ?? '', h));
    expect(first, `the replay's first heading "${replayed.headings[0]}"`).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThanOrEqual(2);
    expect(
      inOrder(replayed.headings, walkHeadings.slice(first), maskedMatch),
      `replayed ${replayed.headings.join(' | ')} against ${walkHeadings.join(' | ')}`,
    ).toBe(true);
    expect(replayed.leaks, 'seeded values in the replayed document').toEqual([]);
    const typed = replayed.inputs.filter((i) => !['radio', 'checkbox', 'submit', 'button', 'hidden'].includes(i.type));
    expect(typed.length, 'inputs with a value in the replay').toBeGreaterThan(0);
    expect(
      typed.filter((i) => !/^\*+$/.test(i.value)),
      'inputs whose replayed value is not masked',
    ).toEqual([]);
  });

  test('an opted-out shopper (Global Privacy Control) walks the questions to the results and no marketing event leaves the page or reaches the sink', async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    // An event's name is a marketing one when every rule sending it is; the model's walk of the same questions sends
    // some, so the walk below would send them but for the opt-out.
    const marketing: string[] = [...new Set(trackingRules.map((r) => r.event))].filter((name) =>
      trackingRules.filter((r) => r.event === name).every((r) => r.marketing),
    );
    const modelNames: string[] = modelWalkEvents().map((e) => e.event);
    const wouldSend = marketing.filter((name) => modelNames.includes(name));
    console.log(
      `opted out: marketing events ${marketing.join(', ')}; the questions would send ${wouldSend.join(', ')}`,
    );
    expect(wouldSend.length, 'the walk passes a marketing event').toBeGreaterThan(0);

    const s = seededShopper(PATH.state.context.user);
    const anonymousId = await trackedAnonymousId(request, 'optedOut', false);
    await page.addInitScript(([key, id]) => localStorage.setItem(key, id), [ANONYMOUS_ID_KEY, anonymousId] as const);
    // The browser says so as a GPC browser does (privacy.spec.ts): navigator.globalPrivacyControl, Sec-GPC.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    const sent = sentBodies(page);
    await page.goto(`/${ENTRY.search}${ENTRY.hash ?? ''}`);
    await walkIntake(page, s);
    await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(page, 'opted-out walk: results');
    await leave(page);

    // Tracking itself goes on: the walk's other events arrive (the questions' last FormSubmitted among them).
    const { answer } = await settledSink(request, anonymousId, (a) =>
      a.events.some((e) => e.event === 'FormSubmitted'),
    );
    const stored = answer.events.map((e) => e.event);
    console.log(`opted out: ${JSON.stringify(countByName(answer.events))}`);
    expect(
      stored.filter((name) => modelNames.includes(name)).length,
      'the walk stored its other events',
    ).toBeGreaterThan(0);
    expect(stored.filter((name) => marketing.includes(name))).toEqual([]);
    expect(sentEventNames(sent).length, 'events the page sent').toBeGreaterThan(0);
    expect(sentEventNames(sent).filter((name) => marketing.includes(name))).toEqual([]);
  });
});
