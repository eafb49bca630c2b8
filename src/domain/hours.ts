// The hours rules a purchase online reads (spec 001 section 7 "Hours"; docs/decisions/0097): which of the six
// lmDRC{timezone}Time rules speaks for the shopper's time zone, the words Liberty Mutual's direct response centre
// line shows open or closed, and whether a fast-track desk takes the shopper now. Pure: the rules' answers come from
// src/actors/postQuoteRules.actor.ts, the moment from the client's clock, passed in.

/** The six US time zones Liberty Mutual's direct response centre answers by, as the rules name them. */
export const LM_DRC_ZONES = ['Eastern', 'Central', 'Mountain', 'Pacific', 'Alaska', 'Hawaii'] as const;
export type LmDrcZone = (typeof LM_DRC_ZONES)[number];
export type LmDrcRule = `lmDRC${LmDrcZone}Time`;
export const LM_DRC_RULES: readonly LmDrcRule[] = LM_DRC_ZONES.map((z) => `lmDRC${z}Time` as const);

/** Each zone's standard-time offset from UTC, in minutes (Arizona's year-round MST is Mountain). */
const STANDARD_OFFSETS: Record<number, LmDrcZone> = {
  [-300]: 'Eastern',
  [-360]: 'Central',
  [-420]: 'Mountain',
  [-480]: 'Pacific',
  [-540]: 'Alaska',
  [-600]: 'Hawaii',
};

/** An IANA zone's offset from UTC at `at`, in minutes; null when the zone is not one this browser knows. */
function offsetMinutes(timeZone: string, at: Date): number | null {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!name) return null;
    if (name === 'GMT') return 0;
    const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
    if (!m) return null;
    const minutes = Number(m[2]) * 60 + Number(m[3]);
    return m[1] === '-' ? -minutes : minutes;
  } catch {
    return null;
  }
}

/**
 * The US time zone of an IANA zone (the address validation's, spec 000 section 7), by its standard-time offset: the
 * smaller of its January and July offsets, so summer time never moves a zone. Null for a zone outside the six (Puerto
 * Rico, Guam, abroad) or one the browser does not know: no lmDRC rule is asked and the centre counts as closed.
 */
export function lmDrcZoneOf(timeZone: string | undefined, year = 2026): LmDrcZone | null {
  if (!timeZone) return null;
  const jan = offsetMinutes(timeZone, new Date(Date.UTC(year, 0, 15)));
  const jul = offsetMinutes(timeZone, new Date(Date.UTC(year, 6, 15)));
  if (jan === null || jul === null) return null;
  return STANDARD_OFFSETS[Math.min(jan, jul)] ?? null;
}

/** The one lmDRC rule for the shopper's time zone, or null (no rule: the centre counts as closed). */
export const lmDrcRuleOf = (timeZone: string | undefined): LmDrcRule | null => {
  const zone = lmDrcZoneOf(timeZone);
  return zone ? `lmDRC${zone}Time` : null;
};

/** When the centre opens on a weekday, local time (server/rules/definitions/hours.json): 7am in Hawaii, else 8am. */
export const lmDrcOpensAt = (zone: LmDrcZone | null): string => (zone === 'Hawaii' ? '7am' : '8am');

/**
 * fastTrackSupportedCarrierIDs' answer for a carrier: true when the list names it, false when it does not; a value
 * that is not a list of ids is undefined (the rule's default then applies).
 */
export function deskTakesCarrier(value: unknown, carrierId: string): boolean | undefined {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return undefined;
  return value.includes(carrierId);
}
