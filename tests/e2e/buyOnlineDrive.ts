import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AutoUser } from '../../src/contract';
import type { RatecallQuestion } from '../../src/contract/ratecall';
import { answersFor } from '../server/ratecallFixtures';
import { expectNoAxeViolations } from './axe';
import { finished, h1, savedShopper } from './savedShopper';
import { pinnedTo } from '../mbt/postQuoteBuckets';
import { escapeRegExp } from '../regexp';

// Driving the post-quote screens in Chromium (issue 12): a saved shopper's results, "Continue online", each screen
// answered from the sandbox's own questions for the household, the card typed into the vault's frame.

const YEAR = new Date().getUTCFullYear() + 3;
export const CVC = '739';
export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export type Values = Record<string, string | number | boolean>;

/** The questions the sandbox asks in this session (RC2, then RC3), read off the page's own rate calls. */
export function sessionQuestions(page: Page) {
  const asked: { rc2: RatecallQuestion[]; rc3: RatecallQuestion[] } = { rc2: [], rc3: [] };
  page.on('response', async (res) => {
    if (!res.url().includes('/ratecall') || res.request().method() !== 'POST') return;
    const step = (res.request().postDataJSON() as { requestDetails?: { step?: string } } | null)?.requestDetails?.step;
    if (step !== 'GET_RC2_QUESTIONS' && step !== 'GET_RC3_QUESTIONS') return;
    const body = (await res.json().catch(() => null)) as { data?: { questions?: RatecallQuestion[] } } | null;
    if (body?.data?.questions) asked[step === 'GET_RC2_QUESTIONS' ? 'rc2' : 'rc3'] = body.data.questions;
  });
  return asked;
}

/** Fills the shown screen's named controls from `values` (by question id), then submits it. */
export async function fillScreen(page: Page, values: Values, own: Values = {}) {
  const form = page.locator('main form').first();
  const seen = new Set<string>();
  // An answer can show or hide other questions (a licence's status after "No"): the controls are read again after
  // each pass, and one gone by then is passed over.
  for (let pass = 0; pass < 4; pass += 1) {
    const controls = (await controlsOf(form)).filter((c) => !seen.has(c.name));
    if (!controls.length) break;
    for (const c of controls) {
      if (seen.has(c.name)) continue;
      seen.add(c.name);
      const value = own[c.name] ?? values[c.name];
      if (value === undefined) continue;
      const sel = `[name="${c.name}"]`;
      if ((await form.locator(sel).count()) === 0) continue;
      if (c.type === 'radio') {
        await form.locator(`input[type=radio]${sel}[value="${String(value)}"]`).check({ force: true });
      } else if (c.type === 'checkbox') {
        if (value === true) await form.locator(`input[type=checkbox]${sel}`).check();
      } else if (c.hidden) {
        // A searchable list: its visible input takes the option's label.
        const q = values[`label:${c.name}`];
        if (q !== undefined && !c.value) {
          const box = form.getByRole('combobox').filter({ has: page.locator(sel) });
          await box.fill(String(q));
          await page.getByRole('option', { name: String(q), exact: true }).click();
        }
      } else if (!c.value || c.value !== String(value)) {
        await form.locator(sel).fill(String(value));
      }
    }
  }
  await form.locator('button[type=submit]').click();
}

/** The form's named controls as they stand. */
function controlsOf(form: ReturnType<Page['locator']>) {
  return form.locator('[name]').evaluateAll((els) =>
    els.map((el) => ({
      name: el.getAttribute('name') ?? '',
      type: (el as HTMLInputElement).type ?? '',
      role: el.getAttribute('role') ?? '',
      hidden: (el as HTMLElement).offsetParent === null && (el as HTMLInputElement).type !== 'radio',
      value: (el as HTMLInputElement).value ?? '',
    })),
  );
}

/** Walks the post-quote screens until `done` holds, answering each; returns the slugs shown. */
export async function walkScreens(
  page: Page,
  values: () => Values,
  done: () => Promise<boolean>,
  own: Values = {},
  cards: string[] = ['4242 4242 4242 4242'],
  /** Called on each screen before it is answered; `true` when it moved the page (the loop then looks again). */
  at?: (slug: string) => Promise<boolean | undefined>,
) {
  const slugs: string[] = [];
  let card = 0;
  for (let i = 0; i < 60; i += 1) {
    if (await done()) return slugs;
    await expect(page.locator('main form button[type=submit]').first()).toBeEnabled({ timeout: 30_000 });
    if (await done()) return slugs;
    const url = page.url();
    const slug = /\/postQuotesFlow\/(?:auto|home|renters)\/[a-z]+\/\d\/([A-Za-z0-9-]+)$/.exec(url)?.[1] ?? url;
    slugs.push(slug);
    await expectNoAxeViolations(page, `post-quote screen ${slug}`);
    if (await at?.(slug)) {
      slugs.pop();
      continue;
    }
    if (slug === 'vgs-collect') await typeCard(page, cards[Math.min(card++, cards.length - 1)]);
    await fillScreen(page, values(), own);
    // On to the next screen, or the walk's end on the same path (the hand-off keeps the last screen's path).
    await expect.poll(async () => page.url() !== url || (await done()), { timeout: 30_000 }).toBe(true);
  }
  throw new Error(`the screens did not end: ${slugs.join(', ')}`);
}

