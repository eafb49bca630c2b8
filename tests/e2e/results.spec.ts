import { expect, test, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from '../regexp';
import { AUSTIN_TX, livingIn } from './buyOnlineCarriersDrive';
import { expectNoAxeViolations } from './axe';
import { finished, h1, savedShopper, withFaults } from './savedShopper';
import { OFFERS_ONLY_TITLE, QUOTES_HEADING } from './resultsHeading';
import { ERROR_MESSAGES } from '../../src/domain/errors';

// The results flow in Chromium against the sandbox (spec 001 sections 2, 4 and 8): a shopper saved by the sandbox
// comes back through the returning-user link, which opens the results, not question 1; the sandbox's fault injection
// (x-sandbox-fault on every API call of the page) produces each error page. Every screen is scanned by axe. The
// error pages with no offer at all (Massachusetts' clickwall error, no ads, no agency experience) are
// resultsErrors.spec.ts's.

const settled = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({ timeout: 30_000 });

/** The shopper, in Austin, Texas, where the rules name more partners than the six direct carriers. */
const inAustin = () => livingIn(AUSTIN_TX, finished);

const carrierOf = async (card: Locator) =>
  ((await card.locator('.qf-quote__carrier').textContent()) ?? '').replace(/^.*: /, '');

test.describe('results', () => {
  test('a returning shopper sees quotes carrier by carrier and ads, sorted by the price each card shows; an ad clicks out', async ({
    page,
    request,
  }) => {
    await page.goto(await savedShopper(request));
    // The loader first ('Buckle up, ', 'Your quotes are en route!').
    await expect(page.getByText('Your quotes are en route!')).toBeVisible();
    await expectNoAxeViolations(page, 'results loader');
    await settled(page);
    await expect(page).toHaveURL(/#\/quotes$/);
    await expect(h1(page)).toHaveText(QUOTES_HEADING);
    // The flow asked this shopper everything: no extra questions open over the results (resultsModal.spec.ts).
    await expect(page.getByRole('dialog', { name: 'A few more answers for sharper offers' })).toHaveCount(0);
    const title = (await h1(page).textContent()) ?? '';
    const count = Number(/\d+/.exec(title)?.[0]);
    expect(title.endsWith(count === 1 ? 'quote' : 'quotes')).toBe(true);
    await expect(page.locator('.qf-quote:not(.qf-quote--ad)')).toHaveCount(count);
    const monthly = async () =>
      (await page.locator('.qf-quote__price strong').allTextContents()).map((p) => Number(p.replace(/\D/g, '')));
    const byMonth = await monthly();
    expect(byMonth).toEqual([...byMonth].sort((a, b) => a - b));
    // Ads click out through the click route.
    const ads = page.getByRole('link', { name: /See offer/ });
    expect(await ads.count()).toBeGreaterThan(0);
    await expect(ads.first()).toHaveAttribute('href', /\/api\/ads\/click\//);
    // The click route records ProductClicked and redirects to the advertiser.
    const click = await request.get((await ads.first().getAttribute('href'))!, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toMatch(/^https:\/\//);
    // The sort is shown and choosable, by keyboard.
    await page.getByRole('radio', { name: 'Price paid in full' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Price paid in full' })).toBeChecked();
    await expectNoAxeViolations(page, 'results');
  });

  test('on a phone the results line up with the question column and keep off the screen edge', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(await savedShopper(request));
    await settled(page);
    const card = await page.locator('.qf-quote').first().boundingBox();
    expect(card!.x).toBeGreaterThanOrEqual(12);
    expect(card!.x + card!.width).toBeLessThanOrEqual(390 - 12);
    await expectNoAxeViolations(page, 'results on a phone');
    const resultsTitle = await h1(page).boundingBox();
    // The question column: the same content width and padding (QuestionLayout), so the headings line up.
    await page.getByRole('button', { name: 'Review my answers' }).click();
    await expect(h1(page)).not.toHaveText(/auto insurance (quote|offer)/);
    const questionTitle = await h1(page).boundingBox();
    expect(Math.abs(questionTitle!.x - resultsTitle!.x)).toBeLessThanOrEqual(2);
  });

  test('continue online hands the quote to its carrier; a carrier missing from RC1 gets its single-carrier page', async ({
    page,
    request,
  }) => {
    await withFaults(page, 'route=autoRatecall;kind=empty');
    await page.goto(await savedShopper(request));
    await settled(page);
    const cont = page.getByRole('button', { name: /Continue online/ }).first();
    await cont.click();
    await expect(page).toHaveURL(/#\/[a-z]+\/quotes$/);
    const [before, after] = ERROR_MESSAGES.carrier_not_in_rc1.split('{carrier}').map(escapeRegExp);
    await expect(page.getByText(new RegExp(`${before}.+${after}`))).toBeVisible();
    await expectNoAxeViolations(page, 'single-carrier page');
    await page.getByRole('button', { name: 'Back to all quotes' }).click();
    await expect(page).toHaveURL(/#\/quotes$/);
  });

  test('a failed rate call goes to the rate-call error page', async ({ page, request }) => {
    // The chosen carrier's RC1 step answers; its RC2 questions (the next call) fail.
    let calls = 0;
    await page.route('**/api/auto/ratecall', (route) => {
      calls += 1;
      const headers = route.request().headers();
      return route.continue({
        headers: calls > 1 ? { ...headers, 'x-sandbox-fault': 'route=autoRatecall;kind=error' } : headers,
      });
    });
    await page.goto(await savedShopper(request));
    await settled(page);
    await page
      .getByRole('button', { name: /Continue online/ })
      .first()
      .click();
    await expect(h1(page)).toHaveText('We hit a roadblock with your quote');
    await expect(page).toHaveURL(/#\/error$/);
    await expectNoAxeViolations(page, 'rate-call error');
  });

  test('every partner quote failing still ends on the clickwall with ads', async ({ page, request }) => {
    await withFaults(page, 'route=autoQuotes;kind=error');
    await page.goto(await savedShopper(request));
    await settled(page);
    await expect(h1(page)).toHaveText(OFFERS_ONLY_TITLE);
    expect(await page.getByRole('link', { name: /See offer/ }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'clickwall without quotes');
  });

  test("the 404 page is laid out, says it can't find the page once, and promises nothing to a first visitor", async ({
    page,
  }) => {
    await page.goto('/#/no/such/page');
    await expect(h1(page)).toHaveText("We can't find that page");
    await expect(page.getByText(/can't find that page/)).toHaveCount(1);
    await expect(page.getByText('/no/such/page')).toHaveCount(0);
    await expect(page.getByText(/answers are saved/)).toHaveCount(0);
    const box = await page.locator('.qf-page').boundingBox();
    expect(box!.x).toBeGreaterThan(0);
    await expectNoAxeViolations(page, '404');
  });

  test('issue 28: the partners partnerQuotesAdsEligibility names are asked, so GEICO quotes beside the six; every offer has a way on that names its carrier, and the page helps decide', async ({
    page,
    request,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auto/quotes'))
        asked.push((r.postDataJSON() as { carrierId?: string }).carrierId ?? '');
    });
    await page.goto(await savedShopper(request, inAustin()));
    await settled(page);
    expect(asked).toContain('geico');
    const quotes = page.getByRole('region', { name: 'Quotes' });
    await expect(quotes.getByRole('heading', { name: /GEICO$/ })).toBeVisible();
    // A carrier shows once: GEICO's quote, not its ad as well (spec 001 section 4).
    await expect(page.getByRole('heading', { name: /GEICO$/ })).toHaveCount(1);
    const cards = page.locator('article.qf-quote');
    expect(await cards.count()).toBeGreaterThan(1);
    for (const card of await cards.all()) {
      const carrier = await carrierOf(card);
      const named = new RegExp(escapeRegExp(carrier));
      const ways = card.getByRole('button', { name: named }).or(card.getByRole('link', { name: named }));
      expect(await ways.count(), `${carrier}'s card has no button or link naming it`).toBeGreaterThan(0);
    }
    // The cheapest quote is badged; the summary says what was quoted; the ads are a section of their own.
    await expect(page.locator('article.qf-quote').first().getByText('Lowest price')).toBeVisible();
    await expect(page.getByText(/quotes? for 1 driver and 1 vehicle in Austin, TX, High coverage/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sponsored offers' })).toBeVisible();
    // Logos are images the sandbox serves.
    const logo = page.locator('.qf-quote:not(.qf-quote--ad) .qf-quote__logo').first();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Compare two quotes by keyboard, then close the comparison.
    await page
      .getByRole('checkbox', { name: /^Compare/ })
      .nth(0)
      .check();
    await page
      .getByRole('checkbox', { name: /^Compare/ })
      .nth(1)
      .focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Compare 2 quotes' }).press('Enter');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'How to buy' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Bodily injury liability' })).toBeVisible();
    await expectNoAxeViolations(page, 'results with the comparison open');
    await page.getByRole('button', { name: 'Close the comparison' }).click();
    await expect(page.getByRole('table')).toHaveCount(0);
    // No sideways scroll at 320 px (WCAG 1.4.10).
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
