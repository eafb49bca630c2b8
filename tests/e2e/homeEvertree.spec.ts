import { expect, test } from '@playwright/test';
import { ERROR_MESSAGES } from '../../src/domain/errors';
import { withHome } from '../server/propertyShoppers';
import { expectNoAxeViolations } from './axe';
import { h1, saveShopper } from './savedShopper';

// Evertree's redirect in the browser (spec 001 section 2, the home clickwall): a mobile home in Texas is Evertree's
// (server/README.md: no agency home state, no home partner for a mobile home). Its saved answers, opened by their
// returning link, first meet Evertree answering no id (a sandbox fault: evertree_error), then, tried again, are sent
// to Evertree's quote page with their Evertree id. That page is not on this machine: the test answers it.

const EVERTREE_PAGE = 'https://www.evertreeinsurance.com/quote';

test("a Texas mobile home owner's saved quote shows evertree_error without an Evertree id, then goes to Evertree's quote page", async ({
  page,
  request,
}) => {
  const mobileHome = withHome((u) => (u.homePolicy.properties[0].propertyType = 'Mobile home'));
  const saved = await saveShopper(request, mobileHome);

  // Evertree answers nothing (server/README.md, fault injection): no Evertree id.
  await page.route('**/api/home/quotes', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'carrier=evertree;kind=empty' } }),
  );
  await page.goto(saved.link);
  await expect(page).toHaveURL(/#\/error$/, { timeout: 30_000 });
  await expect(page.getByText(ERROR_MESSAGES.evertree_error)).toBeVisible();
  await expect(h1(page)).toBeFocused();
  await expectNoAxeViolations(page, 'evertree_error');
  await page.unroute('**/api/home/quotes');

  // Tried again: Evertree's redirect. Its first navigation is stopped as it leaves (ERR_ABORTED keeps the page), so
  // the redirect screen can be read; its link then opens Evertree's page, which the test answers.
  let navigations = 0;
  await page.context().route(`${EVERTREE_PAGE}**`, (route) =>
    navigations++ === 0
      ? route.abort('aborted')
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Evertree</title><main><h1>Evertree quote</h1></main></html>',
        }),
  );
  const leaving = page.waitForRequest((r) => r.url().startsWith(EVERTREE_PAGE) && r.isNavigationRequest());
  await page.getByRole('button', { name: 'Try again' }).click();
  const sent = (await leaving).url();
  expect(new URL(sent).searchParams.get('evertree_id')).toMatch(/^ET-TX-[0-9A-F]{12}$/);
  await expect(h1(page)).toHaveText('Continue your home quote with Evertree');
  const evertreeLink = page.getByRole('link', { name: "Open Evertree's quote page" });
  await expect(evertreeLink).toHaveAttribute('href', sent);
  await expectNoAxeViolations(page, 'Evertree redirect');
  await evertreeLink.click();
  await expect(page).toHaveURL(sent);
  await expect(page.getByRole('heading', { name: 'Evertree quote' })).toBeVisible();
  expect(navigations).toBe(2);
});
