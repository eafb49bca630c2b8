import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_POLL_MS, CONSENT_WAIT_MS, consentScriptPresent, waitForConsent } from './consent';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const settle = async <T>(p: Promise<T>) => {
  let out: T | undefined;
  void p.then((v) => {
    out = v;
  });
  await vi.advanceTimersByTimeAsync(0);
  return () => out;
};

describe('the consent and tracking script wait (spec 000 section 7)', () => {
  it('waits 2000 ms, polling every 100 ms, when no script and no choice is known', async () => {
    let polls = 0;
    const global = {} as Record<string, unknown>;
    const outcome = await settle(
      waitForConsent({
        global,
        optedOut: () => {
          polls += 1;
          return false;
        },
      }),
    );
    await vi.advanceTimersByTimeAsync(CONSENT_WAIT_MS - 1);
    expect(outcome()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome()).toBe('timeout');
    expect(polls).toBe(CONSENT_WAIT_MS / CONSENT_POLL_MS + 1);
  });

  it('ends at the poll after a consent script appears', async () => {
    const global = {} as Record<string, unknown>;
    const outcome = await settle(waitForConsent({ global, optedOut: () => false }));
    await vi.advanceTimersByTimeAsync(450);
    global.__gpp = () => undefined;
    expect(outcome()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(50);
    expect(outcome()).toBe('script');
  });

  it('ends at once for a shopper whose choice is known here (the opt-out, GPC)', async () => {
    const outcome = await settle(waitForConsent({ global: {}, optedOut: () => true }));
    expect(outcome()).toBe('choice');
  });

  it('knows the IAB APIs and the host hook, and survives a throwing getter', async () => {
    expect(consentScriptPresent({ __tcfapi: () => 0 })).toBe(true);
    expect(consentScriptPresent({ quoteflowConsent: { marketing: false } })).toBe(true);
    expect(consentScriptPresent({ __gpp: 'not a function' })).toBe(false);
    expect(consentScriptPresent(undefined)).toBe(false);
    const hostile = Object.defineProperty({}, '__gpp', {
      get() {
        throw new Error('no');
      },
    });
    const outcome = await settle(waitForConsent({ global: hostile, optedOut: () => false }));
    await vi.advanceTimersByTimeAsync(CONSENT_WAIT_MS);
    expect(outcome()).toBe('timeout');
  });
});
