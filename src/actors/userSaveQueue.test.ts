import { describe, expect, it, vi } from 'vitest';
import type { AutoUser } from '../contract';
import { createUserSaveQueue, type UserSaveDeps } from './userSaveQueue';

// The queue's own contract with the paint (decision 0053): a save starts only once `whenPainted` runs it, so every
// answer given before that frame goes in one request, the latest; without `whenPainted` it starts at once.

const user = (firstName: string) => ({ autoPolicy: { operators: [{ firstName }] } }) as unknown as AutoUser;

function deps(whenPainted?: UserSaveDeps['whenPainted']) {
  const sent: { server: object; firstName: string }[] = [];
  const d: UserSaveDeps = {
    schedule: (run, ms) => setTimeout(run, ms),
    online: { isOnline: () => true, whenOnline: () => undefined },
    random: () => 0.5,
    send: async (server, u) => {
      sent.push({
        server,
        firstName: (u as unknown as { autoPolicy: { operators: { firstName: string }[] } }).autoPolicy.operators[0]
          .firstName,
      });
      return { userId: 'u-1', token: `t-${sent.length}` };
    },
    whenPainted,
  };
  return { d, sent };
}

describe('the user save queue and the paint', () => {
  it('starts no save before the frame is painted, then sends the latest answers once', async () => {
    const frames: (() => void)[] = [];
    const { d, sent } = deps((run) => void frames.push(run));
    const queue = createUserSaveQueue(d);
    queue.save(user('Ана'));
    queue.save(user('\u{1F697}'.repeat(5_000)));
    await Promise.resolve();
    expect(sent).toEqual([]);
    for (const run of frames.splice(0)) run();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ server: {}, firstName: '\u{1F697}'.repeat(5_000) });
  });

  it('tells its listeners once the save painted later has landed', async () => {
    const frames: (() => void)[] = [];
    const { d } = deps((run) => void frames.push(run));
    const queue = createUserSaveQueue(d);
    const outcomes: unknown[] = [];
    queue.subscribe((o) => outcomes.push(o));
    queue.save(user('Zoë'));
    expect(outcomes).toEqual([]);
    for (const run of frames.splice(0)) run();
    await vi.waitFor(() => expect(outcomes).toEqual([{ type: 'saved', userId: 'u-1', token: 't-1' }]));
  });

  it('without a paint to wait for, starts the save at once', async () => {
    const { d, sent } = deps();
    createUserSaveQueue(d).save(user('Maria'));
    await Promise.resolve();
    expect(sent).toEqual([{ server: {}, firstName: 'Maria' }]);
  });
});

describe('the user save queue and a database outage', () => {
  it('retries a 503 database_unavailable once per Retry-After and backoff, never at once, then saves', async () => {
    const delays: number[] = [];
    const timers: (() => void)[] = [];
    let calls = 0;
    const queue = createUserSaveQueue<AutoUser>({
      schedule: (run, ms) => {
        delays.push(ms);
        timers.push(run);
      },
      online: { isOnline: () => true, whenOnline: () => undefined },
      random: () => 0,
      send: async () => {
        calls += 1;
        if (calls <= 2) throw { code: 'server_error', status: 503, retryAfterMs: 2_000 };
        return { userId: 'u-1', token: 't-1' };
      },
    });
    const outcomes: unknown[] = [];
    queue.subscribe((o) => outcomes.push(o));
    queue.save(user('Zoë'));
    await vi.waitFor(() => expect(delays).toHaveLength(1));
    // Nothing is sent again until the timer runs: one attempt per wait, no loop.
    expect(calls).toBe(1);
    expect(delays[0]).toBeGreaterThanOrEqual(2_000);
    timers.shift()?.();
    await vi.waitFor(() => expect(delays).toHaveLength(2));
    expect(calls).toBe(2);
    expect(delays[1]).toBeGreaterThanOrEqual(2_000);
    timers.shift()?.();
    await vi.waitFor(() => expect(outcomes.at(-1)).toEqual({ type: 'saved', userId: 'u-1', token: 't-1' }));
    expect(calls).toBe(3);
    expect(outcomes.slice(0, 2)).toEqual([
      { type: 'retrying', code: 'server_error', status: 503 },
      { type: 'retrying', code: 'server_error', status: 503 },
    ]);
  });
});
