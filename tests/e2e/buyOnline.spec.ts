import { test } from '@playwright/test';
import { DECLINED_CARD, buyAfterFailedCard } from './buyOnlineDrive';

// Buying online in Chromium against the sandbox (issue 12; spec 001 sections 2, 4 and 8): a shopper's results,
// "Continue online" on a carrier, every post-quote screen answered as the shopper would (the sandbox's questions with
// valid VINs and licences for the household), the card typed into the vault's frame, to purchase success. Every
// screen is scanned by axe. the app frames the vault the sandbox names at /app-config.json (port E2E_PORT+1).
// Safeco's whole purchase, every screen naming what is bought, is walked with its refused VIN
// (buyOnlineRefusals.spec.ts).

test.describe('buying online', () => {
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
