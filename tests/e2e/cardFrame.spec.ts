import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import fc from 'fast-check';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../src/domain/errors';
import { hostileString } from '../server/arbitraries';
import { expectNoAxeViolations } from './axe';

// Issue 12, the card frame (docs/decisions/0019): a shopper types a card into the frame the vault serves from its own
// origin (VAULT_PORT = E2E_PORT + 1, playwright.config.ts); the page embedding it hears only the token, brand, last four
// and expiry. The embedding page is a harness this suite writes into the build it runs against (dist/, removed after
// the run, so no test-only route ships): served by the app itself under the app's CSP (script-src 'self', frame-src
// the vault), with a listener that, like src/ui/components/CardFrame.tsx, takes messages from the vault origin only.

const APP = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`;
const VAULT = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 1}`;
const HARNESS_DIR = fileURLToPath(new URL('../../dist/__e2e-card-frame', import.meta.url));
const HARNESS = `${APP}/__e2e-card-frame/index.html`;
const YEAR = new Date().getUTCFullYear() + 3;
/** The rate-call session the frame is opened for (issue 27: the vault binds the token to it). */
const SESSION = 'rc_Q2xhcmtlS2VudEtyeXB0b24x';

const harnessPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Payment</title>
<link rel="stylesheet" href="harness.css"><script src="harness.js"></script></head>
<body><main>
  <h1>Payment</h1>
  <iframe id="card" title="Card details, on the secure card vault"
    src="${VAULT}/collect?origin=${encodeURIComponent(APP)}&session=${SESSION}"></iframe>
  <p id="card-summary" role="status"></p>
