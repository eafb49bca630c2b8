import { GENERAL_ERROR_BANNER } from './startConstants';

// The error catalogue's entries the app itself shows before the intake loads (the start page's first question, a
// returning link, the results' loading): a part of the catalogue (./errors.ts), which spreads them in, so each error
// is still one code, one title and one message. Apart so that the start page does not hold every step's messages
// (issue 9: a module the start page imports is in its chunk whole).

export const START_ERROR_MESSAGES = {
  user_not_found: "We couldn't find your saved quote. Let's start a new one.",
  // The link is fine but the server could not load it just now (it is down, or its database is): not "not found".
  user_load_failed:
    "We couldn't load your saved quote just now. Open your link again in a few minutes, or start a new one.",
  // Shown when the save itself failed: the answers are kept in this browser, not on the server.
  results_error: "We couldn't get your results right now. Your answers are kept on this device; please try again.",
  network_offline: 'Your answers are saved on this device. Check your Wi-Fi or mobile data, then try again.',
  network_timeout: 'Our servers took too long to answer. Your answers are saved; please try again in a moment.',
  network_error: 'Your answers are saved. Check your connection and try again; if it keeps happening, try later.',
} as const;

/** The codes the app shows before the intake loads. */
export type StartErrorCode = keyof typeof START_ERROR_MESSAGES;

/** The banner title of each (./errors.ts has every code's). */
export const START_ERROR_TITLES: Record<StartErrorCode, string> = {
  user_not_found: "We couldn't find your saved quote",
  user_load_failed: "We couldn't load your saved quote",
  results_error: GENERAL_ERROR_BANNER,
  network_offline: "You're offline",
  network_timeout: 'Our servers are taking too long',
  network_error: "We couldn't reach our servers",
};

/**
 * spec 001 section 8: the status recorded for a call with no answer from the server, by what happened (the one list of
 * them: the error-monitoring contract, src/contract/backoffice.ts, reads it too).
 */
export const NETWORK_STATUS = { error: 0, timeout: 444, aborted: 499, offline: 1001 } as const;
export type NetworkStatus = (typeof NETWORK_STATUS)[keyof typeof NETWORK_STATUS];
/**
 * With no answer at all the catalogue's network error applies, whatever the step's own code (an aborted call too):
 * never the shopper's answer, and never the step's own error.
 */
export const NETWORK_CODES = {
  [NETWORK_STATUS.error]: 'network_error',
  [NETWORK_STATUS.timeout]: 'network_timeout',
  [NETWORK_STATUS.aborted]: 'network_error',
  [NETWORK_STATUS.offline]: 'network_offline',
} as const satisfies Record<NetworkStatus, StartErrorCode>;
export type NetworkErrorCode = (typeof NETWORK_CODES)[NetworkStatus];
/** Every network error code, once. */
export const NETWORK_ERROR_CODES = [...new Set(Object.values(NETWORK_CODES))];
