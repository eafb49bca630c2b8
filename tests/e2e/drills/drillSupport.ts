import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE_KEY } from '../../../src/app/storageKey';
import { ANONYMOUS_ID_KEY } from '../../../src/app/anonymousId';
import { nodePath } from '../../../src/machines/app/app.routes';
import { answerStep } from '../driveStep';
import { saveShopper } from '../savedShopper';
import { callOf, finishedUser, questions, routeOf } from './journey';

// What the recording walk (record.setup.ts) leaves for the drills: the journey's calls in order, where each is first
// made, and the app's saved session before each question, so a drill starts at its call's question without walking
// the questions before it.

export type Phase = 'intake' | 'purchase';
export interface RecordedCall {
  call: string;
  phase: Phase;
  /** The question whose answer (or, for the first, whose page load) first made the call. */
  question: number;
  /** How many requests of the call that question made (a call per carrier makes several at once). */
  burst: number;
}
export interface Recording {
  calls: RecordedCall[];
  /** Before each question: the session snapshot, the anonymous id, and the server user it names. */
  sessions: { snapshot: string; anonymousId: string; userId?: string; token?: string }[];
}

export const RECORDING = join(process.cwd(), 'test-results', 'drills-recording.json');

export function writeRecording(r: Recording) {
  mkdirSync(dirname(RECORDING), { recursive: true });
  writeFileSync(RECORDING, JSON.stringify(r));
}

export function readRecording(): Recording {
  if (!existsSync(RECORDING)) throw new Error(`no recording at ${RECORDING}: run the drills-setup project first`);
  return JSON.parse(readFileSync(RECORDING, 'utf8')) as Recording;
}

/**
 * Opens the app at question `i` of the recorded walk as a shopper of its own: a fresh server user with the finished
 * answers (the next save overwrites them with the session's), its id and token put in the recorded session.
 */
export async function openAtQuestion(page: Page, request: APIRequestContext, r: Recording, i: number) {
  const s = r.sessions[i];
  let snapshot = s.snapshot;
  let server: { userId: string; token: string } | undefined;
  // The session names its server user (and the token of its last save): a fresh user of this drill's own instead.
  const named = /"server":\{"userId":"([^"]+)","token":"([^"]+)"\}/.exec(snapshot);
  if (named) {
    const saved = await saveShopper(request, finishedUser);
    // The token first: it holds the user id.
    snapshot = snapshot.split(named[2]).join(saved.returningToken).split(named[1]).join(saved.userId);
    server = { userId: saved.userId, token: saved.returningToken };
  }
  await page.addInitScript(
    ([key, value, anonKey, anonId]) => {
      localStorage.setItem(anonKey, anonId);
      if (sessionStorage.getItem('drill:restored')) return;
      sessionStorage.setItem('drill:restored', '1');
      if (value) sessionStorage.setItem(key, value);
    },
    [STORAGE_KEY, snapshot, ANONYMOUS_ID_KEY, s.anonymousId] as const,
  );
  await page.goto(snapshot ? `/#${nodePath(questions[i].view.node)}` : '/');
  return server;
}

/** The path's question shown now, searched from `from` on; -1 when none is (the results, or elsewhere). */
export function questionShown(page: Page, from = 0) {
  const hash = new URL(page.url()).hash;
  for (let i = from; i < questions.length; i += 1) if (hash === `#${nodePath(questions[i].view.node)}`) return i;
  return -1;
}

/** Answers the path's questions from whichever is shown (at or after `from`) to the last. */
export async function answerOnFrom(page: Page, from: number) {
  let i = from;
  while (i < questions.length) {
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const shown = questionShown(page, from);
    if (shown < 0) {
      if (/#\/(quotes|results)$/.test(page.url())) return;
      // Between two questions: wait for the next one to show.
      await expect.poll(() => questionShown(page, from), { timeout: 30_000 }).toBeGreaterThanOrEqual(0);
      continue;
    }
    const { view, answer } = questions[shown];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.title);
    await answerStep(page, view, answer);
    await expect
      .poll(() => questionShown(page, from) !== shown || /#\/(quotes|results)$/.test(page.url()), {
        timeout: 30_000,
      })
      .toBe(true);
    i = shown + 1;
  }
}

/**
 * Fails one call (a 500 through the sandbox's fault rule `route=<key>;kind=error`; a rate call only at its step, the
 * card vault's on its own origin) on every page of the context while `failing()` holds, and counts its requests then.
 */
export async function failCall(context: BrowserContext, call: string, failing: () => boolean) {
  const counted = { whileFailing: 0 };
  const rule = `route=${routeOf(call)};kind=error`;
  await context.route(
    (url) => url.pathname.startsWith('/api/') || url.pathname === '/tokens',
    (route) => {
      const headers = route.request().headers();
      if (failing() && callOf(route.request()) === call) {
        counted.whileFailing += 1;
        return route.continue({ headers: { ...headers, 'x-sandbox-fault': rule } });
      }
      return route.continue();
    },
  );
  return counted;
}

/**
 * The server user the page's session names, with the token of its last save (a token may be revoked once a newer one
 * is issued).
 */
export async function serverOfPage(page: Page) {
  const raw = await page.evaluate((key) => sessionStorage.getItem(key) ?? '', STORAGE_KEY);
  const named = /"server":\{"userId":"([^"]+)","token":"([^"]+)"\}/.exec(raw);
  expect(named, 'the session names its server user').not.toBeNull();
  return { userId: named![1], token: named![2] };
}

/** The shopper's answers as the server keeps them (the user the page's session names): the path's answers. */
export async function expectServerAnswers(page: Page, expectedId?: string) {
  const server = await serverOfPage(page);
  if (expectedId) expect(server.userId).toBe(expectedId);
  const res = await page.request.get(`/api/user/${server.userId}`, { headers: { 'x-user-token': server.token } });
  expect(res.status()).toBe(200);
  const saved = (await res.json()) as typeof finishedUser;
  const pick = (u: typeof finishedUser) => ({
    zip: u.autoPolicy.policy.zip,
    vehicles: u.autoPolicy.vehicles.map((v) => [v.year, v.make, v.model, v.trim]),
    drivers: u.autoPolicy.operators.map((o) => [o.firstName, o.lastName, o.birthdate]),
  });
  expect(pick(saved)).toEqual(pick(finishedUser));
}
