import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  DECLINED_CARD,
  GOOD_CARD,
  SHOPPER,
  continueOnline,
  expectNoCardInStorage,
  finished,
  h1,
  purchasedAt,
  sessionQuestions,
  valuesOf,
  walkScreens,
} from './buyOnlineDrive';

// Buying online in Chromium against the sandbox (issue 12; spec 001 sections 2, 4 and 8): a shopper's results,
// "Continue online" on a carrier, every post-quote screen answered as the shopper would (the sandbox's questions with
// valid VINs and licences for the household), the card typed into the vault's frame, to purchase success. Every
// screen is scanned by axe. `npm run test:e2e` builds the card frame pointing at the vault (VITE_VAULT_ORIGIN, port E2E_PORT+1).

test.describe('buying online', () => {
  test('safeco: every post-quote screen to purchase success, the card typed in the vault frame', async ({
    page,
    request,
  }) => {
    const asked = sessionQuestions(page);
    await continueOnline(page, request, 'Safeco');
    const payment = () => valuesOf(asked.rc3, null, { 'payment.paymentPlan': 'fullPayPlan' });
    const values = () => ({ ...valuesOf(asked.rc2, finished), ...payment() });
    let screens = 0;
    let previous = '';
    // On the third screen: a reload keeps the session and the screen, and the back button shows the one before.
    const reloadAndBack = async () => {
      screens += 1;
      if (screens === 2) previous = page.url();
      if (screens !== 3) return false;
      const here = page.url();
      const heading = await h1(page).textContent();
      await page.reload();
      await expect(page).toHaveURL(here);
      await expect(h1(page)).toHaveText(heading ?? '');
      await page.goBack();
      await expect(page).toHaveURL(previous);
      await expect(h1(page)).not.toHaveText(heading ?? '');
      await expectNoAxeViolations(page, 'the screen before, by the back button');
      return true;
    };
    const slugs = await walkScreens(page, values, purchasedAt(page), SHOPPER, [GOOD_CARD], reloadAndBack);
    expect(slugs[0]).toBe('post-quotes-landing');
    for (const s of ['confirm-contact-information', 'payment-method', 'vgs-collect', 'final-summary'])
      expect(slugs).toContain(s);
    await expect(page).toHaveURL(/#\/postQuotesFlow\/auto\/safeco\/1\/purchase-success$/);
    await expect(h1(page)).toBeVisible();
    await expectNoAxeViolations(page, 'purchase success');
    await expectNoCardInStorage(page);
  });

  test('liberty mutual: a declined card comes back to the card screen with its message, then a good card buys', async ({
    page,
    request,
  }) => {
    const asked = sessionQuestions(page);
    await continueOnline(page, request, 'Liberty Mutual');
    const values = () => ({
      ...valuesOf(asked.rc2, finished),
      ...valuesOf(asked.rc3, null, { 'payment.paymentPlan': 'fullPayPlan' }),
    });
    let declinedShown = false;
    const onCard = async (slug: string) => {
      if (slug !== 'vgs-collect' || !declinedShown) {
        if (slug === 'vgs-collect') declinedShown = true;
        return false;
      }
      await expect(page.getByText(/declined/i).first()).toBeVisible();
      return false;
    };
    const slugs = await walkScreens(page, values, purchasedAt(page), SHOPPER, [DECLINED_CARD, GOOD_CARD], onCard);
    expect(slugs.filter((s) => s === 'vgs-collect')).toHaveLength(2);
    await expect(page).toHaveURL(/#\/postQuotesFlow\/auto\/libertymutual\/1\/purchase-success$/);
    await expectNoAxeViolations(page, 'purchase success after a declined card');
    await expectNoCardInStorage(page);
  });
});
