import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { buildApp } from '../server/app';
import { selectQuestionView } from '../src/machines/intake/intake.selectors';
import { shortestPathToComplete } from '../tests/mbt/paths';
import { intakeModel } from '../tests/mbt/intakeModel';
import { answerStep, clickIt, type PressContinue } from '../tests/e2e/driveStep';
import type { BenchFigures } from './targets';

// Time from the Continue click to the next question painted, over a scripted default-auto walk in chromium with the
// CPU slowed 4x (CDP). Measured in the page: the click's timestamp to the frame after the new heading is in the DOM.

// STEPS_CPU_SLOWDOWN overrides it (1: unthrottled, for comparing main-thread CPU time on a loaded machine).
const CPU_SLOWDOWN = Number(process.env.STEPS_CPU_SLOWDOWN ?? 4);
// STEPS_THINK_MS: a pause between the answer entered and the press, as a shopper takes to read it and reach Continue
// (0 by default: the record's walk presses at once). What the app does while a shopper pauses (a check asked before
// the press, the next question drawn ahead) shows only with a pause.
const THINK_MS = Number(process.env.STEPS_THINK_MS ?? 0);

// Installed before any page script: a Continue click arms a watcher that stamps the frame that paints the new h1.
// The paint's own time comes from Element Timing (the new h1 is marked `elementtiming` before it is painted: its
// entry's renderTime is that frame's); a heading the browser gives no entry for (an h1 reused with a new text) is
// stamped by a message posted from the frame's callback, handled after the frame but possibly after other tasks.
// It also keeps the browser's own Event Timing entries (PerformanceEventTiming): each Continue's interaction latency,
// INP's measure, is the longest duration among the entries sharing its click's interactionId (docs/decisions/0048).
const WATCH_STEPS = () => {
  const w = window as unknown as {
    __stepTimes: StepStamp[];
    __eventTimings: { name: string; startTime: number; duration: number; interactionId: number }[];
  };
  w.__stepTimes = [];
  w.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { interactionId: number })[])
      if (e.interactionId)
        w.__eventTimings.push({
          name: e.name,
          startTime: e.startTime,
          duration: e.duration,
          interactionId: e.interactionId,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const painted = new Map<string, number>();
  const waiting = new Map<string, (renderTime: number) => void>();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
      painted.set(entry.identifier, entry.renderTime);
      waiting.get(entry.identifier)?.(entry.renderTime);
    }
  }).observe({ type: 'element', buffered: true });
  let n = 0;
  document.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('button[type="submit"]');
      if (!button) return;
      const start = e.timeStamp;
      performance.mark('step:click', { startTime: start });
      const before = document.querySelector('h1')?.textContent;
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('h1');
        if (!h1 || h1.textContent === before) return;
        observer.disconnect();
        n += 1;
        const id = `step-${n}`;
        if (!h1.hasAttribute('elementtiming')) h1.setAttribute('elementtiming', id);
        const title = h1.textContent ?? '';
        // (An object's method: tsx names a const arrow function with a helper the page does not have.)
        const step = {
          done: false,
          stamp(end: number, how: 'paint' | 'task') {
            if (step.done) return;
            step.done = true;
            performance.mark('step:painted', { startTime: end });
            w.__stepTimes.push({ ms: end - start, title, how, clickAt: start });
          },
        };
        waiting.set(id, (renderTime) => step.stamp(renderTime, 'paint'));
        // The rAF callback runs before the paint; a message posted from it is handled after that frame is painted.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const after = performance.now();
            // Element Timing reports after the frame; without an entry by then (an h1 reused), the message's time.
            setTimeout(() => {
              const renderTime = painted.get(id);
              if (renderTime !== undefined) step.stamp(renderTime, 'paint');
              else step.stamp(after, 'task');
            }, 500);
          };
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    true,
  );
};

interface StepStamp {
  ms: number;
  title: string;
  how: 'paint' | 'task';
  /** The Continue click's timeStamp: its Event Timing entry's startTime. */
  clickAt: number;
}

const quantile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));

/**
 * A person's press: the pointer comes to the button, then goes down, and comes up a frame later (a tap or a click is
 * held far longer than a frame), so the press's own work (pointerdown, the field's blur and change, the button's
 * focus) is handled and painted before the release, as it is for a shopper. The click follows the release.
 */
const pressLikeAPerson: PressContinue = async (page, button) => {
  await button.scrollIntoViewIfNeeded();
  await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await button.elementHandle());
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await nextFrame(page);
  await page.mouse.down();
  await nextFrame(page);
  await page.mouse.up();
};

interface Walk {
  stamps: StepStamp[];
  /** Per step, the Event Timing latency of its Continue's interaction; 0 when under the 16 ms the browser reports. */
  interactions: number[];
}

