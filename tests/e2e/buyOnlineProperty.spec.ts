import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HomeUser, RentersUser } from '../../src/contract/property';
import { homeIntakeModel } from '../mbt/intakeModel';
import { shortestPathToComplete } from '../mbt/paths';
import {
  DECLINED_CARD,
  GOOD_CARD,
  SHOPPER,
  type Values,
  buyingLineAndReload,
  expectNoPaymentError,
  expectPurchased,
  failedCardShown,
  purchasedAt,
  sessionQuestions,
  valuesOf,
  walkScreens,
} from './buyOnlineDrive';
import { h1, saveShopper } from './savedShopper';

// Home and renters bought online in the browser (issue 31): a saved shopper's home or renters quotes, "Continue
// online" on the first card a carrier sells online, every post-quote screen answered from the sandbox's own questions
// (axe on each), to purchase success. The four shoppers of the issue: a home owner paying by escrow, a home owner paying
// by card whose connected-home discount re-rates the quote, a condo owner, and a renter listing the landlord as an
// interested party whose first card is declined.

/** The home intake's answers as its shortest generated path leaves them (an Austin, TX home the prefill found). */
const intakeHome = shortestPathToComplete(homeIntakeModel('defaultHome')).state.context.user as HomeUser;

function owner(policyType: 'Home' | 'Condo'): HomeUser {
  const u = structuredClone(intakeHome);
  u.homePolicy.policy.policyType = policyType;
  return HomeUser.parse(u);
}

/** A renter of the same place: the intake's answers moved to a renters policy, the address not yet confirmed. */
function renter(): RentersUser {
  const { contact, tracking, homePolicy } = structuredClone(intakeHome);
  const { address, zip, state, city, carrier } = homePolicy.policy;
  return RentersUser.parse({
    contact,
    tracking,
    rentersPolicy: {
      occupants: homePolicy.occupants,
      properties: [{ propertyAddress: address }],
      policy: {
        policyType: 'Renters',
        address,
        zip,
        state,
        city,
        carrier,
        livedMoreThanFiveYears: 'Yes',
        coverages: { deductibles: { allPerils: 1000 }, personalLiability: 100_000, medicalPayments: 1000 },
      },
    },
  });
}

type Kind = 'home' | 'renters';

/** Opens the saved shopper's quotes and continues online with the first card sold online; gives the carrier's id. */
async function continueOnline(page: Page, request: APIRequestContext, user: HomeUser | RentersUser, kind: Kind) {
  await page.goto((await saveShopper(request, user)).link);
  await expect(page).toHaveURL(/#\/home\/quotes$/, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /partner/ })).toHaveText('Every partner has answered.', {
    timeout: 30_000,
  });
  await page
    .getByRole('button', { name: /^Continue online/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/postQuotesFlow/${kind}/[a-z]+/1/post-quotes-landing$`), {
    timeout: 30_000,
  });
  return /postQuotesFlow\/[a-z]+\/([a-z]+)\//.exec(page.url())![1];
}

/** The session's questions answered from their defaults (with `rc2` and `rc3` over them), and the shopper's own. */
const answers =
  (asked: ReturnType<typeof sessionQuestions>, rc2: Values = {}, rc3: Values = {}) =>
  (): Values => ({
    ...valuesOf(asked.rc2, null, rc2),
    ...valuesOf(asked.rc3, null, { 'payment.paymentPlan': 'fullPayPlan', ...rc3 }),
  });

test('a home owner pays by escrow: the mortgage lender instead of a card, to purchase success', async ({
  page,
  request,
}) => {
  const asked = sessionQuestions(page);
  const carrier = await continueOnline(page, request, owner('Home'), 'home');
  const slugs = await walkScreens(
    page,
    answers(asked, {}, { 'payment.paymentMethod': 'escrow' }),
    purchasedAt(page),
    SHOPPER,
  );
  expect(slugs).toContain('mortgage-information');
  for (const card of ['vgs-collect', 'payment-info-collect', 'recurring-payments']) expect(slugs).not.toContain(card);
  await expectPurchased(page, carrier, 'home escrow purchase success', [], 'home');
  await expect(page.getByText(/mortgage lender/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Your evidence of insurance/ })).toBeVisible();
});

test('a home owner with a connected home sees the re-rated price go down, pays by card and buys', async ({
  page,
  request,
}) => {
  const asked = sessionQuestions(page);
  const carrier = await continueOnline(page, request, owner('Home'), 'home');
  let change = '';
  const slugs = await walkScreens(
    page,
    answers(asked, { 'property.1.connectedHome': 'Yes', 'property.1.securityProvider': 'ADT' }),
    purchasedAt(page),
    SHOPPER,
    [GOOD_CARD],
    async (slug) => {
      // The re-rate (Success With Changes: the connected-home credit) is shown before the shopper goes on: the
      // coverages compare the new price with the one chosen.
      if (slug === 'editable-coverages') {
        change = (await page.locator('.qf-bind-price__change').textContent()) ?? '';
        await expect(page.locator('main dt', { hasText: 'Price you saw' })).toBeVisible();
        await expect(page.locator('main dt', { hasText: 'New price' })).toBeVisible();
      }
      return false;
    },
  );
  expect(change).toMatch(/^Your price went down by \$[\d,]+\.\d\d\.$/);
  expect(slugs).toEqual(expect.arrayContaining(['discounts', 'home-security-system', 'home-security-provider']));
  await expectPurchased(page, carrier, 'home card purchase success', [], 'home');
});

test('a condo owner buys online by card; a reload and the back button on the way keep the purchase and its answers', async ({
  page,
  request,
}) => {
  const asked = sessionQuestions(page);
  const carrier = await continueOnline(page, request, owner('Condo'), 'home');
  // Every screen names what is bought; once, a reload keeps the screen and Back shows the one before (scanned).
  const name = (await page.locator('main p', { hasText: 'You are buying:' }).locator('strong').textContent()) ?? '';
  expect(name).not.toBe('');
  const slugs = await walkScreens(
    page,
    answers(asked),
    purchasedAt(page),
    SHOPPER,
    [GOOD_CARD],
    buyingLineAndReload(page, name),
  );
  expect(slugs).toContain('building-type');
  await expectPurchased(page, carrier, 'condo purchase success', [], 'home');
});

test('a renter lists the landlord as an interested party, has a card declined, then buys with another', async ({
  page,
  request,
}) => {
  const asked = sessionQuestions(page);
  const carrier = await continueOnline(page, request, renter(), 'renters');
  const slugs = await walkScreens(
    page,
    answers(asked, {
      'policy.interestedPartyInfoConfirmation': 'Yes',
      'policy.interestedPartyName': 'Congress Avenue Lofts LLC',
      'policy.interestedPartyAddress': '100 Congress Ave, Austin, TX 78701',
    }),
    purchasedAt(page),
    SHOPPER,
    [DECLINED_CARD, GOOD_CARD],
    failedCardShown(page, /declined/i),
  );
  expect(slugs).toEqual(
    expect.arrayContaining(['new-address-confirmation', 'interested-party-info-confirmation', 'interested-party-info']),
  );
  expect(slugs.filter((s) => s === 'vgs-collect')).toHaveLength(2);
  await expectPurchased(page, carrier, 'renters purchase success', [DECLINED_CARD], 'renters');
  await expectNoPaymentError(page, 'purchase success');
  await expect(h1(page)).toBeFocused();
});
