import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { afterFirstScreen, createTap } from './tap';

const ev = (type: InspectionEvent['type'], n = 0) => ({ type, n }) as unknown as InspectionEvent;

describe('the tracking tap in the initial chunk', () => {
  it('buffers the inspection events until the tracker attaches, then forwards everything', () => {
    const tap = createTap(3);
    tap.inspect(ev('@xstate.actor', 1));
    tap.inspect(ev('@xstate.event', 2));
    tap.inspect(ev('@xstate.snapshot', 3));
    tap.inspect(ev('@xstate.microstep', 4));
    tap.inspect(ev('@xstate.snapshot', 5));
    tap.inspect(ev('@xstate.snapshot', 6));
    const seen: InspectionEvent[] = [];
    const buffered = tap.attach((e) => seen.push(e));
    expect(buffered.map((e) => (e as unknown as { n: number }).n)).toEqual([1, 2, 3]);
    tap.inspect(ev('@xstate.event', 7));
    expect(seen).toHaveLength(1);
    expect(buffered).toHaveLength(3);
  });
});

describe('loading the tracking chunk after the first screen', () => {
  it('waits for an idle moment, at most 3 s', () => {
    const idles: Array<{ run: () => void; timeout?: number }> = [];
    const w = { requestIdleCallback: (run: () => void, o?: { timeout?: number }) => idles.push({ run, ...o }) };
    let runs = 0;
    afterFirstScreen(() => runs++, w as never);
    expect(runs).toBe(0);
    expect(idles.map((i) => i.timeout)).toEqual([3000]);
    idles[0].run();
    expect(runs).toBe(1);
  });
});
