import { OPT_OUT_HEADER } from '../contract/privacyHeaders';
import { STORAGE_KEY } from './storageKey';

// The shopper's "Do not sell or share" choice in this browser (issue 32, docs/decisions/0092). Before a user is saved
// the server cannot keep it, so the browser does (localStorage: it outlives the tab, as a choice should) and every
// user create or save carries it (x-privacy-opt-out: 1), which the server stores on the user. A browser with Global
// Privacy Control on (navigator.globalPrivacyControl) counts as opted out, as its Sec-GPC header does on the server.

export const OPT_OUT_STORAGE_KEY = 'quoteflow.privacy.optOut';

type Env = {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  navigator?: { globalPrivacyControl?: unknown };
};
const browser = (): Env => ({
  storage: typeof localStorage === 'undefined' ? undefined : localStorage,
  navigator: typeof navigator === 'undefined' ? undefined : (navigator as Env['navigator']),
});

/** Global Privacy Control is on in this browser. */
export const gpcEnabled = (env: Env = browser()) => env.navigator?.globalPrivacyControl === true;

/** The shopper opted out in this browser: by the page's control or Global Privacy Control. */
export function clientOptedOut(env: Env = browser()): boolean {
  if (gpcEnabled(env)) return true;
  try {
    return env.storage?.getItem(OPT_OUT_STORAGE_KEY) === '1';
  } catch {
    return false; // storage blocked: the server's record (after the opt-out call) still holds
  }
}

/** Remembers the opt-out in this browser. */
export function rememberOptOut(env: Env = browser()): void {
  try {
    env.storage?.setItem(OPT_OUT_STORAGE_KEY, '1');
  } catch {
    // storage blocked: the page says the choice holds for this visit only
  }
}

/** The headers a user create or save carries: the opt-out when the shopper made it. */
export const optOutHeaders = (env: Env = browser()): Record<string, string> | undefined =>
  clientOptedOut(env) ? { [OPT_OUT_HEADER]: '1' } : undefined;

/** After a deletion the browser forgets the session it kept (the answers, the saved user's id and token). */
export function forgetSession(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
