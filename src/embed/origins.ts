import { partnerLabel } from '../app/queryParams';

// Which partner pages may frame the widget (issue 32, docs/decisions/0091): one configuration (PARTNER_FRAME_ORIGINS),
// read by the server for the page's `frame-ancestors` and told to the app at /app-config.json, so the widget posts to
// a parent only where the server lets that parent frame it. Shared by both sides: the same parse, the same lookup.

/** Origins keyed by a lower-cased site source (`mymove-agency`) or a partner label of spec 000 section 6 (`mymove`). */
export type PartnerFrameOrigins = Readonly<Record<string, readonly string[]>>;

/** The longest origin accepted anywhere in the protocol (a host name's 253 characters, a scheme and a port). */
export const MAX_ORIGIN_CHARS = 300;
const MAX_KEY_CHARS = 64;
const KEY = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * An origin as a browser writes it in `MessageEvent.origin` (`https://www.example.com`, `http://127.0.0.1:8070`):
 * http or https, a host, an optional port, nothing else; written as the browser writes it. Anything else (a path, a query, user info,
 * `null`, `*`, a wildcard, an overlong or non-string value) is null.
 */
export function normaliseOrigin(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_ORIGIN_CHARS) return null;
  if (!/^https?:\/\/[^/?#@\s*\\]+\/?$/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  // As a browser writes it: the host lower-cased (punycode), a default port dropped.
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/** A parse's outcome: the map, or the first problem in words (env.ts prints it with the variable's name). */
export type ParsedFrameOrigins = { ok: true; value: PartnerFrameOrigins } | { ok: false; error: string };

/**
 * PARTNER_FRAME_ORIGINS: `key=origin,origin;key=origin` (`mymove=https://www.mymove.example,http://127.0.0.1:8070`).
 * Spaces around the parts are allowed; an empty text is an empty map. A key may appear once.
 */
export function parsePartnerFrameOrigins(text: string): ParsedFrameOrigins {
  const value: Record<string, string[]> = {};
  for (const entry of text.split(';')) {
    if (entry.trim() === '') continue;
    const at = entry.indexOf('=');
    const key = (at < 0 ? '' : entry.slice(0, at)).trim().toLowerCase();
    if (key.length > MAX_KEY_CHARS || !KEY.test(key))
      return { ok: false, error: 'must read partner=https://origin,https://origin;partner=… (a site source or label)' };
    if (Object.hasOwn(value, key)) return { ok: false, error: `lists '${key}' twice` };
    const origins: string[] = [];
    for (const raw of entry.slice(at + 1).split(',')) {
      if (raw.trim() === '') continue;
      const origin = normaliseOrigin(raw.trim());
      if (!origin)
        return { ok: false, error: `'${key}' lists a value that is not an origin like https://www.example.com` };
      if (!origins.includes(origin)) origins.push(origin);
    }
    if (origins.length === 0) return { ok: false, error: `'${key}' lists no origin` };
    value[key] = origins;
  }
  return { ok: true, value };
}

/**
 * The origins that may frame the widget for `siteSource`: its own row, else its partner label's (so `mymove` covers
 * `mymove-agency` and `mymove-shortform`); none for an unknown or absent source.
 */
export function frameOriginsFor(config: PartnerFrameOrigins | undefined, siteSource: string | undefined): string[] {
  if (!config || siteSource === undefined) return [];
  const source = siteSource.trim().toLowerCase();
  if (source === '') return [];
  const own = Object.hasOwn(config, source) ? config[source] : undefined;
  if (own) return [...own];
  const label = partnerLabel(source);
  return label !== '' && Object.hasOwn(config, label) ? [...(config[label] ?? [])] : [];
}

/** The configuration key that decides `siteSource`'s framing (the one frameOriginsFor read), or null. */
export function frameKeyFor(config: PartnerFrameOrigins | undefined, siteSource: string | undefined): string | null {
  if (!config || siteSource === undefined) return null;
  const source = siteSource.trim().toLowerCase();
  if (source !== '' && Object.hasOwn(config, source)) return source;
  const label = partnerLabel(source);
  return label !== '' && Object.hasOwn(config, label) ? label : null;
}
