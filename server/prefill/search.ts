import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { deliveryLine, parseSecondary, parseStreet } from '../address/normalise';
import { prefillRecords } from '../db/schema';
import type { Db } from '../db/types';

// Prefill searches reduced to one canonical string, kept only as hashes: an HMAC (server secret) names the stored
// row, so prefill_records cannot be matched against guessed names; a plain sha256 seeds the simulated answer, so every
// server answers the same search the same way.

/** "742 evergreen terrace" and "742 Evergreen Ter" give one key; an unparsable line is only case- and space-folded. */
export function streetKey(street: string, secondary?: string): string {
  const parts = parseStreet(street);
  if (!parts) return street.trim().replace(/\s+/g, ' ').toUpperCase();
  const unit = parseSecondary(secondary);
  return deliveryLine(unit ? { ...parts, unitDesignator: unit.designator, unitNumber: unit.number } : parts);
}

export interface SearchKeys {
  /** The stored row's key. */
  searchHash: string;
  /** What the simulated answer is drawn from. */
  seed: string;
}

export function searchKeys(secret: string, kind: 'auto' | 'home', canonical: string): SearchKeys {
  const key = createHmac('sha256', secret).update(`prefill-search:${kind}`).digest();
  return {
    searchHash: createHmac('sha256', key).update(canonical).digest('hex'),
    seed: createHash('sha256').update(`prefill:${kind}:${canonical}`).digest('hex'),
  };
}

export interface StoredPrefill<T> {
  status: 'found' | 'not_found';
  result: T;
}

/** The row stored for this search, if any (one per kind and search: a unique index). */
export async function findPrefill<T>(
  db: Db,
  kind: 'auto' | 'home',
  searchHash: string,
): Promise<StoredPrefill<T> | null> {
  const rows = await db
    .select({ status: prefillRecords.status, result: prefillRecords.result })
    .from(prefillRecords)
    .where(and(eq(prefillRecords.kind, kind), eq(prefillRecords.searchHash, searchHash)))
    .limit(1);
  const row = rows[0];
  return row ? { status: row.status === 'found' ? 'found' : 'not_found', result: row.result as T } : null;
}

export async function storePrefill<T>(
  db: Db,
  kind: 'auto' | 'home',
  partner: string | null,
  searchHash: string,
  stored: StoredPrefill<T>,
): Promise<void> {
  // Two simultaneous first searches compute the same answer; the second insert is a no-op.
  await db
    .insert(prefillRecords)
    .values({ kind, partner, searchHash, status: stored.status, result: stored.result })
    .onConflictDoNothing({ target: [prefillRecords.kind, prefillRecords.searchHash] });
}
