import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { h1, savedShopper } from './savedShopper';
import { QUOTES_HEADING } from './resultsHeading';

// The page a returning-user link opens (issue 9: CLS 0 there as on the start page): from the prerendered loader to the
// restored results nothing on the page moves. Every layout shift the browser reports is kept from the first byte on.

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        const sources = entry.sources.map((s) =>
          s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
        );
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts.filter((s) => !s.hadRecentInput));

test('a returning link shows its loader and then its results without any layout shift', async ({ page, request }) => {
  // A phone's viewport, as Lighthouse's mobile run: the footer is in view under a short screen.
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  await page.goto(await savedShopper(request));
  // The prerendered page's loader paints before any script, in a live region.
  await expect(page.getByRole('status').first()).toBeVisible();
  await expect(page.getByText('Your quotes are en route!')).toBeVisible();
  await expectNoAxeViolations(page, 'returning link loader');
  await expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(h1(page)).toHaveText(QUOTES_HEADING);
  await expect(h1(page)).toBeFocused();
  await expect(page.locator('.qf-quote').first()).toBeVisible();
  // Two frames after the last change, so a shift of the last render is reported too.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shifts = await layoutShifts(page);
  expect(shifts, JSON.stringify(shifts)).toEqual([]);
  expect(page.url()).not.toContain('token=');
  await expectNoAxeViolations(page, 'returning link results');
});
