import { expect, type Page, type Request } from '@playwright/test';
import { endpoints } from '../../../src/contract/api';
import { ANONYMOUS_ID_KEY } from '../../../src/app/anonymousId';
import { autoFlows } from '../../../src/machines/intake/flows';
import { nodePath } from '../../../src/machines/app/app.routes';
import { selectQuestionView, type QuestionView } from '../../../src/machines/intake/intake.selectors';
import { shortestPathToComplete } from '../../mbt/paths';
import { answerStep, anonymousIdFor } from '../driveStep';
import { model } from '../intakeWalks';
import {
  GOOD_CARD,
  SHOPPER,
  continueOnline,
  paidInFull,
  pinnedShopper,
  purchasedAt,
  sessionQuestions,
  walkScreens,
} from '../buyOnlineDrive';
import { h1 } from '../savedShopper';

// The shopper's journey the fault drills (issue 27) fail call by call: the default flow's shortest generated path from
// the first question to the quotes, then "Continue online" with Safeco to purchase success. And the name of each
// request the page makes: the endpoint key of src/contract/api.ts `endpoints` (what the sandbox's fault rules name),
// with a rate call's step after a colon, since each step is its own call of the purchase.

const API_ROUTES = Object.entries(endpoints).map(([key, ep]) => ({
  key,
  method: ep.method as string,
  path: new RegExp(`^/api${ep.path.replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`),
}));

/** The vault's calls (server/vault): its origin is the sandbox's port + 1. */
const VAULT_ROUTES = [{ key: 'vaultTokenize', method: 'POST', path: /^\/tokens$/ }];

/**
 * The tracker's own calls (issue 33): the events, the error reports and the recording chunks. They are not the
 * shopper's journey, and their failure is never shown to the shopper: queued, retried with backoff, then dropped
 * (src/tracking/delivery.ts and recording/recorder.ts, with their tests); tests/e2e/tracking.spec.ts checks every body
 * they are sent.
 */
const TELEMETRY_CALLS = new Set(['trackEvents', 'reportError', 'recordChunk']);

/** The call a request is, or null for anything else (the app's files, the card frame's page, the tracker's calls). */
export function callOf(request: Request): string | null {
  const url = new URL(request.url());
  const method = request.method();
  if (method === 'OPTIONS') return null;
  const routes = url.pathname.startsWith('/api/') ? API_ROUTES : VAULT_ROUTES;
  const route = routes.find((r) => r.method === method && r.path.test(url.pathname));
  if (!route || TELEMETRY_CALLS.has(route.key)) return null;
  if (route.key === 'autoRatecall') {
    const step = (request.postDataJSON() as { requestDetails?: { step?: string } } | null)?.requestDetails?.step;
    return `${route.key}:${step}`;
  }
  return route.key;
}

/** The server user the page creates (POST /user's 201 answer), in `created.user` once it has. */
export function watchCreatedUser(page: Page) {
  const created: { user?: { userId: string; token: string } } = {};
  page.on('response', async (res) => {
    if (callOf(res.request()) !== 'createUser' || res.status() !== 201) return;
    const body = (await res.json()) as { userId: string; returningToken: string };
    created.user = { userId: body.userId, token: body.returningToken };
  });
  return created;
}

/** The route's endpoint key (the fault rule's `route=`) of a call named by callOf. */
export const routeOf = (call: string) => call.split(':')[0];
/** The rate call's step, when the call is one. */
export const stepOf = (call: string) => call.split(':')[1] as string | undefined;

/** The calls a page makes, in order of first request, and how many of each. */
export function recordCalls(page: Page) {
  const order: string[] = [];
  const counts = new Map<string, number>();
  page.on('request', (r) => {
    const call = callOf(r);
    if (!call) return;
    if (!counts.has(call)) order.push(call);
    counts.set(call, (counts.get(call) ?? 0) + 1);
  });
  return { order, counts };
}

export const path = shortestPathToComplete(model);
const entry = autoFlows.defaultAuto.entry;

/** The questions of the path, each with the answer the path gives it. */
export const questions: { view: QuestionView; answer: unknown }[] = path.steps
  .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
  .filter(({ step }) => step.event.type === 'SUBMIT')
  .map(({ step, before }) => ({
    view: selectQuestionView(before!)!,
    answer: (step.event as { answer: unknown }).answer,
  }));

/** The finished shopper of the path. */
export const finishedUser = path.state.context.user;

/** Opens the start page as a shopper the default flow's experiments keep in it. */
export async function openStart(page: Page) {
  const anonymousId = await anonymousIdFor(page.request, entry, 7);
  await page.addInitScript(([key, id]) => localStorage.setItem(key, id), [ANONYMOUS_ID_KEY, anonymousId] as const);
  await page.goto(`/${entry.search}${entry.hash ?? ''}`);
}

/**
 * Answers the path's questions from `from` on (0: the first), calling `before(i)` before each answer is given; when
 * it answers true, the walk stops there (the caller then handles the step).
 */
export async function answerQuestions(page: Page, from = 0, before?: (i: number) => Promise<boolean | undefined>) {
  for (let i = from; i < questions.length; i += 1) {
    const { view, answer } = questions[i];
    await expect(page).toHaveURL(new RegExp(`#${nodePath(view.node)}$`), { timeout: 30_000 });
    await expect(h1(page)).toHaveText(view.title);
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
    if (await before?.(i)) return i;
    await answerStep(page, view, answer);
  }
  return questions.length;
}

export const allAnswered = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All carriers have answered.' })).toBeVisible({
    timeout: 30_000,
  });

/** From a saved shopper's quotes through Safeco's post-quote screens to purchase success. */
export async function buySafeco(page: Page) {
  const asked = sessionQuestions(page);
  await page.getByRole('button', { name: 'Continue online with Safeco' }).click();
  await walkScreens(page, paidInFull(asked, finishedUser), purchasedAt(page), SHOPPER, [GOOD_CARD]);
}

export { GOOD_CARD, continueOnline, pinnedShopper, h1 };
