import { expect, test } from '@playwright/test';
import { AUTO_FLOW_IDS, autoFlows, type AutoFlowId } from '../../src/machines/intake/flows';
import type { FlowEntry } from '../../src/machines/intake/flows/autoFlow';
import { readQueryParams } from '../../src/app/queryParams';
import { ANONYMOUS_ID_KEY } from '../../src/app/anonymousId';
import { STORAGE_KEY } from '../../src/app/storageKey';
import { nodesAlong, shortestPathToComplete, type GeneratedPath } from '../mbt/paths';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { nodePath } from '../../src/machines/app/app.routes';
import { answerStep, anonymousIdFor } from './driveStep';
import { COMPLETE } from '../../src/machines/graph/compileFlow';
import { intakeModel } from '../mbt/intakeModel';
import { insuredMover } from '../mbt/shoppers';
import { expectNoAxeViolations } from './axe';
import { missingExtras } from '../../src/machines/results/extras';
import { RESULTS_HEADING } from './resultsHeading';

// Browser paths generated from the real flow machines, walked in Chromium against the sandbox: the default flow
// along walks that together pass every node, and every other registered flow along its shortest path, each entered
// by the URL its data file gives. Where the traversal supplied an actor's completion, the sandbox performs the call
// for real. Every screen is scanned by axe the first time a walk passes it: a screen is a step under a partner's
// brand, so a step every flow shares is scanned once per brand, not once per walk. The walks run in parallel
// (decision 0042): each worker keeps its own record, so a screen is scanned once per brand in each worker that passes it.

const model = intakeModel('defaultAuto');
const defaultWalks: [string, GeneratedPath][] = [
  ['the shortest path from start to quotes', shortestPathToComplete(model)],
  [
    'an insured owner with a spouse who moved recently (carrier, full coverage, spouse marital skip, previous address)',
    shortestPathToComplete(model, insuredMover),
  ],
  [
    'a Californian with tickets (credit score skipped, SR-22 asked)',
    shortestPathToComplete(model, { zipcode: ['94103'], accidents: ['2'], currentlyInsured: ['Yes'] }),
  ],
  [
    'a household of four vehicles and four drivers (every loop node, summaries stop at the 4th, SR-22 details)',
    shortestPathToComplete(model, {
      currentlyInsured: ['Yes'],
      whyInsured: ['betterRate'],
      carrier: ['Progressive'],
      zipcode: ['78701'],
      ownershipStatus: ['Own'],
      maritalStatus: ['No'],
      accidents: ['1'],
      sr22: ['Yes'],
      vehicleSummary: ['Yes'],
      driverSummary: ['Yes'],
      homeOwnershipStatus: ['Own'],
      address: [{ streetAddress: '100 Congress Ave', secondaryAddress: '', livedSixtyDays: 'No' }],
    }),
  ],
];

type Walk = { name: string; flowId: AutoFlowId; path: GeneratedPath; entry: FlowEntry };
const walks: Walk[] = [
  ...defaultWalks.map(([name, path]) => ({
    name,
    flowId: 'defaultAuto' as const,
    path,
    entry: autoFlows.defaultAuto.entry,
  })),
  ...AUTO_FLOW_IDS.filter((id): boolean => id !== 'defaultAuto').map((flowId) => ({
    name: `${flowId}, entered by its URL, along its shortest path`,
    flowId,
    path: shortestPathToComplete(intakeModel(flowId)),
    entry: autoFlows[flowId].entry,
  })),
  // The accident-details screen, which no shortest path passes (it answers None to accidents).
  {
    name: 'miniFlow with two accidents or tickets, given in detail',
    flowId: 'miniFlow',
    path: shortestPathToComplete(intakeModel('miniFlow'), { accidents: ['2'] }),
    entry: autoFlows.miniFlow.entry,
  },
];

/** The screens scanned so far in this run: `${partner}|${step}`. */
const scanned = new Set<string>();
const screenOf = (entry: FlowEntry, node: string) =>
  `${readQueryParams({ search: entry.search, hash: entry.hash }).derived.partner ?? ''}|${node.split('~')[0]}`;

test('the browser walks of the default flow together pass every node of its machine', () => {
  const walked = new Set(defaultWalks.flatMap(([, path]) => nodesAlong(path)));
  const { compiled } = model;
  expect([...compiled.nodes.map((n) => n.id as string), COMPLETE].filter((n) => !walked.has(n))).toEqual([]);
});

for (const { name, path, entry } of walks) {
  test(`walks ${name}`, async ({ page, request }) => {
    test.setTimeout(60_000 + path.steps.length * 3_000);
    // A clean walk logs nothing: no script error, no CSP violation, no failed request.
    const consoleErrors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    const anonymousId = await anonymousIdFor(request, entry, 7);
    await page.addInitScript(([key, id]) => localStorage.setItem(key, id), [ANONYMOUS_ID_KEY, anonymousId] as const);
    await page.goto(`/${entry.search}${entry.hash ?? ''}`);
    // A flow the experiments choose starts only for a shopper who has not answered yet (app.machine.ts
    // applyExperiments): the walk waits for their answer, as a loaded machine may give it after a fast first click.
    if (entry.experiments)
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
    const submits = path.steps
      .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
      .filter(({ step }) => step.event.type === 'SUBMIT');
    for (const { step, before } of submits) {
      const view = selectQuestionView(before!)!;
      await expect(page).toHaveURL(new RegExp(`#${nodePath(view.node)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.title);
      // Scan the settled screen: options loaded, nothing mid-transition.
      await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
      const screen = screenOf(entry, view.node);
      if (!scanned.has(screen)) {
        await expectNoAxeViolations(page, view.node);
        scanned.add(screen);
      }
      await answerStep(page, view, (step.event as { answer: unknown }).answer);
    }
    // The results: each carrier's card as it answers, until every carrier has (results.spec.ts covers the page).
    await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/#\/(quotes|results)$/);
    // A flow that skipped the extra questions gets the results modal (resultsModal.spec.ts covers it): closed here.
    const extras = page.getByRole('dialog', { name: 'A few more answers for sharper offers' });
    if (missingExtras(path.state.context.user).length > 0) {
      await expect(extras).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await expect(extras).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RESULTS_HEADING);
    const prices = await page.locator('.qf-quote__price strong').allTextContents();
    const amounts = prices.map((p) => Number(p.replace(/\D/g, '')));
    // Sorted by the monthly price each card shows.
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(amounts.length + (await page.locator('.qf-quote--ad').count())).toBeGreaterThanOrEqual(1);
    if (!scanned.has(screenOf(entry, 'quotes'))) {
      await expectNoAxeViolations(page, 'quotes');
      scanned.add(screenOf(entry, 'quotes'));
    }
    expect(consoleErrors).toEqual([]);
    test.info().annotations.push({ type: 'nodes', description: nodesAlong(path).join(' → ') });
  });
}
