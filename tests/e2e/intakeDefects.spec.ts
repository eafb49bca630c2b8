import { expect, test, type Page } from '@playwright/test';
import { ANONYMOUS_ID_KEY } from '../../src/app/anonymousId';
import { expectNoAxeViolations } from './axe';
import { h1 } from './savedShopper';
import { answerChoice } from './startSteps';

// Issue 28's intake defects, each as a shopper meets it: a late experiment never moves a shopper who has answered.

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
