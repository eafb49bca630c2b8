import { expect, type Page, test } from '@playwright/test';
import { ANONYMOUS_ID_KEY } from '../../src/app/anonymousId';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { missingExtras } from '../../src/machines/results/extras';
import { intakeModel } from '../mbt/intakeModel';
import { shortestPathToComplete } from '../mbt/paths';
import { expectNoAxeViolations } from './axe';
import { anonymousIdFor, answerStep } from './driveStep';
import { RESULTS_HEADING } from './resultsHeading';

// The embeddable widget (issue 32, docs/decisions/0091): the sandbox's demo partner page on its own origin frames the
// moving partner's widget from the app's origin; a shopper walks to quotes inside the cross-origin frame, which the
// host script sizes to its content. The same page on an origin not configured gets no app in its frame.

const APP_PORT = Number(process.env.E2E_PORT ?? 8181);
const DEMO_PORT = APP_PORT + 6;
const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;

/** The frame's height on the partner page, and the widget content's own, in whole CSS pixels. */
async function heights(page: Page) {
  const frameHeight = await page.locator('iframe').evaluate((el) => Math.round(el.getBoundingClientRect().height));
  const contentHeight = await page
    .frameLocator('iframe')
    .locator('.qf-embedded')
    .evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  return { frameHeight, contentHeight };
}

// spec 000 section 2: the moving partner's site source selects its agency (miniFlow) or short-form mode.
const MODES = [
  { siteSource: 'mymove-agency', flowId: 'miniFlow' },
  { siteSource: 'mymove-shortform', flowId: 'nonAgencyShortFlow' },
] as const;

for (const { siteSource, flowId } of MODES) {
  test(`a shopper walks the ${siteSource} widget to quotes inside the partner page, the frame following its content`, async ({
    page,
    request,
  }) => {
    const path = shortestPathToComplete(intakeModel(flowId));
    test.setTimeout(60_000 + path.steps.length * 3_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The experiments put this shopper in no other flow (the app's frame has its own, partitioned, storage).
    const anonymousId = await anonymousIdFor(request, { search: `?siteSource=${siteSource}&iframe=true` }, 11);
    await page.addInitScript(
      ([key, id, origin]) => {
        if (location.origin === origin) localStorage.setItem(key, id);
      },
      [ANONYMOUS_ID_KEY, anonymousId, APP_ORIGIN] as const,
    );
    await page.goto(`http://127.0.0.1:${DEMO_PORT}/?siteSource=${siteSource}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Insure your car for the move' })).toBeVisible();
    const host = page.locator('[data-quoteflow-widget]');
    // The widget said it is ready, from its origin, to this exact one: the host script took it.
    await expect(host).toHaveAttribute('data-quoteflow-state', 'ready');
    const frame = page.frameLocator('iframe');
    // The embedded layout: no site header or footer, one main, the legal links on one line.
    await expect(frame.locator('.qf-embedded')).toBeVisible();
    await expect(frame.locator('.qf-shell__header, .qf-shell__footer')).toHaveCount(0);
    await expect(frame.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveCount(2);

    const submits = path.steps
      .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
      .filter(({ step }) => step.event.type === 'SUBMIT');
    for (const [i, { step, before }] of submits.entries()) {
      const view = selectQuestionView(before!)!;
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(view.title);
      await expect(frame.locator('form[aria-busy="true"]')).toHaveCount(0);
      // The frame is as tall as its content (the first screen, and again after each step).
      await expect.poll(async () => (await heights(page)).frameHeight).toBe((await heights(page)).contentHeight);
      if (i === 0) await expectNoAxeViolations(page, `widget ${siteSource}: first question`);
      // The host heard the route, a path and nothing of the shopper.
      await expect(host).toHaveAttribute('data-quoteflow-step', /^\/[a-z0-9/-]+$/i);
      // answerStep reads a page's locators; the frame's have the same names.
      await answerStep(frame as unknown as Page, view, (step.event as { answer: unknown }).answer);
    }
    const questionHeight = (await heights(page)).frameHeight;
    await expect(frame.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
      timeout: 30_000,
    });
    const extras = frame.getByRole('dialog', { name: 'A few more answers for sharper offers' });
    if (missingExtras(path.state.context.user).length > 0) {
      await expect(extras).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await expect(extras).toHaveCount(0);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(RESULTS_HEADING);
    await expect(host).toHaveAttribute('data-quoteflow-step', /^\/(quotes|results)$/);
    // The quotes are taller than a question: the frame grew with them, to their height exactly.
    await expect.poll(async () => (await heights(page)).frameHeight).toBeGreaterThan(questionHeight);
    await expect.poll(async () => (await heights(page)).frameHeight).toBe((await heights(page)).contentHeight);
    await expectNoAxeViolations(page, `widget ${siteSource}: quotes`);
    expect(errors).toEqual([]);
  });
}

test('a partner origin not configured gets no app in its frame, and no message counts', async ({ page }) => {
  const document = page.waitForResponse((r) => r.url().startsWith(`${APP_ORIGIN}/?`));
  await page.goto(`http://127.0.0.1:${DEMO_PORT + 1}/?siteSource=mymove-shortform`);
  await expect(page.getByRole('note')).toContainText('not configured');
  // The app answered the frame's request with a frame-ancestors that does not name this origin: Chromium refuses it.
  const answer = await document;
  expect(answer.headers()['content-security-policy']).toContain('frame-ancestors http://localhost:');
  expect(answer.headers()['content-security-policy']).not.toContain(`:${DEMO_PORT + 1}`);
  const host = page.locator('[data-quoteflow-widget]');
  await expect(host).toHaveAttribute('data-quoteflow-state', 'loading');
  const child = page.frames().find((f) => f !== page.mainFrame());
  await expect.poll(async () => child?.locator('#root, main').count()).toBe(0);
  // A message from anyone but the widget's origin and frame is ignored (here the page's own window).
  await page.evaluate(() => {
    window.postMessage({ type: 'quoteflow:ready', version: 1 }, location.origin);
    window.postMessage({ type: 'quoteflow:resize', version: 1, height: 99 }, location.origin);
  });
  await page.waitForTimeout(500);
  await expect(host).toHaveAttribute('data-quoteflow-state', 'loading');
  expect(await page.locator('iframe').evaluate((el) => el.style.height)).toBe('640px');
  await expectNoAxeViolations(page, 'widget: unconfigured partner');
});
