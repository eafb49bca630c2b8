import { expect, test, type Page } from '@playwright/test';
import type { AutoUser } from '../../src/contract';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../src/domain/errors';
import { expectNoAxeViolations } from './axe';
import { finished, h1, savedShopper, screenIs, withFaults, withRatecallFaults } from './savedShopper';
import { QUOTES_HEADING } from './resultsHeading';

// Each error page of the results (spec 001 sections 2 and 8) in Chromium, produced by the sandbox's fault injection
// (server/README.md "Fault injection"): its URL, heading and message, the answers kept (the way back reaches the
// questions, filled in), and axe on the page.

const QUESTION_ROUTE = /#\/[a-z]+\/[1-9]\d*\/[a-z0-9-]+$/;

function inMassachusetts(user: AutoUser): AutoUser {
  const copy = structuredClone(user);
  copy.autoPolicy.policy.state = 'MA';
  copy.autoPolicy.policy.zip = '02108';
  copy.autoPolicy.policy.city = 'Boston';
  return copy;
}

/** The page's URL, heading and message, axe, then the answers kept: "Review my answers" reaches a filled question. */
async function expectErrorPage(page: Page, p: { url: RegExp; title: string; message: string; screen: string }) {
  await expect(h1(page)).toHaveText(p.title, { timeout: 30_000 });
  await expect(page).toHaveURL(p.url);
  await expect(page.getByText(p.message, { exact: true })).toBeVisible();
  await expect(h1(page)).toBeFocused();
  await expectNoAxeViolations(page, p.screen);
}

async function expectAnswersKept(page: Page) {
  await page.getByRole('button', { name: 'Review my answers' }).click();
  await expect(page).toHaveURL(QUESTION_ROUTE);
  await expect(h1(page)).not.toHaveText(/error|offers|quotes|roadblock/i);
  // The question shows the shopper's answer: a chosen option or a filled field.
  const answered = page.locator(
    'input:checked, [aria-checked="true"], [aria-selected="true"], input[value]:not([value=""])',
  );
  await expect(answered.first()).toBeAttached();
  await expectNoAxeViolations(page, 'question after an error');
}

test.describe('results error pages', () => {
  test('a refused save of the user: the general error', async ({ page, request }) => {
    await withFaults(page, 'route=updateUser;kind=empty');
    await page.goto(await savedShopper(request));
    await expectErrorPage(page, {
      url: /#\/error$/,
      title: ERROR_TITLES.results_error,
      message: ERROR_MESSAGES.results_error,
      screen: 'general error',
    });
    await expectAnswersKept(page);
  });

  test("a failing server: 500 'Internal Server Error', and Try again once it is back", async ({ page, request }) => {
    let failing = true;
    await page.route('**/api/**', (route) => {
      const headers = route.request().headers();
      return route.continue({
        headers: failing ? { ...headers, 'x-sandbox-fault': 'route=updateUser;kind=error' } : headers,
      });
    });
    await page.goto(await savedShopper(request));
    await expectErrorPage(page, {
      url: /#\/error$/,
      title: ERROR_TITLES.server_error,
      message: ERROR_MESSAGES.server_error,
      screen: '500 error',
    });
    // Titled after what it shows, as the quotes are after Try again (titles.spec.ts has the questions').
    const error = await screenIs(page, ERROR_TITLES.server_error);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/#\/quotes$/);
    expect(await screenIs(page, QUOTES_HEADING)).not.toBe(error);
    await expectAnswersKept(page);
  });

  test('Massachusetts with no ads after the retries and the fallback: the clickwall error', async ({
    page,
    request,
  }) => {
    await withFaults(page, 'route=autoMediaAlpha;kind=empty,route=autoAds;kind=empty');
    await page.goto(await savedShopper(request, inMassachusetts(finished)));
    await expectErrorPage(page, {
      url: /#\/error$/,
      title: ERROR_TITLES.clickwall_error,
      message: ERROR_MESSAGES.clickwall_error,
      screen: 'clickwall error',
    });
    await expectAnswersKept(page);
  });

  test('no quote and no ad with the agency experience: the no-ads error', async ({ page, request }) => {
    await withFaults(page, 'route=autoQuotes;kind=empty,route=autoMediaAlpha;kind=empty,route=autoAds;kind=empty');
    await page.goto(await savedShopper(request));
    await expectErrorPage(page, {
      url: /#\/error$/,
      title: ERROR_TITLES.no_ads,
      message: ERROR_MESSAGES.no_ads,
      screen: 'no-ads error',
    });
    await expectAnswersKept(page);
  });

  test('no agency experience and no ad: the no-agency-eligibility error', async ({ page, request }) => {
    // The address chain found the shopper not agency eligible (policy.isAgencyEligible): ads only, and none come.
    const notEligible = structuredClone(finished);
    notEligible.autoPolicy.policy.isAgencyEligible = false;
    await withFaults(page, 'route=autoMediaAlpha;kind=empty,route=autoAds;kind=empty');
    await page.goto(await savedShopper(request, notEligible));
    await expectErrorPage(page, {
      url: /#\/error$/,
      title: ERROR_TITLES.no_agency_eligibility,
      message: ERROR_MESSAGES.no_agency_eligibility,
      screen: 'no-agency error',
    });
    await expectAnswersKept(page);
  });

  for (const c of [
    {
      name: "a carrier's failed step after Continue online: the rate-call error (rcError)",
      fault: 'error',
      url: /#\/error$/,
      code: 'rc_error',
    },
    {
      name: "a carrier's hard stop after Continue online: /post-quotes-error",
      fault: 'stop',
      url: /#\/post-quotes-error$/,
      code: 'post_quotes_error',
    },
  ] as const) {
    test(c.name, async ({ page, request }) => {
      const carriers = ['safeco', 'libertymutual', 'lemonade', 'branch', 'root', 'fasttrack'];
      await withRatecallFaults(page, carriers.map((id) => `carrier=${id};kind=${c.fault}`).join(','));
      await page.goto(await savedShopper(request));
      await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
        timeout: 30_000,
      });
      await page
        .getByRole('button', { name: /Continue online/ })
        .first()
        .click();
      await expectErrorPage(page, {
        url: c.url,
        title: ERROR_TITLES[c.code],
        message: ERROR_MESSAGES[c.code],
        screen: c.code,
      });
      // Back to the quotes, then on to the answers: both kept.
      await page.getByRole('button', { name: 'Back to all quotes' }).click();
      await expect(page).toHaveURL(/#\/quotes$/);
      await expect(page.getByRole('button', { name: /Continue online/ }).first()).toBeVisible();
      await expectAnswersKept(page);
    });
  }
});
