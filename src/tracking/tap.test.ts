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
  function env() {
    const listeners = new Map<string, Set<() => void>>();
    const idles: Array<() => void> = [];
    const w = {
      addEventListener: (t: string, l: () => void) => {
        if (!listeners.has(t)) listeners.set(t, new Set());
        listeners.get(t)!.add(l);
      },
      requestIdleCallback: (run: () => void) => idles.push(run),
    } as never;
    const fire = (type: string) => {
      for (const l of [...(listeners.get(type) ?? [])]) l();
    };
    return { idles, fire, w };
  }

  it('waits for an idle moment', () => {
    const e = env();
    let runs = 0;
    afterFirstScreen(() => runs++, e.w);
    expect(runs).toBe(0);
    e.idles[0]();
    expect(runs).toBe(1);
    e.fire('keydown');
    expect(runs).toBe(1);
  });

  it("runs at the shopper's first tap or key if that comes first, and only once", () => {
    const e = env();
    let runs = 0;
    afterFirstScreen(() => runs++, e.w);
    expect(e.idles).toHaveLength(1);
    e.fire('keydown');
    expect(runs).toBe(1);
    e.idles[0]();
    e.fire('pointerdown');
    expect(runs).toBe(1);
  });
});