async function walk(
  browser: Browser,
  origin: string,
  press: PressContinue,
  { trace, profile }: { trace?: string; profile?: string },
): Promise<Walk> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_STEPS);
    if (process.env.STEPS_VERBOSE) page.on('pageerror', (e) => console.log('page error', e.message));
    // STEPS_VERBOSE also prints each API call as it finishes: its path, start (ms since the page's time origin) and time.
    if (process.env.STEPS_VERBOSE)
      page.on('requestfinished', (r) => {
        const url = new URL(r.url());
        if (!url.pathname.startsWith('/api/')) return;
        const t = r.timing();
        console.log(`  call ${r.method()} ${url.pathname} ${t.responseEnd.toFixed(0)} ms`);
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (trace)
      await browser.startTracing(page, {
        path: trace,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
          // STEPS_TRACE_JS=1: the JS samples too (DevTools' call tree per step; inflates the script time a little).
          ...(process.env.STEPS_TRACE_JS ? ['disabled-by-default-v8.cpu_profiler'] : []),
        ],
      });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(origin);
    const path = shortestPathToComplete(intakeModel('defaultAuto'));
    const submits = path.steps
      .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
      .filter(({ step }) => step.event.type === 'SUBMIT');
    for (const { step, before } of submits) {
      const view = selectQuestionView(before!)!;
      await page.getByRole('heading', { level: 1, name: view.title }).waitFor();
      await page.locator('form[aria-busy="true"]').waitFor({ state: 'detached' });
      await answerStep(page, view, (step.event as { answer: unknown }).answer, press);
    }
    await page.waitForURL(/#\/quotes$/);
    if (trace) await browser.stopTracing();
    if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    await page.waitForTimeout(600); // the last step's stamp waits up to 500 ms for its Element Timing entry
    return await page.evaluate((questions) => {
      const w = window as unknown as {
        __stepTimes: StepStamp[];
        __eventTimings: { name: string; startTime: number; duration: number; interactionId: number }[];
      };
      const entries = w.__eventTimings;
      // The steps that paint a next question: the last Continue's page is the quotes' loader, stamped only when its
      // frame comes before the walk ends (26 steps in the record).
      const stamps = w.__stepTimes.slice(0, questions);
      const interactions = stamps.map((s) => {
        const click = entries.find((e) => e.name === 'click' && Math.abs(e.startTime - s.clickAt) < 1);
        if (!click) return 0;
        return Math.max(...entries.filter((e) => e.interactionId === click.interactionId).map((e) => e.duration));
      });
      return { stamps, interactions };
    }, submits.length - 1);
  } finally {
    await context.close();
  }
}

const spread = (xs: number[]) =>
  `p50 ${quantile(xs, 0.5).toFixed(0)} ms, p95 ${quantile(xs, 0.95).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;

export async function benchSteps(
  dist = fileURLToPath(new URL('../dist', import.meta.url)),
): Promise<{ lines: string[]; figures: BenchFigures }> {
  const app = await buildApp({ dataDir: 'memory://', staticDir: dist, rateLimit: false });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`;
    // STEPS_PRESS=click or person: only that walk (both by default: the click's walk is the record's figure).
    const presses = process.env.STEPS_PRESS ? [process.env.STEPS_PRESS] : ['click', 'person'];
    // STEPS_PROFILE=<file>: a CPU profile of the page over the (first) walk (open it in DevTools' Performance panel).
    // STEPS_TRACE=<file>: a Performance-panel trace (style, layout, paint and script) of the (first) walk.
    const tracing = { trace: process.env.STEPS_TRACE, profile: process.env.STEPS_PROFILE };
    const lines: string[] = [];
    const figures: BenchFigures = {};
    for (const [i, press] of presses.entries()) {
      const pressNow = press === 'person' ? pressLikeAPerson : clickIt;
      const pressed: PressContinue = THINK_MS
        ? async (page, button) => {
            await page.waitForTimeout(THINK_MS);
            await pressNow(page, button);
          }
        : pressNow;
      const { stamps, interactions } = await walk(browser, origin, pressed, i === 0 ? tracing : {});
      if (process.env.STEPS_VERBOSE) {
        console.log(`walk: ${press} (click to painted, Event Timing interaction)`);
        for (const [n, s] of stamps.entries())
          console.log(
            `  ${s.ms.toFixed(0).padStart(5)} ms ${String(interactions[n] || '<16').padStart(5)} ms  ${s.how}  ${s.title}`,
          );
      }
      const times = stamps.map((t) => t.ms);
      const paused = THINK_MS ? `, ${THINK_MS} ms between the answer and the press` : '';
      // A step whose check calls the sandbox (zip, makes, address) includes that round trip on loopback.
      // The first Continue comes right after the first tap, which starts the app (docs/decisions/0007): it is shown
      // on its own, as the worst case of a shopper who answers the first question at once.
      if (press === 'click') {
        // The click's walk is the record's: the figures issue 26's step target reads (bench/targets.ts).
        figures.step = { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
        lines.push(
          `step answer (Continue click to next question painted, ${CPU_SLOWDOWN}x CPU slowdown${paused}): ${times.length} steps, ${spread(times)}`,
          `first step, Continue clicked as soon as the first answer is picked (the app starts on that tap): ${times[0].toFixed(0)} ms`,
          `  same walk, the Continue's interaction by Event Timing (INP's measure; under 16 ms counts 0): ${spread(interactions)}`,
        );
      } else
        lines.push(
          `step answer, Continue pressed like a person (pointer down, a frame, up; ${CPU_SLOWDOWN}x${paused}): ${times.length} steps, ` +
            `click to next question painted ${spread(times)}; the interaction by Event Timing (INP's measure) ${spread(interactions)}`,
        );
    }
    return { lines, figures };
  } finally {
    await browser.close();
    await app.close();
  }
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // STEPS_DIST=<dir>: another build, e.g. an unminified one (`npx vite build --minify false --outDir <dir>`) to profile.
  for (const line of (await benchSteps(process.env.STEPS_DIST)).lines) console.log(line);
}
