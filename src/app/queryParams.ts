import { MAX_CHARS, isContractText } from '../contract/textBounds';
import { ZIP_PATTERN } from '../domain/startValidation';
import { PARTNER_LABELS } from '../contract/startRuleDefaults';
import { CLICK_IDS, type ClickId, UTM_PARAMETERS, type UtmParameter } from '../contract/attributionKeys';

// Every query parameter of spec 000 section 2 ("Query parameters read"), read once from the URL into a typed, bounded
// record, with the facts derived from them (spec 000 sections 2 and 6). Values are untrusted: a value over its bound,
// or holding a NUL or an unpaired surrogate, reads as absent; unknown parameters are ignored; nothing here throws.

export { PARTNER_LABELS };
export type PartnerLabel = (typeof PARTNER_LABELS)[number];

/** spec 000 section 2: "A moving-partner site source selects its agency or short-form modes." */
export type MovingPartnerMode = 'agency' | 'shortForm';

/**
 * A white-label partner outside spec 000 section 6's labels: the Liberty-Mutual-type partner (spec 001 section 1:
 * partner id 1, "detected from a site-source value"). Its site source gives no partner label, only this.
 */
export type WhiteLabelPartner = 'libertymutual';

interface SiteSourceRow {
  /** The label of spec 000 section 6; '' for a white-label partner's source, which is no traffic source. */
  partner: PartnerLabel | '';
  whiteLabel?: WhiteLabelPartner;
  movingMode?: MovingPartnerMode;
  /** betterbuck reads as bankrate when the referrer names bankrate and the campaign is one of these three. */
  bankrateWhen?: { referrerContains: string; campaigns: readonly string[] };
}

/**
 * The site sources that decide a partner label (spec 000 section 6 names the labels, not the source strings: these
 * are ours, docs/spec-decisions.md). Matched on the trimmed, lower-cased siteSource; any other source has no label.
 */
export const SITE_SOURCES: ReadonlyMap<string, SiteSourceRow> = new Map<string, SiteSourceRow>([
  ['erika', { partner: 'erika' }],
  ['bankrate', { partner: 'bankrate' }],
  ['bankrate-cpc', { partner: 'bankrate' }],
  ['bankrate-email', { partner: 'bankrate' }],
  ['bankrate-widget', { partner: 'bankrate' }],
  ['safeco', { partner: 'safeco' }],
  ['mymove', { partner: 'mymove', movingMode: 'agency' }],
  ['mymove-agency', { partner: 'mymove', movingMode: 'agency' }],
  ['mymove-shortform', { partner: 'mymove', movingMode: 'shortForm' }],
  ['cnet', { partner: 'cnet' }],
  ['sage', { partner: 'sage' }],
  ['ratezip', { partner: 'ratezip' }],
  [
    'betterbuck',
    {
      partner: 'betterbuck',
      bankrateWhen: {
        referrerContains: 'bankrate',
        campaigns: ['br-auto-compare', 'br-auto-quotes', 'br-auto-savings'],
      },
    },
  ],
  ['carzing', { partner: 'carzing' }],
  ['libertymutual', { partner: '', whiteLabel: 'libertymutual' }],
]);

export { CLICK_IDS, UTM_PARAMETERS };
export type { ClickId, UtmParameter };

/** spec 000 section 2: on the home route, policyType pre-fills (home, condo, renters). */
export const URL_POLICY_TYPES = ['home', 'condo', 'renters'] as const;
export type UrlPolicyType = (typeof URL_POLICY_TYPES)[number];

/** The attribution set (PaidSearchParams of spec 001 section 7 carries it: pid 80, click ids and utm values 500). */
export interface Attribution {
  pid?: string;
  clickIds: Partial<Record<ClickId, string>>;
  utms: Partial<Record<UtmParameter, string>>;
}

export interface QueryParams {
  iframe: boolean;
  /** embedded=true (embedded mode itself is `derived.embedded`). */
  embeddedFlag: boolean;
  siteSource?: string;
  utmCampaign?: string;
  utmReferrer?: string;
  exp?: string;
  flow?: string;
  /** sessionID: the partner's session id (the session mapper of spec 001 section 7). */
  sessionId?: string;
  eqVehicles: boolean;
  bundlingInterest?: 'Yes';
  carrierOffer?: 'lemonade';
  policyType?: UrlPolicyType;
  zip?: string;
  attribution: Attribution;
  derived: DerivedFacts;
}

export interface DerivedFacts {
  /** spec 000 section 2: "Embedded mode needs iframe or embedded together with siteSource." */
  embedded: boolean;
  partner: PartnerLabel | '';
  /** The white-label partner the site source names (the Liberty-Mutual type), or null. */
  whiteLabel: WhiteLabelPartner | null;
  movingPartnerMode: MovingPartnerMode | null;
  /** eq_vehicles=true: the shopper has several vehicles. */
  multipleVehicles: boolean;
  /** bundlingInterest=Yes pre-sets bundling for auto and home. */
  bundlingPreset: boolean;
  /** carrierOffer=lemonade sets the special offer. */
  lemonadeOffer: boolean;
  /** utm_campaign nb_ins, or a coverage_paid referrer (the sandbox's paidSearch condition). */
  paidSearch: boolean;
  /** A pub_network referrer: email hidden on home, agency experience off, no session recording. */
  publisherNetwork: boolean;
  /** exp containing agency (and not non), non, navlinkout. */
  exp: { agency: boolean; nonAgency: boolean; navLinkOut: boolean };
  /** flow=mmagency: the mini-agency link. */
  miniAgencyLink: boolean;
}

