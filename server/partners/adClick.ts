import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AD_CLICK_PATH, AD_ID_KEY_LABEL, AD_SIGNATURE_CHARS } from './constants';
import type { AdProduct } from './adFacts';
import { advertiserById, type Advertiser } from './adInventory';

// Ad ids and click-outs (spec 001 section 7 tracking: ProductClicked). An id names the advertiser, product and slot
// and is signed with a key derived from the server secret, so the click route trusts it without storing every ad.

export interface AdIdFields {
  advertiserId: string;
  product: AdProduct;
  position: number;
  /** A short digest of the exchange request the ad answered (no personal data in it). */
  digest: string;
}

const PRODUCTS = new Set<string>(['auto', 'home', 'renters']);

export const adClickKey = (serverSecret: string) => createHmac('sha256', serverSecret).update(AD_ID_KEY_LABEL).digest();

export const requestDigest = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex').slice(0, 12);

const sign = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest('hex').slice(0, AD_SIGNATURE_CHARS);

export function mintAdId(key: Buffer, f: AdIdFields): string {
  const body = `${f.advertiserId}.${f.product}.${f.position}.${f.digest}`;
  return `${body}.${sign(key, body)}`;
}

/** The advertiser and slot an id names, or null when it is malformed, unsigned or names nobody. */
export function verifyAdId(
  key: Buffer,
  adId: string,
): { advertiser: Advertiser; product: AdProduct; position: number } | null {
  const parts = adId.split('.');
  if (parts.length !== 5) return null;
  const [advertiserId, product, position, digest, signature] = parts;
  const expected = Buffer.from(sign(key, `${advertiserId}.${product}.${position}.${digest}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const advertiser = advertiserById(advertiserId);
  if (!advertiser || !PRODUCTS.has(product) || !/^\d{1,2}$/.test(position)) return null;
  return { advertiser, product: product as AdProduct, position: Number(position) };
}

export const clickUrlFor = (adId: string) => `${AD_CLICK_PATH}${adId}`;
