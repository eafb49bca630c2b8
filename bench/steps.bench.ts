import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp } from '../server/app';
import { selectQuestionView } from '../src/machines/intake/intake.selectors';
import { shortestPathToComplete } from '../tests/mbt/paths';
import { intakeModel } from '../tests/mbt/intakeModel';
import { answerStep } from '../tests/e2e/driveStep';

// Time from the Continue click to the next question painted, over a scripted default-auto walk in chromium with the
// CPU slowed 4x (CDP). Measured in the page: the click's timestamp to the frame after the new heading is in the DOM.

const CPU_SLOWDOWN = 4;

// Installed before any page script: a Continue click arms a watcher that stamps the first frame painted after the h1 changes.
const WATCH_STEPS = () => {
  const w = window as unknown as { __stepTimes: { ms: number; title: string }[] };
  w.__stepTimes = [];
  document.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('button[type="submit"]');
      if (!button) return;
      const start = e.timeStamp;
      const before = document.querySelector('h1')?.textContent;
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('h1');
        if (!h1 || h1.textContent === before) return;
        observer.disconnect();
        // The rAF callback runs before the paint; a message posted from it is handled after that frame is painted.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            w.__stepTimes.push({ ms: performance.now() - start, title: h1.textContent ?? '' });
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    true,
  );
};

const quantile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

export async function benchSteps(dist = fileURLToPath(new URL('../dist', import.meta.url))): Promise<string[]> {
  const app = await buildApp({ dataDir: 'memory://', staticDir: dist, rateLimit: false });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(WATCH_STEPS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`);
    const path = shortestPathToComplete(intakeModel('defaultAuto'));
    const submits = path.steps
      .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
      .filter(({ step }) => step.event.type === 'SUBMIT');
    for (const { step, before } of submits) {
      const view = selectQuestionView(before!)!;
      await page.getByRole('heading', { level: 1, name: view.title }).waitFor();
      await page.locator('form[aria-busy="true"]').waitFor({ state: 'detached' });
      await answerStep(page, view, (step.event as { answer: unknown }).answer);
    }
    await page.waitForURL(/#\/quotes$/);
    const stamps = await page.evaluate(
      () => (window as unknown as { __stepTimes: { ms: number; title: string }[] }).__stepTimes,
    );
    if (process.env.STEPS_VERBOSE)
      for (const s of stamps) console.log(`  ${s.ms.toFixed(0).padStart(5)} ms  ${s.title}`);
    const times = stamps.map((t) => t.ms);
    // A step whose check calls the sandbox (zip, makes, address) includes that round trip on loopback.
    // The first Continue comes right after the first tap, which starts the app (docs/decisions/0007): it is shown
    // on its own, as the worst case of a shopper who answers the first question at once.
    return [
      `step answer (Continue click to next question painted, ${CPU_SLOWDOWN}x CPU slowdown): ${times.length} steps, ` +
        `p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
      `first step, Continue clicked as soon as the first answer is picked (the app starts on that tap): ${times[0].toFixed(0)} ms`,
    ];
  } finally {
    await browser.close();
    await app.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchSteps()) console.log(line);
}
