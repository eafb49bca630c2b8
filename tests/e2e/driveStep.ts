import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ANONYMOUS_ID_KEY } from '../../src/app/anonymousId';
import { STORAGE_KEY } from '../../src/app/storageKey';
// The intake chunk registered, as the app has it once running: its question routes (nodePath) and views come with it.
import '../../src/machines/intake/intake.live';
import type { QuestionView } from '../../src/machines/intake/intake.selectors';
import { INCIDENT_CATEGORIES } from '../../src/machines/intake/questions/incidentCategories';
import type { FlowEntry } from '../../src/machines/intake/flows/autoFlow';
import { hashFirstSegment, readQueryParams } from '../../src/app/queryParams';
import { experimentRuleInput, readOutcomes } from '../../src/actors/experiments.actor';
import { readStartExperiments, START_RULES } from '../../src/machines/intake/startGraph';
import { seededRandom } from '../../src/testing/seededRandom';

// Answers one question through the UI as a shopper would: the answer is the SUBMIT event of a generated path. And
// the anonymous id a walk enters with, so the sandbox's experiments put the shopper in the flow the walk is of.

/**
 * An anonymous id the sandbox's experiments bucket exactly as the entry says: its variants, and every other start
 * rule in its control group (else a paid-search shopper may land in a landing-page variant). Candidates from a
 * sequence seeded by `seed` are asked of the real rules until one answers so (buckets are 20-34 wide: a few dozen
 * tries).
 */
export async function anonymousIdFor(request: APIRequestContext, entry: FlowEntry, seed: number): Promise<string> {
  const wanted = Object.entries(readStartExperiments(entry.experiments ?? {}));
  const random = seededRandom(seed);
  const params = readQueryParams({ search: entry.search, hash: entry.hash });
  for (let i = 0; i < 500; i += 1) {
    const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
    const input = experimentRuleInput({ params, hashFirstSegment: hashFirstSegment(entry.hash), anonymousId: id });
    const res = await request.post('/api/rules-engine/evaluate', {
      data: { rules: START_RULES.map((name) => ({ name, input })) },
    });
    const { values } = readOutcomes((await res.json()).results);
    if (wanted.every(([rule, value]) => values[rule as keyof typeof values] === value)) return id;
  }
  throw new Error(`no anonymous id buckets into ${JSON.stringify(entry.experiments)}`);
}

/**
 * Opens the flow by its entry's URL as a shopper the experiments bucket into it (`seed` picks the anonymous id). A flow
 * the experiments choose starts only for a shopper who has not answered yet (app.machine.ts applyExperiments): this
 * waits for their answer, as a shopper's first click may come before it, and then stays in the flow the URL alone
 * chooses.
 */
