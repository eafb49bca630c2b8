import { expect, test, type Page, type Request } from '@playwright/test';
import { ANONYMOUS_ID_KEY } from '../../src/app/anonymousId';
import { ERROR_TITLES } from '../../src/domain/errors';
import { expectNoAxeViolations } from './axe';
import { h1, savedShopper } from './savedShopper';
import { answerChoice } from './startSteps';

// Issue 28's intake defects, each as a shopper meets it: a late experiment never moves a shopper who has answered,
// and each quote session carries a fresh quotesRequestId on the saved user and on every quote and rate call.

const RULES = '**/api/rules-engine/evaluate';
/** A shopper the sandbox buckets into paidLandingPage variantA (the ZIP landing): bucket 2 of 0-32. */
const LANDING_SHOPPER = '00000011-0000-4000-8000-000000000000';

/** Every h1 and hash the page shows, in order, kept in the page (a screen shown for a moment is caught too). */
async function recordScreens(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const now = `${document.querySelector('h1')?.textContent ?? ''} ${location.hash}`;
      if (seen.at(-1) !== now) seen.push(now);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
}

test('a paid-search shopper who has answered keeps their flow when the experiments answer late', async ({ page }) => {
  await page.addInitScript(([key, id]) => localStorage.setItem(key, id), [ANONYMOUS_ID_KEY, LANDING_SHOPPER]);
  const screens = await recordScreens(page);
  let release!: () => void;
  const late = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(RULES, async (route) => {
    await late;
    await route.continue();
  });
  await page.goto('/?utm_campaign=nb_ins');
  // A query string starts the app at once: the shopper answers the question once it is on screen.
  await expect(h1(page)).toHaveText('Do you currently have auto insurance?');
  await expect(page.getByRole('radio', { name: 'Yes', exact: true })).toBeAttached();
  await expect(page.locator('#root')).toBeVisible();
  await answerChoice(page, 'Yes');
  await expect(h1(page)).toHaveText("Who's your current insurer?");
  // Back on the first question, answered: the experiments (the ZIP landing for this shopper) answer only now.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(h1(page)).toHaveText('Do you currently have auto insurance?');
  const experiments = page.waitForResponse(RULES);
  release();
  expect((await (await experiments).json()).results.paidLandingPage.value).toBe('variantA');
  await expect(page.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await expectNoAxeViolations(page, 'first question, answered, after the experiments');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(h1(page)).toHaveText("Who's your current insurer?");
  await expect(page).toHaveURL(/#\/drivers\/1\/carrier$/);
  expect((await screens()).filter((s) => /landing/.test(s))).toEqual([]);
  await expect(page.getByLabel(/ZIP/)).toHaveCount(0);
});

/** The quotesRequestId of a user save, a quote call or a rate call. */
function quoteSessionOf(request: Request): { call: string; id: unknown } | null {
  const { pathname } = new URL(request.url());
  const call = /\/api\/(user|auto\/quotes|auto\/ratecall)$/.exec(pathname)?.[1];
  if (!call || request.method() === 'GET') return null;
  const body = request.postDataJSON() as { user?: { tracking?: { quotesRequestId?: unknown } } };
  const user = call === 'user' ? (body as { tracking?: { quotesRequestId?: unknown } }) : body.user;
  return { call, id: user?.tracking?.quotesRequestId };
}

test('each quote session puts a fresh quotesRequestId on the saved user, its quote calls and its rate calls', async ({
  page,
  request,
}) => {
  const sent: { call: string; id: unknown }[] = [];
  page.on('request', (r) => {
    const session = quoteSessionOf(r);
    if (session) sent.push(session);
  });
  // The first session's save fails (the server is down), so the results are asked for again.
  let failing = true;
  await page.route('**/api/user', (route) => {
    const headers = route.request().headers();
    return route.continue({
      headers: failing ? { ...headers, 'x-sandbox-fault': 'route=updateUser;kind=error' } : headers,
    });
  });
  await page.goto(await savedShopper(request));
  await expect(h1(page)).toHaveText(ERROR_TITLES.server_error);
  const first = sent.filter((s) => s.call === 'user').map((s) => s.id);
  expect(first[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(first).size).toBe(1);

  failing = false;
  const before = sent.length;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
    timeout: 30_000,
  });
  const again = sent.slice(before);
  // The failed save is retried in the background with backoff: a retry due around the click may still carry the
  // first session's id, but only before the new session's save, and only as a save of the user.
  const start = again.findIndex((s) => s.id !== first[0]);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(again.slice(0, start).map((s) => s.call)).toEqual(Array(start).fill('user'));
  const session = again.slice(start);
  const id = session[0]?.id;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(session[0]?.call).toBe('user');
  expect(session.map((s) => s.call)).toContain('auto/quotes');
  expect(session.filter((s) => s.id !== id)).toEqual([]);
  await expectNoAxeViolations(page, 'results of a second quote session');

  const rateCall = page.waitForRequest('**/api/auto/ratecall');
  await page
    .getByRole('button', { name: /Continue online/ })
    .first()
    .click();
  expect(quoteSessionOf(await rateCall)).toEqual({ call: 'auto/ratecall', id });
});
