import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { reachZip } from './startSteps';

// Issue 10, as a new shopper found it: "F-150" found nothing for a 2016 Ford (the list says F150) and said nothing;
// while the make list was open, the skip link, logo and Back stayed focusable inside content hidden from screen readers;
// back at "Add another vehicle?" answered No, nothing showed chosen.

/** From the start to the make step of a 2016 vehicle in Austin. */
async function reachMake(page: Page) {
  await reachZip(page);
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('combobox', { name: 'What year is your vehicle?' }).fill('2016');
  await page.getByRole('option', { name: '2016', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/vehicles\/1\/make$/);
  return page.getByRole('combobox', { name: 'What make is your 2016 vehicle?' });
}

const optionNames = (page: Page) => page.getByRole('listbox').getByRole('option').allTextContents();

test('"F-150" finds F150 for a 2016 Ford, and text in no label says "No matches"', async ({ page }) => {
  const make = await reachMake(page);
  await expectNoAxeViolations(page, 'make step');
  await make.pressSequentially('mercedes benz');
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await optionNames(page)).toEqual(['Mercedes-Benz']);
  await expectNoAxeViolations(page, 'make step, list open');
  await make.fill('');
  await make.pressSequentially('FORD');
  await page.getByRole('option', { name: 'Ford', exact: true }).click();
  await expect(make).toHaveValue('Ford');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/#\/vehicles\/1\/model$/);
  const model = page.getByRole('combobox', { name: /^Which 2016 Ford .*model is it\?$/ });
  await model.pressSequentially('zzzz');
  await expect(page.getByRole('listbox')).toContainText('No matches for “zzzz”');
  await expect(page.getByRole('status').filter({ hasText: 'No matches' })).toHaveText('No matches for “zzzz”');
  await expectNoAxeViolations(page, 'model step, no matches');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'No matches' })).toHaveCount(0);

  for (const typed of ['f 150', 'f150', 'F-150']) {
    await model.fill('');
    await model.pressSequentially(typed);
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await optionNames(page), typed).toEqual(['F150']);
  }
  await expectNoAxeViolations(page, 'model step, F-150 typed');
  await page.getByRole('option', { name: 'F150', exact: true }).click();
  await expect(model).toHaveValue('F150');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/#\/vehicles\/1\/model$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/model/);
  await expectNoAxeViolations(page, 'the step after the model');
});

test('with the make list open nothing hidden from screen readers is focusable; Escape or Tab close it and go on', async ({
  page,
}) => {
  const make = await reachMake(page);
  await make.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  // axe's aria-hidden-focus: the skip link, logo, Back, Continue and footer links were focusable while aria-hidden.
  await expectNoAxeViolations(page, 'make step, list open from the keyboard');
  const back = page.getByRole('button', { name: 'Back' });
  const continueButton = page.getByRole('button', { name: 'Continue' });

  // Escape closes the list and gives the page back: Shift+Tab reaches Back, Tab reaches Continue.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(make).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(back).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(make).toBeFocused();
  // Shift+Tab with the list open closes it and reaches Back.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(back).toBeFocused();
  await page.keyboard.press('Tab');

  // Tab with the list open takes the highlighted option (react-aria's way), closes it and moves on to Continue.
  await expect(make).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('toyo');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(continueButton).toBeFocused();
  await expect(make).toHaveValue('Toyota');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/vehicles\/1\/model$/);
  await expectNoAxeViolations(page, 'model step after the keyboard');
});

test('back at "Add another vehicle?" answered No, No shows chosen', async ({ page }) => {
  const make = await reachMake(page);
  await make.pressSequentially('Ford');
  await page.getByRole('option', { name: 'Ford', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const model = page.getByRole('combobox', { name: 'Which 2016 Ford model is it?' });
  await model.pressSequentially('F150');
  await page.getByRole('option', { name: 'F150', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The rest of the vehicle's steps (trim, ownership, coverage, use, mileage): the first answer each time.
  while (!/#\/vehicles\/1\/vehicle-summary$/.test(page.url())) {
    const url = page.url();
    const list = page.getByRole('combobox');
    // The step's field, once its options have loaded (trims come from the sandbox).
    await expect(list.or(page.getByRole('radio')).first()).toBeAttached();
    if (await list.count()) {
      await list.focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('option').first().click();
    } else await page.getByRole('radio').first().check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(url);
  }
  const no = page.getByRole('radio', { name: 'No', exact: true });
  await no.check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/drivers\/1\//);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/vehicles\/1\/vehicle-summary$/);
  await expect(no).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Yes', exact: true })).not.toBeChecked();
  await expectNoAxeViolations(page, 'vehicle summary after Back');
});