export async function enterFlow(page: Page, request: APIRequestContext, entry: FlowEntry, seed: number) {
  const anonymousId = await anonymousIdFor(request, entry, seed);
  await page.addInitScript(([key, id]) => localStorage.setItem(key, id), [ANONYMOUS_ID_KEY, anonymousId] as const);
  await page.goto(`/${entry.search}${entry.hash ?? ''}`);
  if (!entry.experiments) return;
  await expect
    .poll(
      () =>
        page.evaluate(
          (key) => JSON.parse(sessionStorage.getItem(key) ?? 'null')?.context?.experiments != null,
          STORAGE_KEY,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

const labelOf = (view: QuestionView, value: unknown) =>
  view.options.find((o) => o.value === value)?.label ?? String(value);

/** The whole option card is the radio's label, so the click lands on the label (react-aria's pattern). */
async function pick(page: Page, label: string) {
  const radio = page.getByRole('radio', { name: label, exact: true });
  // A page the app starts on at once swaps the prerendered question for its own render (boot.css, startApp.tsx): a
  // pick that lands on the question being swapped out is picked again on the one shown.
  await expect(async () => {
    await radio.check({ force: true, timeout: 2_000 });
    await expect(radio).toBeChecked({ timeout: 1_000 });
  }).toPass();
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

/** The sandbox's autocomplete answers with the normalised street in the ZIP's city; the shopper picks it. */
async function pickStreet(page: Page, street: string) {
  await page.getByRole('combobox', { name: 'Street address' }).fill(street);
  const suggestion = page.getByRole('option', { name: new RegExp(`^${street.split(' ')[0]} `) }).first();
  await suggestion.click();
  await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveValue(new RegExp(street, 'i'));
}

/**
 * A number of its own for each walk that reaches the phone step: the sandbox texts one number at most 3 codes in 10
 * minutes, and walks run side by side.
 */
export const walkPhoneNumber = () => `(312) 555-${String(2000 + Math.floor(Math.random() * 8000))}`;

/** The code the sandbox texted to the number the verification step names (on the page), from its SMS outbox. */
export async function codeTextedTo(page: Page, view: Pick<QuestionView, 'node'>): Promise<string> {
  const subtitle = await page.locator('.qf-question__subtitle').textContent();
  const number = /\((\d{3})\) (\d{3}) - (\d{4})/.exec(subtitle ?? '');
  if (!number) throw new Error(`${view.node}: no phone number in "${subtitle}"`);
  // Against the page's own origin: the bench's browser has no base URL (bench/steps.bench.ts).
  const res = await page.request.get(new URL(`/api/sandbox/sms-outbox/${number.slice(1).join('')}`, page.url()).href);
  expect(res.status()).toBe(200);
  return /(\d{6})$/.exec(((await res.json()) as { body: string }).body)![1];
}

/** How the step's way on is pressed: Playwright's click by default (its pointer events back to back, in one task). */
export type PressContinue = (page: Page, button: Locator) => Promise<void>;

/** Playwright's click: hover, the pointer's down and up and the click, back to back in one task. */
export const clickIt: PressContinue = async (_page, button) => button.click();

export async function answerStep(page: Page, view: QuestionView, answer: unknown, press: PressContinue = clickIt) {
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
      await pickStreet(page, String(a.streetAddress));
      await page.getByLabel('Apartment, suite or unit (optional)').fill(String(a.secondaryAddress ?? ''));
      await pick(page, String(a.livedSixtyDays));
      break;
    case 'addressPhone':
      await pickStreet(page, String(a.streetAddress));
      await page.getByLabel('Apartment, suite or unit (optional)').fill(String(a.secondaryAddress ?? ''));
      await page.getByLabel('Phone number').fill(String(a.phoneNumber));
      break;
    case 'incidents':
      for (const c of INCIDENT_CATEGORIES) {
        const dates = (answer as Record<string, string[]>)[c.key] ?? [];
        for (const [i, date] of dates.entries()) {
          await page.getByRole('button', { name: c.add, exact: true }).click();
          await page.getByLabel(`${c.entry} ${i + 1}: month and year`).fill(date);
        }
      }
      break;
    case 'sr22Filing':
      await page.getByLabel('Case number').fill(String(a.filingCaseNumber));
      await page.getByLabel('Filing date').fill(String(a.filingDate));
      await page.getByLabel('End date').fill(String(a.filingEndDate));
      break;
    case 'phone':
      // The path's number is a sample: each walk texts a number of its own (the sandbox's per-number limit).
      await page.getByLabel('Phone number').fill(walkPhoneNumber());
      break;
    case 'code':
      // The path's code is a sample: the shopper types the one the sandbox texted, read from its SMS outbox.
      await page.getByLabel('Verification code').fill(await codeTextedTo(page, view));
      break;
    case 'review':
      break;
    case 'knockout':
      // A terminal page's one answer is its way on (spec 000 section 4: other companies' offers).
      await press(page, page.getByRole('button', { name: view.wayOn, exact: true }));
      return;
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
  await press(page, page.getByRole('button', { name: 'Continue' }));
}