</main></body></html>`;

const harnessScript = `window.cardMessages = [];
addEventListener('message', (event) => {
  const frame = document.getElementById('card');
  if (!frame || event.origin !== ${JSON.stringify(VAULT)} || event.source !== frame.contentWindow) return;
  window.cardMessages.push(event.data);
  if (event.data.type === 'quoteflow:card-frame:height') frame.style.height = event.data.height + 'px';
  if (event.data.type === 'quoteflow:card-frame:token') {
    document.getElementById('card-summary').textContent =
      event.data.brand + ' ending ' + event.data.last4 + ', expires ' + event.data.expiry;
  }
});`;

// One worker runs this file's tests in order: the harness a worker writes in beforeAll is removed by its afterAll, which
// must not happen under another worker's test (the config runs other files' tests in parallel).
test.describe.configure({ mode: 'default' });

test.beforeAll(() => {
  mkdirSync(HARNESS_DIR, { recursive: true });
  writeFileSync(join(HARNESS_DIR, 'index.html'), harnessPage);
  writeFileSync(join(HARNESS_DIR, 'harness.js'), harnessScript);
  writeFileSync(join(HARNESS_DIR, 'harness.css'), '#card { width: 100%; border: 0; height: 20rem; display: block; }');
});
test.afterAll(() => rmSync(HARNESS_DIR, { recursive: true, force: true }));

async function openHarness(page: Page): Promise<FrameLocator> {
  await page.goto(HARNESS);
  const frame = page.frameLocator('#card');
  await expect(frame.getByRole('button', { name: 'Use this card' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { cardMessages: { type: string }[] }).cardMessages.map((m) => m.type)),
    )
    .toContain('quoteflow:card-frame:ready');
  return frame;
}

/** The page sized the frame to its content: the frame's document does not overflow it, so it has no scrollbar. */
async function expectNoInnerScroll(page: Page, frame: FrameLocator) {
  await expect
    .poll(async () => {
      const frameHeight = await page.locator('#card').evaluate((el) => el.clientHeight);
      const contentHeight = await frame.locator('main').evaluate((el) => Math.ceil(el.getBoundingClientRect().bottom));
      return frameHeight - contentHeight;
    })
    .toBe(0);
}

const frameHeight = (page: Page) => page.locator('#card').evaluate((el) => el.clientHeight);

async function typeCard(frame: FrameLocator, card: { number: string; expiry: string; cvc: string }) {
  await frame.getByLabel('Card number').fill(card.number);
  await frame.getByLabel('Expiry date').fill(card.expiry);
  await frame.getByLabel('Security code').fill(card.cvc);
  await frame.getByRole('button', { name: 'Use this card' }).click();
}

const tokenMessages = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { cardMessages: { type: string }[] }).cardMessages.filter(
      (m) => m.type === 'quoteflow:card-frame:token',
    ),
  );

test('a shopper types a test card and the page gets a token, brand, last four and expiry, never the number', async ({
  page,
}) => {
  const frame = await openHarness(page);
  await expectNoAxeViolations(page, 'the card frame, empty');
  await typeCard(frame, { number: '4242 4242 4242 4242', expiry: `08/${YEAR}`, cvc: '123' });
  await expect(page.locator('#card-summary')).toHaveText(`visa ending 4242, expires 08/${YEAR}`);
  // The page names the card (its own status line); the frame does not say it again.
  await expect(frame.locator('#card-status')).toBeEmpty();
  const [message] = await tokenMessages(page);
  expect(Object.keys(message).sort()).toEqual(['brand', 'expiry', 'last4', 'token', 'type']);
  expect(message).toMatchObject({ brand: 'visa', last4: '4242', expiry: `08/${YEAR}` });
  // Neither the page's DOM, its storage nor any message holds the number or the code.
  const parentDom = await page.content();
  const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  const messages = JSON.stringify(
    await page.evaluate(() => (window as unknown as { cardMessages: unknown[] }).cardMessages),
  );
  for (const text of [parentDom, storage, messages]) {
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('4242 4242 4242 4242');
    expect(text).not.toContain('"123"');
  }
  // The frame forgets what it sent, and the page sized it to its content: no inner scrollbar.
  await expect(frame.getByLabel('Card number')).toHaveValue('');
  await expectNoInnerScroll(page, frame);
  await expectNoAxeViolations(page, 'the card frame, card saved');
});

test('each validation error is named next to its field and announced', async ({ page }) => {
  const frame = await openHarness(page);
  await expectNoInnerScroll(page, frame);
  const emptyHeight = await frameHeight(page);
  await frame.getByRole('button', { name: 'Use this card' }).click();
  const alert = frame.getByRole('alert');
  await expect(alert).toContainText('3 fields need attention');
  // The error lines grow the form; the page grows the frame with it.
  await expectNoInnerScroll(page, frame);
  const errorHeight = await frameHeight(page);
  expect(errorHeight).toBeGreaterThan(emptyHeight);
  for (const [label, message] of [
    ['Card number', 'Enter the card number'],
    ['Expiry date', 'Enter the expiry date'],
    ['Security code', 'Enter the security code'],
  ]) {
    const field = frame.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(frame.getByLabel('Card number')).toBeFocused();
  await expectNoAxeViolations(page, 'the card frame, every field in error');

  await typeCard(frame, { number: '4242 4242 4242 4241', expiry: '13/2030', cvc: '12' });
  await expect(frame.getByLabel('Card number')).toHaveAccessibleDescription('Enter a valid card number');
  // The field formats as typed: "13/2030" stays as typed, and is named as the wrong format.
  await expect(frame.getByLabel('Expiry date')).toHaveAccessibleDescription(/Enter the expiry as MM\/YYYY/);
  await expect(frame.getByLabel('Security code')).toHaveAccessibleDescription(/Enter the 3-digit security code/);

  await typeCard(frame, { number: '3782 822463 10005', expiry: '01/2020', cvc: '123' });
  await expect(frame.getByLabel('Card number')).not.toHaveAttribute('aria-invalid');
  await expect(frame.getByLabel('Expiry date')).toHaveAccessibleDescription(/This card has expired/);
  await expect(frame.getByLabel('Security code')).toHaveAccessibleDescription(/Enter the 4-digit security code/);
  expect(await tokenMessages(page)).toEqual([]);
  // Corrected and saved, the errors go and the frame shrinks.
  await frame.getByLabel('Expiry date').fill(`05/${YEAR}`);
  await frame.getByLabel('Security code').fill('1234');
  await frame.getByRole('button', { name: 'Use this card' }).click();
  await expect(page.locator('#card-summary')).toHaveText(`american-express ending 0005, expires 05/${YEAR}`);
  await expectNoInnerScroll(page, frame);
  expect(await frameHeight(page)).toBeLessThan(errorHeight);
});

test('whatever is pasted, the fields keep only digits in their shapes (generated full-Unicode and very long text)', async ({
  page,
}) => {
  const frame = await openHarness(page);
  const samples = [
    ...fc.sample(hostileString(60, 50_000), { numRuns: 12, seed: 12 }),
    '４２４２\u00a0４２４２-4242 4242',
  ];
  for (const text of samples) {
    await frame.getByLabel('Card number').fill(text);
    await frame.getByLabel('Expiry date').fill(text);
    await frame.getByLabel('Security code').fill(text);
    expect(await frame.getByLabel('Card number').inputValue()).toMatch(/^(\d{4} ){0,4}\d{0,4}$/);
    expect(await frame.getByLabel('Expiry date').inputValue()).toMatch(/^\d{0,2}$|^\d{2}\/\d{1,4}$/);
    expect(await frame.getByLabel('Security code').inputValue()).toMatch(/^\d{0,4}$/);
  }
  expect(await frame.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
  expect(await tokenMessages(page)).toEqual([]);
});

test('a declined test card still tokenises: the decline comes at payment', async ({ page }) => {
  const frame = await openHarness(page);
  await typeCard(frame, { number: '4000 0000 0000 0002', expiry: `12/${YEAR}`, cvc: '321' });
  await expect(page.locator('#card-summary')).toHaveText(`visa ending 0002, expires 12/${YEAR}`);
});

test('a vault that fails to tokenise says so, keeps what was typed, and the next try works', async ({ page }) => {
  const frame = await openHarness(page);
  await page.route(`${VAULT}/tokens`, (route) => route.abort('connectionrefused'));
  await typeCard(frame, { number: '5555 5555 5555 4444', expiry: `03/${YEAR}`, cvc: '777' });
  await expect(frame.getByRole('alert')).toHaveText(
    `${ERROR_TITLES.card_vault_unavailable} ${ERROR_MESSAGES.card_vault_unavailable}`,
  );
  await expect(frame.getByLabel('Card number')).toHaveValue('5555 5555 5555 4444');
  await expect(frame.getByLabel('Security code')).toHaveValue('777');
  await expectNoAxeViolations(page, 'the card frame, vault unavailable');
  await page.unroute(`${VAULT}/tokens`);
  await frame.getByRole('button', { name: 'Use this card' }).click();
  await expect(page.locator('#card-summary')).toHaveText(`mastercard ending 4444, expires 03/${YEAR}`);
});

test('the frame refuses to be framed by an origin the vault does not allow', async ({ page }) => {
  const res = await page.request.get(
    `${VAULT}/collect?origin=${encodeURIComponent('https://evil.example')}&session=${SESSION}`,
  );
  expect(res.status()).toBe(400);
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const ok = await page.request.get(`${VAULT}/collect?origin=${encodeURIComponent(APP)}&session=${SESSION}`);
  expect(ok.headers()['content-security-policy']).toContain(`frame-ancestors ${APP}`);
});
