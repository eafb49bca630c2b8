import { randomInt, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { phoneVerifications } from '../db/schema';
import { CODE_DIGITS, CODE_TTL_SECONDS, MAX_CHECK_ATTEMPTS, SEND_LIMITS, type SendLimit } from './constants';
import { type PhoneHashKeys, hashCode, sameHash } from './hashing';

// Phone verification (spec 000 section 4: a code is sent, then checked): one row per code sent, holding only HMACs.
// Each number's sends and checks run under an advisory lock, so concurrent calls cannot both slip under a limit or
// spend the same try twice. A send also takes its client address's lock, first (issue 27): the per-address limit
// counts sends to every number, so only a lock on the address makes its count and insert one step. Every send takes
// the address lock before the number lock, so two sends never wait on each other in a cycle.

export type SendResult =
  | { kind: 'sent'; code: string; expiresAt: Date }
  | { kind: 'limited'; limit: SendLimit; retryAfterSeconds: number };

export type CheckResult =
  | { kind: 'verified' }
  | { kind: 'incorrect'; triesLeft: number }
  | { kind: 'expired' }
  | { kind: 'too_many_attempts' }
  | { kind: 'no_pending_code' }
  | { kind: 'already_verified' };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transaction-scoped advisory lock (PostgreSQL and PGlite alike), released at commit or rollback. */
const lock = (tx: Tx, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
const lockNumber = (tx: Tx, phoneHash: string) => lock(tx, `phone-verification:${phoneHash}`);
const lockAddress = (tx: Tx, addressHash: string) => lock(tx, `phone-verification-address:${addressHash}`);

export const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

export async function sendCode(
  db: Db,
  keys: PhoneHashKeys,
  hashes: { phoneHash: string; addressHash: string },
  clock: () => Date = () => new Date(),
  limits: readonly SendLimit[] = SEND_LIMITS,
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    await lockAddress(tx, hashes.addressHash);
    await lockNumber(tx, hashes.phoneHash);
    // Read the clock once the lock is held, so a number's rows are created in the order their sends ran.
    const now = clock();
    for (const limit of limits) {
      const column = limit.scope === 'number' ? phoneVerifications.phoneHash : phoneVerifications.ipHash;
      const value = limit.scope === 'number' ? hashes.phoneHash : hashes.addressHash;
      const since = new Date(now.getTime() - limit.windowSeconds * 1000);
      const [row] = await tx
        .select({ sent: count(), oldest: min(phoneVerifications.createdAt) })
        .from(phoneVerifications)
        .where(and(eq(column, value), gt(phoneVerifications.createdAt, since)));
      if (row && row.sent >= limit.max) {
        const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - now.getTime()) / 1000));
        return { kind: 'limited', limit, retryAfterSeconds };
      }
    }
    // A new code supersedes any pending one: only the newest code of a number can be checked.
    await tx
      .update(phoneVerifications)
      .set({ expiresAt: now })
      .where(
        and(
          eq(phoneVerifications.phoneHash, hashes.phoneHash),
          isNull(phoneVerifications.verifiedAt),
          gt(phoneVerifications.expiresAt, now),
        ),
      );
    const id = randomUUID();
    const code = newCode();
    const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000);
    await tx.insert(phoneVerifications).values({
      id,
      phoneHash: hashes.phoneHash,
      ipHash: hashes.addressHash,
      codeHash: hashCode(keys, id, code),
      expiresAt,
      createdAt: now,
    });
    return { kind: 'sent', code, expiresAt };
  });
}

export async function checkCode(
  db: Db,
  keys: PhoneHashKeys,
  phoneHash: string,
  code: string,
  clock: () => Date = () => new Date(),
): Promise<CheckResult> {
  return db.transaction(async (tx) => {
    await lockNumber(tx, phoneHash);
    const now = clock();
    const [row] = await tx
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phoneHash, phoneHash))
      // Within one millisecond, the superseded row is the one already expired.
      .orderBy(desc(phoneVerifications.createdAt), desc(phoneVerifications.expiresAt))
      .limit(1);
    if (!row) return { kind: 'no_pending_code' };
    if (row.verifiedAt) return { kind: 'already_verified' };
    if (row.attempts >= MAX_CHECK_ATTEMPTS) return { kind: 'too_many_attempts' };
    if (new Date(row.expiresAt).getTime() <= now.getTime()) return { kind: 'expired' };
    const matches = sameHash(hashCode(keys, row.id, code), row.codeHash);
    const attempts = row.attempts + 1;
    await tx
      .update(phoneVerifications)
      .set({ attempts, ...(matches ? { verifiedAt: now } : {}) })
      .where(eq(phoneVerifications.id, row.id));
    return matches ? { kind: 'verified' } : { kind: 'incorrect', triesLeft: MAX_CHECK_ATTEMPTS - attempts };
  });
}
