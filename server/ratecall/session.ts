import { and, eq, sql } from 'drizzle-orm';
import type { RatecallStep } from '../../src/contract/ratecall';
import { policies, ratecallSessions } from '../db/schema';
import type { Db } from '../db/types';
import type { PolicyType, SessionStatus } from './constants';
import { type NewPolicy, RatecallProtocolError, type SessionData, type SessionRow } from './types';

// ratecall_sessions storage. Saves are optimistic: a save names the data version it read, so two requests racing on
// one session cannot both move it (the loser gets a 409 and retries). BIND_RC3 stores its policy row in the same
// transaction as the session's move to bound.

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

/** Saves `s` if its stored data version is still `readVersion`; s.data.version must already be readVersion + 1. */
export async function saveSession(db: Db, s: SessionRow, readVersion: number, policy?: NewPolicy): Promise<void> {
  const update = (tx: Pick<Db, 'update'>) =>
    tx
      .update(ratecallSessions)
      .set({ level: s.level, step: s.step, status: s.status, data: s.data, updatedAt: sql`now()` })
      .where(and(eq(ratecallSessions.id, s.id), sql`(${ratecallSessions.data}->>'version')::int = ${readVersion}`))
      .returning({ id: ratecallSessions.id });
  if (!policy) {
    if ((await update(db)).length === 0) throw conflict();
    return;
  }
  await db.transaction(async (tx) => {
    if ((await update(tx)).length === 0) throw conflict();
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
