import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  GOOD_CARD,
  SHOPPER,
  buyAfterFailedCard,
  continueOnline,
  expectPurchased,
  fillScreen,
  paidInFull,
  purchasedAt,
  sessionQuestions,
  walkScreens,
} from './buyOnlineDrive';
import { AUSTIN_TX, livingIn } from './buyOnlineCarriersDrive';

// Buying online in Chromium with the other online-bind carriers (issue 12; spec 001 sections 1, 4 and 8): Branch and
// Root to purchase success, the fast-track carrier to its reach-out page, and the vault's failing test cards (server
// README) coming back to the card screen with their message. The household is the default finished shopper moved to
// Texas, where Branch, Root and the fast-track carrier quote online. Every screen is scanned by axe.

const TEXAN = livingIn(AUSTIN_TX);
const INSUFFICIENT_FUNDS_CARD = '4000 0000 0000 9995';
const PROCESSOR_ERROR_CARD = '4000 0000 0000 0119';

test.describe('buying online with Branch, Root and the fast-track carrier', () => {
  test('branch: a Texan household from its quote card through every screen to purchase success', async ({
    page,
    request,
  }) => {
    const asked = sessionQuestions(page);
    await continueOnline(page, request, 'Branch', 'Continue online', TEXAN);
    const slugs = await walkScreens(page, paidInFull(asked, TEXAN), purchasedAt(page), SHOPPER, [GOOD_CARD]);
    expect(slugs[0]).toBe('post-quotes-landing');
    // Branch's summaries show even for one driver and one vehicle (its chain's alwaysShown).
    for (const s of [
      'editable-vehicle-summary-details',
      'editable-driver-summary-details',
      'confirm-contact-information',
      'vgs-collect',
      'final-summary',
    ])
      expect(slugs).toContain(s);
    await expectPurchased(page, 'branch');
  });

  test('root: the walk starts at the VIN and ends at purchase success', async ({ page, request }) => {
    const asked = sessionQuestions(page);
    await continueOnline(page, request, 'Root', 'Continue online', TEXAN);
    const slugs = await walkScreens(page, paidInFull(asked, TEXAN), purchasedAt(page), SHOPPER, [GOOD_CARD]);
    expect(slugs.slice(0, 2)).toEqual(['post-quotes-landing', 'vehicle-vin']);
    for (const s of ['confirm-contact-information', 'vgs-collect', 'final-summary']) expect(slugs).toContain(s);
    await expectPurchased(page, 'root');
  });

  test('fast-track: from its quote card to the reach-out page, where an agent takes over', async ({
    page,
    request,
  }) => {
    const asked = sessionQuestions(page);
    // A window offered at any hour: "As soon as possible" is not offered outside the agency's operating hours.
    const answers = paidInFull(asked, TEXAN, { 'policy.reachOutTime': 'Evening (5pm-8pm)' });
    await continueOnline(page, request, 'Kestrel Point Auto', 'Continue with an agent', TEXAN);
    const atReachOut = async () => /\/fast-track-reach-out$/.test(page.url());
    const slugs = await walkScreens(page, answers, atReachOut, SHOPPER);
    expect(slugs).toEqual(['post-quotes-landing', 'help-finalize-policy-connect-agent']);
    await expect(page).toHaveURL(/#\/postQuotesFlow\/auto\/fasttrack\/1\/fast-track-reach-out$/);
    await expect(page.locator('main form button[type=submit]').first()).toBeEnabled({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'fast-track reach-out');
    // Answering when to be reached hands the purchase to an agent: no card is asked for.
    await fillScreen(page, answers(), SHOPPER);
    await expect(
      page.getByRole('status').filter({ hasText: /An agent will contact you as you asked to finish buying/ }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main form')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page, 'handed to an agent');
  });

  test('branch: insufficient funds comes back to the card screen with its message, then a good card buys', async ({
    page,
    request,
  }) => {
    await buyAfterFailedCard(page, request, {
      carrier: 'Branch',
      id: 'branch',
      user: TEXAN,
      card: INSUFFICIENT_FUNDS_CARD,
      message: /insufficient funds/i,
      screen: 'purchase success after insufficient funds',
    });
  });

  test('root: a processor error comes back to the card screen with its message, then a good card buys', async ({
    page,
    request,
  }) => {
    await buyAfterFailedCard(page, request, {
      carrier: 'Root',
      id: 'root',
      user: TEXAN,
      card: PROCESSOR_ERROR_CARD,
      message: /payment processor did not answer/i,
      screen: 'purchase success after a processor error',
    });
  });
});
