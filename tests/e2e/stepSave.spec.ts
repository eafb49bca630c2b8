import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEY } from '../../src/app/persistence';
import { expectNoAxeViolations } from './axe';
import { answerChoice } from './startSteps';

// The app's snapshot is saved after the frame that shows a step, not before it (src/app/persistence.ts): a reload
// right after a Continue, before that save, must still keep the answer (the pending save is written on pagehide).

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a reload right after Continue keeps the answer just given and every one before it', async ({ page }) => {
  await page.goto('/');
  await answerChoice(page, 'No');
  await expect(heading(page)).toHaveText('When are you looking to buy your auto insurance?');
  await answerChoice(page, 'As soon as possible');
  await expect(heading(page)).toHaveText('What matters most to you in a new policy?');
  // Hold every frame from now on: the save that waits for the next frame cannot run before the reload.
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  await answerChoice(page, 'The lowest price');
  // The URL follows in a task of its own (src/app/hashSync.ts); the save is still waiting for a frame.
  await expect(page).toHaveURL(/#\/drivers\/1\/why-insured$/);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)).not.toContain('"lowestPrice"');
  await page.reload();

  await expect(heading(page)).toHaveText('Why are you shopping for new insurance today?');
  await expect(page).toHaveURL(/#\/drivers\/1\/why-insured$/);
  await expectNoAxeViolations(page, 'the step after a reload');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('What matters most to you in a new policy?');
  await expect(page.getByRole('radio', { name: 'The lowest price', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('When are you looking to buy your auto insurance?');
  await expect(page.getByRole('radio', { name: 'As soon as possible', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('Do you currently have auto insurance?');
  await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
});

test('the snapshot is written after the frame that shows the next question, not before it', async ({ page }) => {
  await page.goto('/');
  await answerChoice(page, 'No');
  await expect(heading(page)).toHaveText('When are you looking to buy your auto insurance?');
  // Count sessionStorage writes of the app's snapshot, and note whether a frame has come since the Continue.
  await page.evaluate((key) => {
    const w = window as unknown as { __writes: { afterFrame: boolean }[]; __framed: boolean; __submitted: boolean };
    w.__writes = [];
    w.__framed = false;
    w.__submitted = false;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k: string, v: string) {
      if (k === key && w.__submitted) w.__writes.push({ afterFrame: w.__framed });
      return setItem.call(this, k, v);
    };
    // The Continue's submit (a radio's click is not one): every write after it must come after a frame.
    document.addEventListener(
      'submit',
      () => {
        w.__submitted = true;
        w.__framed = false;
        requestAnimationFrame(() => {
          w.__framed = true;
        });
      },
      true,
    );
  }, STORAGE_KEY);
  await answerChoice(page, 'As soon as possible');
  await expect(heading(page)).toHaveText('What matters most to you in a new policy?');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __writes: unknown[] }).__writes.length))
    .toBeGreaterThan(0);
  const writes = await page.evaluate(() => (window as unknown as { __writes: { afterFrame: boolean }[] }).__writes);
  expect(writes.every((w) => w.afterFrame)).toBe(true);
  const saved = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY);
  expect(saved).toContain('"ASAP"');
});
