import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/types';

// Returning-user tokens are signed, expiring and revocable (DESIGN section 6; issue 27):
// v2.<userId>.<generation>.<expiry seconds>.<HMAC-SHA256>. The generation is the user row's `token_generation`; a
// re-issue adds one to it, so every token signed for an older generation stops working. An expiry further ahead than
// the maximum lifetime (USER_TOKEN_MAX_AGE_DAYS, 30 by default) is refused even when validly signed.

export const DEFAULT_USER_TOKEN_MAX_AGE_DAYS = 30;
export const USER_TOKEN_TTL_SECONDS = DEFAULT_USER_TOKEN_MAX_AGE_DAYS * 24 * 60 * 60;
const VERSION = 'v2';

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signUserToken(
  secret: string,
  userId: string,
  expiresAtSeconds = nowSeconds() + USER_TOKEN_TTL_SECONDS,
  generation = 0,
): string {
  const payload = `${VERSION}.${userId.toLowerCase()}.${generation}.${expiresAtSeconds}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The userId a token names (its second part), lower-cased and unverified: readUserToken says whether it holds. */
export const userIdOfToken = (token: string): string | undefined => token.split('.')[1]?.toLowerCase() || undefined;

/**
 * The generation of an unexpired token this server signed for exactly this userId, whose expiry is at most
 * `maxAgeSeconds` ahead; undefined for anything else. Whether that generation is still current is the database's
 * to say (currentUserToken).
 */
export function readUserToken(
  secret: string,
  token: string | undefined,
  userId: string,
  now = nowSeconds(),
  maxAgeSeconds = USER_TOKEN_TTL_SECONDS,
): number | undefined {
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return undefined;
  const [, id, gen, exp, mac] = parts;
  const expected = Buffer.from(sign(secret, `${VERSION}.${id}.${gen}.${exp}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (id !== userId.toLowerCase() || !/^\d{1,9}$/.test(gen) || !/^\d{1,12}$/.test(exp)) return undefined;
  const expiry = Number(exp);
  return expiry > now && expiry <= now + maxAgeSeconds ? Number(gen) : undefined;
}

/** What checking a token against the database needs: the key, the lifetime and the users table. */
export interface UserTokenKeys {
  db: Db;
  userTokenSecret: string;
  userTokenMaxAgeSeconds: number;
}

export type TokenCheck =
  /** Valid and of the user's current generation. */
  | { ok: true; generation: number; exists: true }
  /** Valid, and the user has no row (a PATCH may recreate it with this generation). */
  | { ok: true; generation: number; exists: false }
  | { ok: false };

/** Whether `token` is a valid, unexpired token for `userId` of the user's current generation (one row read). */
export async function currentUserToken(
  keys: UserTokenKeys,
  token: string | undefined,
  userId: string,
): Promise<TokenCheck> {
  const generation = readUserToken(keys.userTokenSecret, token, userId, nowSeconds(), keys.userTokenMaxAgeSeconds);
  if (generation === undefined) return { ok: false };
  const [row] = await keys.db
    .select({ generation: users.tokenGeneration })
    .from(users)
    .where(eq(users.id, userId.toLowerCase()));
  if (!row) return { ok: true, generation, exists: false };
  return row.generation === generation ? { ok: true, generation, exists: true } : { ok: false };
}

/** A token for `userId` of `generation`, living the configured lifetime. */
export function issueUserToken(keys: Omit<UserTokenKeys, 'db'>, userId: string, generation: number): string {
  return signUserToken(keys.userTokenSecret, userId, nowSeconds() + keys.userTokenMaxAgeSeconds, generation);
}

export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
