import { and, eq, sql } from 'drizzle-orm';
import { spendToken } from '../vault/tokens';
import type { RatecallStep } from '../../src/contract/ratecall';
import { policies, ratecallSessions } from '../db/schema';
import type { Db } from '../db/types';
import type { PolicyType, SessionStatus } from './constants';
import { RatecallProtocolError, type SessionData, type SessionRow, type StepOutcome } from './types';

// ratecall_sessions storage. Saves are optimistic: a save names the data version it read, so two requests racing on
// one session cannot both move it (the loser gets a 409 and retries). What a step does outside the session row is
// done in the same transaction as the save, after the version check: BIND_RC3 stores its policy row, COLLECT_PAYMENT
// spends its card token (issue 27). A save that loses changes nothing, so the step sent again is judged afresh.

export async function loadSession(db: Db, externalId: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(ratecallSessions).where(eq(ratecallSessions.externalId, externalId));
  if (!row) return null;
  return {
    id: row.id,
    externalId: row.externalId,
    policyType: row.policyType as PolicyType,
    carrierId: row.carrierId,
    userId: row.userId,
    level: row.level,
    step: row.step as RatecallStep,
    status: row.status as SessionStatus,
    companysQuoteNumber: row.companysQuoteNumber,
    data: row.data as SessionData,
  };
}

export async function insertSession(db: Db, s: SessionRow): Promise<void> {
  await db.insert(ratecallSessions).values({
    id: s.id,
    externalId: s.externalId,
    policyType: s.policyType,
    carrierId: s.carrierId,
    userId: s.userId,
    level: s.level,
    step: s.step,
    status: s.status,
    companysQuoteNumber: s.companysQuoteNumber,
    data: s.data,
  });
}

const conflict = () =>
  new RatecallProtocolError(
    409,
    'This session changed while the request ran (another request moved it); send the step again',
    'session_conflict',
  );

const tokenSpentMeanwhile = () =>
  new RatecallProtocolError(
    409,
    'The card token was used by another request while this one ran; send the step again',
    'session_conflict',
  );

/** What a save does besides the session row, in its transaction: a step outcome's policy and card token. */
export type SaveEffects = Pick<StepOutcome, 'policy' | 'spendToken'>;

/**
 * Saves `s` if its stored data version is still `readVersion` (s.data.version must already be readVersion + 1), with
 * `effects` in the same transaction. The version-checked UPDATE comes first: it holds the session row's lock until
 * commit, so a racing save of the same session waits, then finds the version moved and changes nothing.
 */
export async function saveSession(
  db: Db,
  s: SessionRow,
  readVersion: number,
  effects: SaveEffects = {},
): Promise<void> {
  const { policy, spendToken: token } = effects;
  const update = (tx: Pick<Db, 'update'>) =>
    tx
      .update(ratecallSessions)
      .set({ level: s.level, step: s.step, status: s.status, data: s.data, updatedAt: sql`now()` })
      .where(and(eq(ratecallSessions.id, s.id), sql`(${ratecallSessions.data}->>'version')::int = ${readVersion}`))
      .returning({ id: ratecallSessions.id });
  if (!policy && !token) {
    if ((await update(db)).length === 0) throw conflict();
    return;
  }
  await db.transaction(async (tx) => {
    if ((await update(tx)).length === 0) throw conflict();
    // Throwing rolls the session's save back with it: the step is answered 409 and nothing is kept.
    if (token && !(await spendToken(tx, token))) throw tokenSpentMeanwhile();
    if (!policy) return;
    await tx.insert(policies).values({
      id: policy.id,
      sessionId: s.id,
      policyNumber: policy.policyNumber,
      policyType: s.policyType,
      carrierId: s.carrierId,
      premium: policy.premium,
      payment: policy.payment,
      effectiveDate: policy.effectiveDate,
    });
  });
}
