import { expect, type Page } from '@playwright/test';

// The default auto flow's opening steps, as the browser suites walk them: a choice answered and continued, and the
// opening answers (not bundling, buying now, lowest price, moved, no current insurer) up to the ZIP code step.

export async function answerChoice(page: Page, label: string) {
  await page.getByRole('radio', { name: label, exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From the start page to the first driver's ZIP code step. */
export async function reachZip(page: Page) {
  await page.goto('/');
  await answerChoice(page, 'No');
  await answerChoice(page, 'As soon as possible');
  await answerChoice(page, 'The lowest price');
  await answerChoice(page, 'I moved');
  await answerChoice(page, 'No');
  await expect(page).toHaveURL(/#\/drivers\/1\/zipcode$/);
}
