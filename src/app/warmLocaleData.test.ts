import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { warmLocaleData } from './warmLocaleData';

const noWorker = () => undefined;

function recordingEnv(language: string) {
  const asked: string[][] = [];
  const env = {
    Intl: {
      DateTimeFormat: {
        supportedLocalesOf: (l: string[]) => {
          asked.push(l);
          return l;
        },
      } as never,
    },
    navigator: { language },
  };
  return { env, asked };
}

/** A worker stand-in: the test says when it answers or fails. */
function fakeWorker() {
  const worker = {
    onmessage: null as ((e: MessageEvent) => void) | null,
    onerror: null as ((e: ErrorEvent) => void) | null,
    terminated: false,
    terminate() {
      worker.terminated = true;
    },
  };
  return worker;
}

describe('warmLocaleData', () => {
  it("without workers, asks for the browser's language in a later task", async () => {
    const { env, asked } = recordingEnv('fr-CA');
    const warmed = warmLocaleData(env, noWorker);
    expect(asked).toEqual([]);
    await warmed;
    expect(asked).toEqual([['fr-CA']]);
  });

  it("with a worker, leaves the page's thread alone and resolves once the worker has loaded the data", async () => {
    const { env, asked } = recordingEnv('en-US');
    const worker = fakeWorker();
    let resolved = false;
    const warmed = warmLocaleData(env, () => worker as never).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    worker.onmessage?.(new MessageEvent('message', { data: 'warm' }));
    await warmed;
    expect(asked).toEqual([]);
    expect(worker.terminated).toBe(true);
  });

  it('a worker that fails, or cannot start, leaves the loading to the page in a task of its own', async () => {
    const failing = recordingEnv('de-DE');
    const worker = fakeWorker();
    const warmed = warmLocaleData(failing.env, () => worker as never);
    worker.onerror?.({} as ErrorEvent);
    await warmed;
    expect(failing.asked).toEqual([['de-DE']]);
    expect(worker.terminated).toBe(true);

    const throwing = recordingEnv('es-MX');
    await warmLocaleData(throwing.env, () => {
      throw new Error('blocked by the content policy');
    });
    expect(throwing.asked).toEqual([['es-MX']]);
  });

  it('property: any language, well-formed or not, full Unicode and very long, never throws', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 5000 }), fc.constantFrom('en-US', '', 'x-private')),
        async (language) => {
          await expect(warmLocaleData({ Intl, navigator: { language } }, noWorker)).resolves.toBeUndefined();
        },
      ),
      { numRuns: 50 },
    );
  });
});
