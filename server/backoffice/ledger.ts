import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { GPC_HEADER, type LedgerEntry, type LedgerPurpose, OPT_OUT_HEADER } from '../../src/contract/privacy';
import { dataShares, users } from '../db/schema';
import type { Db } from '../db/types';

// The consent ledger and the opt-out (issue 32, docs/decisions/0092). The server writes a row at each hand-off of a
// shopper's data (recordShare) and refuses or drops a hand-off for a shopper who said "Do not sell or share".

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records that `party` received the user's data for `purpose`: one row per user, party and purpose (a repeat moves
 * its lastAt). A hand-off without a saved user (no id) has nobody to show it to and is not recorded.
 */
export async function recordShare(
  db: Pick<Db, 'insert'>,
  userId: string | null | undefined,
  party: string,
  purpose: LedgerPurpose,
): Promise<void> {
  if (!userId || !UUID.test(userId)) return;
  await db
    .insert(dataShares)
    .values({ userId: userId.toLowerCase(), party, purpose })
    .onConflictDoUpdate({
      target: [dataShares.userId, dataShares.party, dataShares.purpose],
      set: { lastAt: sql`now()` },
    });
}

/** Several parties at once (the carriers one quote call rated), one statement. */
export async function recordShares(
  db: Pick<Db, 'insert'>,
  userId: string | null | undefined,
  parties: readonly string[],
  purpose: LedgerPurpose,
): Promise<void> {
  if (!userId || !UUID.test(userId) || parties.length === 0) return;
  const id = userId.toLowerCase();
  await db
    .insert(dataShares)
    .values([...new Set(parties)].map((party) => ({ userId: id, party, purpose })))
    .onConflictDoUpdate({
      target: [dataShares.userId, dataShares.party, dataShares.purpose],
      set: { lastAt: sql`now()` },
    });
}

/** The user's ledger, oldest first. */
export async function ledgerOf(db: Db, userId: string): Promise<LedgerEntry[]> {
  const rows = await db
    .select()
    .from(dataShares)
    .where(eq(dataShares.userId, userId.toLowerCase()))
    .orderBy(asc(dataShares.at), asc(dataShares.party));
  return rows.map((r) => ({
    party: r.party,
    purpose: r.purpose as LedgerPurpose,
    at: r.at.toISOString(),
    lastAt: r.lastAt.toISOString(),
  }));
}

/** The request says "opt out": Global Privacy Control (Sec-GPC: 1) or the client's own opt-out header. */
export function requestOptsOut(req: Pick<FastifyRequest, 'headers'>): boolean {
  return req.headers[GPC_HEADER] === '1' || req.headers[OPT_OUT_HEADER] === '1';
}

/** Records the opt-out on the user's row (the first time is kept); false when the user has no row. */
export async function recordOptOut(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({ optedOutAt: sql`coalesce(${users.optedOutAt}, now())` })
    .where(eq(users.id, userId.toLowerCase()))
    .returning({ optedOutAt: users.optedOutAt });
  return row?.optedOutAt ?? null;
}

/** Whether the saved user opted out. */
export async function isOptedOut(db: Db, userId: string | null | undefined): Promise<boolean> {
  if (!userId || !UUID.test(userId)) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId.toLowerCase()), isNotNull(users.optedOutAt)));
  return Boolean(row);
}

/**
 * The gate every hand-off route passes (ads, lead, CRM, partner quotes): the request's own GPC or opt-out header
 * opts the shopper out for this call and records it on their row; else the row's opt-out decides. An old client
 * that still sends a hand-off for an opted-out shopper is refused here, so nothing leaks.
 */
export async function handoffBlocked(
  db: Db,
  req: Pick<FastifyRequest, 'headers'>,
  userId: string | null | undefined,
): Promise<boolean> {
  if (requestOptsOut(req)) {
    if (userId && UUID.test(userId)) await recordOptOut(db, userId);
    return true;
  }
  return isOptedOut(db, userId);
}
