import { expect, test } from '@playwright/test';
import { nodesAlong, shortestPathToComplete, type GeneratedPath } from '../mbt/paths';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { nodePath } from '../../src/machines/app/app.routes';
import { answerStep } from './driveStep';
import { COMPLETE } from '../../src/machines/graph/compileFlow';
import { intakeModel } from '../mbt/intakeModel';
import { expectNoAxeViolations } from './axe';

// Browser paths generated from the real default-auto machine, walked in Chromium against the sandbox. Where the
// traversal supplied an actor's completion, the sandbox performs the call for real; every screen is scanned by axe.

const model = intakeModel('defaultAuto');
const walks: [string, GeneratedPath][] = [
  ['the shortest path from start to quotes', shortestPathToComplete(model)],
  [
    'an insured owner with a spouse who moved recently (carrier, full coverage, spouse marital skip, previous address)',
    shortestPathToComplete(model, {
      currentlyInsured: ['Yes'],
      whyInsured: ['betterRate'],
      carrier: ['Progressive'],
      zipcode: ['78701'],
      ownershipStatus: ['Own'],
      maritalStatus: ['Yes'],
      accidents: ['0'],
      address: [{ streetAddress: '100 Congress Ave', secondaryAddress: '', livedSixtyDays: 'No' }],
    }),
  ],
  [
    'a Californian with tickets (credit score skipped, SR-22 asked)',
    shortestPathToComplete(model, { zipcode: ['94103'], accidents: ['2'], currentlyInsured: ['Yes'] }),
  ],
  [
    'a household of four vehicles and four drivers (every loop node, summaries stop at the 4th)',
    shortestPathToComplete(model, {
      currentlyInsured: ['Yes'],
      whyInsured: ['betterRate'],
      carrier: ['Progressive'],
      zipcode: ['78701'],
      ownershipStatus: ['Own'],
      maritalStatus: ['No'],
      accidents: ['1'],
      vehicleSummary: ['Yes'],
      driverSummary: ['Yes'],
      homeOwnershipStatus: ['Own'],
      address: [{ streetAddress: '100 Congress Ave', secondaryAddress: '', livedSixtyDays: 'No' }],
    }),
  ],
];

test('the browser walks together pass every node of the machine', () => {
  const walked = new Set(walks.flatMap(([, path]) => nodesAlong(path)));
  const { compiled } = model;
  expect([...compiled.nodes.map((n) => n.id as string), COMPLETE].filter((n) => !walked.has(n))).toEqual([]);
});

for (const [name, path] of walks) {
  test(`walks ${name}`, async ({ page }) => {
    test.setTimeout(60_000 + path.steps.length * 3_000);
    // A clean walk logs nothing: no script error, no CSP violation, no failed request.
    const consoleErrors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    await page.goto('/');
    const submits = path.steps
      .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
      .filter(({ step }) => step.event.type === 'SUBMIT');
    for (const { step, before } of submits) {
      const view = selectQuestionView(before!)!;
      await expect(page).toHaveURL(new RegExp(`#${nodePath(view.node)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.title);
      // Scan the settled screen: options loaded, nothing mid-transition.
      await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, view.node);
      await answerStep(page, view, (step.event as { answer: unknown }).answer);
    }
    await expect(page).toHaveURL(/#\/quotes$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your \d+ auto insurance quotes/, {
      timeout: 30_000,
    });
    const prices = await page.locator('.qf-quote__price strong').allTextContents();
    const amounts = prices.map((p) => Number(p.replace(/\D/g, '')));
    expect(amounts.length).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page, 'quotes');
    expect(consoleErrors).toEqual([]);
    test.info().annotations.push({ type: 'nodes', description: nodesAlong(path).join(' → ') });
  });
}
