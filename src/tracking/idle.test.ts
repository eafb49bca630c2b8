import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';
import { LOAD_IDLE } from './load';

describe("the tracker's idle waits", () => {
  afterEach(() => vi.useRealTimers());

  it('waits for an idle moment, at most the wait given (the tracking chunk: three seconds)', () => {
    const idles: Array<[() => void, IdleRequestOptions | undefined]> = [];
    let runs = 0;
    whenIdle(() => runs++, LOAD_IDLE, { requestIdleCallback: (run, opts) => idles.push([run as () => void, opts]) });
    expect(runs).toBe(0);
    expect(idles[0][1]).toEqual({ timeout: 3000 });
    idles[0][0]();
    expect(runs).toBe(1);
  });

  it('waits the fallback where the browser has no idle callback (the tracking chunk: half a second)', () => {
    vi.useFakeTimers();
    let runs = 0;
    whenIdle(() => runs++, LOAD_IDLE, {});
    vi.advanceTimersByTime(499);
    expect(runs).toBe(0);
    vi.advanceTimersByTime(1);
    expect(runs).toBe(1);
  });
});
