import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostileString } from '../../tests/server/arbitraries';
import { callsInFlight, shareInFlight } from './inFlight';

// The press joins the check asked ahead while it is in flight (docs/decisions/0054): one request per input.

interface Run {
  input: unknown;
  signal: AbortSignal;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}
let runs: Run[] = [];
const call = shareInFlight('lookup', (input: unknown, signal) => {
  return new Promise((resolve, reject) => {
    runs.push({ input, signal, resolve, reject });
  });
});
const caller = () => new AbortController();

describe('a call shared while in flight', () => {
  beforeEach(() => {
    runs = [];
  });
  afterEach(() => vi.useRealTimers());

  it('asks once for two callers of the same input, twice for two inputs', async () => {
    const a = call({ input: { zip: '78701' }, signal: caller().signal });
    const b = call({ input: { zip: '78701' }, signal: caller().signal });
    call({ input: { zip: '94103' }, signal: caller().signal });
    expect(runs.map((r) => r.input)).toEqual([{ zip: '78701' }, { zip: '94103' }]);
    runs[0].resolve('found');
    runs[1].resolve('elsewhere');
    await expect(a).resolves.toBe('found');
    await expect(b).resolves.toBe('found');
  });

  it('keeps the request when the caller that started it stops and another joins in the same task', async () => {
    vi.useFakeTimers();
    const ahead = caller();
    call({ input: 'x', signal: ahead.signal }).catch(() => {});
    ahead.abort();
    const press = call({ input: 'x', signal: caller().signal });
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toHaveLength(1);
    expect(runs[0].signal.aborted).toBe(false);
    runs[0].resolve('ok');
    await expect(press).resolves.toBe('ok');
  });

  it('aborts the request a task after its last caller stopped', async () => {
    vi.useFakeTimers();
    const ahead = caller();
    call({ input: 'y', signal: ahead.signal }).catch(() => {});
    ahead.abort();
    expect(runs[0].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs[0].signal.aborted).toBe(true);
    expect(callsInFlight()).toBe(0);
  });

  it('never keeps a settled call: a failure, or an answer, is asked again by the next caller', async () => {
    const first = call({ input: 'z', signal: caller().signal });
    runs[0].reject({ code: 'network_error' });
    await expect(first).rejects.toEqual({ code: 'network_error' });
    const second = call({ input: 'z', signal: caller().signal });
    expect(runs).toHaveLength(2);
    runs[1].resolve('ok');
    await expect(second).resolves.toBe('ok');
    call({ input: 'z', signal: caller().signal });
    expect(runs).toHaveLength(3);
    runs[2].resolve('ok');
  });

  it('tells any two inputs apart and joins equal ones (full Unicode, very long)', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString(40, 20_000), hostileString(40, 20_000), async (a, b) => {
        runs = [];
        const p = [a, a, b].map((email) => call({ input: { email }, signal: caller().signal }));
        expect(runs.map((r) => (r.input as { email: string }).email)).toEqual(a === b ? [a] : [a, b]);
        for (const r of runs) r.resolve(r.input);
        const out = await Promise.all(p);
        expect(out).toEqual([{ email: a }, { email: a }, { email: b }]);
        expect(callsInFlight()).toBe(0);
      }),
      { numRuns: 60 },
    );
  });
});