export async function typeCard(page: Page, number: string) {
  const frame = page.frameLocator('iframe[title="Card details, on the secure card vault"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry date').fill(`08/${YEAR}`);
  await frame.getByLabel('Security code').fill(CVC);
  await frame.getByRole('button', { name: 'Use this card' }).click();
  // The page names the card by what the vault let it see: its brand and last four.
  const last4 = number.replace(/\D/g, '').slice(-4);
  await expect(page.getByText(new RegExp(`^Card saved: [A-Z][A-Za-z ]+ ending in ${last4}\\.$`))).toBeVisible();
}

/** The questions' values for the household, their search-list labels too. */
export function valuesOf(questions: RatecallQuestion[], user: AutoUser | null, overrides: Values = {}): Values {
  const values: Values = answersFor(questions, user, overrides);
  for (const q of questions)
    if (q.options && q.options.length > 6) {
      const label = q.options.find((o) => o.value === values[q.id])?.label;
      if (label) values[`label:${q.id}`] = label;
    }
  return values;
}

/**
 * A walk's hook (walkScreens' `at`): every screen of the purchase says what is bought from `carrier` and which step of
 * the purchase it is. Once, from the third screen on, on the first whose heading differs from the screen before's (a
 * household's second vehicle is asked under the first's heading): a reload keeps the session and the screen, and the
 * back button shows the one before (scanned), after which the walk goes on from there.
 */
export function buyingLineAndReload(page: Page, carrier: string) {
  let screens = 0;
  let reloaded = false;
  let previous = { url: '', heading: '' };
  return async (): Promise<boolean> => {
    await expect(
      page.getByText(
        new RegExp(`^You are buying: ${escapeRegExp(carrier)} \\$[\\d,.]+ a month, or \\$[\\d,.]+ for \\d+ months$`),
      ),
    ).toBeVisible();
    await expect(page.getByText(/^Step [1-4] of [34]: /)).toBeVisible();
    screens += 1;
    const here = { url: page.url(), heading: (await h1(page).textContent()) ?? '' };
    if (reloaded || screens < 3 || here.heading === previous.heading) {
      previous = here;
      return false;
    }
    reloaded = true;
    await page.reload();
    await expect(page).toHaveURL(here.url);
    await expect(h1(page)).toHaveText(here.heading);
    await page.goBack();
    await expect(page).toHaveURL(previous.url);
    await expect(h1(page)).toHaveText(previous.heading);
    await expectNoAxeViolations(page, 'the screen before, by the back button');
    return true;
  };
}

/** The household's answers to the session's questions (RC2 with `overrides`), paid in full. */
export const paidInFull =
  (asked: ReturnType<typeof sessionQuestions>, user: AutoUser, overrides: Values = {}) =>
  (): Values => ({
    ...valuesOf(asked.rc2, user, overrides),
    ...valuesOf(asked.rc3, null, { 'payment.paymentPlan': 'fullPayPlan' }),
  });

/** The shopper's answers on the app's own screens: not a household member, proceed, the updated price accepted. */
export const SHOPPER: Values = {
  householdMemberStatus: 'UNKNOWN_PERSON',
  nextAction: 'proceed',
  acceptUpdatedPrice: true,
};

/**
 * The shopper's post-quote buckets pinned (docs/decisions/0031), so each walk is the same every run: answers without an
 * anonymous id of their own get one in the grouped layout, the landing shown and the editable coverages.
 */
export const pinnedShopper = (user: AutoUser): AutoUser =>
  user.tracking.anonymousId ? user : pinnedTo(user, 'grouped', 'editableCoverages', 'landingShown');

export async function continueOnline(
  page: Page,
  request: APIRequestContext,
  carrier: string,
  action = 'Continue online',
  /** The household, saved as the shopper's answers (a carrier may quote online only for some). */
  user: AutoUser = finished,
) {
  await page.goto(await savedShopper(request, pinnedShopper(user)));
  await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: `${action} with ${carrier}` }).click();
  await expect(page).toHaveURL(/#\/postQuotesFlow\/auto\/[a-z]+\/1\/post-quotes-landing$/, { timeout: 30_000 });
}

