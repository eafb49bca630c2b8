import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { AGENCY_CARRIERS, CARRIERS } from '../../server/carriers';
import { isAgencyPartner } from '../../server/backoffice/ledgerParties';
import { AGENCY_PARTNERS } from '../../server/partners/constants';
import type { LedgerEntry } from '../../src/contract/privacy';
import { partyWords, purposeWords } from '../../src/ui/screens/privacy/ledgerWords';
import { expectNoAxeViolations } from './axe';
import {
  GOOD_CARD,
  SHOPPER,
  expectPurchased,
  paidInFull,
  pinnedShopper,
  purchasedAt,
  sessionQuestions,
  walkScreens,
} from './buyOnlineDrive';
import { AUSTIN_TX, livingIn } from './buyOnlineCarriersDrive';
import { saveShopper } from './savedShopper';

// Issue 32's "Done when" in Chromium (docs/decisions/0092, 0096): an opted-out shopper's walk to their quotes sends no
// partner call, as the network shows and the server's ledger confirms; and after a whole purchase the do-not-sell
// page, opened through the saved-quote link, lists every party that received the shopper's data, when and why.

/** The carriers an agency partner (Quinstreet, GEICO) prices: asking any of them hands the answers to the partner. */
const PARTNER_CARRIERS = new Set<string>([
  ...AGENCY_PARTNERS,
  ...[...CARRIERS, ...AGENCY_CARRIERS].filter((c) => isAgencyPartner(c.partner)).map((c) => c.id),
]);

/** Why a request the page made hands the shopper's data to a third party, or null. */
function partnerCall(req: Request): string | null {
  const { pathname } = new URL(req.url());
  if (!pathname.startsWith('/api/')) return null;
  const path = pathname.slice(4);
  if (/^\/(auto|home)\/ads\b|^\/auto\/mediaAlpha\b/.test(path)) return `ad exchange: ${path}`;
  if (path.startsWith('/handoffs/lead')) return `lead: ${path}`;
  if (path.startsWith('/crm/')) return `CRM: ${path}`;
  if (/^\/(auto|home|renters)\/quotes\b/.test(path)) {
    const body = (req.postDataJSON() ?? {}) as { carrierId?: string; quotePartners?: string[] };
    const asked = [body.carrierId, ...(body.quotePartners ?? [])].filter((c): c is string => Boolean(c));
    const partner = asked.find((c) => PARTNER_CARRIERS.has(c.toLowerCase()));
    if (partner) return `partner quote: ${path} for ${partner}`;
  }
  return null;
}

/** Every partner call the page makes from now on. */
function partnerCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const why = partnerCall(req);
    if (why) seen.push(why);
  });
  return seen;
}

async function ledgerOf(request: APIRequestContext, saved: { userId: string; returningToken: string }) {
  const res = await request.get(`/api/privacy/ledger?userId=${saved.userId}`, {
    headers: { 'x-user-token': saved.returningToken },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { entries: LedgerEntry[] }).entries;
}

const allAnswered = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
    timeout: 30_000,
  });

/**
 * The opted-out shopper opens their saved-quote link and waits for every carrier: no call of the page goes to a third
 * party, and the server's ledger of them names only the carriers they asked.
 */
async function walkOptedOut(page: Page, request: APIRequestContext, saved: Awaited<ReturnType<typeof saveShopper>>) {
  const calls = partnerCalls(page);
  await page.goto(saved.link);
  await allAnswered(page);
  await expectNoAxeViolations(page, 'results of an opted-out shopper');
  // Soft, so the server's part below is checked (and reported) even while the page still asks.
  expect.soft(calls, 'the page asked a third party for an opted-out shopper').toEqual([]);
  const parties = (await ledgerOf(request, saved)).map((e) => e.party);
  expect(parties.length, 'the carriers the shopper asked still rate them').toBeGreaterThan(0);
  expect(parties.filter((p) => !p.startsWith('carrier:') || PARTNER_CARRIERS.has(p.slice(8)))).toEqual([]);
}

test.describe('privacy: an opted-out shopper shares nothing, and the ledger names everyone who received data', () => {
  test.describe('a browser with Global Privacy Control on', () => {
    // The browser says so twice, as a GPC browser does: Sec-GPC on every request, navigator.globalPrivacyControl.
    test.use({ extraHTTPHeaders: { 'sec-gpc': '1' } });

    test('walks to its quotes with no ad, lead, CRM or partner call, and the ledger names no such party', async ({
      page,
      request,
    }) => {
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
      );
      const saved = await saveShopper(request);
      await walkOptedOut(page, request, saved);
      const status = await request.get(`/api/privacy/status?userId=${saved.userId}`, {
        headers: { 'x-user-token': saved.returningToken },
      });
      expect(((await status.json()) as { optedOut: boolean }).optedOut).toBe(true);
    });
  });

  test('a shopper who chose "Do not sell or share" on the page walks to its quotes with no partner call', async ({
    page,
    request,
  }) => {
    await page.goto('/#/do-not-sell-or-share-my-personal-information');
    await page.getByRole('button', { name: 'Do not sell or share my information' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Done.' })).toContainText('kept in this browser');
    await expect(page.getByText('You have opted out: we do not sell or share your information.')).toBeVisible();
    await expectNoAxeViolations(page, 'the do-not-sell page after opting out');
    await walkOptedOut(page, request, await saveShopper(request));
  });

  test('after buying with Root, the do-not-sell page lists each party that received data, when and why', async ({
    page,
    request,
  }) => {
    const texan = livingIn(AUSTIN_TX);
    const asked = sessionQuestions(page);
    const saved = await saveShopper(request, pinnedShopper(texan));
    await page.goto(saved.link);
    await allAnswered(page);
    await page.getByRole('button', { name: 'Continue online with Root' }).click();
    await expect(page).toHaveURL(/#\/postQuotesFlow\/auto\/[a-z]+\/1\/post-quotes-landing$/, { timeout: 30_000 });
    await walkScreens(page, paidInFull(asked, texan), purchasedAt(page), SHOPPER, [GOOD_CARD]);
    await expectPurchased(page, 'root');

    // The server's ledger: the carriers rated, the carrier bought from, the ad exchange the results asked.
    const entries = await ledgerOf(request, saved);
    const keys = entries.map((e) => `${e.party} ${e.purpose}`);
    for (const k of ['carrier:root rate_quote', 'carrier:root bind', 'ad_exchange ads']) expect(keys).toContain(k);

    // The shopper comes back by their saved-quote link, sees their quotes, and opens the do-not-sell page from the foot
    // of the page.
    await page.goto(saved.link);
    await allAnswered(page);
    await page.getByRole('link', { name: 'Do not sell or share my personal information' }).click();
    await expect(page.getByRole('heading', { name: 'Who received your data' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Who received your data, when and why' });
    // A remote run keeps no screenshot: what the page said instead of the list goes into the failure.
    await expect(list.getByRole('listitem'))
      .toHaveCount(entries.length, { timeout: 30_000 })
      .catch(async (e: Error) => {
        throw new Error(`${e.message}\nThe page said instead: ${await page.locator('main').innerText()}`);
      });
    for (const e of entries) {
      const item = list.getByRole('listitem').filter({
        hasText: `${partyWords(e.party)} received your answers ${purposeWords(e.purpose)}.`,
      });
      await expect(item).toHaveCount(1);
      await expect(item.locator(`time[datetime="${e.at}"]`)).toHaveText(/\d{4}/);
    }
    await expect(list).toContainText('Root (insurance carrier) received your answers to check and complete the policy');
    await expectNoAxeViolations(page, 'the do-not-sell page with the ledger');
  });
});
