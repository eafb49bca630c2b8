// Personal fields in what the devtools show (contexts, events), masked unless the engineer unmasks them
// (docs/decisions/0077). The fields are the contract's (src/contract/entities.ts, users.ts, ratecall.ts): names, birth
// dates, contact (email, phone), address parts (street, city, ZIP), license numbers and VINs; found by their key, at any
// depth. An answer or typed text in an event can be any of them, so it is masked whole.

/** Keys whose value is personal, whatever the object they are in. */
const PERSONAL_KEY =
  /^(first|last|middle|full)?name$|birth|^dob$|email|phone|address|street|^city$|^zip|licen[cs]e_?(number|no)$|vin$/i;
/** Keys of event payloads that carry what the shopper typed or chose. */
const TYPED_KEY = /^(answer|text|user)$/;

export const MASK = '•••';

/** Whether a key names a personal field (a boolean flag about it, like `emailConsent`, is not one: see maskValue). */
export const isPersonalKey = (key: string): boolean => PERSONAL_KEY.test(key);

/** The value with every personal field's leaves replaced by MASK; what is not personal is kept as it is. */
export function maskValue(value: unknown, opts: { typed?: boolean } = {}, depth = 0): unknown {
  if (depth > 40) return MASK;
  if (Array.isArray(value)) return value.map((v) => maskValue(v, opts, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if ((isPersonalKey(key) && typeof v !== 'boolean') || (opts.typed && TYPED_KEY.test(key))) out[key] = maskAll(v);
    else out[key] = maskValue(v, opts, depth + 1);
  }
  return out;
}

/** Every leaf masked (the shape kept, so an engineer still sees which parts are set). */
function maskAll(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined || depth > 40) return value === undefined ? undefined : MASK;
  if (Array.isArray(value)) return value.map((v) => maskAll(v, depth + 1));
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskAll(v, depth + 1)]));
  return MASK;
}

/** An event as the log shows it: its payload's typed values and personal fields masked unless unmasked. */
export const maskEvent = (event: unknown, unmasked: boolean): unknown =>
  unmasked ? event : maskValue(event, { typed: true });
