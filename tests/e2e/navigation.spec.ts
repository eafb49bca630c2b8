import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../src/domain/errors';
import { answerChoice, reachZip } from './startSteps';

// What a shopper expects of the URL and of failures: back, reload, deep links, unknown routes, catalogue errors.

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('back, reload and deep links keep every answer and follow the machine', async ({ page }) => {
  await reachZip(page);
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/vehicles\/1\/year$/);
  await expect(heading(page)).toHaveText('What year is your vehicle?');

  await page.goBack();
  await expect(page).toHaveURL(/#\/drivers\/1\/zipcode$/);
  await expect(page.getByLabel('ZIP code')).toHaveValue('78701');

  await page.reload();
  await expect(page).toHaveURL(/#\/drivers\/1\/zipcode$/);
  await expect(page.getByLabel('ZIP code')).toHaveValue('78701');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/drivers\/1\/active-military$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/drivers\/1\/why-insured$/);
  await expect(page.getByRole('radio', { name: 'I moved', exact: true })).toBeChecked();

  // A step never visited is refused: the screen stays and the URL follows it (docs/decisions/0072); answers stay.
  await page.evaluate(() => (location.hash = '#/vehicles/2/make'));
  await expect(page).toHaveURL(/#\/drivers\/1\/why-insured$/);
  await expect(page.getByRole('radio', { name: 'I moved', exact: true })).toBeChecked();
});

test('an unknown route shows the not-found page, and the shopper can continue', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(heading(page)).toHaveText("We can't find that page");
  await expectNoAxeViolations(page, 'not found');
  // A first visitor: nothing answered yet, so nothing is said to be saved.
  await page.getByRole('button', { name: 'Start my quote' }).click();
  await expect(page).toHaveURL(/#\/drivers\/1\/currently-insured$/);
});

test('bad input gets a clear message tied to its field and loses nothing', async ({ page }) => {
  await reachZip(page);
  await page.getByLabel('ZIP code').fill('123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a 5-digit ZIP code')).toBeVisible();
  await page.getByLabel('ZIP code').fill('00000');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The lookup's answer is the field's error, announced with the field.
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(new RegExp(ERROR_MESSAGES.invalid_zip));
  await expect(page.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: ERROR_MESSAGES.invalid_zip })).toHaveCount(1);
  await expectNoAxeViolations(page, 'invalid zip');
  await expect(page).toHaveURL(/#\/drivers\/1\/zipcode$/);
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/vehicles\/1\/year$/);
});

test('a failed makes call shows the roadblock banner with a retry that recovers', async ({ page, context }) => {
  await reachZip(page);
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Continue' }).click();
  await context.setExtraHTTPHeaders({ 'x-sandbox-fault': 'route=makes;kind=error' });
  await page.getByRole('combobox', { name: 'What year is your vehicle?' }).fill('2019');
  await page.getByRole('option', { name: '2019', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('We hit a roadblock with your quote');
  await expectNoAxeViolations(page, 'makes error');
  await context.setExtraHTTPHeaders({});
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('combobox', { name: /What make is your 2019 vehicle\?/ })).toBeVisible();
});

/** From the ZIP step to the year step with 2019 picked, ready to continue to the make step. */
async function pickYear(page: Page) {
  await reachZip(page);
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('combobox', { name: 'What year is your vehicle?' }).fill('2019');
  await page.getByRole('option', { name: '2019', exact: true }).click();
}
const makeStep = (page: Page) => page.getByRole('combobox', { name: /What make is your 2019 vehicle\?/ });
const isUserSave = (url: string) => new URL(url).pathname === '/api/user';

test('offline, the make step says so (not "check your answer"), saves only once online', async ({ page, context }) => {
  await pickYear(page);
  // The ZIP's follow-ups run on beside the year's question and save the answers when they settle (decision 0046):
  // that save is the ZIP's, made online; the year's is the one that must wait for the network.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const savesWhileOffline: string[] = [];
  const listen = (r: Request) => void (isUserSave(r.url()) && savesWhileOffline.push(r.method()));
  page.on('request', listen);
  await page.getByRole('button', { name: 'Continue' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(ERROR_TITLES.network_offline);
  await expect(alert).toContainText(ERROR_MESSAGES.network_offline);
  await expect(alert).not.toContainText('Please check your answer');
  await expectNoAxeViolations(page, 'offline make step');
  page.off('request', listen);
  expect(savesWhileOffline).toEqual([]);

  // Back online, the waiting save goes at once with the year answered offline.
  const saved = page.waitForRequest((r) => isUserSave(r.url()) && r.method() === 'PATCH');
  await context.setOffline(false);
  expect((await saved).postDataJSON().autoPolicy.vehicles[0].year).toBe('2019');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(makeStep(page)).toBeVisible();
});

test('a makes call that cannot reach the server says so, distinct from offline, and recovers', async ({ page }) => {
  await pickYear(page);
  await page.route('**/api/Makes?*', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText(ERROR_TITLES.network_error);
  await expect(page.getByRole('alert')).toContainText(ERROR_MESSAGES.network_error);
  await expectNoAxeViolations(page, 'unreachable make step');
  await page.unroute('**/api/Makes?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(makeStep(page)).toBeVisible();
});

test('a returning-user link restores the answers from the server; a guessed link gets nothing', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'POST');
  await answerChoice(page, 'No');
  const { userId, returningToken } = (await (await created).json()) as { userId: string; returningToken: string };

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(`/?user_id=${userId}&token=${encodeURIComponent(returningToken)}`);
  await expect(fresh.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  expect(fresh.url()).not.toContain('token=');
  await expectNoAxeViolations(fresh, 'returning user');

  const guessed = await (await browser.newContext()).newPage();
  await guessed.goto(`/?user_id=${userId}&token=v1.forged`);
  await expect(guessed.getByText("We couldn't find your saved quote. Let's start a new one.")).toBeVisible();
  await expect(guessed.getByRole('radio', { name: 'No', exact: true })).not.toBeChecked();
  await other.close();
});
