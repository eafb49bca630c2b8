import { expect, test, type Page } from '@playwright/test';
import { readQueryParams } from '../../src/app/queryParams';
import { BRANDS, type BrandId, brandOf } from '../../src/domain/brands';
import { formatPhone } from '../../src/domain/startValidation';
import { DEFAULT_PHONE_NUMBER } from '../../src/domain/config';
import { nodePath, routePrefixOf } from '../../src/machines/app/app.routes';
import { autoFlows, type AutoFlowId } from '../../src/machines/intake/flows';
import type { FlowEntry } from '../../src/machines/intake/flows/autoFlow';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { intakeModel } from '../mbt/intakeModel';
import { shortestPathToComplete } from '../mbt/paths';
import { expectNoAxeViolations } from './axe';
import { answerStep, enterFlow } from './driveStep';
import { RESULTS_HEADING } from './resultsHeading';

// The partner brands in the browser (issue 32, docs/decisions/0090): each opens by its URL with its logo and name, its
// colours, its phone number and its disclosures. Two walk to their quotes, the question routes under the white-label
// partner's name and axe on every screen they pass: the Liberty-Mutual type (the default graph, its fixed number, the
// email and credit disclosures) and the Safeco type through its own partner graph; the bankrate, mymove and sage types
// walk the short flow a paid-search shopper of theirs gets. A traffic source (cnet) keeps QuoteFlow's brand on its
// first screen.

