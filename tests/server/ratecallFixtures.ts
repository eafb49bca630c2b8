import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { cardTokens } from '../../server/db/schema';
import { Dice } from '../../server/prefill/dice';
import { generateLicence } from '../../server/prefill/licence';
import { buildVin } from '../../server/prefill/vin';
import { mvrBucket } from '../../server/ratecall/mvr';
import { MVR_BUCKETS } from '../../server/ratecall/constants';
import type { AutoUser } from '../../src/contract/entities';
import { autoUser } from './fixtures';
import type { RatecallQuestion } from '../../src/contract/ratecall';
import type { UsState } from '../../src/domain/constants';
import { type CallResult, type Server, V2 } from './harness';

// Helpers for the rate-call tests: a session driver that carries externalId from answer to answer, valid answers
// drawn from the questions themselves, vault tokens with a chosen sandbox outcome, and households whose driving
// record (a hash of address and surname) gives a chosen finding.

export type PolicyType = 'auto' | 'home' | 'renters';
type Answers = Record<string, string | number | boolean>;

export class RatecallSession {
  externalId?: string;
  companysQuoteNumber?: string;
  /** The session secret RC1 answered (a session without a saved user proves itself with it). */
  sessionSecret?: string;
  last?: CallResult;

  constructor(
    private readonly server: Server,
    readonly policyType: PolicyType,
    public user: unknown,
    readonly carrierId: string,
    /** The saved user's returning token: every step carries it (x-user-token), binding the session to that user. */
    readonly userToken?: string,
  ) {}

  /** The headers proving this is the session's creator: the user's token, else the session secret. */
  proof(): Record<string, string> {
    if (this.userToken) return { 'x-user-token': this.userToken };
    return this.sessionSecret ? { 'x-session-secret': this.sessionSecret } : {};
  }

