import { createHmac, timingSafeEqual } from 'node:crypto';
import { HASH_LABELS } from './constants';

// Keyed hashes for phone verification (issue 4 "one-time codes hashed"): numbers, codes and client addresses are
// stored only as HMACs under keys derived from the server secret, one key per use.

export interface PhoneHashKeys {
  phone: Buffer;
  code: Buffer;
  address: Buffer;
}

const derive = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest();

export function phoneHashKeys(secret: string): PhoneHashKeys {
  return {
    phone: derive(secret, HASH_LABELS.phone),
    code: derive(secret, HASH_LABELS.code),
    address: derive(secret, HASH_LABELS.address),
  };
}

const hmac = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest('base64url');

/** The normalised ten-digit number. */
export const hashPhone = (keys: PhoneHashKeys, digits: string) => hmac(keys.phone, digits);
export const hashAddress = (keys: PhoneHashKeys, ip: string) => hmac(keys.address, ip);
/** Bound to the row, so the same code sent twice never hashes alike. */
export const hashCode = (keys: PhoneHashKeys, rowId: string, code: string) => hmac(keys.code, `${rowId}:${code}`);

/** Constant-time comparison of two base64url hashes. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'base64url');
  const y = Buffer.from(b, 'base64url');
  return x.length === y.length && timingSafeEqual(x, y);
}
