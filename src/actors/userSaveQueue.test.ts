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
