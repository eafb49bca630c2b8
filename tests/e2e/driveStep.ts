import { expect, type Page } from '@playwright/test';
import type { QuestionView } from '../../src/machines/intake/intake.selectors';

// Answers one question through the UI as a shopper would: the answer is the SUBMIT event of a generated path.

const labelOf = (view: QuestionView, value: unknown) =>
  view.options.find((o) => o.value === value)?.label ?? String(value);

/** The whole option card is the radio's label, so the click lands on the label (react-aria's pattern). */
async function pick(page: Page, label: string) {
  const radio = page.getByRole('radio', { name: label, exact: true });
  await radio.check({ force: true });
  await expect(radio).toBeChecked();
}

/** A radio inside one of several groups on a screen, the group found by its question. */
async function pickIn(page: Page, group: string | RegExp, label: string) {
  const radio = page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: label, exact: true });
  await radio.check({ force: true });
  await expect(radio).toBeChecked();
}

async function choose(page: Page, name: string, label: string) {
  const box = page.getByRole('combobox', { name, exact: true });
  await box.fill(label);
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(box).toHaveValue(label);
}

export async function answerStep(page: Page, view: QuestionView, answer: unknown) {
  const a = (answer ?? {}) as Record<string, string | boolean | undefined>;
  switch (view.form) {
    case 'choice':
    case 'summary':
      await pick(page, labelOf(view, answer));
      break;
    case 'select':
      await choose(page, view.title, labelOf(view, answer));
      break;
    case 'name':
      await page.getByLabel('First name').fill(String(a.firstName));
      await page.getByLabel('Last name').fill(String(a.lastName));
      break;
    case 'date':
      await page.getByLabel('Date of birth').fill(String(answer));
      break;
    case 'nameBirthdate':
      await page.getByLabel('First name').fill(String(a.firstName));
      await page.getByLabel('Last name').fill(String(a.lastName));
      await page.getByLabel('Date of birth').fill(String(a.birthdate));
      break;
    case 'marriedGenderMilitary':
      await pickIn(page, /married\?$/, String(a.maritalStatus));
      await pickIn(page, /gender\?$/, labelOf(view, a.gender));
      await pickIn(page, /military\?$/, String(a.militaryAffiliation));
      break;
    case 'zip':
      await page.getByLabel('ZIP code').fill(String(answer));
      break;
    case 'email':
      await page.getByLabel('Email address').fill(String(a.email));
      if (a.emailConsent) await page.getByRole('checkbox').check({ force: true });
      break;
    case 'address':
      await page.getByRole('combobox', { name: 'Street address' }).fill(String(a.streetAddress));
      {
        // The sandbox's autocomplete answers with the normalised street in the ZIP's city; the shopper picks it.
        const suggestion = page
          .getByRole('option', { name: new RegExp(`^${String(a.streetAddress).split(' ')[0]} `) })
          .first();
        await suggestion.click();
        await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveValue(
          new RegExp(String(a.streetAddress), 'i'),
        );
      }
      await page.getByLabel('Apartment, suite or unit (optional)').fill(String(a.secondaryAddress ?? ''));
      await pick(page, String(a.livedSixtyDays));
      break;
    case 'previousAddress':
      await page.getByLabel('Street address').fill(String(a.streetAddress));
      await page.getByLabel('City').fill(String(a.city));
      await choose(page, 'State', String(a.state));
      await page.getByLabel('ZIP code').fill(String(a.zip));
      break;
    case 'checklist': {
      const chosen = answer as string[];
      for (const o of view.options) {
        const box = page.getByRole('checkbox', { name: new RegExp(`^${o.label}`) });
        // The checkbox's label covers it, as with radios.
        if (chosen.includes(o.value)) await box.check({ force: true });
        else await box.uncheck({ force: true });
      }
      break;
    }
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}
