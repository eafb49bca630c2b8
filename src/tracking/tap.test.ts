import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createTap } from './tap';

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
