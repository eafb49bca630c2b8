import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Snapshot } from 'xstate';
import { intakeMachineOf } from '../machines/intake/flows';
import { pendingIntakeActors } from '../machines/intake/intake.actors';
import { selectQuestionView } from '../machines/intake/intake.selectors';
import { questionOf } from '../machines/intake/questions';
import { createHttp, setHttpClient } from './transport';
// The first call loads the contract's schemas (http.ts); loaded here, so fake time only covers the network.
import './intakeContract';
import { createUserSync } from './user.actor';
import { seededRandom } from '../testing/seededRandom';

// userSync on Vitest fake timers against a fake axios adapter that counts requests: the saves of a real intake
// machine, answered by a server that fails the way the issue saw (offline, 429, 500, 400), then recovers.

const USER_ID = '5f0c7a4e-3b2d-4c1e-9a8f-1d2e3f4a5b6c';
/** Each answer takes this long on fake time, as a real server's would (a storm then shows as a count, not a hang). */
const LATENCY_MS = 10;
type Reply = { status: number; headers?: Record<string, string> } | 'network';

function fakeApi() {
  const requests: { method: string; body: Record<string, unknown>; at: number }[] = [];
  let reply: (n: number) => Reply = () => ({ status: 201 });
  const http = createHttp('http://sandbox.test/api');
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    requests.push({ method: config.method!.toUpperCase(), body: JSON.parse(config.data as string), at: Date.now() });
    const r = reply(requests.length);
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    if (r === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const ok = r.status < 300;
    const data = ok ? { userId: USER_ID, returningToken: `v1.token-${requests.length}` } : { message: 'no' };
    const response = { status: r.status, statusText: '', data, headers: r.headers ?? {}, config, request: {} };
    if (!ok) throw new AxiosError(`Request failed with ${r.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  setHttpClient(http);
  return {
    requests,
    answer: (fn: (n: number) => Reply) => {
      reply = fn;
    },
  };
}

/** The browser's online state, switched by the test; `whenOnline` callbacks run on the next `online` event. */
function fakeNetwork(online = true) {
  let waiting: (() => void)[] = [];
  return {
    isOnline: () => online,
    whenOnline: (run: () => void) => void waiting.push(run),
    set(value: boolean) {
      online = value;
      if (!value) return;
      const run = waiting;
      waiting = [];
      run.forEach((fn) => fn());
    },
  };
}

type SyncDeps = Parameters<typeof createUserSync>[0];

function startIntake(deps: SyncDeps, logic = createUserSync(deps), snapshot?: Snapshot<unknown>) {
  const machine = intakeMachineOf().provide({ actors: { ...pendingIntakeActors, userSync: logic } });
  const actor = createActor(machine, { input: {}, snapshot }).start();
  /** Answers the current question with its first option: the machine saves the user after every answer. */
  const answer = () => {
    const view = selectQuestionView(actor.getSnapshot())!;
    actor.send({ type: 'SUBMIT', answer: view.options[0].value });
  };
  const answers = () => actor.getSnapshot().context.user;
  return { actor, answer, answers, logic };
}

const seconds = (s: number) => vi.advanceTimersByTimeAsync(s * 1000);
/** Lets the request under way answer. */
const settle = () => vi.advanceTimersByTimeAsync(LATENCY_MS);
/** The user as the request body carries it: JSON, with the server's id once there is one. */
const wire = (user: object, userId?: string) => JSON.parse(JSON.stringify({ ...user, userId }));

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('userSync: the server copy of the answers', () => {
  it('sends nothing while the browser is offline, then the latest answers once it is back online', async () => {
    const api = fakeApi();
    const network = fakeNetwork(false);
    const { answer, answers, actor } = startIntake({ online: network, random: seededRandom(1) });
    answer();
    answer();
    answer();
    await seconds(60);
    expect(api.requests).toHaveLength(0);

    network.set(true);
    await settle();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: wire(answers()) });
    expect(actor.getSnapshot().context.extra?.server).toEqual({ userId: USER_ID, token: 'v1.token-1' });
  });

  it('backs off on a 500 (a bounded count over 60 s), keeps the latest answers, saves them on recovery', async () => {
    const api = fakeApi();
    api.answer(() => ({ status: 500 }));
    const { answer, answers } = startIntake({ online: fakeNetwork(), random: seededRandom(7) });
    answer();
    await settle();
    expect(api.requests).toHaveLength(1);
    // Answers during the backoff replace the waiting save; none goes out at once.
    answer();
    answer();
    expect(api.requests).toHaveLength(1);
    await seconds(60);
    // Full jitter up to 1, 2, 4, 8, 16, 30 s...: a handful of retries in a minute, not the 85 in 200 ms.
    expect(api.requests.length).toBeGreaterThanOrEqual(3);
    expect(api.requests.length).toBeLessThanOrEqual(10);
    const gaps = api.requests.slice(1).map((r, i) => r.at - api.requests[i].at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);

    api.answer(() => ({ status: 201 }));
    const failed = api.requests.length;
    await seconds(30);
    expect(api.requests).toHaveLength(failed + 1);
    expect(api.requests.at(-1)!.body).toEqual(wire(answers()));
    await seconds(60);
    expect(api.requests).toHaveLength(failed + 1);
  });

  it("honours a 429's Retry-After before trying again", async () => {
    const api = fakeApi();
    api.answer((n) => (n === 1 ? { status: 429, headers: { 'retry-after': '5' } } : { status: 201 }));
    const { answer } = startIntake({ online: fakeNetwork(), random: seededRandom(3) });
    answer();
    await seconds(4.99);
    expect(api.requests).toHaveLength(1);
    // Retry-After plus at most the first backoff step (1 s) of jitter, counted from the 429's answer.
    await seconds(1.1);
    expect(api.requests).toHaveLength(2);
  });

  it('stops on a 400 and tells the machine, which keeps every answer; the next answer is sent once', async () => {
    const api = fakeApi();
    api.answer(() => ({ status: 400 }));
    const { answer, answers, actor } = startIntake({ online: fakeNetwork(), random: seededRandom(5) });
    answer();
    await seconds(60);
    expect(api.requests).toHaveLength(1);
    expect(actor.getSnapshot().context.extra?.saveError).toBe('user_save_failed');
    expect(selectQuestionView(actor.getSnapshot())!.saveNotice?.title).toBe("Your saved quote link isn't up to date");
    expect(questionOf('currentlyInsured').read(answers(), 1)).toBe('Yes');

    api.answer(() => ({ status: 201 }));
    answer();
    await seconds(60);
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1].body).toEqual(wire(answers()));
    expect(actor.getSnapshot().context.extra?.saveError).toBeNull();
  });

  it('retries a lost connection with backoff, and waits for the online event once the browser is offline', async () => {
    const api = fakeApi();
    const network = fakeNetwork();
    api.answer(() => 'network');
    const { answer, answers } = startIntake({ online: network, random: seededRandom(11) });
    answer();
    await settle();
    network.set(false);
    await seconds(120);
    // The failed call, then at most the retry already due when the browser went offline.
    expect(api.requests.length).toBeLessThanOrEqual(2);
    api.answer(() => ({ status: 201 }));
    answer();
    network.set(true);
    await settle();
    expect(api.requests.at(-1)!.body).toEqual(wire(answers()));
  });

  it('coalesces: answers given while a save is in flight go as one request with the latest, as a PATCH', async () => {
    const api = fakeApi();
    const { answer, answers } = startIntake({ online: fakeNetwork(), random: seededRandom(2) });
    answer();
    // The first save leaves after the next paint (a timer here, no frames in Node); the next answers find it in flight.
    await vi.advanceTimersByTimeAsync(0);
    answer();
    answer();
    answer();
    await settle();
    expect(api.requests.map((r) => r.method)).toEqual(['POST', 'PATCH']);
    expect(api.requests[1].body).toEqual(wire(answers(), USER_ID));
  });

  it('never drops the last answer: a save waiting on backoff lands after the intake actor has stopped', async () => {
    const api = fakeApi();
    api.answer(() => ({ status: 503 }));
    const first = startIntake({ online: fakeNetwork(), random: seededRandom(13) });
    first.answer();
    await settle();
    first.answer();
    const latest = first.answers();
    first.actor.stop();
    api.answer(() => ({ status: 201 }));
    await seconds(60);
    expect(api.requests.at(-1)!.body).toEqual(wire(latest));
    // A flow reopened on the same page shares the queue: its saves update that copy instead of creating another.
    const second = startIntake({}, first.logic);
    second.answer();
    await settle();
    expect(api.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { userId: USER_ID } });
  });

  it('after a reload (restored snapshot, new queue) the next save updates the server copy, not a new one', async () => {
    const api = fakeApi();
    const before = startIntake({ online: fakeNetwork(), random: seededRandom(19) });
    before.answer();
    await settle();
    const snapshot = before.actor.getPersistedSnapshot();
    before.actor.stop();
    const after = startIntake({ online: fakeNetwork(), random: seededRandom(23) }, undefined, snapshot);
    after.answer();
    await settle();
    expect(api.requests.map((r) => r.method)).toEqual(['POST', 'PATCH']);
    expect(api.requests[1].body).toEqual(wire(after.answers(), USER_ID));
  });
});
