import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA (and the 2.0/2.1 A and AA rules it includes): every screen a browser suite passes is scanned. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page, screen: string) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.html.slice(0, 160)} — ${n.failureSummary?.replace(/\s+/g, ' ')}`).join(' | ')}`,
  );
  expect(summary, `axe violations on ${screen}`).toEqual([]);
}
