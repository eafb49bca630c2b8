import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { ATLAS_DIR, buildAtlas } from '../../build/atlas';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import type { QuestionView } from '../../src/machines/intake/questionView';
import { autoFlows } from '../../src/machines/intake/flows';
import { intakeModel } from '../mbt/intakeModel';
import { type GeneratedPath, shortestPathToComplete } from '../mbt/paths';
import { expectNoAxeViolations } from './axe';
import { answerStep, enterFlow } from './driveStep';
import { h1 } from './savedShopper';

// The devtools panel at #/__dev (issue 29, docs/decisions/0077), as an engineer uses it on a running session: the live
// intake at its node, time travel with the network off, and the steps a transition's routing skipped with their rule.
// The sandbox runs with DEVTOOLS=on (playwright.config.ts).

const FLOW = 'paidSearchShortFlow';
const model = intakeModel(FLOW);

/** The path's questions, each with its view and the answer given, in order. */
const questionsOf = (path: GeneratedPath) =>
  path.steps.flatMap((step, i) => {
    const before = path.steps[i - 1]?.state;
    const view = before && step.event.type === 'SUBMIT' ? selectQuestionView(before) : null;
    return view ? [{ view, answer: (step.event as { answer: unknown }).answer }] : [];
  });

/** Answers the path's questions up to (not including) `node`'s. */
async function answerUpTo(page: Page, path: GeneratedPath, node: string): Promise<QuestionView[]> {
  const asked: QuestionView[] = [];
  for (const { view, answer } of questionsOf(path)) {
    if (view.node === node) break;
    await expect(h1(page)).toHaveText(view.title);
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
    await answerStep(page, view, answer);
    asked.push(view);
  }
  return asked;
}

const devtools = (page: Page) => page.getByRole('complementary', { name: 'Devtools' });
const intakeValue = (page: Page) => devtools(page).locator('[data-actor-value="app/intake"]');

/** The static atlas page (npm run atlas), opened from file:// on a machine. */
const atlasUrl = (machine: string) => `${pathToFileURL(join(ATLAS_DIR, 'index.html')).href}#machine=${machine}`;

test('from the static atlas to a running session at the credit-score node, stepped back two events and forward again, offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // The static atlas (npm run atlas), its devtools links to this suite's sandbox (the session's origin).
  await buildAtlas(`${test.info().project.use.baseURL}/`);
  // No request leaves this machine at any point: the atlas and the devtools need nothing but the page.
  const external: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => {
    external.push(route.request().url());
    return route.abort();
  });
  const texan = shortestPathToComplete(model, { zipcode: ['78701'] });
  const credit = questionsOf(texan).find((q) => q.view.node === 'creditScore~1')!.view;
  await enterFlow(page, request, autoFlows[FLOW].entry, 3);
  const asked = await answerUpTo(page, texan, 'creditScore~1');
  await expect(h1(page)).toHaveText(credit.title);

  // The engineer opens the atlas in this tab with the network off, and finds where Massachusetts skips credit score.
  await context.setOffline(true);
  await page.goto(atlasUrl(FLOW));
  await expect(page.getByRole('heading', { level: 2, name: FLOW })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a node' }).fill('creditScore');
  await page
    .getByRole('list', { name: 'Nodes matching creditScore' })
    .getByRole('button', { name: /creditScore~1/ })
    .click();
  const details = page.getByRole('complementary', { name: 'Details' });
  await expect(details.getByRole('heading', { level: 2, name: 'creditScore~1' })).toBeVisible();
  await expect(details.getByRole('term')).toHaveText('creditHiddenState');
  await expect(details.getByRole('definition')).toContainText('creditScore skipped for CA, HI, MA, MI');
  const node = `${FLOW}.steps.creditScore~1`;
  await expect(page.locator(`.react-flow__node[data-id="${node}"]`)).toHaveClass(/selected/);
  // A node focused from the keyboard opens with Enter.
  await page.locator(`.react-flow__node[data-id="${FLOW}.steps.zipcode~1"]`).focus();
  await page.keyboard.press('Enter');
  await expect(details.getByRole('heading', { level: 2, name: 'zipcode~1' })).toBeVisible();
  await expectNoAxeViolations(page, 'atlas');
  await page.getByRole('searchbox', { name: 'Find a node' }).fill('creditScore');
  await page
    .getByRole('list', { name: 'Nodes matching creditScore' })
    .getByRole('button', { name: /creditScore~1/ })
    .click();

  // Its link opens the running session (this tab's, restored by the app) in the devtools, at that node.
  await context.setOffline(false);
  await details.getByRole('link', { name: 'Open in devtools' }).click();
  await expect(intakeValue(page)).toContainText('creditScore~1');
  await expect(h1(page)).toHaveText(credit.title);
  await expect(devtools(page).getByText('Loading the atlas…')).toHaveCount(0);
  await expect(devtools(page).locator(`.react-flow__node[data-id="${node}"]`)).toHaveClass(/qf-atlas__node--active/);
  await expectNoAxeViolations(page, 'devtools');

  await context.setOffline(true);
  const back = devtools(page).getByRole('button', { name: 'Step back' });
  const forward = devtools(page).getByRole('button', { name: 'Step forward' });
  await back.click();
  await expect(h1(page)).toHaveText(asked.at(-1)!.title);
  await back.click();
  const twoEarlier = asked.at(-2)!;
  await expect(h1(page)).toHaveText(twoEarlier.title);
  await expect(intakeValue(page)).toContainText(twoEarlier.node);
  // The answers are kept: the question shows the shopper's answer.
  const given = questionsOf(texan).find((q) => q.view.node === twoEarlier.node)!.answer as { firstName?: string };
  if (twoEarlier.form === 'name') await expect(page.getByLabel('First name')).toHaveValue(given.firstName!);
  await forward.click();
  await expect(h1(page)).toHaveText(asked.at(-1)!.title);
  await forward.click();
  await expect(h1(page)).toHaveText(credit.title);
  await expect(intakeValue(page)).toContainText('creditScore~1');
  await expect(forward).toBeDisabled();
  await context.setOffline(false);
  expect(external).toEqual([]);
});

test("the event log names the rule that skipped Massachusetts' credit-score question", async ({ page, request }) => {
  test.setTimeout(60_000);
  // The Texan's answers, with a Boston ZIP: the sandbox's ZIP lookup puts the policy in Massachusetts.
  const questions = questionsOf(shortestPathToComplete(model, { zipcode: ['78701'] }));
  await enterFlow(page, request, autoFlows[FLOW].entry, 3);
  for (const [i, { view, answer }] of questions.entries()) {
    if (view.node === 'creditScore~1') break;
    // The app runs from the shopper's first answer (src/main.tsx); the devtools open on it then.
    if (i === 1) {
      await page.evaluate(() => {
        location.hash = '#/__dev';
      });
      await expect(devtools(page)).toBeVisible();
    }
    await expect(h1(page)).toHaveText(view.title);
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
    await answerStep(page, view, view.node === 'zipcode~1' ? '02108' : answer);
  }
  await expect(devtools(page).getByText('skipped creditScore~1 by creditHiddenState')).toBeVisible();
  await expect(h1(page)).not.toHaveText(questions.find((q) => q.view.node === 'creditScore~1')!.view.title);
});
