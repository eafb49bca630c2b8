import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { cardTokens, serverSecrets } from '../db/schema';
import type { Db } from '../db/types';
import { generateSecret } from '../security/userToken';
import {
  type CardOutcome,
  DEFAULT_CARD_OUTCOME,
  FINGERPRINT_SECRET_NAME,
  SANDBOX_CARD_OUTCOMES,
  TOKEN_PATTERN,
  TOKEN_PREFIX,
  TOKEN_RANDOM_BYTES,
} from './constants';

// Card tokens (DESIGN section 6; spec 001 section 3 paymentToken): the vault writes them, the charge step peeks at them
// and spends one inside the session's save (docs/decisions/0065). The table holds brand, last4, expiry, an HMAC
// fingerprint and the sandbox outcome: never the number or the CVC.

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}
export interface TokenView extends CardSummary {
  token: string;
}

const OUTCOMES = new Set<string>(['approve', 'decline', 'insufficient_funds', 'error']);
const asOutcome = (value: string): CardOutcome => (OUTCOMES.has(value) ? (value as CardOutcome) : 'error');

export const newToken = (): string => TOKEN_PREFIX + randomBytes(TOKEN_RANDOM_BYTES).toString('base64url');
export const isTokenShape = (token: string): boolean => TOKEN_PATTERN.test(token);

/** The sandbox outcome of charging this card number (digits only). */
export const sandboxOutcome = (digits: string): CardOutcome => SANDBOX_CARD_OUTCOMES[digits] ?? DEFAULT_CARD_OUTCOME;

/** HMAC-SHA256 of the digits: the same card tokenised twice gives the same fingerprint, which reveals nothing. */
export const fingerprintOf = (digits: string, key: string): string =>
  createHmac('sha256', key).update(digits).digest('hex');

/** The fingerprint key: `fromOptions` wins; otherwise one generated once and kept in server_secrets. */
export async function fingerprintKey(db: Db, fromOptions?: string): Promise<string> {
  if (fromOptions) return fromOptions;
  await db
    .insert(serverSecrets)
    .values({ name: FINGERPRINT_SECRET_NAME, value: generateSecret() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, FINGERPRINT_SECRET_NAME));
  return row.value;
}

/**
 * Stores a token for a validated card, bound to the rate-call session (externalId) whose card frame sent it: it pays
 * in that session only. `digits` is used for last4, fingerprint and outcome, then forgotten.
 */
export async function storeToken(
  db: Db,
  card: CardSummary & { digits: string },
  key: string,
  sessionExternalId: string,
): Promise<TokenView> {
  const token = newToken();
  await db.insert(cardTokens).values({
    sessionExternalId,
    token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    fingerprint: fingerprintOf(card.digits, key),
    outcome: sandboxOutcome(card.digits),
  });
  return { token, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
}

/** The card a token stands for (a CardSummary), as both readers select it. */
const CARD_COLUMNS = {
  brand: cardTokens.brand,
  last4: cardTokens.last4,
  expMonth: cardTokens.expMonth,
  expYear: cardTokens.expYear,
} satisfies Record<keyof CardSummary, unknown>;

/** What the browser may read back about a token: no outcome, no fingerprint. Used tokens stay readable. */
export async function lookupToken(db: Db, token: string): Promise<TokenView | null> {
  if (!isTokenShape(token)) return null;
  const [row] = await db
    .select({ token: cardTokens.token, ...CARD_COLUMNS })
    .from(cardTokens)
    .where(eq(cardTokens.token, token));
  return row ?? null;
}

/** A token's card and sandbox outcome as the charge step sees it, whether or not it was spent. */
export interface ChargeableCard extends CardSummary {
  outcome: CardOutcome;
  /** Spent already (charged, declined or errored once): a new tokenisation is needed. */
  used: boolean;
  /** The rate-call session (externalId) the token was made for; null for a token made before tokens were bound. */
  session: string | null;
}

type Executor = Pick<Db, 'select' | 'update'>;

/**
 * Reads a token for a charge without spending it (issue 27): COLLECT_PAYMENT judges the card with this, then spends
 * the token with spendToken in the transaction that saves the session, so a payment that loses the session's version
 * check spends nothing.
 */
export async function peekToken(db: Executor, token: string): Promise<ChargeableCard | null> {
  if (!isTokenShape(token)) return null;
  const [row] = await db
    .select({
      ...CARD_COLUMNS,
      outcome: cardTokens.outcome,
      usedAt: cardTokens.usedAt,
      session: cardTokens.sessionExternalId,
    })
    .from(cardTokens)
    .where(eq(cardTokens.token, token));
  if (!row) return null;
  const { usedAt, ...card } = row;
  return { ...card, outcome: asOutcome(row.outcome), used: usedAt !== null };
}

/**
 * Spends a token once: true if this call spent it, false if it was spent already or does not exist. Read and mark are
 * one UPDATE (`... where used_at is null`), so of two concurrent spends exactly one is true. A token is spent whatever
 * the charge's outcome (a declined card needs a new tokenisation, as with a payment provider).
 */
export async function spendToken(db: Executor, token: string): Promise<boolean> {
  if (!isTokenShape(token)) return false;
  const rows = await db
    .update(cardTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(cardTokens.token, token), isNull(cardTokens.usedAt)))
    .returning({ token: cardTokens.token });
  return rows.length === 1;
}
