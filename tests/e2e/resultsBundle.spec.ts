import { expect, test } from '@playwright/test';
import type { AutoUser } from '../../src/contract';
import { expectNoAxeViolations } from './axe';
import { finished, h1, savedShopper } from './savedShopper';

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
  await expect(page.getByRole('button', { name: /Continue online/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'results with a renters bundle');
  const extras = page.getByRole('dialog', { name: 'A few more answers for sharper offers' });
  await expect(extras).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(extras).toHaveCount(0);
  // A renters card its carrier sells online continues into the renters purchase, as the renter the auto answers made
  // (nothing asked again), and Back returns to the auto results with the bundle beside them (issue 31).
  await bundle(page)
    .getByRole('button', { name: /Continue online/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/postQuotesFlow\/renters\/[a-z]+\/1\/post-quotes-landing$/, { timeout: 30_000 });
  await expect(h1(page)).toHaveText(/^Buy your .+ renters policy online$/);
  await expectNoAxeViolations(page, 'the renters purchase from the auto results');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(bundle(page)).toBeVisible({ timeout: 30_000 });
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
