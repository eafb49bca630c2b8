import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import type { RatecallQuestion } from '../../src/contract/ratecall';
import { withMvr } from '../server/ratecallFixtures';
import { expectNoAxeViolations } from './axe';
import {
  SHOPPER,
  atSlug,
  continueOnline,
  finished,
  h1,
  sessionQuestions,
  valuesOf,
  walkScreens,
} from './buyOnlineDrive';

// The post-quote branches in Chromium against the sandbox (issues 11 and 12; spec 001 section 4): a driving record
// that finds an undisclosed household driver (the post-MVR screens, naming them), and the re-rate that moves the price
// up or down (proceed-with-updated-price). The household's house number picks the sandbox's driving record (withMvr);
// the vehicles' primary use answered on RC2 moves the re-rated price. Every screen is scanned by axe.

/** The undisclosed drivers the driving-record check names, read off the page's own CHECK_FOR_UDO call. */
function undisclosedNames(page: Page) {
  const names: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().includes('/ratecall') || res.request().method() !== 'POST') return;
    const step = (res.request().postDataJSON() as { requestDetails?: { step?: string } } | null)?.requestDetails?.step;
    if (step !== 'CHECK_FOR_UDO') return;
    const body = (await res.json().catch(() => null)) as {
      data?: { undisclosedOperators?: { firstName?: string; lastName?: string }[] };
    } | null;
    // The first call lists them; the follow-up carrying the answers names them again with their outcome.
    for (const o of body?.data?.undisclosedOperators ?? []) {
      const name = [o.firstName, o.lastName].filter(Boolean).join(' ');
      if (!names.includes(name)) names.push(name);
    }
  });
  return names;
}

/**
 * Continues online with `carrier` for a household whose driving record finds one undisclosed driver: the answers to
 * the session's questions, and the names the record gives.
 */
async function withUndisclosedDriver(page: Page, request: APIRequestContext, carrier: string) {
  const asked = sessionQuestions(page);
  const names = undisclosedNames(page);
  const user = withMvr(finished, 'undisclosedOne');
  await continueOnline(page, request, carrier, 'Continue online', user);
  return { names, values: () => valuesOf(asked.rc2, user) };
}

/** Every vehicle's primary use answered as `use` (Business rates 1.15, Pleasure 0.92 of Commute). */
const primaryUse = (questions: RatecallQuestion[], use: string) =>
  Object.fromEntries(questions.filter((q) => q.id.endsWith('.primaryUse')).map((q) => [q.id, use]));

