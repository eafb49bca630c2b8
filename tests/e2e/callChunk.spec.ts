import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../src/domain/errors';
import { reachZip } from './startSteps';

// The start page carries no call: the calls' schemas are a chunk of their own, loaded on the first call
// (src/actors/http.ts). A chunk that does not load is a network failure the shopper can recover from, never a dead
// page or a wrong answer; the saves made meanwhile are kept and sent (docs/decisions/0060).

const CALLS_CHUNK = /\/assets\/intakeContract-[\w-]+\.js$/;

test("the calls' chunk failing to load says the connection failed, keeps the saves, and Continue recovers", async ({
  page,
}) => {
  let blocked = true;
  await page.route(CALLS_CHUNK, (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  const saves: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user') saves.push(r.postData() ?? '');
  });
  await reachZip(page);
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Continue' }).click();
  // A network failure in the banner, not "Invalid Zip" on the field: the ZIP is fine, the page could not call.
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(ERROR_TITLES.network_error);
  await expect(alert).toContainText(ERROR_MESSAGES.network_error);
  await expect(page.getByLabel('ZIP code')).toHaveValue('78701');
  await expect(page.getByLabel('ZIP code')).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'calls chunk not loaded');
  expect(saves).toEqual([]);

  blocked = false;
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('combobox', { name: 'What year is your vehicle?' })).toBeVisible();
  // The saves that failed while the chunk was missing are retried once it is here, with the answers given meanwhile:
  // a failed save backs off as on any network failure (src/actors/userSaveQueue.ts, at most 30 s between tries).
  const retried = { timeout: 35_000 };
  await expect.poll(() => saves.length, retried).toBeGreaterThan(0);
  await expect.poll(() => saves.some((body) => body.includes('78701')), retried).toBe(true);
});
