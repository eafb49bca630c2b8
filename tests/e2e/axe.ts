import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA (and the 2.0/2.1 A and AA rules it includes): every screen a browser suite passes is scanned. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The screens this worker has scanned, by the fingerprint of what axe reads (decision 0055): a screen shown again in
 * the same state, to the node and attribute, is not scanned again. axe's verdict is a function of the document, the
 * stylesheets it links and the viewport, all in the fingerprint; a page with a frame (the card vault's) is always
 * scanned, since the frame's document is not in it.
 */
const scannedStates = new Set<string>();

/**
 * What axe reads of the page, as one string: the viewport, the URL's path and hash, the document with each control's live value,
 * checked state and the focus written into it, and the ids React generates (`«r5»`, `:r5:`, react-aria's) renamed by
 * order of first appearance, so a screen rendered after a different history reads the same. Null when the page holds
 * a frame.
 */
function stateOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    if (document.querySelector('iframe, frame, object, embed')) return null;
    const live = [...document.querySelectorAll('*')];
    const root = document.documentElement.cloneNode(true) as HTMLElement;
    const copies = [root, ...root.querySelectorAll('*')];
    live.forEach((el, i) => {
      const copy = copies[i];
      if (el === document.activeElement) copy.setAttribute('data-axe-state-focus', '');
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
        copy.setAttribute('data-axe-state-value', el.value);
        if (el instanceof HTMLInputElement && el.checked) copy.setAttribute('data-axe-state-checked', '');
      }
    });
    let html = root.outerHTML;
    const generated = [
      ...new Set(live.map((el) => el.id).filter((id) => /:r[0-9a-z]+:|«r[0-9a-z]+»|^react-aria\d/.test(id))),
    ];
    generated.sort((a, b) => b.length - a.length);
    generated.forEach((id, n) => {
      html = html.split(id).join(`\u0000id${n}\u0000`);
    });
    return `${innerWidth}x${innerHeight}@${devicePixelRatio}|${location.pathname}${location.hash}|${html}`;
  });
}

/** The narrowest width a screen must reflow to without horizontal scrolling (WCAG 1.4.10; 1280 px at 400% zoom). */
export const REFLOW_WIDTH = 320;

/**
 * The screen at REFLOW_WIDTH CSS pixels scrolls nothing sideways; the viewport is put back as it was. Checked with
 * each scan: a screen axe passes reflows too.
 */
export async function expectReflows(page: Page, screen: string) {
  const size = page.viewportSize();
  if (!size) return;
  if (size.width !== REFLOW_WIDTH) await page.setViewportSize({ width: REFLOW_WIDTH, height: size.height });
  try {
    // A frame: what repositions on the resize (an open list's popover) has done so, as a shopper would see it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      const past = (el: Element) => el.getBoundingClientRect().right > root.clientWidth + 1;
      if (root.scrollWidth <= root.clientWidth) return { scroll: root.scrollWidth, client: root.clientWidth, wide: [] };
      // The first elements past the edge, to name in the message.
      const wide = [...document.querySelectorAll('body *')]
        .filter(past)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      return { scroll: root.scrollWidth, client: root.clientWidth, wide };
    });
    expect(
      overflow.scroll,
      `horizontal scroll at ${REFLOW_WIDTH} px on ${screen}: ${overflow.wide.join(', ')}`,
    ).toBeLessThanOrEqual(overflow.client);
  } finally {
    if (size.width !== REFLOW_WIDTH) await page.setViewportSize(size);
  }
}

export async function expectNoAxeViolations(page: Page, screen: string) {
  const state = await stateOf(page);
  const key = state && createHash('sha256').update(state).digest('hex');
  if (key && scannedStates.has(key)) {
    if (process.env.AXE_LOG) appendFileSync(process.env.AXE_LOG, `same\t${screen}\n`);
    return;
  }
  const started = Date.now();
  // A page of one document is scanned by axe.run in it (AxeBuilder's legacy mode), which gives the same verdicts as
  // the default's runPartial in each frame and finishRun in a fresh page, without opening that page each scan; a page
  // with frames (the card vault's, another origin) keeps the default, which scans into them.
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(state !== null && page.frames().length === 1)
    .analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.html.slice(0, 160)} — ${n.failureSummary?.replace(/\s+/g, ' ')}`).join(' | ')}`,
  );
  expect(summary, `axe violations on ${screen}`).toEqual([]);
  await expectReflows(page, screen);
  if (process.env.AXE_LOG) appendFileSync(process.env.AXE_LOG, `scan\t${screen}\t${Date.now() - started}\n`);
  // Kept only when the page stood still through the scan: the state recorded is the one axe read.
  if (key && (await stateOf(page)) === state) scannedStates.add(key);
}
