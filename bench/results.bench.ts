import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp } from '../server/app';
import { STORAGE_KEY } from '../src/app/persistence';
import { selectQuestionView } from '../src/machines/intake/intake.selectors';
import { shortestPathToComplete } from '../tests/mbt/paths';
import { intakeModel } from '../tests/mbt/intakeModel';
import { insuredMover } from '../tests/mbt/shoppers';
import { answerStep } from '../tests/e2e/driveStep';

// Time from the last answer to the first quote card shown and to the last (every carrier answered), median of RUNS,
// with the sandbox's carriers answering at realistic, different latencies (SANDBOX_FAULTS latency rules,
// server/README.md). The default-auto walk is driven once to its last question; each run restores that session in a
// fresh context and answers the last question. Timed from the test driver (Playwright's answer and its wait for the
// card), so each figure includes the last answer's own input and a polling frame or two.

const RUNS = 20;
/** Each carrier's RC1 latency, ms: a direct API answers quickly, an agency partner or a fast-track quote slower. */
export const CARRIER_LATENCY_MS = {
  lemonade: 350,
  root: 550,
  branch: 700,
  libertymutual: 950,
  safeco: 1200,
  fasttrack: 1600,
  geico: 1100,
};
const FAULTS = Object.entries(CARRIER_LATENCY_MS)
  .map(([carrier, ms]) => `carrier=${carrier};kind=latency;ms=${ms}`)
  .join(',');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function benchResults(dist = fileURLToPath(new URL('../dist', import.meta.url))): Promise<string[]> {
  const app = await buildApp({ dataDir: 'memory://', staticDir: dist, rateLimit: false, sandboxFaults: FAULTS });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // The default shopper, a Texan (an agency state: quotes and ads), as the browser suites' second walk.
    const path = shortestPathToComplete(intakeModel('defaultAuto'), insuredMover);
    const submits = path.steps
      .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
      .filter(({ step }) => step.event.type === 'SUBMIT');
    const last = submits.pop()!;
    // Once: the walk to the last question, and the session saved there.
    const walk = await browser.newContext();
    const page = await walk.newPage();
    await page.goto(`${origin}/`);
    for (const { step, before } of submits) {
      const view = selectQuestionView(before!)!;
      await page.getByRole('heading', { level: 1, name: view.title }).waitFor();
      await page.locator('form[aria-busy="true"]').waitFor({ state: 'detached' });
      await answerStep(page, view, (step.event as { answer: unknown }).answer);
    }
    const lastView = selectQuestionView(last.before!)!;
    await page.getByRole('heading', { level: 1, name: lastView.title }).waitFor();
    await page.waitForTimeout(200);
    const session = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY);
    const hash = new URL(page.url()).hash;
    await walk.close();
    if (!session) throw new Error('results bench: no saved session at the last question');

    const first: number[] = [];
    const all: number[] = [];
    let cards = 0;
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      await context.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
        },
        [STORAGE_KEY, session] as const,
      );
      const p = await context.newPage();
      await p.goto(`${origin}/${hash}`);
      await p.getByRole('heading', { level: 1, name: lastView.title }).waitFor();
      await p.locator('form[aria-busy="true"]').waitFor({ state: 'detached' });
      const t0 = performance.now();
      await answerStep(p, lastView, (last.step.event as { answer: unknown }).answer);
      await p.locator('.qf-quote:not(.qf-quote--ad)').first().waitFor();
      first.push(performance.now() - t0);
      await p.getByRole('status').filter({ hasText: 'All carriers have answered.' }).waitFor();
      all.push(performance.now() - t0);
      cards = await p.locator('.qf-quote:not(.qf-quote--ad)').count();
      await context.close();
    }
    const latencies = Object.entries(CARRIER_LATENCY_MS)
      .map(([c, ms]) => `${c} ${ms}`)
      .join(', ');
    return [
      `carriers' RC1 latency (ms): ${latencies}`,
      `last answer to first quote card shown: median ${median(first).toFixed(0)} ms over ${RUNS} runs (min ${Math.min(...first).toFixed(0)}, max ${Math.max(...first).toFixed(0)})`,
      `last answer to last quote card shown (${cards} cards, every carrier answered): median ${median(all).toFixed(0)} ms (min ${Math.min(...all).toFixed(0)}, max ${Math.max(...all).toFixed(0)})`,
    ];
  } finally {
    await browser.close();
    await app.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchResults()) console.log(line);
}
