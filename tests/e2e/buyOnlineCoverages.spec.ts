import { expect, type Page, test } from '@playwright/test';
import { coverageChoices, stateMinimumOf } from '../../src/domain/coverageLimits';
import { isUsState } from '../../src/domain/coverageSelection';
import { coverageName, limitLabel } from '../../src/ui/screens/bind/coverageCopy';
import { expectNoAxeViolations } from './axe';
import { SHOPPER, continueOnline, finished, h1, sessionQuestions, valuesOf, walkScreens } from './buyOnlineDrive';
import { escapeRegExp } from '../regexp';

// Editable coverages against the state minimums in Chromium (issue 12; spec 001 sections 4 and 7): the saved shopper
// (California, a financed car) continues online with Liberty Mutual; on editable-coverages each coverage offers only
// the limits California allows, its minimum named beside it. The shopper raises uninsured motorist above bodily
// injury and the collision deductible; POST /rules-engine/ lowers uninsured motorist back, the screen says so beside
// the coverage, the shopper confirms, and the re-rate (UPDATE_COVERAGE) prices the confirmed limits before payment.
// Every screen is scanned by axe.
//
// The anonymous id is the app's own (quoteflow:anonymousId, new per browser context): on main every bucket shows
// editable coverages.

const state = finished.autoPolicy.policy.address?.state ?? finished.autoPolicy.policy.state ?? '';
if (!isUsState(state)) throw new Error('the saved shopper has no US state');
const financed = finished.autoPolicy.vehicles.some(
  (v) => v.ownershipStatus === 'Finance' || v.ownershipStatus === 'Lease',
);

const UM = 'uninsuredMotoristBodilyInjury';
const combobox = (page: Page, key: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(coverageName(key))}`) });

/**
 * Opens a coverage's list from the keyboard (ArrowDown). The list closes when the page scrolls under it (react-aria),
 * as focusing a field lower on the page may still be doing: opened again until it stays.
 */
async function openList(page: Page, key: string) {
  const box = combobox(page, key);
  await box.scrollIntoViewIfNeeded();
  await expect(async () => {
    if (await page.getByRole('listbox').isVisible()) return;
    await box.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return page.getByRole('listbox');
}

/** The options a coverage's list offers, opened from the keyboard and closed again (Escape). */
async function optionsOf(page: Page, key: string) {
  const list = await openList(page, key);
  const options = await list.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  return options;
}

/** Chooses a coverage's limit by its words, the list opened from the keyboard. */
async function choose(page: Page, key: string, label: string) {
  const list = await openList(page, key);
  await list.getByRole('option', { name: label, exact: true }).click();
  await expect(combobox(page, key)).toHaveValue(label);
}

/** The texts aria-describedby points at: the minimum and any adjustment, as a screen reader hears them. */
async function descriptionOf(page: Page, key: string) {
  return combobox(page, key).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

test('liberty mutual: coverages offered at the state minimums, an adjustment shown and confirmed, then re-rated', async ({
  page,
}, testInfo) => {
  const request = page.request;
  const asked = sessionQuestions(page);
  const checks: { valid: boolean }[] = [];
  const rerates: Record<string, string>[] = [];
  page.on('response', async (res) => {
    if (res.request().method() !== 'POST') return;
    if (/\/api\/rules-engine\/$/.test(res.url())) checks.push((await res.json()) as { valid: boolean });
    const details = (res.request().postDataJSON() as { requestDetails?: { step?: string; coverages?: object } } | null)
      ?.requestDetails;
    if (details?.step === 'UPDATE_COVERAGE') rerates.push(details.coverages as Record<string, string>);
  });
  await continueOnline(page, request, 'Liberty Mutual');
  const values = () => ({
    ...valuesOf(asked.rc2, finished),
    ...valuesOf(asked.rc3, null, { 'payment.paymentPlan': 'fullPayPlan' }),
  });

  let visits = 0;
  let bodilyInjury = '';
  const onCoverages = async (slug: string) => {
    if (slug !== 'editable-coverages') return false;
    visits += 1;
    await expect(h1(page)).toHaveText('Review your coverages');
    if (visits === 1) {
      // Only what California allows, its minimum named beside each coverage it requires.
      const biChoices = coverageChoices('bodilyInjury', state, { financed });
      expect(await optionsOf(page, 'bodilyInjury')).toEqual(biChoices.map((v) => limitLabel('bodilyInjury', v)));
      expect(biChoices).not.toContain('15/30');
      expect(await descriptionOf(page, 'bodilyInjury')).toContain(
        `${state} minimum: ${stateMinimumOf('bodilyInjury', state)}`,
      );
      expect(await descriptionOf(page, 'propertyDamage')).toContain(
        `${state} minimum: ${stateMinimumOf('propertyDamage', state)}`,
      );
      // The financed car's lender requires collision: it cannot be declined.
      expect(await optionsOf(page, 'collision')).not.toContain('No coverage');
      bodilyInjury = await combobox(page, 'bodilyInjury').inputValue();
      // Uninsured motorist above bodily injury, which the rules do not allow.
      await choose(page, UM, '$500,000 / $1,000,000');
      // And a higher collision deductible, which they allow.
      await choose(page, 'collision', '$1,000 deductible');
      await expectNoAxeViolations(page, 'editable coverages with a limit changed');
      return false;
    }
    if (visits === 2) {
      // Back with the adjustment: nothing re-rated yet, the change named and explained beside its coverage.
      expect(checks.map((c) => c.valid)).toEqual([false]);
      expect(rerates).toEqual([]);
      await expect(
        page.getByRole('status').filter({ hasText: 'We adjusted your coverages to meet the rules' }),
      ).toBeVisible();
      await expect(combobox(page, UM)).toHaveValue(bodilyInjury);
      await expect(combobox(page, 'collision')).toHaveValue('$1,000 deductible');
      expect(await descriptionOf(page, UM)).toContain("Uninsured motorist coverage can't be higher than bodily injury");
      await expect(page.getByText(/Uninsured motorist coverage can't be higher than bodily injury/)).toBeVisible();
      return false;
    }
    // Confirmed: checked again (valid), re-rated with the adjusted limit, and the new price shown.
    expect(checks.map((c) => c.valid)).toEqual([false, true]);
    expect(rerates).toHaveLength(1);
    expect(limitLabel(UM, rerates[0][UM])).toBe(bodilyInjury);
    expect(rerates[0].collision).toBe('1000');
    // A higher deductible costs less: the re-rated price, in words and figures.
    await expect(page.getByText(/^Your price went down by \$/)).toBeVisible();
    await expect(page.getByText('New price')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'We adjusted your coverages' })).toHaveCount(0);
    return false;
  };
  const atPayment = async () => /\/payment-method$/.test(page.url());
  const slugs = await walkScreens(page, values, atPayment, SHOPPER, [], onCoverages);
  expect(slugs.filter((s) => s === 'editable-coverages')).toHaveLength(3);
  await expect(page).toHaveURL(/#\/postQuotesFlow\/auto\/libertymutual\/1\/payment-method$/);
  await expectNoAxeViolations(page, 'payment method after the coverages');
  testInfo.annotations.push({ type: 'state', description: state });
});
