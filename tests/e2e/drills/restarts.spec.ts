import { expect, test, type Page } from '@playwright/test';
import {
  GOOD_CARD,
  SHOPPER,
  expectPurchased,
  paidInFull,
  pinnedShopper,
  purchasedAt,
  sessionQuestions,
  slugOf,
  walkScreens,
} from '../buyOnlineDrive';
import { expectNoAxeViolations } from '../axe';
import { saveShopper } from '../savedShopper';
import { answerOnFrom, expectServerAnswers } from './drillSupport';
import { answerStep } from '../driveStep';
import { allAnswered, answerQuestions, finishedUser, openStart, questions, watchCreatedUser } from './journey';
import { ownOrigin, ownServer } from './ownServer';

// The sandbox killed (SIGKILL) and started again on the same port, its data on disk (issue 27): mid-intake and
// mid-purchase, the shopper continues where they were and finishes. A server of this file's own (ownServer.ts): the
// playwright project `drills-restart` points the pages at it.

test.describe.configure({ mode: 'serial' });
const SLOT = 0;
const server = ownServer(SLOT);
test.use({ baseURL: ownOrigin(SLOT) });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => server.destroy());

/** The shopper's way on after the restart: the screen's retry where it shows one. */
async function retryIfOffered(page: Page) {
  const retry = page.getByRole('button', { name: 'Try again' });
  if (await retry.count()) await retry.first().click();
}

test('the server killed mid-intake and started again: the shopper continues from the question they were on', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const created = watchCreatedUser(page);
  await openStart(page);
  // Halfway (the vehicle's make: a call of its own), the server dies; the shopper answers; it comes back.
  const KILL_AT = 5;
  const stoppedAt = await answerQuestions(page, 0, async (i) => i === KILL_AT);
  expect(stoppedAt).toBe(KILL_AT);
  await server.kill();
  // The shopper answers the question they are on while the server is down (its call and save fail).
  const { view, answer } = questions[KILL_AT];
  await answerStep(page, view, answer).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'a step while the server is down');
  await server.start();
  await retryIfOffered(page);
  await answerOnFrom(page, KILL_AT);
  await allAnswered(page);
  expect(created.user).toBeDefined();
  await expectServerAnswers(page, created.user!.userId);
});

test('the server killed mid-purchase and started again: the shopper continues and buys', async ({ page, request }) => {
  test.setTimeout(240_000);
  const asked = sessionQuestions(page);
  const saved = await saveShopper(request, pinnedShopper(finishedUser));
  await page.goto(saved.link);
  await allAnswered(page);
  await page.getByRole('button', { name: 'Continue online with Safeco' }).click();
  const values = paidInFull(asked, finishedUser);
  // Down between two screens: the contact screen's answers go to a dead server, then it comes back.
  await walkScreens(page, values, async () => slugOf(page) === 'confirm-contact-information', SHOPPER, [GOOD_CARD]);
  await expect(page.locator('main form button[type=submit]').first()).toBeEnabled({ timeout: 30_000 });
  await server.kill();
  await page.locator('main form button[type=submit]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'a purchase step while the server is down');
  await server.start();
  await retryIfOffered(page);
  const back = page.getByRole('button', { name: 'Back to all quotes' });
  if (await back.count()) {
    await back.click();
    await page.getByRole('button', { name: 'Continue online with Safeco' }).click();
  }
  await walkScreens(page, values, purchasedAt(page), SHOPPER, [GOOD_CARD]);
  await expectPurchased(page, 'safeco', 'purchase success after a server restart');
  await expectServerAnswers(page, saved.userId);
});
