import { expect, test } from '@playwright/test';
import type { AutoUser } from '../../src/contract';
import { expectNoAxeViolations } from './axe';
import { finished, savedShopper } from './savedShopper';

// Bundling in Chromium against the sandbox (spec 001 section 1, docs/decisions/0029): a renter who asked for a bundle
// sees renters offers beside the auto results when bundleOnResultsPage says so; others see none.

function renter(state: { state: string; zip: string; city: string }): AutoUser {
  const user = structuredClone(finished);
  Object.assign(user.autoPolicy.policy, state, { isRentersBundle: true, interestedInMultiPolicy: 'Yes' });
  user.autoPolicy.operators[0].homeOwnershipStatus = 'Rent';
  return user;
}

const bundle = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Bundle renters insurance with your car' });

test('a renter who asked for a bundle sees renters offers beside the auto results', async ({ page, request }) => {
  const rentersCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(renters\/quotes|home\/ads)$/.test(r.url())) rentersCalls.push(new URL(r.url()).pathname);
  });
  await page.goto(await savedShopper(request, renter({ state: 'OH', zip: '43215', city: 'Columbus' })));
  await expect(bundle(page)).toBeVisible({ timeout: 30_000 });
  await expect(bundle(page).getByRole('status')).toHaveText(/renters offers? to bundle with your auto policy/, {
    timeout: 30_000,
  });
  expect(rentersCalls.sort()).toEqual(['/api/home/ads', '/api/renters/quotes']);
  expect(await bundle(page).locator('.qf-quote').count()).toBeGreaterThan(0);
  // Renters offers click out; nothing in them continues the auto purchase.
  await expect(bundle(page).getByRole('button', { name: /Continue online/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Continue online/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'results with a renters bundle');
});

test('without bundle interest, or where the rule says no, nothing of renters is asked', async ({ page, request }) => {
  const rentersCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(renters\/quotes|home\/ads)$/.test(r.url())) rentersCalls.push(r.url());
  });
  const notAsked = renter({ state: 'OH', zip: '43215', city: 'Columbus' });
  notAsked.autoPolicy.policy.interestedInMultiPolicy = 'No';
  await page.goto(await savedShopper(request, notAsked));
  await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(bundle(page)).toHaveCount(0);
  // The rules engine answering nothing: bundleOnResultsPage and bundlePopUp at their default, false.
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'route=evaluateRules;kind=empty' } }),
  );
  await page.goto(await savedShopper(request, renter({ state: 'OH', zip: '43215', city: 'Columbus' })));
  await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(bundle(page)).toHaveCount(0);
  expect(rentersCalls).toEqual([]);
});
