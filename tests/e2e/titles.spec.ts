import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { ERROR_TITLES } from '../../src/domain/errors';
import { answerChoice } from './startSteps';
import { h1, savedShopper, withFaults } from './savedShopper';
import { QUOTES_HEADING } from './resultsHeading';

// WCAG 2.2 2.4.2 Page Titled: each screen has a title of its own, naming it ("<screen> · QuoteFlow"), and a route
// change moves the focus to the new screen's heading, which a screen reader then reads (docs/decisions/0076).

/** The screen shows `heading`, has the focus on it, and is titled after it; returns the title. */
async function screenIs(page: Page, heading: string | RegExp): Promise<string> {
  await expect(h1(page)).toHaveText(heading);
  await expect(h1(page)).toBeFocused();
  const text = (await h1(page).textContent())?.trim() ?? '';
  await expect(page).toHaveTitle(`${text} · QuoteFlow`);
  return page.title();
}

test('each question and the not-found page has its own title, and its heading takes the focus', async ({ page }) => {
  await page.goto('/');
  await answerChoice(page, 'No');
  const titles = [await screenIs(page, /.+/)];
  await expectNoAxeViolations(page, 'second question');
  await answerChoice(page, 'As soon as possible');
  titles.push(await screenIs(page, /.+/));
  await page.goBack();
  expect(await screenIs(page, /.+/)).toBe(titles[0]);
  await page.evaluate(() => (location.hash = '#/no/such/page'));
  titles.push(await screenIs(page, "We can't find that page"));
  expect(new Set(titles).size).toBe(titles.length);
});

test('the error page and the quotes are titled after what they show', async ({ page, request }) => {
  await withFaults(page, 'route=updateUser;kind=error');
  await page.goto(await savedShopper(request));
  const error = await screenIs(page, ERROR_TITLES.server_error);
  await expectNoAxeViolations(page, 'titled 500 error');
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
    timeout: 30_000,
  });
  const quotes = await screenIs(page, QUOTES_HEADING);
  expect(quotes).not.toBe(error);
});
