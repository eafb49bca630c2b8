import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../src/domain/errors';

// The start page hydrates its first question without the intake (docs/decisions/0040): the app runs while the intake
// chunk (the catalogue, the flow compiler, the intake machine) is still on its way. An answer given meanwhile is held
// and applied once it is here; a chunk that does not load says so with a retry, never a dead page.

const INTAKE_CHUNK = /\/assets\/intake\.live-[\w-]+\.js$/;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Runs the app (the first touch) and waits until it has hydrated the page. */
async function startTheApp(page: Page) {
  await page.locator('label', { hasText: /^No$/ }).click();
  await expect(page.locator('#root[data-started]')).toBeAttached();
}

test('an answer given before the intake chunk is here is held, then applied once it loads', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(INTAKE_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await startTheApp(page);
  await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Held: still the first question, its Continue busy while the intake loads.
  await expect(heading(page)).toHaveText('Do you currently have auto insurance?');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expectNoAxeViolations(page, 'first answer held while the intake loads');

  release();
  await expect(heading(page)).toHaveText('When are you looking to buy your auto insurance?');
  await expect(page).toHaveURL(/#\/general\/1\/when-shopping$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
});

test('the intake chunk failing to load says so with a retry, keeps the answer, and the retry recovers', async ({
  page,
}) => {
  let blocked = true;
  await page.route(INTAKE_CHUNK, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/');
  await startTheApp(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(ERROR_TITLES.network_error);
  await expect(alert).toContainText(ERROR_MESSAGES.network_error);
  await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await expectNoAxeViolations(page, 'intake chunk not loaded');

  blocked = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('When are you looking to buy your auto insurance?');
});
