import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createHttp, setHttpClient } from '../../src/actors/transport';
import { createUserSync } from '../../src/actors/user.actor';
import { intakeMachineOf } from '../../src/machines/intake/flows';
import { pendingIntakeActors } from '../../src/machines/intake/intake.actors';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import type { IntakeInput } from '../../src/machines/intake/intake.types';
import { databases, type Server, startServer } from './harness';
import { seededRandom } from '../../src/testing/seededRandom';

// The real userSync and a real intake machine against the sandbox: a failing PATCH /user (fault injection), then
// recovery, ends with the server holding the latest answers after a bounded number of requests. The retry timers
// run on a manual clock; the requests are real.

/** Retry timers on fake time: `next` jumps to the earliest one and runs it. */
function manualClock() {
  let now = 0;
  const due: { at: number; run: () => void }[] = [];
  const delays: number[] = [];
  return {
    schedule: (run: () => void, ms: number) => {
      delays.push(ms);
      due.push({ at: now + ms, run });
    },
    next() {
      due.sort((a, b) => a.at - b.at);
      const timer = due.shift()!;
      now = timer.at;
      timer.run();
    },
    now: () => now,
    pending: () => due.length,
    delays,
  };
}

const wire = (user: object, userId?: string) => JSON.parse(JSON.stringify({ ...user, userId }));
const settled = { timeout: 10_000, interval: 20 };

describe.each(databases)('saving the answers to the sandbox on $name', ({ databaseUrl }) => {
  let server: Server;
  const requests: string[] = [];
  const http = createHttp('http://placeholder/api');
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
    http.defaults.baseURL = `${server.base}/api`;
    http.interceptors.request.use((req) => {
      requests.push(`${req.method!.toUpperCase()} ${req.url}`);
      return req;
    });
    setHttpClient(http);
  });
  afterAll(() => server.close());

  function intake(input: IntakeInput = {}) {
    const clock = manualClock();
    const random = seededRandom(17);
    const online = { isOnline: () => true, whenOnline: () => {} };
    const userSync = createUserSync({ schedule: clock.schedule, random, online });
    const machine = intakeMachineOf().provide({ actors: { ...pendingIntakeActors, userSync } });
    const actor = createActor(machine, { input }).start();
    const firstOption = () => selectQuestionView(actor.getSnapshot())!.options[0].value;
    const answer = () => actor.send({ type: 'SUBMIT', answer: firstOption() });
    return { actor, clock, answer, context: () => actor.getSnapshot().context };
  }

  it('after a failing PATCH /user recovers, the server holds the latest answers, after a bounded count', async () => {
    const { clock, answer, context } = intake();
    answer();
    await vi.waitFor(() => expect(context().extra?.server.userId).toBeDefined(), settled);

    http.defaults.headers.common['x-sandbox-fault'] = 'route=updateUser;kind=error';
    requests.length = 0;
    answer();
    await vi.waitFor(() => expect(clock.pending()).toBe(1), settled);
    answer();
    answer();
    // A minute of failures on fake time: each retry fails and schedules the next.
    while (clock.now() < 60_000) {
      const sent = requests.length;
      clock.next();
      await vi.waitFor(() => expect([requests.length, clock.pending()]).toEqual([sent + 1, 1]), settled);
    }
    expect(requests.every((r) => r === 'PATCH /user')).toBe(true);
    expect(requests.length).toBeLessThanOrEqual(10);

    delete http.defaults.headers.common['x-sandbox-fault'];
    clock.next();
    const { userId, token } = context().extra!.server;
    await vi.waitFor(async () => {
      const saved = await server.call('GET', `/api/user/${userId}`, { headers: { 'x-user-token': token! } });
      expect(saved.body).toMatchObject(wire(context().user, userId));
    }, settled);
    expect(clock.pending()).toBe(0);
  });

  it('stops after one refused PATCH (a forged token, 401) and tells the machine, answers kept', async () => {
    const forged = { userId: '0b9d2f6e-8c1a-4e3b-9f7d-2a6c4e8b1d3f', token: 'v1.forged' };
    const { clock, answer, actor, context } = intake({ server: forged });
    requests.length = 0;
    answer();
    await vi.waitFor(() => expect(context().extra?.saveError).toBe('user_save_failed'), settled);
    expect(requests).toEqual(['PATCH /user']);
    expect(clock.pending()).toBe(0);
    expect(selectQuestionView(actor.getSnapshot())!.node).toBe('whenShopping~1');
  });

  // Last: it spends this address's write allowance (60 a minute).
  it("waits out the rate limit's Retry-After instead of retrying at once", async () => {
    const { clock, answer, context } = intake();
    answer();
    await vi.waitFor(() => expect(context().extra?.server.userId).toBeDefined(), settled);
    // Refused bodies count too: the limiter runs before validation.
    const patch = () => server.call('PATCH', '/api/user', { body: {}, headers: { 'x-route-version': 'v2' } });
    for (let i = 0; i < 60; i += 1) await patch();
    const limited = await patch();
    expect(limited.status).toBe(429);
    const retryAfterMs = Number(limited.headers.get('retry-after')) * 1000;
    requests.length = 0;
    answer();
    await vi.waitFor(() => expect(clock.pending()).toBe(1), settled);
    expect(requests).toEqual(['PATCH /user']);
    expect(clock.delays.at(-1)).toBeGreaterThanOrEqual(retryAfterMs - 1000);
  });
});
