import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_RATE_LIMIT } from '../../server/security/rateLimit';
import { SEND_LIMITS } from '../../server/phone/constants';
import { TOKENIZE_RATE_LIMIT } from '../../server/vault/constants';
import type { AutoUser } from '../../src/contract/entities';
import { autoUser } from './fixtures';
import { type CallInit, type CallResult, type Server, V2, httpClient } from './harness';
import { RatecallSession, answersFor, throughRate, withMvr } from './ratecallFixtures';
import { type PgCluster, canStartCluster, startCluster } from '../support/pgCluster';

// Two API instances on one PostgreSQL (issue 27; the scale-out README promises): two sandbox processes started at
// once on one fresh database (the boot's migration lock holds), one shopper's calls sent alternately to each from
// POST /user to a bound policy, and the per-IP limits (shared through Redis, REDIS_URL) and the per-number SMS limit
// (in the database) holding across both. Runs where the PostgreSQL binaries and redis-server exist (CI: .ci/run).

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const canRun = canStartCluster() && existsSync(REDIS_SERVER);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** This brief's ports: the cluster, Redis, each instance's API and vault. */
const PG_PORT = 5551;
const REDIS_PORT = 6391;
const INSTANCES = [
  { port: 8341, vaultPort: 8342 },
  { port: 8343, vaultPort: 8344 },
];
const BOOT_TIMEOUT_MS = 60_000;
const APP_ORIGIN = `http://127.0.0.1:${INSTANCES[0].port}`;
const CARD = { number: '4242424242424242', expiry: `08/${new Date().getUTCFullYear() + 3}`, cvc: '739' };

interface Instance {
  child: ChildProcess;
  call: (method: string, path: string, init?: CallInit) => Promise<CallResult>;
  vault: (method: string, path: string, init?: CallInit) => Promise<CallResult>;
  output: string[];
}

/** Resolves when the child prints `line`; rejects when it exits first (its output in the message). */
function waitForLine(child: ChildProcess, output: string[], line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${line}" in time:\n${output.join('')}`)), BOOT_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes(line)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before "${line}":\n${output.join('')}`));
    });
  });
}

function startInstance(databaseUrl: string, redisUrl: string, ports: (typeof INSTANCES)[number]) {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PORT: String(ports.port),
      VAULT_PORT: String(ports.vaultPort),
      VAULT_ALLOWED_ORIGINS: APP_ORIGIN,
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = {
    child,
    call: httpClient(`http://127.0.0.1:${ports.port}`),
    vault: httpClient(`http://127.0.0.1:${ports.vaultPort}`),
    output,
  };
  return { instance, ready: waitForLine(child, output, 'QuoteFlow card vault listening') };
}

/** Stops a child and waits for it: SIGTERM (a clean close), SIGKILL when it does not go. */
async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

async function startRedis(): Promise<ChildProcess> {
  const output: string[] = [];
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitForLine(child, output, 'Ready to accept connections');
  return child;
}

