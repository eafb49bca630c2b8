import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AutoUser } from '../../src/contract';
import type { PropertyUser } from '../../src/contract/property';
import { intakeModel } from '../mbt/intakeModel';
import { shortestPathToComplete } from '../mbt/paths';

// A shopper whose answers are saved on the sandbox and opened by their returning-user link (spec 000 section 7): the
// browser suites' way to the results without walking the questions again.

/** The default auto flow's answers, as its shortest generated path to the end leaves them. */
export const finished: AutoUser = shortestPathToComplete(intakeModel('defaultAuto')).state.context.user;

/** Saves the answers (POST /user, v2; an auto, home or renters user) and gives the id, token and returning link. */
export async function saveShopper(request: APIRequestContext, user: AutoUser | PropertyUser = finished) {
  const res = await request.post('/api/user', { data: user, headers: { 'x-route-version': 'v2' } });
  expect(res.status()).toBe(201);
  const saved = (await res.json()) as { userId: string; returningToken: string };
  return { ...saved, link: `/?user_id=${saved.userId}&token=${encodeURIComponent(saved.returningToken)}` };
}

/** The returning-user link of saved answers. */
export async function savedShopper(request: APIRequestContext, user: AutoUser = finished) {
  return (await saveShopper(request, user)).link;
}

/** Every API call of the page carries the fault rules (server/README.md, fault injection). */
export async function withFaults(page: Page, faults: string) {
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': faults } }),
  );
}

/**
 * The page's rate calls at the steps `at` picks carry the fault rules; by default every step after the chosen
 * carrier's RC1 (which opens the session). `at` sees each call's step in turn, so it can fault only the first one.
 */
export async function withRatecallFaults(
  page: Page,
  faults: string,
  at: (step: string | undefined) => boolean = (step) => step !== 'GET_RC1_QUOTES',
) {
  await page.route('**/api/auto/ratecall', (route) => {
    const step = (route.request().postDataJSON() as { requestDetails?: { step?: string } }).requestDetails?.step;
    const headers = route.request().headers();
    return route.continue({ headers: at(step) ? { ...headers, 'x-sandbox-fault': faults } : headers });
  });
}

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * The screen shows `heading`, has the focus on it, and is titled after it ("<heading> · QuoteFlow", WCAG 2.2 2.4.2,
 * docs/decisions/0076); returns the title.
 */
export async function screenIs(page: Page, heading: string | RegExp): Promise<string> {
  await expect(h1(page)).toHaveText(heading);
  await expect(h1(page)).toBeFocused();
  const text = (await h1(page).textContent())?.trim() ?? '';
  await expect(page).toHaveTitle(`${text} · QuoteFlow`);
  return page.title();
}
