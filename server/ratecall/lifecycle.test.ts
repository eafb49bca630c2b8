import { describe, expect, it } from 'vitest';
import { RATECALL_STEPS, type RatecallStep } from '../../src/contract/ratecall';
import type { PolicyType, SessionStatus } from './constants';
import { LIFECYCLE, NEW, blockedReason, nextSteps, primaryNext } from './lifecycle';
import type { SessionRow } from './types';

// The step table reads like spec 001 section 4's lifecycle: every step reachable, the main path in order.

const at = (step: RatecallStep, policyType: PolicyType = 'auto', status: SessionStatus = 'active'): SessionRow => ({
  id: 'x',
  externalId: 'rc_x',
  policyType,
  carrierId: 'root',
  userId: null,
  level: 'RC2',
  step,
  status,
  companysQuoteNumber: 'q',
  data: {
    version: 1,
    carrierName: 'Root',
    partner: 'root',
    breakout: 'grouped',
    state: 'TX',
    answers: {},
    paymentAttempts: [],
  },
});

/** Follows primaryNext from RC1 until it stops moving. */
function mainPath(policyType: PolicyType): RatecallStep[] {
  const path: RatecallStep[] = ['GET_RC1_QUOTES'];
  for (let i = 0; i < 20; i += 1) {
    const next = primaryNext(at(path[path.length - 1], policyType));
    if (next === path[path.length - 1]) break;
    path.push(next);
  }
  return path;
}

describe('the rate-call lifecycle table', () => {
  it('walks RC1, RC2 and RC3 in the spec order for auto, and skips the driving record for property', () => {
    expect(mainPath('auto')).toEqual([
      'GET_RC1_QUOTES',
      'GET_RC2_QUESTIONS',
      'SUBMIT_RC2_ANSWERS',
      'CHECK_FOR_UDO',
      'GET_RC2_RATE',
      'BIND_RC2',
      'GET_RC3_QUESTIONS',
      'COLLECT_PAYMENT',
      'BIND_RC3',
    ]);
    expect(mainPath('home')).toEqual([
      'GET_RC1_QUOTES',
      'GET_RC2_QUESTIONS',
      'SUBMIT_RC2_ANSWERS',
      'GET_RC2_RATE',
      'BIND_RC2',
      'GET_RC3_QUESTIONS',
      'COLLECT_PAYMENT',
      'BIND_RC3',
    ]);
  });

  it('reaches every step from a new session, and only GET_RC1_QUOTES starts one', () => {
    const reached = new Set<RatecallStep>();
    const queue: (RatecallStep | typeof NEW)[] = [NEW];
    while (queue.length) {
      const from = queue.shift()!;
      for (const step of RATECALL_STEPS) {
        if (LIFECYCLE[step].after.includes(from) && !reached.has(step)) {
          reached.add(step);
          queue.push(step);
        }
      }
    }
    expect([...reached].sort()).toEqual([...RATECALL_STEPS].sort());
    expect(RATECALL_STEPS.filter((s) => LIFECYCLE[s].after.includes(NEW))).toEqual(['GET_RC1_QUOTES']);
  });

  it('binds only after a collected payment, and nothing follows a closed session', () => {
    expect(blockedReason('BIND_RC3', at('GET_RC3_QUESTIONS'))).toBe(
      'BIND_RC3 cannot follow GET_RC3_QUESTIONS: call COLLECT_PAYMENT next',
    );
    expect(blockedReason('BIND_RC3', at('COLLECT_PAYMENT'))).toBeNull();
    expect(nextSteps(at('BIND_RC3', 'auto', 'bound'))).toEqual([]);
    expect(nextSteps(at('SUBMIT_RC2_ANSWERS', 'auto', 'hard_stop'))).toEqual([]);
  });

  it('holds the re-rate until the undisclosed drivers are answered', () => {
    expect(nextSteps(at('CHECK_FOR_UDO', 'auto', 'udo_pending'))).toEqual(['CHECK_FOR_UDO']);
    expect(primaryNext(at('CHECK_FOR_UDO', 'auto', 'udo_pending'))).toBe('CHECK_FOR_UDO');
    expect(blockedReason('GET_RC2_RATE', at('CHECK_FOR_UDO', 'auto', 'udo_pending'))).toMatch(/undisclosed drivers/);
    expect(blockedReason('CHECK_FOR_UDO', at('SUBMIT_RC2_ANSWERS', 'renters'))).toBe(
      'CHECK_FOR_UDO is not a renters step',
    );
  });

  it('offers the optional detours but never as the one next step', () => {
    expect(nextSteps(at('GET_RC2_RATE'))).toEqual(['GET_RC2_RATE', 'UPDATE_COVERAGE', 'UPDATE_QUOTE', 'BIND_RC2']);
    expect(primaryNext(at('GET_RC1_QUOTES'))).toBe('GET_RC2_QUESTIONS');
    expect(nextSteps(at('GET_RC1_QUOTES'))).toContain('GET_PARTNER_PREFILL');
  });
});