describe.runIf(canRun)('two API instances on one PostgreSQL, limits shared through Redis', () => {
  let cluster: PgCluster | undefined;
  let redisChild: ChildProcess | undefined;
  let redis: Redis | undefined;
  const instances: Instance[] = [];
  let turn = 0;
  /** Each call to the next instance in turn, A, B, A, B, ... */
  const next = () => instances[turn++ % instances.length];
  /** A Server for the rate-call fixtures whose every call goes to the next instance. */
  const alternating = { call: (method, path, init) => next().call(method, path, init) } as Server;

  beforeAll(async () => {
    cluster = await startCluster(PG_PORT);
    redisChild = await startRedis();
    const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
    redis = new Redis(redisUrl);
    // The test's own client reconnects when Redis comes back; while it is away its errors are expected.
    redis.on('error', () => undefined);
    // Both at once on a fresh database: one migrates under the boot lock, the other waits and finds it done.
    const started = INSTANCES.map((ports) => startInstance(cluster!.url, redisUrl, ports));
    instances.push(...started.map((s) => s.instance));
    await Promise.all(started.map((s) => s.ready));
  }, BOOT_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    // An instance that died on its own says why (its output holds no personal data: LOG_LEVEL=warn, redacted).
    for (const i of instances) {
      if (i.child.exitCode !== null) console.error(`instance exited with ${i.child.exitCode}:\n${i.output.join('')}`);
    }
    await Promise.all(instances.map((i) => stop(i.child)));
    redis?.disconnect();
    await stop(redisChild);
    cluster?.destroy();
  }, 30_000);

  it('serves one shopper alternately from the first call through a bound policy', async () => {
    turn = 0;
    // POST /user on one instance; every later call on the other in turn, with the returning token the first signed.
    const created = await next().call('POST', '/api/user', { body: autoUser(), headers: V2 });
    expect(created.status, created.text).toBe(201);
    const { userId, returningToken } = created.body;
    const withToken = { ...V2, 'x-user-token': returningToken };

    expect((await next().call('GET', '/api/zip/78701')).body).toMatchObject({ zip: '78701' });
    const makes = await next().call('GET', '/api/Makes?year=2020');
    expect(makes.status).toBe(200);
    expect((await next().call('GET', '/api/Models?year=2020&make=Toyota')).status).toBe(200);

    // The code is sent by one instance (and kept in its outbox, which is per process) and checked on the other.
    const phoneNumber = '2125553001';
    const sendingInstance = next();
    expect((await sendingInstance.call('POST', '/api/twilio/verify-phone', { body: { phoneNumber } })).status).toBe(
      200,
    );
    const sms = await sendingInstance.call('GET', `/api/sandbox/sms-outbox/${phoneNumber}`);
    const code = /(\d{6})$/.exec(sms.body.body)![1];
    const checked = await next().call('POST', '/api/twilio/check-phone-verification', { body: { phoneNumber, code } });
    expect(checked.status, checked.text).toBe(200);

    const user: AutoUser = { ...withMvr(autoUser(), 'clean'), userId };
    const saved = await next().call('PATCH', '/api/user', { body: user, headers: withToken });
    expect(saved.status, saved.text).toBe(200);
    const read = await next().call('GET', `/api/user/${userId}`, { headers: withToken });
    expect(read.body.autoPolicy.policy.address.streetAddress).toBe(user.autoPolicy.policy.address!.streetAddress);

    const quotes = await next().call('POST', '/api/auto/quotes', { body: { user }, headers: V2 });
    expect(quotes.status, quotes.text).toBe(200);
    expect(quotes.body.data.quotes.map((q: { carrierId: string }) => q.carrierId)).toContain('libertymutual');

    // The whole rate call, each step on the next instance: RC1, RC2 questions and answers, the driving record, the
    // rate, the bind rate, the payment questions, a card tokenised by the next instance's vault, payment and bind.
    const s = new RatecallSession(alternating, 'auto', user, 'libertymutual', returningToken);
    await throughRate(s);
    await s.ok('BIND_RC2', { additionalData: { readyForPurchase: true } });
    const rc3 = await s.ok('GET_RC3_QUESTIONS');
    const tokenised = await next().vault('POST', '/tokens', {
      body: { ...CARD, session: s.externalId },
      headers: { origin: APP_ORIGIN },
    });
    expect(tokenised.status, tokenised.text).toBe(201);
    const paid = await s.ok('COLLECT_PAYMENT', {
      answers: answersFor(rc3.data.questions, null, { 'payment.paymentToken': tokenised.body.token }),
    });
    expect(paid.success).toBe(true);
    const bound = await s.ok('BIND_RC3');
    expect(bound.data.carrierData.rc3BindSummary.policyNumber).toEqual(expect.any(String));
    // Bound is bound on both: the next step on either instance is refused as closed.
    for (let i = 0; i < instances.length; i += 1) {
      const again = await s.step('BIND_RC3');
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('session_closed');
    }
  }, 60_000);

  it('holds the per-IP write limit across both: the 61st POST /user, on either instance, is a 429', async () => {
    await redis!.flushdb();
    turn = 0;
    const max = WRITE_RATE_LIMIT.max as number;
    for (let i = 0; i < max; i += 1) {
      const res = await next().call('POST', '/api/user', { body: autoUser(), headers: V2 });
      expect(res.status, `call ${i + 1}: ${res.text}`).toBe(201);
    }
    for (const instance of instances) {
      const over = await instance.call('POST', '/api/user', { body: autoUser(), headers: V2 });
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ code: 'rate_limited' });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }, 30_000);

  it("holds the vault's tokenisation limit across both instances' vaults", async () => {
    await redis!.flushdb();
    turn = 0;
    const tokenise = (instance: Instance) =>
      instance.vault('POST', '/tokens', { body: { ...CARD, session: 'QF-LIMITS' }, headers: { origin: APP_ORIGIN } });
    for (let i = 0; i < TOKENIZE_RATE_LIMIT.max; i += 1) {
      const res = await tokenise(next());
      expect(res.status, `token ${i + 1}: ${res.text}`).toBe(201);
    }
    for (const instance of instances) expect((await tokenise(instance)).status).toBe(429);
  }, 30_000);

  it('holds the per-number SMS limit across both: 3 codes in 10 minutes, the 4th refused by either', async () => {
    turn = 0;
    const short = SEND_LIMITS.find((l) => l.code === 'send_limit_number_short')!;
    const phoneNumber = '2125553002';
    for (let i = 0; i < short.max; i += 1) {
      const res = await next().call('POST', '/api/twilio/verify-phone', { body: { phoneNumber } });
      expect(res.status, res.text).toBe(200);
    }
    for (const instance of instances) {
      const over = await instance.call('POST', '/api/twilio/verify-phone', { body: { phoneNumber } });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('send_limit_number_short');
    }
  }, 30_000);

  it('keeps serving when Redis goes away (the limits fail open), and counts in Redis again when it is back', async () => {
    await stop(redisChild);
    for (const instance of instances) {
      const res = await instance.call('POST', '/api/user', { body: autoUser(), headers: V2 });
      expect(res.status, res.text).toBe(201);
    }
    redisChild = await startRedis();
    // The instances reconnect by themselves (ioredis backs off up to 2 s): the first counted write shows it.
    let counted = 0;
    for (let attempt = 0; attempt < 100 && counted === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await instances[attempt % 2].call('GET', '/api/Makes?year=2020')).status).toBe(200);
      counted = await redis!.dbsize().catch(() => 0);
    }
    expect(counted).toBeGreaterThan(0);
    expect(instances.map((i) => i.child.exitCode)).toEqual([null, null]);
  }, 30_000);
});