/** Everything the page keeps in storage: none of it may be a card number (the test cards, `cards` too) or security code. */
export async function expectNoCardInStorage(page: Page, cards: string[] = []) {
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((store) => Object.keys(store).map((k) => `${k}=${store.getItem(k)}`))
      .join('\n'),
  );
  expect(stored.length).toBeGreaterThan(100);
  for (const card of [GOOD_CARD, DECLINED_CARD, ...cards])
    expect(stored.replace(/[ -]/g, '')).not.toContain(card.replace(/ /g, ''));
  expect(stored).not.toContain(`"${CVC}"`);
  expect(stored).not.toMatch(/"(cvc|cvv|cardNumber|number)"\s*:/i);
}

export const purchasedAt = (page: Page) => async () => /purchase-success$/.test(page.url());

/** The shown post-quote screen's slug (the path's last part). */
export const slugOf = (page: Page) => /\/([A-Za-z0-9-]+)$/.exec(page.url())?.[1] ?? page.url();
/** A walk's end: the screen `slug` is shown. */
export const atSlug = (page: Page, slug: string) => async () => slugOf(page) === slug;

/**
 * Purchase success with `carrier`: its path and heading, axe on the page (`screen` names it in a failure), and no card
 * number or security code in the page's storage.
 */
export async function expectPurchased(
  page: Page,
  carrier: string,
  screen = `${carrier} purchase success`,
  cards: string[] = [],
  policyType: 'auto' | 'home' | 'renters' = 'auto',
) {
  await expect(page).toHaveURL(new RegExp(`#/postQuotesFlow/${policyType}/${carrier}/1/purchase-success$`));
  await expect(h1(page)).toBeVisible();
  await expectNoAxeViolations(page, screen);
  await expectNoCardInStorage(page, cards);
}

/**
 * Purchase success hands over the policy: its number, the footer no longer calling rates estimates, and its ID card, a
 * printable page in a new tab naming the carrier and that policy number.
 */
export async function expectPolicyDocuments(page: Page, carrier: string) {
  const main = page.locator('main');
  const policyNumber = (await main.locator('dt:text-is("Policy number") + dd').textContent())?.trim() ?? '';
  expect(policyNumber).not.toBe('');
  await expect(page.locator('footer')).not.toContainText('estimates');
  const [card] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Your insurance ID card/ }).click(),
  ]);
  await expect(card.getByRole('heading', { level: 1 })).toHaveText(`${carrier} insurance ID card`);
  await expect(card.locator('main')).toContainText(policyNumber);
  await expectNoAxeViolations(card, 'the policy ID card');
  await card.close();
}

/** The payment error's banner: its title (every payment error's) and its way back to the card. */
export async function expectNoPaymentError(page: Page, where: string) {
  await expect(page.getByText('Your payment did not go through'), `${where}: the decline is over`).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use another card' }), `${where}: no way back to a card`).toHaveCount(
    0,
  );
}

/**
 * On the card screen's second showing, the failed card's message is there (the walk then types the next card); every
 * screen after it, once the next card is given, no longer shows it.
 */
export function failedCardShown(page: Page, message: RegExp) {
  let cardScreens = 0;
  return async (slug: string) => {
    if (slug === 'vgs-collect') {
      cardScreens += 1;
      if (cardScreens === 2) await expect(page.getByText(message).first()).toBeVisible();
    } else if (cardScreens === 2) await expectNoPaymentError(page, `${slug} after a new card`);
    return false;
  };
}

/**
 * Buys online with `carrier` (its display name and id), paying first with the failing `card`: the card screen comes
 * back with `message`, a good card then buys, and neither card is in the page's storage.
 */
export async function buyAfterFailedCard(
  page: Page,
  request: APIRequestContext,
  p: { carrier: string; id: string; user?: AutoUser; card: string; message: RegExp; screen: string },
) {
  const asked = sessionQuestions(page);
  const user = p.user ?? finished;
  await continueOnline(page, request, p.carrier, 'Continue online', user);
  const onCard = failedCardShown(page, p.message);
  const slugs = await walkScreens(
    page,
    paidInFull(asked, user),
    purchasedAt(page),
    SHOPPER,
    [p.card, GOOD_CARD],
    onCard,
  );
  expect(slugs.filter((s) => s === 'vgs-collect')).toHaveLength(2);
  await expectPurchased(page, p.id, p.screen, [p.card]);
  await expectNoPaymentError(page, 'purchase success');
}

export { finished, h1, savedShopper };
