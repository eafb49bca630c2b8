import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { ATLAS_DIR, buildAtlas } from '../../build/atlas';
import { expectNoAxeViolations } from './axe';

// The static flow atlas (issue 29, `npm run atlas`) opened from file:// with the network off: an engineer finds where
// Massachusetts skips the credit-score question, the rule that skips it, and the link to that node in the devtools.

test.beforeAll(async () => {
  await buildAtlas();
});

test('the static atlas finds the credit-score node, its skip rule and its devtools link, offline', async ({ page }) => {
  await page.context().setOffline(true);
  await page.goto(`${pathToFileURL(join(ATLAS_DIR, 'index.html')).href}#machine=defaultAuto`);
  await expect(page.getByRole('heading', { level: 2, name: 'defaultAuto' })).toBeVisible();
  await expectNoAxeViolations(page, 'atlas defaultAuto');

  await page.getByRole('searchbox', { name: 'Find a node' }).fill('creditScore');
  await page
    .getByRole('list', { name: 'Nodes matching creditScore' })
    .getByRole('button', { name: /creditScore~1/ })
    .click();
  const details = page.getByRole('complementary', { name: 'Details' });
  await expect(details.getByRole('heading', { level: 2, name: 'creditScore~1' })).toBeVisible();
  await expect(details.getByText('Credit band; skipped for CA, HI, MA, MI.')).toBeVisible();
  await expect(details.getByRole('term')).toHaveText('creditHiddenState');
  await expect(details.getByRole('definition')).toContainText('creditScore skipped for CA, HI, MA, MI');
  const devtools = await details.getByRole('link', { name: 'Open in devtools' }).getAttribute('href');
  expect(devtools).toBe('http://localhost:8080/#/__dev?machine=defaultAuto&node=defaultAuto.steps.creditScore~1');
  // The node is on the canvas, selected; a node focused from the keyboard opens with Enter.
  const node = page.locator('.react-flow__node[data-id="defaultAuto.steps.creditScore~1"]');
  await expect(node).toHaveClass(/selected/);
  await expect(node).toHaveAttribute('tabindex', '0');
  const next = page.locator('.react-flow__node[data-id="defaultAuto.steps.military~1"]');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(details.getByRole('heading', { level: 2, name: 'military~1' })).toBeVisible();
  await expectNoAxeViolations(page, 'atlas creditScore~1');
});
