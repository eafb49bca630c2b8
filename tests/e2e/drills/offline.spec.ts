import { expect, test, type Page, type Request } from '@playwright/test';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../../src/domain/errors';
import { expectNoAxeViolations } from '../axe';
import {
  GOOD_CARD,
  SHOPPER,
  expectPurchased,
  fillScreen,
  paidInFull,
  pinnedShopper,
  purchasedAt,
  sessionQuestions,
  slugOf,
  walkScreens,
} from '../buyOnlineDrive';
import { saveShopper } from '../savedShopper';
import { answerChoice } from '../startSteps';
import { serverOfPage } from './drillSupport';
import { allAnswered, callOf, finishedUser } from './journey';

// The network cut mid-submit (issue 27): offline between the answer and Continue, and offline while the request is
// on its way. The answer is kept and sent once the page is back online; the shopper goes on from where they were.

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const isUserSave = (r: Request) => callOf(r) === 'updateUser';

async function savedUser(page: Page) {
  const { userId, token } = await serverOfPage(page);
  const res = await page.request.get(`/api/user/${userId}`, { headers: { 'x-user-token': token } });
  expect(res.status()).toBe(200);
  return (await res.json()) as typeof finishedUser;
}

/** The opening answers to the "what matters most" step, the shopper's user created and saved online. */
async function reachPriorities(page: Page) {
  await page.goto('/');
  await answerChoice(page, 'No');
  await answerChoice(page, 'As soon as possible');
  await expect(heading(page)).toHaveText('What matters most to you in a new policy?');
  await page.waitForLoadState('networkidle');
}

test('offline between the answer and Continue: the user save waits, then goes with the answer once online', async ({
  page,
  context,
}) => {
  await reachPriorities(page);
  await page.getByRole('radio', { name: 'The lowest price', exact: true }).check({ force: true });
  await context.setOffline(true);
  const sentOffline: string[] = [];
  const listen = (r: Request) => void (isUserSave(r) && sentOffline.push(r.method()));
  page.on('request', listen);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The step needs no call: the shopper goes on, and the save waits for the network.
  await expect(heading(page)).toHaveText('Why are you shopping for new insurance today?');
  await expectNoAxeViolations(page, 'the next step, offline');
  page.off('request', listen);
  expect(sentOffline).toEqual([]);

  const saved = page.waitForRequest((r) => isUserSave(r));
  await context.setOffline(false);
  expect(
    (await saved).postDataJSON().autoPolicy.policy.priority ?? JSON.stringify((await saved).postDataJSON()),
  ).toContain('lowestPrice');
  await expect.poll(async () => JSON.stringify(await savedUser(page)), { timeout: 30_000 }).toContain('lowestPrice');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'The lowest price', exact: true })).toBeChecked();
});

test('offline while the user save is on its way: the save is sent again once online, the answer kept', async ({
  page,
  context,
}) => {
  await reachPriorities(page);
  // The save of this step's answer leaves, and the network drops under it.
  let cut = false;
  await page.route('**/api/user', async (route) => {
    if (!cut && route.request().method() === 'PATCH') {
      cut = true;
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  await answerChoice(page, 'The lowest price');
  await expect(heading(page)).toHaveText('Why are you shopping for new insurance today?');
  await expect.poll(() => cut).toBe(true);
  await expectNoAxeViolations(page, 'the next step, the save cut');
  const again = page.waitForRequest((r) => isUserSave(r));
  await context.setOffline(false);
  expect(JSON.stringify((await again).postDataJSON())).toContain('lowestPrice');
  await expect.poll(async () => JSON.stringify(await savedUser(page)), { timeout: 30_000 }).toContain('lowestPrice');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'The lowest price', exact: true })).toBeChecked();
});

for (const when of ['before Continue', 'while the rate call is on its way'] as const)
  test(`a purchase step cut offline ${when}: the screen says so, keeps the answers, and goes on once online`, async ({
    page,
    context,
    request,
  }) => {
    const asked = sessionQuestions(page);
    const saved = await saveShopper(request, pinnedShopper(finishedUser));
    await page.goto(saved.link);
    await allAnswered(page);
    await page.getByRole('button', { name: 'Continue online with Safeco' }).click();
    const values = paidInFull(asked, finishedUser);
    // Walk to the contact screen, fill it, and cut the network as its answers go.
    const atContact = async () => slugOf(page) === 'confirm-contact-information';
    await walkScreens(page, values, atContact, SHOPPER, [GOOD_CARD]);
    await expect(page.locator('main form button[type=submit]').first()).toBeEnabled({ timeout: 30_000 });
    let cut = false;
    // The rate call the contact screen's answers go with, each time it is sent (or tried while offline).
    const sent: { step?: string; answers?: unknown }[] = [];
    page.on('request', (r) => {
      if (callOf(r)?.startsWith('autoRatecall:'))
        sent.push((r.postDataJSON() as { requestDetails: { step?: string; answers?: unknown } }).requestDetails);
    });
    if (when === 'before Continue') await context.setOffline(true);
    else
      await page.route('**/api/auto/ratecall', async (route) => {
        if (cut) return route.continue();
        cut = true;
        await context.setOffline(true);
        return route.abort('internetdisconnected');
      });
    const before = sent.length;
    await fillScreen(page, values(), SHOPPER);
    // The step's page says the shopper is offline, with Try again (the answers are with the session).
    await expect(heading(page)).toHaveText(ERROR_TITLES.network_offline, { timeout: 30_000 });
    await expect(page.getByText(ERROR_MESSAGES.network_offline)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to all quotes' })).toBeVisible();
    await expectNoAxeViolations(page, `purchase step offline ${when}`);
    await context.setOffline(false);
    const cutCall = sent[before];
    expect(cutCall?.answers, 'the answers went with the cut call').toBeDefined();
    await page.getByRole('button', { name: 'Try again' }).click();
    // The same step goes again with the same answers, once, and the purchase goes on from there.
    await expect.poll(() => sent.length, { timeout: 30_000 }).toBeGreaterThan(before + 1);
    expect(sent[before + 1]).toEqual(cutCall);
    await walkScreens(page, values, purchasedAt(page), SHOPPER, [GOOD_CARD]);
    await expectPurchased(page, 'safeco', `purchase success after offline ${when}`);
  });