const BOUND = {
  flag: MAX_CHARS.code,
  signal: MAX_CHARS.id,
  flow: MAX_CHARS.code,
  pid: MAX_CHARS.id,
  attribution: MAX_CHARS.text,
} as const;
const TRUE_VALUES = new Set(['true', '1']);

type Lookup = (name: string) => string | undefined;

/**
 * The parameters of the search and of the hash's own query (`#/home?zip=...`, hash routing): a parameter found in the
 * search is read from there (its first occurrence), else from the hash's query.
 */
function lookupIn(search: string, hash: string): Lookup {
  const fromSearch = new URLSearchParams(search);
  const q = hash.indexOf('?');
  const fromHash = new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
  return (name) => fromSearch.get(name) ?? fromHash.get(name) ?? undefined;
}

/**
 * A trimmed value within `max` characters, storable, not empty; anything else is absent. The check is the contract's
 * `text(max)` without zod, which the start page does not load (textBounds.ts, held to text() by its property test).
 */
function bounded(raw: string | undefined, max: number): string | undefined {
  if (!isContractText(raw, max)) return undefined;
  const value = raw.trim();
  return value === '' ? undefined : value;
}

const lower = (value: string | undefined) => value?.toLowerCase() ?? '';
const flag = (raw: string | undefined) => TRUE_VALUES.has(lower(bounded(raw, BOUND.flag)));

function pick<T extends string>(get: Lookup, names: readonly T[], max: number): Partial<Record<T, string>> {
  const out: Partial<Record<T, string>> = {};
  for (const name of names) {
    const value = bounded(get(name), max);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** spec 000 section 6: the partner label from the site source (and, for betterbuck, the referrer and campaign). */
export function partnerLabel(siteSource?: string, utmReferrer?: string, utmCampaign?: string): PartnerLabel | '' {
  const row = SITE_SOURCES.get(lower(siteSource));
  if (!row) return '';
  const when = row.bankrateWhen;
  if (when && lower(utmReferrer).includes(when.referrerContains) && when.campaigns.includes(lower(utmCampaign)))
    return 'bankrate';
  return row.partner;
}

/** The white-label partner a site source names (the Liberty-Mutual type), or null: matched as the labels are. */
export function whiteLabelOf(siteSource?: string): WhiteLabelPartner | null {
  return SITE_SOURCES.get(lower(siteSource))?.whiteLabel ?? null;
}

/** Reads every parameter of spec 000 section 2 from a location (`window.location` will do). */
export function readQueryParams(location: { search?: string; hash?: string }): QueryParams {
  const get = lookupIn(String(location.search ?? ''), String(location.hash ?? ''));
  const signal = (name: string) => bounded(get(name), BOUND.signal);
  const siteSource = signal('siteSource');
  const utmCampaign = signal('utm_campaign');
  const utmReferrer = signal('utm_referrer');
  const exp = signal('exp');
  const flow = bounded(get('flow'), BOUND.flow);
  const iframe = flag(get('iframe'));
  const embeddedFlag = flag(get('embedded'));
  const eqVehicles = flag(get('eq_vehicles'));
  const code = (name: string) => lower(bounded(get(name), BOUND.flag));
  const bundlingInterest = code('bundlingInterest') === 'yes' ? 'Yes' : undefined;
  const carrierOffer = code('carrierOffer') === 'lemonade' ? 'lemonade' : undefined;
  const policyType = URL_POLICY_TYPES.find((t) => t === code('policyType'));
  const zipValue = bounded(get('zip'), BOUND.flag);
  const partner = partnerLabel(siteSource, utmReferrer, utmCampaign);
  const embedded = (iframe || embeddedFlag) && siteSource !== undefined;
  const expText = lower(exp);
  const nonAgency = expText.includes('non');
  return {
    iframe,
    embeddedFlag,
    siteSource,
    utmCampaign,
    utmReferrer,
    exp,
    flow,
    sessionId: signal('sessionID'),
    eqVehicles,
    bundlingInterest,
    carrierOffer,
    policyType,
    zip: zipValue !== undefined && ZIP_PATTERN.test(zipValue) ? zipValue : undefined,
    attribution: {
      pid: bounded(get('pid'), BOUND.pid),
      clickIds: pick(get, CLICK_IDS, BOUND.attribution),
      utms: pick(get, UTM_PARAMETERS, BOUND.attribution),
    },
    derived: {
      embedded,
      partner,
      whiteLabel: whiteLabelOf(siteSource),
      movingPartnerMode: (partner === 'mymove' && SITE_SOURCES.get(lower(siteSource))?.movingMode) || null,
      multipleVehicles: eqVehicles,
      bundlingPreset: bundlingInterest === 'Yes',
      lemonadeOffer: carrierOffer === 'lemonade',
      paidSearch: lower(utmCampaign) === 'nb_ins' || lower(utmReferrer).includes('coverage_paid'),
      publisherNetwork: lower(utmReferrer).includes('pub_network'),
      exp: { agency: !nonAgency && expText.includes('agency'), nonAgency, navLinkOut: expText.includes('navlinkout') },
      miniAgencyLink: lower(flow) === 'mmagency',
    },
  };
}

/** The first segment of a hash route (`#/home/zip?x=1` gives 'home'); '' when there is none or it is overlong. */
export function hashFirstSegment(hash: string | undefined): string {
  const path = String(hash ?? '').replace(/^#\/?/, '');
  const end = path.search(/[/?]/);
  const segment = end < 0 ? path : path.slice(0, end);
  return bounded(segment, BOUND.flag) ?? '';
}
