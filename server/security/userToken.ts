import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Returning-user links are signed and expiring (DESIGN section 6): v1.<userId>.<expiry seconds>.<HMAC-SHA256>.

export const USER_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const VERSION = 'v1';

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signUserToken(
  secret: string,
  userId: string,
  expiresAtSeconds = nowSeconds() + USER_TOKEN_TTL_SECONDS,
): string {
  const payload = `${VERSION}.${userId.toLowerCase()}.${expiresAtSeconds}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** True only for an unexpired token this server signed for exactly this userId. */
export function verifyUserToken(
  secret: string,
  token: string | undefined,
  userId: string,
  now = nowSeconds(),
): boolean {
  if (!token) return false;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return false;
  const [, id, exp, mac] = parts;
  const expected = Buffer.from(sign(secret, `${VERSION}.${id}.${exp}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return id === userId.toLowerCase() && /^\d+$/.test(exp) && Number(exp) > now;
}

export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
