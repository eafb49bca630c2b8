import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { autoFlows, type AutoFlowId } from '../../src/machines/intake/flows';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { nodePath, routePrefixOf } from '../../src/machines/app/app.routes';
import { readQueryParams } from '../../src/app/queryParams';
import { brandOf } from '../../src/domain/brands';
import { nodesAlong, shortestPathToComplete, type GeneratedPath } from '../mbt/paths';
import { intakeModel, type Pinned } from '../mbt/intakeModel';
import { answerStep, enterFlow } from './driveStep';
import { expectNoAxeViolations } from './axe';
import { RESULTS_HEADING } from './resultsHeading';
import { scannedByWalks, screenOf } from './intakeWalks';

// The address-success chain in Chromium against the sandbox (spec 000 section 4): after the ZIP lookup the header
// shows the traffic source's number, and the agency-eligible pages show or skip as the remote rules decide; a
// Safeco-type shopper who is knocked out takes the knockout page's way on to other companies' offers. The paths come
// from the machines, each follow-up answered as the sandbox answers it; axe scans every screen the intake walks do
// not (intakeWalks.ts: a step under a partner's brand is scanned once in the suite, decision 0055).

const phoneLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Call us:/ });

/**
 * Answers the path's questions from the node after `after` (else the first) up to `stop`, scanning every screen the
 * intake walks do not scan.
 */
async function answerAlong(
  page: Page,
  flowId: AutoFlowId,
  path: GeneratedPath,
  { after, stop }: { after?: string; stop?: string },
) {
  const submits = path.steps
    .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
    .filter(({ step }) => step.event.type === 'SUBMIT')
    .map(({ step, before }) => ({
      view: selectQuestionView(before!)!,
      answer: (step.event as { answer: unknown }).answer,
    }));
  const from = after ? submits.findIndex(({ view }) => view.node === after) + 1 : 0;
  // A white-label partner's question routes are under its name (spec 000 section 2, decision 0090).
  const { search, hash } = autoFlows[flowId].entry;
  const prefix = routePrefixOf(brandOf(readQueryParams({ search, hash })));
  for (const { view, answer } of submits.slice(from)) {
    await expect(page).toHaveURL(new RegExp(`#${prefix}${nodePath(view.node)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.title);
    if (view.node === stop) return;
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
    if (!scannedByWalks.has(screenOf(autoFlows[flowId].entry, view.node))) await expectNoAxeViolations(page, view.node);
    await answerStep(page, view, answer);
  }
}

/** Enters the flow by its URL, bucketed into the experiments its entry names, once they have answered. */
const enter = (page: Page, request: APIRequestContext, flowId: AutoFlowId) =>
  enterFlow(page, request, autoFlows[flowId].entry, 11);

const insuredOwner: Pinned = {
  currentlyInsured: ['Yes'],
  whyInsured: ['betterRate'],
  carrier: ['Progressive'],
  ownershipStatus: ['Own'],
  maritalStatus: ['No'],
  accidents: ['0'],
  homeOwnershipStatus: ['Rent'],
};
const AGENCY_PAGES = ['fullCoverage~1', 'bundlingInterest~1', 'email~1', 'discounts~1', 'coverageBILimit~1'];

test('an agency-eligible Texan sees the phone number and every agency page, to the coverage level', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const path = shortestPathToComplete(intakeModel('defaultAuto'), { ...insuredOwner, zipcode: ['78701'] });
  const nodes = nodesAlong(path);
  for (const node of [...AGENCY_PAGES, 'coveragesTier~1']) expect(nodes, node).toContain(node);
  await enter(page, request, 'defaultAuto');
  await answerAlong(page, 'defaultAuto', path, { stop: 'coveragesTier~1' });
  // spec 000 section 5: displayed (###) ### - ####, dialled as a tel: link.
  await expect(phoneLink(page)).toHaveText('Call us: (888) 555 - 0100');
  await expect(phoneLink(page)).toHaveAttribute('href', 'tel:+18885550100');
  await expectNoAxeViolations(page, 'coveragesTier~1');
});

test('a New Yorker, not agency eligible, skips every agency page and goes on to quotes', async ({ page, request }) => {
  test.setTimeout(240_000);
  const path = shortestPathToComplete(intakeModel('defaultAuto'), { ...insuredOwner, zipcode: ['10001'] });
  const nodes = nodesAlong(path);
  for (const node of [...AGENCY_PAGES, 'coveragesTier~1']) expect(nodes, node).not.toContain(node);
  await enter(page, request, 'defaultAuto');
  await answerAlong(page, 'defaultAuto', path, {});
  // The results: /quotes while they load; an ads-only page settles on /results (src/machines/app/results.routes.ts).
  await expect(page.getByRole('heading', { level: 1, name: RESULTS_HEADING })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/(quotes|results)$/);
  // On the results, the traffic source's results number (spec 001 section 7: flowLocation results).
  await expect(phoneLink(page)).toHaveText('Call us: (888) 555 - 0101');
});

test('a knocked-out Safeco shopper sees the partner number, and takes the way on to other offers', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // New York: a state the Safeco-type partner does not write; the flow stops on the knockout page.
  const path = shortestPathToComplete(intakeModel('safecoFullFlow'), { ...insuredOwner, zipcode: ['10001'] });
  expect(nodesAlong(path)).toContain('noneligibleUser~1');
  await enter(page, request, 'safecoFullFlow');
  await answerAlong(page, 'safecoFullFlow', path, { stop: 'zipcode~1' });
  // Before the ZIP lookup: the default number; after it, the Safeco-type partner's intraflow number.
  await expect(phoneLink(page)).toHaveText('Call us: (888) 555 - 0100');
  await page.getByLabel('ZIP code').fill('10001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(phoneLink(page)).toHaveText('Call us: (866) 555 - 0118');
  await expect(phoneLink(page)).toHaveAttribute('href', 'tel:+18665550118');

  // The rest of the path to the knockout page, then the page itself, after a reload as well.
  await answerAlong(page, 'safecoFullFlow', path, { after: 'zipcode~1', stop: 'noneligibleUser~1' });
  const knockout = page.getByRole('heading', { level: 1, name: "We can't finish this quote online" });
  await expect(knockout).toBeVisible();
  await expect(page.getByRole('list', { name: "What our partner can't cover online" })).toHaveText(
    "A state where our partner doesn't insure cars",
  );
  await expectNoAxeViolations(page, 'noneligibleUser~1');
  await page.reload();
  await expect(knockout).toBeVisible();

  // Back leaves the page (the flag clears); the same answers lead back to it.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(knockout).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(knockout).toBeVisible();

  await page.getByRole('button', { name: 'See offers from other companies' }).click();
  // The results: /quotes while they load; an ads-only page settles on /results (src/machines/app/results.routes.ts).
  await expect(page.getByRole('heading', { level: 1, name: RESULTS_HEADING })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/(quotes|results)$/);
  await expectNoAxeViolations(page, 'quotes after the knockout');
});
