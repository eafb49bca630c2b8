import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { h1, savedShopper } from './savedShopper';
import { answerChoice } from './startSteps';

// The routes of spec 000 and 001 section 2 beyond the questions and the results: the policy pages
// (/policy/{id}/current-premium, /policy/{id}/quick-view-click-offers) and the catch-all
// /{carrier}/{type}/{id}/{component} (docs/decisions/0027), against the sandbox, axe on every screen.

test('/policy/1/current-premium is the current premium question, also behind a carrier name', async ({ page }) => {
  await page.goto('/');
  await answerChoice(page, 'Yes');
  await answerChoice(page, 'As soon as possible');
  await answerChoice(page, 'The lowest price');
  await answerChoice(page, 'Looking for a better rate');
  await expect(page).toHaveURL(/#\/policy\/1\/current-premium$/);
  await expect(h1(page)).toHaveText('How much do you currently pay per month?');
  await expectNoAxeViolations(page, 'current premium');
  await answerChoice(page, '$100 to $149');
  await expect(page).not.toHaveURL(/current-premium$/);
  // The catch-all: a question route behind a carrier's name opens that question, answer kept.
  await page.evaluate(() => (location.hash = '#/safeco/policy/1/current-premium'));
  await expect(page).toHaveURL(/#\/policy\/1\/current-premium$/);
  await expect(page.getByRole('radio', { name: '$100 to $149', exact: true })).toBeChecked();
  // Unknown names or steps: the 404 page, laid out, and the shopper can go on.
  for (const path of ['/nobody/policy/1/current-premium', '/safeco/policy/1/no-such-step']) {
    await page.evaluate((p) => (location.hash = `#${p}`), path);
    await expect(page).toHaveURL(`/#${path}`);
    await expect(h1(page)).toHaveText("We can't find that page");
    expect((await page.locator('.qf-page').boundingBox())!.x).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page, 'catch-all 404');
});

test('the quick view of the click-out offers opens from the results, by link and by URL, and back', async ({
  page,
  request,
}) => {
  await page.goto(await savedShopper(request));
  await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
    timeout: 30_000,
  });
  const adCount = await page.locator('.qf-quote--ad').count();
  expect(adCount).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'See only the offers you can open right away' }).click();
  await expect(page).toHaveURL(/#\/policy\/1\/quick-view-click-offers$/);
  await expect(h1(page)).toHaveText('Offers you can open right away');
  await expect(h1(page)).toBeFocused();
  await expect(page.locator('.qf-quote--ad')).toHaveCount(adCount);
  await expect(page.locator('.qf-quote:not(.qf-quote--ad)')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /See offer/ }).first()).toHaveAttribute('href', /\/api\/ads\/click\//);
  await expectNoAxeViolations(page, 'quick view of the click-out offers');
  // The browser's back button returns to every quote; forward opens the quick view again.
  await page.goBack();
  await expect(page).toHaveURL(/#\/quotes$/);
  await expect(page.getByRole('button', { name: /Continue online/ }).first()).toBeVisible();
  await page.goForward();
  await expect(h1(page)).toHaveText('Offers you can open right away');
  await page.getByRole('link', { name: 'Back to all quotes' }).click();
  await expect(page).toHaveURL(/#\/quotes$/);
  // Typed in on the results, the path opens it too.
  await page.evaluate(() => (location.hash = '#/policy/1/quick-view-click-offers'));
  await expect(h1(page)).toHaveText('Offers you can open right away');
});

test('the quick view typed in before any results goes back to where the shopper is', async ({ page }) => {
  await page.goto('/#/policy/1/quick-view-click-offers');
  await expect(page).toHaveURL(/#\/drivers\/1\/currently-insured$/);
  await expectNoAxeViolations(page, 'first question');
});
