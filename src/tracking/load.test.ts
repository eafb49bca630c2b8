import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './load';

describe('loading the tracking chunk after the first screen', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for an idle moment, at most three seconds', () => {
    const idles: Array<[() => void, IdleRequestOptions | undefined]> = [];
    let runs = 0;
    whenIdle(() => runs++, { requestIdleCallback: (run, opts) => idles.push([run as () => void, opts]) });
    expect(runs).toBe(0);
    expect(idles[0][1]).toEqual({ timeout: 3000 });
    idles[0][0]();
    expect(runs).toBe(1);
  });

  it('waits half a second where the browser has no idle callback', () => {
    vi.useFakeTimers();
    let runs = 0;
    whenIdle(() => runs++, {} as Pick<Window, 'requestIdleCallback'>);
    vi.advanceTimersByTime(499);
    expect(runs).toBe(0);
    vi.advanceTimersByTime(1);
    expect(runs).toBe(1);
  });
});