/** The header, the footer and the URL a brand's shopper sees. */
async function expectBrand(page: Page, brand: BrandId, phone: string) {
  const { name, disclosures, disclaimer } = BRANDS[brand];
  await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
  const home = page.getByRole('banner').getByRole('link', { name, exact: true });
  await expect(home).toBeVisible();
  await expect(home.locator('img')).toHaveAttribute('src', BRANDS[brand].logo);
  await expect(
    page.getByRole('banner').getByRole('link', { name: new RegExp(literal(formatPhone(phone))) }),
  ).toBeVisible();
  const footer = page.getByRole('contentinfo');
  if (disclosures.footer) await expect(footer).toContainText(disclosures.footer);
  if (disclaimer) await expect(footer).toContainText(disclaimer);
  await expect(footer).toContainText(`${name} compares quotes`);
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The brand the entry's URL decides, and its question routes' prefix. */
const brandAt = (entry: FlowEntry) => brandOf(readQueryParams({ search: entry.search, hash: entry.hash }));

async function walkToQuotes(
  page: Page,
  request: Parameters<typeof enterFlow>[1],
  flowId: AutoFlowId,
  entry: FlowEntry,
  pinned: Parameters<typeof shortestPathToComplete>[1] = {},
) {
  const brand = brandAt(entry);
  const prefix = routePrefixOf(brand);
  const phone = BRANDS[brand].phone;
  const path = shortestPathToComplete(intakeModel(flowId), pinned);
  test.setTimeout(90_000 + path.steps.length * 4_000);
  await enterFlow(page, request, entry, 11);
  const disclosed = new Set<string>();
  const submits = path.steps
    .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
    .filter(({ step }) => step.event.type === 'SUBMIT');
  for (const [i, { step, before }] of submits.entries()) {
    const view = selectQuestionView(before!)!;
    await expect(page).toHaveURL(new RegExp(`#${literal(`${prefix}${nodePath(view.node)}`)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.title);
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
    // The brand's own subtext where it overrides the question's.
    const copy = BRANDS[brand].copy[view.step];
    if (copy) await expect(page.getByText(copy, { exact: true })).toBeVisible();
    const disclosure =
      view.step === 'email' || view.step === 'creditScore' ? BRANDS[brand].disclosures[view.step] : undefined;
    if (disclosure) {
      await expect(page.getByTestId('brand-disclosure')).toHaveText(disclosure);
      disclosed.add(view.step);
    } else await expect(page.getByTestId('brand-disclosure')).toHaveCount(0);
    if (i === 0) await expectBrand(page, brand, phone ?? DEFAULT_PHONE_NUMBER);
    // The fixed partner number stays whatever the traffic source's lookup finds (the intraflow number).
    else if (phone) await expect(page.getByRole('banner')).toContainText(formatPhone(phone));
    await expectNoAxeViolations(page, `${brand} ${view.node}`);
    await answerStep(page, view, (step.event as { answer: unknown }).answer);
  }
  await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
    timeout: 30_000,
  });
  // The results are no question route: no partner name before them.
  await expect(page).toHaveURL(/#\/(quotes|results)$/);
  const extras = page.getByRole('dialog', { name: 'A few more answers for sharper offers' });
  if (await extras.isVisible()) await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RESULTS_HEADING);
  await expect(page.getByRole('banner').getByRole('link', { name: BRANDS[brand].name, exact: true })).toBeVisible();
  if (phone) await expect(page.getByRole('banner')).toContainText(formatPhone(phone));
  await expectNoAxeViolations(page, `${brand} quotes`);
  return disclosed;
}

test('the Liberty-Mutual-type partner walks to its quotes with its brand, fixed number, disclosures and prefix', async ({
  page,
  request,
}) => {
  const entry: FlowEntry = { search: '?siteSource=libertymutual' };
  expect(brandAt(entry)).toBe('libertymutual');
  // A Texan: the credit-score question is asked (CA, HI, MA and MI skip it), so both disclosures show.
  const disclosed = await walkToQuotes(page, request, 'defaultAuto', entry, { zipcode: ['78701'] });
  expect([...disclosed].sort()).toEqual(['creditScore', 'email']);
});

test('the Safeco-type partner walks its own graph to its quotes under #/safeco/', async ({ page, request }) => {
  const entry = autoFlows.safecoFullFlow.entry;
  expect(brandAt(entry)).toBe('safeco');
  await walkToQuotes(page, request, 'safecoFullFlow', entry);
});

// The bankrate, mymove and sage types walk the shortest flow their site source gets: a paid-search shopper
// (utm_campaign=nb_ins) from each comes in on the short flow, in the partner's brand, its copy where it overrides a
// question. mymove's two modes (mymove-agency, mymove-shortform) share the brand and, outside a frame, the flow: one
// walk is both's.
for (const [source, brand] of [
  ['bankrate-cpc', 'bankrate'],
  ['mymove-shortform', 'mymove'],
  ['sage', 'sage'],
] as const) {
  test(`the ${brand}-type partner (${source}) walks its short flow to its quotes in its brand`, async ({
    page,
    request,
  }) => {
    const entry: FlowEntry = { search: `?siteSource=${source}&utm_campaign=nb_ins` };
    expect(brandAt(entry)).toBe(brand);
    expect(brandAt({ search: `?siteSource=${source === 'mymove-shortform' ? 'mymove-agency' : source}` })).toBe(brand);
    await walkToQuotes(page, request, 'paidSearchShortFlow', entry);
  });
}

for (const [search, brand] of [['?siteSource=cnet', 'quoteflow']] as const) {
  test(`${search} opens in the ${brand} brand, its first question unprefixed`, async ({ page }) => {
    await page.goto(`/${search}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/#\/[a-z]+\/1\/[a-z-]+$/);
    expect(new URL(page.url()).hash).not.toMatch(/^#\/(safeco|libertymutual)\//);
    await expectBrand(page, brand, DEFAULT_PHONE_NUMBER);
    await expectNoAxeViolations(page, `${brand} first question`);
  });
}

// An embedded start in QuoteFlow's brand paints none of QuoteFlow's site before the app runs (decision 0100): with the
// app's scripts held back, the first paint is what index.html's first script left, the loader, not the prerendered
// page's header and footer; a plain start paints its prerendered question with them.
test('an embedded start paints no site header or footer before the app runs, a plain start its prerendered page', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/?iframe=true&siteSource=erika');
  await expect(page.locator('html')).toHaveClass(/qf-elsewhere/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading your page…' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expectNoAxeViolations(page, 'embedded start before the app');
  await page.goto('/?siteSource=erika');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'prerendered start before the app');
});
