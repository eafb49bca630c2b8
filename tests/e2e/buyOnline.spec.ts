import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  DECLINED_CARD,
  GOOD_CARD,
  SHOPPER,
  buyAfterFailedCard,
  continueOnline,
  expectPolicyDocuments,
  expectPurchased,
  finished,
  h1,
  paidInFull,
  purchasedAt,
  sessionQuestions,
  walkScreens,
} from './buyOnlineDrive';

// Buying online in Chromium against the sandbox (issue 12; spec 001 sections 2, 4 and 8): a shopper's results,
// "Continue online" on a carrier, every post-quote screen answered as the shopper would (the sandbox's questions with
// valid VINs and licences for the household), the card typed into the vault's frame, to purchase success. Every
// screen is scanned by axe. the app frames the vault the sandbox names at /app-config.json (port E2E_PORT+1).

test.describe('buying online', () => {
  test('safeco: every post-quote screen to purchase success, the card typed in the vault frame', async ({
    page,
    request,
  }) => {
    const asked = sessionQuestions(page);
    await continueOnline(page, request, 'Safeco');
    const values = paidInFull(asked, finished);
    let screens = 0;
    let previous = '';
    // On the third screen: a reload keeps the session and the screen, and the back button shows the one before.
    const reloadAndBack = async () => {
      // Every screen of the purchase says what is bought and which step of the purchase this is.
      await expect(
        page.getByText(/^You are buying: Safeco \$[\d,.]+ a month, or \$[\d,.]+ for \d+ months$/),
      ).toBeVisible();
      await expect(page.getByText(/^Step [1-4] of [34]: /)).toBeVisible();
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
    await expectPurchased(page, 'safeco');
    await expectPolicyDocuments(page, 'Safeco');
  });

  test('liberty mutual: a declined card comes back to the card screen with its message; after a good card no later screen shows the decline, and it buys', async ({
    page,
    request,
  }) => {
    await buyAfterFailedCard(page, request, {
      carrier: 'Liberty Mutual',
      id: 'libertymutual',
      card: DECLINED_CARD,
      message: /declined/i,
      screen: 'purchase success after a declined card',
    });
  });
});
