import type { PrivacyApi, SavedUser } from '../../../actors/privacy.actor';
import { LedgerResponse, type LedgerEntry, PrivacyStatus } from '../../../contract/privacy';
import { parse } from 'zod/mini';

// A privacy API for stories and tests, its answers built through the contract's schemas.

export const SAVED: SavedUser = { userId: '3f0c6a52-8d1b-4c2e-9a57-0b6d1e2f3a4b', token: 'v1.sample.token' };

export const SAMPLE_LEDGER: LedgerEntry[] = parse(LedgerResponse, {
  userId: SAVED.userId,
  entries: [
    { party: 'carrier:root', purpose: 'rate_quote', at: '2026-11-29T19:40:00Z', lastAt: '2026-11-29T19:40:00Z' },
    { party: 'ad_exchange', purpose: 'ads', at: '2026-11-29T19:40:01Z', lastAt: '2026-11-29T19:52:00Z' },
    { party: 'carrier:root', purpose: 'bind', at: '2026-11-29T19:45:00Z', lastAt: '2026-11-29T19:47:00Z' },
    { party: 'crm', purpose: 'crm_export', at: '2026-11-29T19:48:00Z', lastAt: '2026-11-29T19:48:00Z' },
  ],
}).entries;

export function fakePrivacyApi(
  opts: { optedOut?: boolean; ledger?: LedgerEntry[]; fail?: boolean } = {},
): PrivacyApi & { calls: string[] } {
  const calls: string[] = [];
  let optedOut = opts.optedOut ?? false;
  const status = () =>
    parse(PrivacyStatus, {
      userId: SAVED.userId,
      optedOut,
      optedOutAt: optedOut ? '2026-11-29T19:50:00Z' : null,
    });
  const maybeFail = () => (opts.fail ? Promise.reject(new Error('offline')) : Promise.resolve());
  return {
    calls,
    status: async () => {
      calls.push('status');
      return status();
    },
    optOut: async () => {
      calls.push('optOut');
      await maybeFail();
      optedOut = true;
      return status();
    },
    ledger: async () => {
      calls.push('ledger');
      return opts.ledger ?? SAMPLE_LEDGER;
    },
    remove: async () => {
      calls.push('remove');
      await maybeFail();
    },
  };
}