  /** Sends one step with the session's proof (`headers` add to or replace it); remembers the session's ids. */
  async step(
    step: string,
    details: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<CallResult> {
    return this.send(step, details, { ...this.proof(), ...headers });
  }

  /** Sends one step with exactly the proof headers given (none, another shopper's, a forged one). */
  async stepAs(step: string, proof: Record<string, string>, details: Record<string, unknown> = {}) {
    return this.send(step, details, proof);
  }

  private async send(step: string, details: Record<string, unknown>, headers: Record<string, string>) {
    const level =
      step === 'GET_RC1_QUOTES'
        ? 'RC1'
        : ['GET_RC3_QUESTIONS', 'COLLECT_PAYMENT', 'BIND_RC3'].includes(step)
          ? 'RC3'
          : 'RC2';
    const requestDetails = {
      ratecall: level,
      step,
      carrierId: this.carrierId,
      ...(this.externalId ? { externalId: this.externalId } : {}),
      ...details,
    };
    const res = await this.server.call('POST', `/api/${this.policyType}/ratecall`, {
      body: { user: this.user, requestDetails },
      headers: { ...V2, ...headers },
    });
    const echo = res.body?.data?.requestDetails;
    if (echo?.externalId) {
      this.externalId = echo.externalId;
      this.companysQuoteNumber = echo.companysQuoteNumber;
    }
    if (typeof res.body?.data?.sessionSecret === 'string') this.sessionSecret = res.body.data.sessionSecret;
    this.last = res;
    return res;
  }

  /** A step that must succeed (200, success true); returns the answer's body. */
  async ok(step: string, details: Record<string, unknown> = {}) {
    const res = await this.step(step, details);
    expect(res.status, `${step}: ${res.text.slice(0, 400)}`).toBe(200);
    expect(res.body.success, `${step}: ${res.body.message}`).toBe(true);
    return res.body;
  }
}

/** A valid VIN of that year (a Ford one for makes without a known manufacturer code). */
export const vinFor = (make: string, year: number, seed = 'fixture') =>
  (buildVin(make, 'Sedan', year, new Dice(seed)) ?? buildVin('Ford', 'Sedan', year, new Dice(seed))) as string;
export const licenceFor = (state: UsState, lastName = 'Okonkwo', seed = 'fixture') =>
  generateLicence(state, lastName, new Dice(seed));

/** Answers every question validly: defaults where given, VINs for the vehicle's year, licences for the state. */
export function answersFor(questions: RatecallQuestion[], user: AutoUser | null, overrides: Answers = {}): Answers {
  const out: Answers = {};
  for (const q of questions) {
    if (q.id in overrides) continue;
    if (q.type === 'vin' && user) {
      const v = user.autoPolicy.vehicles.find((x) => x.id === q.entityId)!;
      out[q.id] = vinFor(v.make ?? 'Toyota', Number(v.year), `vehicle-${v.id}`);
    } else if (q.type === 'licenseNumber') {
      const state = (overrides[`driver.${q.entityId}.licenseState`] ??
        questions.find((x) => x.id === `driver.${q.entityId}.licenseState`)?.defaultValue ??
        'TX') as UsState;
      out[q.id] = licenceFor(state, 'Okonkwo', `driver-${q.entityId}`);
    } else if (q.defaultValue !== undefined) {
      out[q.id] = q.defaultValue;
    } else if (q.type === 'confirm') {
      out[q.id] = true;
    } else if (q.type === 'yesNo') {
      out[q.id] = 'No';
    } else if (q.type === 'select') {
      out[q.id] = q.options![0].value;
    } else if (q.type === 'date') {
      out[q.id] = q.maxDate!;
    } else if (q.type === 'number') {
      out[q.id] = q.min ?? 1;
    } else if (q.type === 'phone') {
      out[q.id] = '(415) 555-2671';
    } else {
      out[q.id] = q.id.endsWith('loanNumber') ? '0048213379' : 'Evergreen Federal Bank';
    }
  }
  return { ...out, ...overrides };
}

/**
 * A vault token with the sandbox outcome given (the vault's table, as POST /tokens would fill it), made for the
 * rate-call session `s` (its card frame's session: the token pays there only), or for the externalId given.
 */
export async function cardToken(
  server: Server,
  outcome: 'approve' | 'decline' | 'insufficient_funds' | 'error',
  s: RatecallSession | string,
  card: Partial<{ brand: string; last4: string; expYear: number }> = {},
) {
  const session = typeof s === 'string' ? s : s.externalId;
  if (!session) throw new Error('cardToken: the session has no externalId yet (send GET_RC1_QUOTES first)');
  const token = `tok_${randomBytes(18).toString('base64url')}`;
  await server.app.sandboxDb.insert(cardTokens).values({
    token,
    sessionExternalId: session,
    brand: card.brand ?? 'visa',
    last4: card.last4 ?? '4242',
    expMonth: 12,
    expYear: card.expYear ?? new Date().getUTCFullYear() + 3,
    fingerprint: randomBytes(32).toString('hex'),
    outcome,
  });
  return token;
}

export type MvrKind = 'clean' | 'undisclosedOne' | 'undisclosedTwo' | 'violation' | 'suspended';
const kindOf = (bucket: number): MvrKind =>
  bucket < MVR_BUCKETS.twoDriversBelow
    ? 'undisclosedTwo'
    : bucket < MVR_BUCKETS.undisclosedBelow
      ? 'undisclosedOne'
      : bucket < MVR_BUCKETS.violationBelow
        ? 'violation'
        : bucket < MVR_BUCKETS.suspendedBelow
          ? 'suspended'
          : 'clean';

/** Moves the household to the first house number on its street whose driving record gives `kind`. */
export function withMvr(user: AutoUser, kind: MvrKind): AutoUser {
  const u = structuredClone(user);
  const address = u.autoPolicy.policy.address!;
  const street = address.streetAddress.replace(/^\d+\s+/, '');
  for (let n = 100; n < 5000; n += 1) {
    address.streetAddress = `${n} ${street}`;
    if (kindOf(mvrBucket(u)) === kind) return u;
  }
  throw new Error(`no house number gives ${kind}`);
}

/** RC1 to the first re-rate: quote, questions, answers (with overrides), the driving-record check (auto), rate. */
export async function throughRate(s: RatecallSession, overrides: Answers = {}) {
  const rc1 = await s.ok('GET_RC1_QUOTES');
  const questions = await s.ok('GET_RC2_QUESTIONS');
  const auto = s.policyType === 'auto' ? (s.user as AutoUser) : null;
  const submit = await s.ok('SUBMIT_RC2_ANSWERS', { answers: answersFor(questions.data.questions, auto, overrides) });
  const udo = s.policyType === 'auto' ? await s.ok('CHECK_FOR_UDO') : null;
  const rate = await s.ok('GET_RC2_RATE');
  return { rc1, questions, submit, udo, rate };
}

/** Bind rate, payment questions, payment with a new vault token of `outcome`, bind. */
export async function throughBind(server: Server, s: RatecallSession, answers: Answers = {}) {
  const bindRate = await s.ok('BIND_RC2', { additionalData: { readyForPurchase: true } });
  const rc3 = await s.ok('GET_RC3_QUESTIONS');
  const token = await cardToken(server, 'approve', s);
  const payment = await s.ok('COLLECT_PAYMENT', {
    answers: answersFor(rc3.data.questions, null, { 'payment.paymentToken': token, ...answers }),
  });
  const bind = await s.ok('BIND_RC3');
  return { bindRate, rc3, token, payment, bind };
}

/**
 * A clean driver's auto session with `carrierId` at GET_RC3_QUESTIONS (rated, bind-rated), the bind rate's and the
 * payment questions' answers, and its COLLECT_PAYMENT sending a card token as the payment questions' answer (with
 * answer overrides).
 */
export async function atPayment(server: Server, carrierId: string) {
  const s = new RatecallSession(server, 'auto', withMvr(autoUser(), 'clean'), carrierId);
  await throughRate(s);
  const bindRate = await s.ok('BIND_RC2', { additionalData: { readyForPurchase: true } });
  const rc3 = await s.ok('GET_RC3_QUESTIONS');
  const pay = (token: string, overrides: Answers = {}) =>
    s.step('COLLECT_PAYMENT', {
      answers: answersFor(rc3.data.questions, null, { 'payment.paymentToken': token, ...overrides }),
    });
  return { s, rc3, bindRate, pay };
}
