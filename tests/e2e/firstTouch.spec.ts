import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// The start page runs the app on the shopper's first touch (docs/decisions/0007): what the shopper does before the app
// runs must count. The app's chunk is held back here until the test lets it through, so "before" is certain.

function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    install: () =>
      page.route(/\/assets\/startApp-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      }),
    release: () => release(),
  };
}
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('an answer picked and a Continue pressed before the app runs are kept and sent, with no reload', async ({
  page,
}) => {
  const app = holdTheApp(page);
  await app.install();
  await page.goto('/');
  await expect(heading(page)).toHaveText('Do you currently have auto insurance?');
  // The URL names the first step at once, as the app would.
  await expect(page).toHaveURL(/\/#\/drivers\/1\/currently-insured$/);
  await expectNoAxeViolations(page, 'start page before the app runs');

  // The whole card is the radio's label: the shopper taps the card.
  await page.locator('label', { hasText: /^No$/ }).click();
  await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Held, not submitted natively: same page, same question, no query string from a GET submit.
  await expect(page).toHaveURL(/\/#\/drivers\/1\/currently-insured$/);
  await expect(heading(page)).toHaveText('Do you currently have auto insurance?');

  app.release();
  await expect(heading(page)).toHaveText('When are you looking to buy your auto insurance?');
  await expect(page).toHaveURL(/#\/general\/1\/when-shopping$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
});

test('the focus a keyboard user moved before the app ran stays where they put it', async ({ page }) => {
  const app = holdTheApp(page);
  await app.install();
  await page.goto('/');
  const yes = page.getByRole('radio', { name: 'Yes', exact: true });
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    if (await yes.evaluate((radio) => radio === document.activeElement)) break;
  }
  await expect(yes).toBeFocused();
  app.release();
  // Hydrating ran the heading's focus effect; the shopper's focus was given back.
  await expect(page.locator('#root[data-started]')).toHaveCount(1);
  await expect(yes).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('When are you looking to buy your auto insurance?');
});

test('an answer picked on the first touch stays picked once the app runs, and Continue sends it', async ({ page }) => {
  // A slow phone: the app's start takes long enough for the pick to land while it hydrates.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/');
  // The tap that picks the answer is also the touch that starts the app: it hydrates the page meanwhile.
  await page.locator('label', { hasText: /^No$/ }).click();
  await expect(page.locator('#root[data-started]')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('When are you looking to buy your auto insurance?');
  await expect(page.getByText('Choose an answer to continue')).toHaveCount(0);
});

test('with a query string the app starts at once; a pick and a Continue made before it runs still count', async ({
  page,
}) => {
  const app = holdTheApp(page);
  await app.install();
  // An attribution parameter: the start graph reads the query, so the app starts without waiting for a touch.
  await page.goto('/?utm_source=newsletter');
  await expect(heading(page)).toHaveText('Do you currently have auto insurance?');
  await page.locator('label', { hasText: /^No$/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Held, not submitted natively: no reload, no answer in the query string.
  await expect(page).not.toHaveURL(/currentlyInsured=/);
  app.release();
  await expect(heading(page)).toHaveText('When are you looking to buy your auto insurance?');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
});

test('#/home paints its own first question before the app runs; a pick and a Continue then count (decision 0084)', async ({
  page,
}) => {
  // A prerendered page that is not what React renders is a hydration error (React logs it and renders anew).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  const app = holdTheApp(page);
  await app.install();
  await page.goto('/#/home');
  // The home line's prerendered question, not auto's, and its step's route at once.
  await expect(heading(page)).toHaveText('What kind of place are you insuring?');
  await expect(page.getByText(/^Compare home and renters insurance quotes/)).toBeVisible();
  await expect(page).toHaveURL(/#\/home\/policy\/1\/policy-type$/);
  await expectNoAxeViolations(page, 'home start page before the app runs');
  await page.locator('label', { hasText: /^Condo$/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/home\/policy\/1\/policy-type$/);
  app.release();
  // A condo has no property type step: the pick was sent.
  await expect(heading(page)).toHaveText('What brings you here today?');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Condo', exact: true })).toBeChecked();
  expect(errors).toEqual([]);
});
