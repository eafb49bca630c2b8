import { createHash, randomBytes } from 'node:crypto';
import { EXTERNAL_ID_BYTES, EXTERNAL_ID_PREFIX, NUMBER_FORMATS, type PolicyType } from './constants';

// Identifiers of a rate-call session: its externalId (random, unguessable), and the carrier's quote and policy
// numbers in the carrier's own format (spec 001 section 3: companysQuoteNumber), derived from the session id.

export const newExternalId = (): string => EXTERNAL_ID_PREFIX + randomBytes(EXTERNAL_ID_BYTES).toString('base64url');

/** Fills a format: each # takes a digit from the next byte of sha256(seed), {ST} the state (XX when unknown). */
export function fillFormat(format: string, seed: string, state: string | null): string {
  const bytes = createHash('sha256').update(seed).digest();
  let i = 0;
  return format.replace('{ST}', state ?? 'XX').replace(/#/g, () => String(bytes[i++ % bytes.length] % 10));
}

const formatsOf = (carrierId: string) => NUMBER_FORMATS[carrierId] ?? NUMBER_FORMATS.fasttrack;

export const quoteNumberFor = (carrierId: string, sessionId: string, state: string | null) =>
  fillFormat(formatsOf(carrierId).quote, `quote|${sessionId}`, state);

export const policyNumberFor = (carrierId: string, policyType: PolicyType, sessionId: string, state: string | null) =>
  fillFormat(formatsOf(carrierId)[policyType], `policy|${sessionId}`, state);
