import { expect, test, type Page } from '@playwright/test';
import type { AutoUser } from '../../src/contract';
import { expectNoAxeViolations } from './axe';
import { finished, saveShopper } from './savedShopper';

// The results-page modal with extra questions (spec 001 sections 2 and 9, docs/decisions/0028) in Chromium against
// the sandbox: a modal dialog, labelled, keeping focus inside, closed by Escape, closing itself at 100 percent, and
// each answer saved to the server copy. A shopper the flow asked everything sees none (results.spec.ts, its first
// test, and the intake walks of intake.mbt.spec.ts).

/** A short flow's shopper: education and military service never asked. */
function unasked(): AutoUser {
  const user = structuredClone(finished);
  delete user.autoPolicy.operators[0].education;
  delete user.autoPolicy.operators[0].militaryAffiliation;
  return user;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'A few more answers for sharper offers' });

test('the extra questions open over the results, keep focus inside and close with Escape', async ({
  page,
  request,
}) => {
  await page.goto((await saveShopper(request, unasked())).link);
  await expect(dialog(page)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/quotes$/);
  await expect(dialog(page).getByRole('progressbar', { name: 'Extra questions answered' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(dialog(page).locator('fieldset')).toHaveCount(2);
  await expectNoAxeViolations(page, 'results modal');
  // Tab and Shift+Tab never leave the dialog.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  // Not asked again on this page: the quick view and back leave it closed.
  await page.getByRole('link', { name: 'See only the offers you can open right away' }).click();
  await page.goBack();
  await expect(page.getByRole('button', { name: /Continue online/ }).first()).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test('answering every extra question closes the modal at 100 percent and saves the answers', async ({
  page,
  request,
}) => {
  const saved = await saveShopper(request, unasked());
  await page.goto(saved.link);
  await expect(dialog(page)).toBeVisible({ timeout: 30_000 });
  await dialog(page).getByRole('radio', { name: "Bachelor's degree" }).check({ force: true });
  await expect(dialog(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  // The last answer closes the dialog: a click, not a check that waits to see the radio checked.
  await dialog(page).getByRole('radio', { name: 'No', exact: true }).click({ force: true });
  await expect(dialog(page)).toHaveCount(0);
  await expectNoAxeViolations(page, 'results after the modal');
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/user/${saved.userId}`, {
          headers: { 'x-user-token': saved.returningToken },
        });
        const user = (await res.json()) as AutoUser;
        return [user.autoPolicy.operators[0].education, user.autoPolicy.operators[0].militaryAffiliation];
      },
      { timeout: 15_000 },
    )
    .toEqual(['Bachelor', 'No']);
});
