import { expect, test } from '@playwright/test';
import { CARRIER_PHONE_NUMBERS } from '../../server/data/phoneNumbers';
import { DEFAULT_PHONE_NUMBER } from '../../src/domain/config';
import { formatPhone } from '../../src/domain/validation';
import { pinnedTo } from '../mbt/postQuoteBuckets';
import { expectNoAxeViolations } from './axe';
import { continueOnline, finished, h1 } from './buyOnlineDrive';

// The post-quote remote rules in Chromium against the sandbox (issue 12, docs/decisions/0031): a shopper whose
// anonymous id the sandbox buckets into roundTwoFirstQuestion's vinFirst continues online with Liberty Mutual, passes
// the landing page and is asked the VIN first; while buying online the header shows the carrier's post-quotes number.
// The id is found with the sandbox's own bucket function (tests/mbt/postQuoteBuckets.ts). Every screen gets axe.

const header = (page: import('@playwright/test').Page) => page.locator('.qf-shell__phone');

test('a shopper bucketed into VIN first is asked the VIN first, under the post-quotes number', async ({
  page,
  request,
}) => {
  const user = pinnedTo(finished, 'vinFirst', 'editableCoverages', 'landingShown');
  await continueOnline(page, request, 'Liberty Mutual', 'Continue online', user);
  // The landing page, and the carrier's own post-quotes line in the header (not the results number or the default).
  await expect(h1(page)).toBeVisible();
  const number = formatPhone(CARRIER_PHONE_NUMBERS.libertymutual.auto!);
  await expect(header(page)).toContainText(number);
  expect(number).not.toBe(formatPhone(DEFAULT_PHONE_NUMBER));
  await expect(header(page)).toHaveAttribute('href', `tel:+1${CARRIER_PHONE_NUMBERS.libertymutual.auto}`);
  await expectNoAxeViolations(page, 'post-quotes landing, VIN first');
  await page.locator('main form button[type=submit]').click();
  // vinFirst: the first vehicle's VIN before its other details.
  await expect(page).toHaveURL(/#\/postQuotesFlow\/auto\/libertymutual\/1\/vehicle-vin$/, { timeout: 30_000 });
  await expect(h1(page)).toContainText('vehicle identification number (VIN)');
  await expect(page.getByRole('textbox', { name: /^VIN/ })).toBeVisible();
  await expect(header(page)).toContainText(number);
  await expectNoAxeViolations(page, 'vehicle-vin, the first question of the VIN-first chain');
  // Back on the quotes, the session is over: the header leaves the post-quotes number.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/#\/(quotes|results)$/, { timeout: 30_000 });
  await expect(header(page)).not.toContainText(number);
  await expectNoAxeViolations(page, 'the quotes again');
});
