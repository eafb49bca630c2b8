import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ratecallMachine, type Rc1Result } from '../../src/machines/ratecall/ratecall.machine';
import { ratecallCoverage, ratecallPaths } from './ratecallModel';
import type { AutoUser } from '../../src/contract';

const { paths, quoted, declined } = await ratecallPaths();
const walker = ratecallMachine.provide({
  actors: { fetchRc1Quotes: fromPromise<Rc1Result, { user: AutoUser }>(() => new Promise(() => {})) },
});

describe('the RC1 lifecycle, walked along generated paths', () => {
  it('reaches results, no quotes and the error state, and every retry', () => {
    const cov = ratecallCoverage(paths);
    expect(cov.nodes).toEqual({ reached: 4, total: 4 });
    expect(cov.transitions).toEqual({ covered: 5, total: 5 });
  });

  it.each(paths.map((p) => [JSON.stringify(p.state.value), p] as const))('replays the path to %s', (_name, path) => {
    const actor = createActor(walker, { input: { user: path.steps[0].state.context.user, server: {} } }).start();
    for (const step of path.steps.slice(1)) actor.send(step.event);
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    actor.stop();
  });

  it('shows the sandbox carriers quotes sorted by price, drops the declined, and keeps the quote session id', () => {
    const results = paths.find((p) => p.state.matches('RESULTS'))!.state.context;
    const prices = results.quotes.map((q) => q.fullPayPlan?.totalAmount ?? q.monthlyPayPlan!.totalAmount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(results.quotes.length + results.dropped).toBe(quoted.quotes.length);
    expect(results.quotes.every((q) => q.msgStatus === 'success')).toBe(true);
    expect(results.user.tracking.quotesRequestId).toBe(quoted.quotesRequestId);
  });

  it('a user no carrier can rate ends in no quotes, with every answer counted as dropped', () => {
    const none = paths.find((p) => p.state.matches('NO_QUOTES'))!.state.context;
    expect(none.quotes).toEqual([]);
    expect(none.dropped).toBe(declined.quotes.length);
  });
});
