import { type BrowserContext, expect, test } from '@playwright/test';
import { currentlyInsured } from '../../src/machines/intake/questions/general.questions';
import { expectNoAxeViolations } from './axe';
import {
  GOOD_CARD,
  SHOPPER,
  atSlug,
  continueOnline,
  finished,
  h1,
  paidInFull,
  sessionQuestions,
  slugOf,
  typeCard,
  walkScreens,
} from './buyOnlineDrive';
import { answerChoice } from './startSteps';

// The browser's own Back and Forward through the questions and the purchase, and the first paint of a page that does
// not open on the first question (issue 28; docs/decisions/0072).

const FIRST_QUESTION = currentlyInsured.title({} as never, 1);

test("the browser's Back and Forward move through the answered questions, every answer kept", async ({ page }) => {
  await page.goto('/');
  await answerChoice(page, 'No');
  await answerChoice(page, 'As soon as possible');
  await answerChoice(page, 'The lowest price');
  await expect(page.getByRole('radio', { name: 'I moved', exact: true })).toBeVisible();
  const fourth = page.url();
  await answerChoice(page, 'I moved');
  // The fifth question is on screen before the browser goes back.
  await expect(page).not.toHaveURL(fourth);
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
  const fifth = page.url();
  const fifthHeading = await h1(page).textContent();
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('radio', { name: 'The lowest price', exact: true })).toBeChecked();
  const third = page.url();
  await page.goForward();
  await expect(page.getByRole('radio', { name: 'I moved', exact: true })).toBeChecked();
  await expect(h1(page)).not.toHaveText(FIRST_QUESTION);
  await page.goForward();
  await expect(page).toHaveURL(fifth);
  await expect(h1(page)).toHaveText(fifthHeading ?? '');
  await expectNoAxeViolations(page, 'a question reached by the browser forward button');
  // A step the answers do not reach: the screen stays, and the address bar follows it.
  await page.evaluate(() => {
    location.hash = '#/vehicles/2/make';
  });
  await expect(page).toHaveURL(fifth);
  await expect(h1(page)).toHaveText(fifthHeading ?? '');
  // A visited step typed in: the screen and the address bar go there together.
  await page.evaluate((hash) => {
    location.hash = hash;
  }, new URL(third).hash);
  await expect(page.getByRole('radio', { name: 'The lowest price', exact: true })).toBeChecked();
  await expect(page).toHaveURL(third);
});

test("the browser's Back and Forward move through the purchase, the card kept", async ({ page, request }) => {
  const asked = sessionQuestions(page);
  await continueOnline(page, request, 'Safeco');
  await walkScreens(page, paidInFull(asked, finished), atSlug(page, 'vgs-collect'), SHOPPER);
  await typeCard(page, GOOD_CARD);
  const saved = page.getByText(/^Card saved: [A-Z][A-Za-z ]+ ending in 4242\.$/);
  // Saved in the frame, not yet continued with: Back and Forward keep it.
  await page.goBack();
  await expect(page).toHaveURL(/\/payment-info-collect$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/vgs-collect$/);
  await expect(saved).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => slugOf(page), { timeout: 30_000 }).not.toBe('vgs-collect');
  const after = slugOf(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/vgs-collect$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/payment-info-collect$/);
  await expect(h1(page)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/vgs-collect$/);
  await expect(saved).toBeVisible();
  await page.goForward();
  await expect.poll(() => slugOf(page)).toBe(after);
  await page.goBack();
  await expect(page).toHaveURL(/\/vgs-collect$/);
  await expect(saved).toBeVisible();
  await expectNoAxeViolations(page, 'the card screen reached by the browser back button');
});

/** Notes, frame by frame from each document's start, each time the first question's heading is visible. */
async function watchFirstQuestion(context: BrowserContext) {
  const seen: string[] = [];
  await context.exposeFunction('firstQuestionPainted', (at: string) => seen.push(at));
  await context.addInitScript((title) => {
    const painted = (window as unknown as { firstQuestionPainted(at: string): void }).firstQuestionPainted;
    const frame = () => {
      const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent?.trim() === title);
      if (heading?.checkVisibility()) painted(location.href);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, FIRST_QUESTION);
  return seen;
}

test('a deep link and a reload mid-flow never paint the first question', async ({ context }) => {
  const seen = await watchFirstQuestion(context);
  const deep = await context.newPage();
  await deep.goto('/#/no/such/page');
  await expect(deep.locator('#root[data-started]')).toBeAttached();
  await expect(h1(deep)).toBeVisible();
  await expect(h1(deep)).not.toHaveText(FIRST_QUESTION);
  expect(seen, 'the first question painted on an unknown route').toEqual([]);
  await expectNoAxeViolations(deep, 'an unknown route');

  const page = await context.newPage();
  await page.goto('/');
  await answerChoice(page, 'No');
  await answerChoice(page, 'As soon as possible');
  const third = await h1(page).textContent();
  seen.length = 0;
  await page.reload();
  await expect(page.locator('#root[data-started]')).toBeAttached();
  await expect(h1(page)).toHaveText(third ?? '');
  expect(seen, 'the first question painted on a reload mid-flow').toEqual([]);
});
