import { expect, test, type Page } from '@playwright/test';
import { PRECHECK_DELAY_MS } from '../../src/domain/constants';
import { ERROR_MESSAGES } from '../../src/domain/errors';
import { reachZip } from './startSteps';

// A step's check asked before the press (docs/decisions/0054): a complete ZIP that rests is looked up while the
// shopper is still on the step, silently; the press with it goes on without asking again and without "Checking…".

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The ZIP lookups the page asks, by ZIP. */
function zipLookups(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const m = /\/api\/zip\/([^/?]+)/.exec(r.url());
    if (m) asked.push(decodeURIComponent(m[1]));
  });
  return asked;
}

test('a ZIP that rests is looked up before the press, once, and the press goes on without a loader', async ({
  page,
}) => {
  await reachZip(page);
  const asked = zipLookups(page);
  const field = page.getByLabel('ZIP code');
  await field.pressSequentially('787');
  await page.waitForTimeout(PRECHECK_DELAY_MS * 2);
  expect(asked).toEqual([]); // incomplete: nothing asked
  await field.pressSequentially('01');
  await expect.poll(() => asked).toEqual(['78701']);
  // Nothing shows or is announced for it.
  await expect(page.getByText('Checking…')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('');
  await page.waitForLoadState('networkidle');
  // The loader would show in the press's own frame if the press waited: count it from the submit on.
  await page.evaluate(() => {
    const w = window as unknown as { __loader: boolean };
    w.__loader = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Checking…')) w.__loader = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('What year is your vehicle?');
  expect(asked).toEqual(['78701']);
  expect(await page.evaluate(() => (window as unknown as { __loader: boolean }).__loader)).toBe(false);
});

test('a press on another ZIP than the one looked up asks for it, and a failed lookup shows only on the press', async ({
  page,
}) => {
  await reachZip(page);
  const asked = zipLookups(page);
  const field = page.getByLabel('ZIP code');
  await field.fill('00000');
  await expect.poll(() => asked).toEqual(['00000']);
  // The lookup refused it: nothing is said until the press.
  await page.waitForLoadState('networkidle');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(field).toHaveAccessibleDescription(new RegExp(ERROR_MESSAGES.invalid_zip));
  expect(asked).toEqual(['00000', '00000']);
  // Changed and pressed at once, before it rests: the press asks for it itself.
  await field.fill('78701');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('What year is your vehicle?');
  expect(asked.filter((z) => z === '78701')).toHaveLength(1);
});
