import { yieldToMain } from './yieldToMain';

// The browser's first use of its locale data (ICU: a collator, a number or date format, `supportedLocalesOf`) loads
// it, a task of about 10-30 ms on a desktop CPU and 40-120 on Lighthouse's phone (issue 9). react-aria asks for it as
// its chunk is evaluated (its default locale). The data and ICU's caches belong to the renderer process, so a worker
// loads them off the page's thread, and the page's own first use is then a fraction of a millisecond
// (docs/decisions/0049); without a worker, they load in a task of their own.

type LocaleEnv = { Intl?: Pick<typeof Intl, 'DateTimeFormat'>; navigator?: Pick<Navigator, 'language'> };
type LocaleWorker = Pick<Worker, 'onmessage' | 'onerror' | 'terminate'>;

/** The worker that loads the locale data, or nothing where there are no workers. */
export function startLocaleWorker(): LocaleWorker | undefined {
  if (typeof Worker !== 'function') return undefined;
  return new Worker(new URL('./localeData.worker.ts', import.meta.url), { type: 'module' });
}

/** A worker that has not answered by then (a slow start): the data loads on the page's thread after all. */
const WORKER_PATIENCE_MS = 2000;

/** Loads the locale data react-aria asks for, in a worker or else in a task of its own; never throws. */
export function warmLocaleData(
  env: LocaleEnv = globalThis as LocaleEnv,
  startWorker: () => LocaleWorker | undefined = startLocaleWorker,
): Promise<void> {
  const inTask = () =>
    yieldToMain().then(() => {
      try {
        env.Intl?.DateTimeFormat.supportedLocalesOf([env.navigator?.language || 'en-US']);
      } catch {
        // An unknown locale: react-aria falls back to en-US itself.
      }
    });
  let worker: LocaleWorker | undefined;
  try {
    worker = startWorker();
  } catch {
    worker = undefined;
  }
  if (!worker) return inTask();
  const started = worker;
  return new Promise<void>((resolve) => {
    const done = (warm: boolean) => {
      clearTimeout(timer);
      started.onmessage = null;
      started.onerror = null;
      started.terminate();
      resolve(warm ? undefined : inTask());
    };
    const timer = setTimeout(() => done(false), WORKER_PATIENCE_MS);
    started.onmessage = () => done(true);
    started.onerror = () => done(false);
  });
}
