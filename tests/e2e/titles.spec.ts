import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { answerChoice } from './startSteps';
import { screenIs } from './savedShopper';

// WCAG 2.2 2.4.2 Page Titled: each screen has a title of its own, naming it ("<screen> · QuoteFlow"), and a route
// change moves the focus to the new screen's heading, which a screen reader then reads (docs/decisions/0076). The 500
// error page and the quotes after its Try again: resultsErrors.spec.ts checks their titles on its walk through both.

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