test.describe('buying online: undisclosed drivers and re-rates', () => {
  test('liberty mutual: an undisclosed household driver is named on the post-MVR screens, answered, and the re-rate goes on to payment', async ({
    page,
    request,
  }) => {
    const { names, values } = await withUndisclosedDriver(page, request, 'Liberty Mutual');
    const own = {
      ...SHOPPER,
      householdMemberStatus: 'YES_PART_OF_HOUSEHOLD',
      hasSeparatePolicy: 'None',
      hasActiveLicense: 'Yes',
    };
    const headings: Record<string, string> = {};
    const onScreen = async (slug: string) => {
      headings[slug] = (await h1(page).textContent()) ?? '';
      if (slug === 'editable-coverages') {
        // The household member added: the re-rate shows the price seen and the new one, and says it went up.
        await expect(page.getByText(/^Your price went up by \$[\d,]+\.\d\d\.$/)).toBeVisible();
        await expect(page.getByText('Price you saw')).toBeVisible();
        await expect(page.getByText('New price')).toBeVisible();
      }
      return false;
    };
    const slugs = await walkScreens(page, values, atSlug(page, 'payment-method'), own, undefined, onScreen);
    expect(names).toHaveLength(1);
    const [name] = names;
    expect(name.length).toBeGreaterThan(2);
    const udo = slugs.filter((s) => s.startsWith('undisclosed-drivers-'));
    expect(udo).toEqual([
      'undisclosed-drivers-household',
      'undisclosed-drivers-active-insurance',
      'undisclosed-drivers-license-status',
    ]);
    for (const s of udo) expect(headings[s]).toContain(name);
    // The post-MVR screens come after the pre-MVR chain, then the re-rate's coverages and what comes next.
    const i = slugs.indexOf('undisclosed-drivers-household');
    expect(slugs.indexOf('confirm-contact-information')).toBeLessThan(i);
    expect(slugs.slice(i + 3)).toEqual(['editable-coverages', 'proceed-updated-price-connect-agent']);
    await expect(page).toHaveURL(/#\/postQuotesFlow\/auto\/libertymutual\/\d\/payment-method$/);
    await expectNoAxeViolations(page, 'payment method after the undisclosed driver');
  });

  for (const [direction, use] of [
    ['up', 'Business'],
    ['down', 'Pleasure'],
  ] as const) {
    test(`safeco: a re-rate ${direction} shows the price seen and the new one, and accepting it goes on to the coverages`, async ({
      page,
      request,
    }) => {
      const asked = sessionQuestions(page);
      const user = withMvr(finished, 'clean');
      for (const v of user.autoPolicy.vehicles) expect(v.primaryUse ?? 'Commute').toBe('Commute');
      await continueOnline(page, request, 'Safeco', 'Continue online', user);
      const values = () => valuesOf(asked.rc2, user, primaryUse(asked.rc2, use));
      const slugs = await walkScreens(page, values, atSlug(page, 'proceed-with-updated-price'), SHOPPER);
      expect(slugs[0]).toBe('post-quotes-landing');
      await expect(h1(page)).toHaveText('Safeco updated your price');
      await expectNoAxeViolations(page, `proceed-with-updated-price, ${direction}`);
      const change = page.getByText(new RegExp(`^Your price went ${direction} by \\$([\\d,]+\\.\\d\\d)\\.$`));
      await expect(change).toBeVisible();
      const money = (s: string | null) => Number(/[\d,]+\.\d\d/.exec(s ?? '')?.[0].replace(/,/g, '') ?? Number.NaN);
      const dd = page.locator('dl.qf-bind-facts dd');
      await expect(dd).toHaveCount(2);
      const seen = money(await dd.nth(0).textContent());
      const now = money(await dd.nth(1).textContent());
      expect(seen).toBeGreaterThan(0);
      expect(direction === 'up' ? now > seen : now < seen).toBe(true);
      const by = money(await change.textContent());
      expect(by).toBeCloseTo(Math.abs(now - seen), 2);
      // The accept box names the new price; unaccepted, the screen stays.
      const accept = page.getByRole('checkbox', { name: /I accept the updated price of \$/ });
      await expect(accept).toBeVisible();
      await page.locator('main form button[type=submit]').first().click();
      await expect(page).toHaveURL(/proceed-with-updated-price$/);
      await accept.check();
      await page.locator('main form button[type=submit]').first().click();
      await expect(page).toHaveURL(/#\/postQuotesFlow\/auto\/safeco\/\d\/editable-coverages$/, { timeout: 30_000 });
      await expect(h1(page)).toHaveText('Review your coverages');
      await expectNoAxeViolations(page, `editable-coverages after a re-rate ${direction}`);
    });
  }

  test('safeco: a household member it cannot add online ends on the error page, only back or an agent', async ({
    page,
    request,
  }) => {
    const { names, values } = await withUndisclosedDriver(page, request, 'Safeco');
    const own = { ...SHOPPER, householdMemberStatus: 'YES_PART_OF_HOUSEHOLD' };
    const slugs = await walkScreens(page, values, atSlug(page, 'undisclosed-drivers-error'), own);
    expect(slugs.at(-1)).toBe('undisclosed-drivers-household');
    await expect(h1(page)).toHaveText('An agent needs to finish your purchase');
    await expectNoAxeViolations(page, 'undisclosed-drivers-error');
    expect(names).toHaveLength(1);
    await expect(page.getByText(`can’t add a household member to a policy online`)).toBeVisible();
    await expect(page.getByText(names[0]).first()).toBeVisible();
    // No form to answer: the page's ways on are Back and an agent.
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByRole('radio')).toHaveCount(0);
    await expect(main.getByRole('checkbox')).toHaveCount(0);
    const buttons = (await main.getByRole('button').allTextContents()).map((t) => t.trim()).sort();
    expect(buttons).toEqual(['Back', 'Talk to an agent'].sort());
    // Back returns to the household question, to change the answer.
    await main.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/undisclosed-drivers-household$/);
    await expect(h1(page)).toContainText(names[0]);
  });
});
