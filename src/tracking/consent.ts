import { clientOptedOut } from '../app/privacyChoice';

// The consent and tracking script wait (spec 000 section 7: "waits up to 2000 ms (polling every 100 ms) for a consent
// and tracking script"; docs/decisions/0103, P49). QuoteFlow loads no third-party tag itself; the consent script is a
// consent manager the page's host provides: a partner's page around the widget or a tag manager on ours, reachable as
// the IAB's Global Privacy Platform (`window.__gpp`) or TCF (`window.__tcfapi`) API, or our own hook
// `window.quoteflowConsent` (any value: the host has decided). A shopper whose choice is already known here (the
// privacy page's opt-out or Global Privacy Control) needs no script: the wait ends at once. Events queue meanwhile
// (delivery.ts holds them); after 2000 ms without a script the privacy choice at hand decides, as it does from then on.

export const CONSENT_WAIT_MS = 2_000;
export const CONSENT_POLL_MS = 100;

export type ConsentOutcome = 'script' | 'choice' | 'timeout';

export interface ConsentEnv {
  /** The page's global (window). */
  global?: Record<string, unknown>;
  optedOut?: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/** A consent and tracking script is on the page: a GPP or TCF API, or the host's own `quoteflowConsent`. */
export function consentScriptPresent(global: Record<string, unknown> | undefined): boolean {
  if (!global) return false;
  return (
    typeof global.__gpp === 'function' || typeof global.__tcfapi === 'function' || global.quoteflowConsent !== undefined
  );
}

/** Resolves when consent is known (a script, or a choice made here) or after 2000 ms, polling every 100 ms. */
export function waitForConsent(env: ConsentEnv = {}): Promise<ConsentOutcome> {
  const global =
    env.global ?? (typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>));
  const optedOut = env.optedOut ?? clientOptedOut;
  const setTimer = env.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const known = (): ConsentOutcome | undefined => {
    try {
      if (consentScriptPresent(global)) return 'script';
      if (optedOut()) return 'choice';
    } catch {
      // a host's getter that throws is no script
    }
    return undefined;
  };
  return new Promise((resolve) => {
    let waited = 0;
    const poll = () => {
      const outcome = known();
      if (outcome) return resolve(outcome);
      if (waited >= CONSENT_WAIT_MS) return resolve('timeout');
      waited += CONSENT_POLL_MS;
      setTimer(poll, CONSENT_POLL_MS);
    };
    poll();
  });
}
