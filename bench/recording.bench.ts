import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildApp } from '../server/app';
import { RECORDING_BUFFER_EVENTS, SinkReaderResponse } from '../src/contract/recording';
import { selectQuestionView } from '../src/machines/intake/intake.selectors';
import { PRIVATE_TEXT_SELECTOR, BLOCK_SELECTOR } from '../src/tracking/recording/masking';
import { answerStep, clickIt } from '../tests/e2e/driveStep';
import { intakeModel } from '../tests/mbt/intakeModel';
import { shortestPathToComplete } from '../tests/mbt/paths';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';

// The session recording's size (issue 33, docs/decisions/0104): a default-auto walk to the results in chromium,
// recorded by rrweb with the recorder's options (every input masked, the review blocks masked, the card frame blocked),
// each chunk posted to the sandbox's POST /api/recordings and read back through the sink reader: the bytes stored per
// minute of the walk, raw and gzipped. Figures only, no assertions. (The app starts its own recorder once the tracking
// chunk is wired in; this bench records with rrweb injected so its figure does not depend on that wiring.)

// rrweb's browser build (its package exports only its modules), run in the page as a classic script.
const RRWEB = readFileSync(new URL('../node_modules/rrweb/dist/rrweb.umd.min.cjs', import.meta.url), 'utf8');
const ANONYMOUS_ID = 'bench-recording';

/** Starts rrweb in the page with the recorder's options (a string: tsx would name a function with a helper the page has not). */
const startRecorder = (privateSelector: string, blockSelector: string) => `
  window.__recorded = [];
  window.rrweb.record({
    emit: function (e) { window.__recorded.push(e); },
    maskAllInputs: true,
    maskTextSelector: ${JSON.stringify(privateSelector)},
    blockSelector: ${JSON.stringify(blockSelector)},
    recordCanvas: false,
    collectFonts: false,
    inlineImages: false,
    slimDOMOptions: 'all',
  });`;

export async function benchRecording(
  dist = fileURLToPath(new URL('../dist', import.meta.url)),
): Promise<{ lines: string[] }> {
  const app = await buildApp({ dataDir: 'memory://', staticDir: dist, rateLimit: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded', timeout: 90_000 });
    const path = shortestPathToComplete(intakeModel('defaultAuto'));
    const submits = path.steps
      .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
      .filter(({ step }) => step.event.type === 'SUBMIT');
    // As in the app, the recorder starts once the first screen is shown. rrweb's UMD build sets window.rrweb when run
    // with the window as `this` (evaluated through the devtools protocol: the page's CSP allows no inline script).
    const first = selectQuestionView(submits[0].before!)!;
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await page.evaluate(`(function () {${RRWEB}\n}).call(window);`);
    await page.evaluate(startRecorder(PRIVATE_TEXT_SELECTOR, BLOCK_SELECTOR));
    for (const { step, before } of submits) {
      const view = selectQuestionView(before!)!;
      await page.getByRole('heading', { level: 1, name: view.title }).waitFor();
      await page.locator('form[aria-busy="true"]').waitFor({ state: 'detached' });
      await answerStep(page, view, (step.event as { answer: unknown }).answer, clickIt);
    }
    await page.waitForURL(/#\/quotes$/);
    // The results settle (quotes arrive, cards render) as a shopper reads them.
    await page.waitForTimeout(5_000);
    const events = (await page.evaluate(() => (window as unknown as { __recorded: unknown[] }).__recorded)) as {
      type: number;
      timestamp: number;
    }[];
    const minutes = Math.max((Date.now() - started) / 60_000, 1 / 60);
    await context.close();

    // Posted as the recorder posts them: chunks of at most 1,000 events (and under the 1 MiB body limit).
    const chunks: unknown[][] = [];
    let current: unknown[] = [];
    let size = 0;
    for (const e of events) {
      const bytes = Buffer.byteLength(JSON.stringify(e));
      if (current.length >= RECORDING_BUFFER_EVENTS || (current.length > 0 && size + bytes > 512 * 1024)) {
        chunks.push(current);
        current = [];
        size = 0;
      }
      current.push(e);
      size += bytes;
    }
    if (current.length) chunks.push(current);
    for (const [sequence, chunk] of chunks.entries()) {
      const res = await fetch(`${origin}/api/recordings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          anonymousId: ANONYMOUS_ID,
          correlationId: 'bench',
          recordingId: 'bench',
          sequence,
          events: chunk,
        }),
      });
      if (res.status !== 202) throw new Error(`POST /api/recordings answered ${res.status}: ${await res.text()}`);
    }
    const read = SinkReaderResponse.parse(await (await fetch(`${origin}/api/sandbox/sink/${ANONYMOUS_ID}`)).json());
    const stored = JSON.stringify(read.recordings.map((r) => r.events));
    const bytes = Buffer.byteLength(stored);
    const gzipped = gzipSync(stored).length;
    const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
    return {
      lines: [
        `default-auto walk to the results: ${submits.length} questions, ${minutes.toFixed(2)} min, ${events.length} rrweb events in ${read.recordings.length} chunks`,
        `stored ${kib(bytes)} (gzip ${kib(gzipped)}): ${kib(bytes / minutes)} a minute (gzip ${kib(gzipped / minutes)} a minute)`,
        `full snapshots: ${events.filter((e) => e.type === 2).length}; a scripted walk answers at once, a shopper's pace is slower: the bytes of the walk are the figure to compare, the per-minute rate an upper bound`,
      ],
    };
  } finally {
    await browser.close();
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines } = await benchRecording();
  for (const line of lines) console.log(line);
}
