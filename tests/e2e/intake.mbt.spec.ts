import { expect, test } from '@playwright/test';
import { nodesAlong } from '../mbt/paths';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { nodePath, routePrefixOf } from '../../src/machines/app/app.routes';
import { readQueryParams } from '../../src/app/queryParams';
import { brandOf } from '../../src/domain/brands';
import { answerStep, enterFlow } from './driveStep';
import { COMPLETE } from '../../src/machines/graph/compileFlow';
import { expectNoAxeViolations } from './axe';
import { missingExtras } from '../../src/machines/results/extras';
import { RESULTS_HEADING } from './resultsHeading';
import { defaultWalks, model, scansOf, screenOf, screensAlong, walks } from './intakeWalks';

// Browser paths generated from the real flow machines, walked in Chromium against the sandbox (intakeWalks.ts): the
// default flow along walks that together pass every node, and every other registered flow along its shortest path,
// each entered by the URL its data file gives. Where the traversal supplied an actor's completion, the sandbox
// performs the call for real. Every screen is scanned by axe once: a screen is a step under a partner's brand, so a
// step every flow shares is scanned once per brand, by the first walk in the list that passes it (decision 0055), in
// whichever worker runs that walk (decision 0042).

test('the browser walks of the default flow together pass every node of its machine', () => {
  const walked = new Set(defaultWalks.flatMap(([, path]) => nodesAlong(path)));
  const { compiled } = model;
  expect([...compiled.nodes.map((n) => n.id as string), COMPLETE].filter((n) => !walked.has(n))).toEqual([]);
});

test('every screen the walks pass is scanned by exactly one walk', () => {
  const passed = new Set(walks.flatMap(screensAlong));
  const scans = [...scansOf.values()].flatMap((s) => [...s]);
  expect(scans.length).toBe(new Set(scans).size);
  expect(new Set(scans)).toEqual(passed);
});

for (const walk of walks) {
  const { name, path, entry } = walk;
  const scans = scansOf.get(walk)!;
  test(`walks ${name}`, async ({ page, request }) => {
    test.setTimeout(60_000 + path.steps.length * 3_000);
    // A clean walk logs nothing: no script error, no CSP violation, no failed request.
    const consoleErrors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    await enterFlow(page, request, entry, 7);
    const submits = path.steps
      .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
      .filter(({ step }) => step.event.type === 'SUBMIT');
    for (const { step, before } of submits) {
      const view = selectQuestionView(before!)!;
      // A white-label partner's question routes are under its name (spec 000 section 2, decision 0090).
      const prefix = routePrefixOf(brandOf(readQueryParams({ search: entry.search, hash: entry.hash })));
      await expect(page).toHaveURL(new RegExp(`#${prefix}${nodePath(view.node)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.title);
      // Written for a shopper: a heading starts as a sentence does (issue 28: the nerd flow's "you, what's your
      // gender?", before the name is asked).
      expect(view.title, `${view.node}'s heading`).toMatch(/^\P{Ll}/u);
      // Scan the settled screen: options loaded, nothing mid-transition.
      await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
      if (scans.has(screenOf(entry, view.node))) await expectNoAxeViolations(page, view.node);
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
    if (scans.has(screenOf(entry, 'quotes'))) await expectNoAxeViolations(page, 'quotes');
    expect(consoleErrors).toEqual([]);
    test.info().annotations.push({ type: 'nodes', description: nodesAlong(path).join(' → ') });
  });
}
