import { RATECALL_STEPS, type RatecallStep } from '../../src/contract/ratecall';
import { type PolicyType, SESSION_STATUS, TERMINAL_STATUSES } from './constants';
import { bindRc3 } from './handlers/bind';
import { getPartnerPrefill } from './handlers/prefill';
import { getRc1Quotes } from './handlers/rc1';
import { getRc2Questions, submitRc2Answers } from './handlers/rc2';
import { collectPayment, getRc3Questions } from './handlers/rc3';
import { bindRc2, rerate } from './handlers/rerate';
import { checkForUdo } from './handlers/udo';
import type { SessionRow, StepHandler } from './types';

// The rate-call lifecycle of spec 001 section 4 as a table: each step, the steps a session may be at before it
// (NEW: no session yet), an optional guard, and its handler. The engine (engine.ts) enforces the table; the
// answer's nextSteps are read from it.

export const NEW = 'NEW' as const;
type Previous = RatecallStep | typeof NEW;

export interface StepDef {
  after: readonly Previous[];
  /** The policy types the step exists for (default: all). */
  products?: readonly PolicyType[];
  /** Optional detours (prefill, coverage edits): never offered as the one step to call next. */
  optional?: boolean;
  /** Why the step cannot run now although the previous step allows it (a 409), or null. */
  guard?: (s: SessionRow) => string | null;
  handler: StepHandler;
}

const RERATED = ['GET_RC2_RATE', 'UPDATE_COVERAGE', 'UPDATE_QUOTE', 'BIND_RC2'] as const;

const udoAnswered = (s: SessionRow) =>
  s.status === SESSION_STATUS.udoPending
    ? 'Answer the undisclosed drivers first (CHECK_FOR_UDO with undisclosedOperators)'
    : null;
const udoNeeded = (s: SessionRow) =>
  s.policyType === 'auto' && s.step === 'SUBMIT_RC2_ANSWERS'
    ? 'Run the driving-record check (CHECK_FOR_UDO) first'
    : null;

export const LIFECYCLE: Record<RatecallStep, StepDef> = {
  // RC1: get quotes.
  GET_RC1_QUOTES: { after: [NEW, 'GET_RC1_QUOTES'], handler: getRc1Quotes },
  // RC2: prefill, questions, answers, driving record, rate, updates, bind rate.
  GET_PARTNER_PREFILL: {
    after: ['GET_RC1_QUOTES', 'GET_PARTNER_PREFILL'],
    products: ['auto'],
    optional: true,
    handler: getPartnerPrefill,
  },
  GET_RC2_QUESTIONS: {
    after: ['GET_RC1_QUOTES', 'GET_PARTNER_PREFILL', 'GET_RC2_QUESTIONS', 'SUBMIT_RC2_ANSWERS'],
    handler: getRc2Questions,
  },
  SUBMIT_RC2_ANSWERS: { after: ['GET_RC2_QUESTIONS', 'SUBMIT_RC2_ANSWERS'], handler: submitRc2Answers },
  CHECK_FOR_UDO: { after: ['SUBMIT_RC2_ANSWERS', 'CHECK_FOR_UDO'], products: ['auto'], handler: checkForUdo },
  GET_RC2_RATE: {
    after: ['SUBMIT_RC2_ANSWERS', 'CHECK_FOR_UDO', ...RERATED],
    guard: (s) => udoNeeded(s) ?? udoAnswered(s),
    handler: rerate('GET_RC2_RATE'),
  },
  UPDATE_COVERAGE: { after: RERATED, optional: true, handler: rerate('UPDATE_COVERAGE') },
  UPDATE_QUOTE: { after: RERATED, optional: true, handler: rerate('UPDATE_QUOTE') },
  BIND_RC2: { after: RERATED, handler: bindRc2 },
  // RC3: payment questions, collect payment, bind.
  GET_RC3_QUESTIONS: { after: ['BIND_RC2', 'GET_RC3_QUESTIONS'], handler: getRc3Questions },
  COLLECT_PAYMENT: { after: ['GET_RC3_QUESTIONS'], handler: collectPayment },
  BIND_RC3: { after: ['COLLECT_PAYMENT'], handler: bindRc3 },
};

export const isTerminal = (s: SessionRow) => TERMINAL_STATUSES.includes(s.status);

/** Why `step` cannot run on this session now (a 409 message), or null when it can. */
export function blockedReason(step: RatecallStep, s: SessionRow): string | null {
  const def = LIFECYCLE[step];
  if (def.products && !def.products.includes(s.policyType)) return `${step} is not a ${s.policyType} step`;
  if (!def.after.includes(s.step)) {
    const all = nextSteps(s);
    const next = all.length > 1 ? all.filter((n) => n !== s.step) : all;
    return `${step} cannot follow ${s.step}: call ${next.length ? next.join(' or ') : 'no further step'} next`;
  }
  return def.guard?.(s) ?? null;
}

/** Every step the session accepts now, in lifecycle order. */
export function nextSteps(s: SessionRow): RatecallStep[] {
  if (isTerminal(s)) return [];
  return RATECALL_STEPS.filter((step) => {
    const def = LIFECYCLE[step];
    return def.after.includes(s.step) && (!def.products || def.products.includes(s.policyType)) && !def.guard?.(s);
  });
}

/** The one step to call next: the first later, non-optional step; else a retry of the current one. */
export function primaryNext(s: SessionRow): RatecallStep {
  const order = (step: RatecallStep) => RATECALL_STEPS.indexOf(step);
  const candidates = nextSteps(s);
  return candidates.find((step) => order(step) > order(s.step) && !LIFECYCLE[step].optional) ?? s.step;
}
