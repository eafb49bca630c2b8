import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeAny, hostileString } from '../../tests/server/arbitraries';
import { TrackingEvent } from '../contract/backoffice';
import { MAX_CHARS, codePointLength } from '../contract/text';
import {
  CLICK_IDS,
  PARTNER_LABELS,
  type QueryParams,
  SITE_SOURCES,
  UTM_PARAMETERS,
  hashFirstSegment,
  readQueryParams,
} from './queryParams';

// spec 000 section 2 "Query parameters read" and section 6 (partner label): one bounded, typed record of the URL.

const read = (search: string, hash = '') => readQueryParams({ search, hash });

describe('readQueryParams', () => {
  it('reads every parameter of spec 000 section 2', () => {
    const p = read(
      '?iframe=true&embedded=true&siteSource=cnet&utm_campaign=spring&utm_referrer=news&exp=agency&flow=mmagency' +
        '&sessionID=abc-123&eq_vehicles=true&bundlingInterest=Yes&carrierOffer=lemonade&policyType=condo&zip=02134' +
        '&pid=77&gclid=G1&fbclid=F1&ttclid=T1&msclkid=M1&ttcid=C1&utm_source=google&utm_medium=cpc&utm_term=cheap',
    );
    expect(p).toMatchObject({
      iframe: true,
      embeddedFlag: true,
      siteSource: 'cnet',
      utmCampaign: 'spring',
      utmReferrer: 'news',
      exp: 'agency',
      flow: 'mmagency',
      sessionId: 'abc-123',
      eqVehicles: true,
      bundlingInterest: 'Yes',
      carrierOffer: 'lemonade',
      policyType: 'condo',
      zip: '02134',
      attribution: {
        pid: '77',
        clickIds: { gclid: 'G1', fbclid: 'F1', ttclid: 'T1', msclkid: 'M1', ttcid: 'C1' },
        utms: {
          utm_source: 'google',
          utm_medium: 'cpc',
          utm_term: 'cheap',
          utm_campaign: 'spring',
          utm_referrer: 'news',
        },
      },
    } satisfies Partial<QueryParams>);
    expect(p.derived).toEqual({
      embedded: true,
      partner: 'cnet',
      whiteLabel: null,
      movingPartnerMode: null,
      multipleVehicles: true,
      bundlingPreset: true,
      lemonadeOffer: true,
      paidSearch: false,
      publisherNetwork: false,
      exp: { agency: true, nonAgency: false, navLinkOut: false },
      miniAgencyLink: true,
    });
  });

  it('reads nothing from an empty URL and ignores unknown parameters', () => {
    const p = read('?utm_foo=1&user_id=x&Zip=12345&SITESOURCE=cnet', '#/vehicles/1/year');
    expect(p.attribution).toEqual({ pid: undefined, clickIds: {}, utms: {} });
    expect(p.zip).toBeUndefined();
    expect(p.siteSource).toBeUndefined();
    expect(read('')).toMatchObject({ iframe: false, embeddedFlag: false, eqVehicles: false });
  });

  it("reads the hash's own query too (hash routing); the search wins when both carry a parameter", () => {
    expect(read('', '#/home?zip=30301&policyType=renters')).toMatchObject({ zip: '30301', policyType: 'renters' });
    expect(read('?zip=10001', '#/home?zip=30301').zip).toBe('10001');
    // The first occurrence counts, and an invalid value does not fall through to another.
    expect(read('?zip=10001&zip=20001').zip).toBe('10001');
    expect(read('?zip=abc', '#/home?zip=30301').zip).toBeUndefined();
  });

  it('needs iframe or embedded together with siteSource for embedded mode', () => {
    expect(read('?iframe=true').derived.embedded).toBe(false);
    expect(read('?embedded=true').derived.embedded).toBe(false);
    expect(read('?iframe=true&siteSource=cnet').derived.embedded).toBe(true);
    expect(read('?embedded=TRUE&siteSource=cnet').derived.embedded).toBe(true);
    expect(read('?embedded=1&siteSource=cnet').derived.embedded).toBe(true);
    expect(read('?embedded=false&siteSource=cnet').derived.embedded).toBe(false);
    expect(read('?embedded=true&siteSource=%20%20').derived.embedded).toBe(false);
  });

  it('takes only 5-digit ZIPs and the three URL policy types', () => {
    for (const zip of ['1234', '123456', '12a45', '１２３４５'])
      expect(read(`?zip=${encodeURIComponent(zip)}`).zip).toBe(undefined);
    expect(read('?zip=%2012345%20').zip).toBe('12345');
    expect(read('?policyType=HOME').policyType).toBe('home');
    expect(read('?policyType=townhome').policyType).toBeUndefined();
  });

  it('pre-sets bundling only for Yes and the offer only for lemonade', () => {
    expect(read('?bundlingInterest=yes').derived.bundlingPreset).toBe(true);
    expect(read('?bundlingInterest=No').bundlingInterest).toBeUndefined();
    expect(read('?carrierOffer=Lemonade').derived.lemonadeOffer).toBe(true);
    expect(read('?carrierOffer=root').carrierOffer).toBeUndefined();
  });

  it('reads the paid-search, publisher-network, exp and mini-agency signals', () => {
    expect(read('?utm_campaign=NB_INS').derived.paidSearch).toBe(true);
    expect(read('?utm_referrer=google_coverage_paid').derived.paidSearch).toBe(true);
    expect(read('?utm_campaign=nb_ins_2').derived.paidSearch).toBe(false);
    expect(read('?utm_referrer=x_pub_network').derived.publisherNetwork).toBe(true);
    expect(read('?exp=nonagency').derived.exp).toEqual({ agency: false, nonAgency: true, navLinkOut: false });
    expect(read('?exp=test-navlinkout').derived.exp).toEqual({ agency: false, nonAgency: false, navLinkOut: true });
    expect(read('?flow=MMAGENCY').derived.miniAgencyLink).toBe(true);
  });

  it('treats a value over its bound, or holding a NUL or a lone surrogate, as absent', () => {
    const at = (n: number) => 'a'.repeat(n);
    expect(read(`?siteSource=${at(MAX_CHARS.id)}`).siteSource).toHaveLength(MAX_CHARS.id);
    expect(read(`?siteSource=${at(MAX_CHARS.id + 1)}`).siteSource).toBeUndefined();
    expect(read(`?gclid=${at(MAX_CHARS.text)}`).attribution.clickIds.gclid).toHaveLength(MAX_CHARS.text);
    expect(read(`?gclid=${at(MAX_CHARS.text + 1)}`).attribution.clickIds).toEqual({});
    expect(read('?utm_campaign=nb%00ins').utmCampaign).toBeUndefined();
    // A lone surrogate, percent-encoded (as WTF-8) or raw, reaches the record as U+FFFD, a storable character.
    expect(read(`?exp=${encodeAny('a\ud800')}`).exp).toMatch(/^a\ufffd+$/);
    expect(readQueryParams({ search: `?exp=a\ud800b` }).exp).toBe('a\ufffdb');
  });

  it('lists 22 utm parameters, each one the tracking event accepts', () => {
    expect(UTM_PARAMETERS).toHaveLength(22);
    expect(new Set(UTM_PARAMETERS).size).toBe(22);
    const search = `?${UTM_PARAMETERS.map((u) => `${u}=v`).join('&')}&${CLICK_IDS.map((c) => `${c}=id`).join('&')}`;
    const { attribution } = read(search);
    const event = { event: 'PaidSearchParams', ...attribution, sessionSource: 'cnet' };
    expect(TrackingEvent.safeParse(event).success).toBe(true);
    expect(Object.keys(attribution.utms)).toHaveLength(22);
  });
});

describe('the partner label (spec 000 section 6)', () => {
  it('uses the labels the contract shares with the sandbox rules, each decided by at least one site source', () => {
    const decided = new Set([...SITE_SOURCES.values()].flatMap((row) => (row.partner ? [row.partner] : [])));
    expect([...decided].sort()).toEqual([...PARTNER_LABELS].sort());
  });

  it('reads each site source of the table, whatever its case; any other source has no label', () => {
    for (const [source, row] of SITE_SOURCES) {
      expect(read(`?siteSource=${source.toUpperCase()}`).derived.partner).toBe(row.partner);
    }
    for (const source of ['', 'acme', '__proto__', 'constructor', 'toString', 'safeco2'])
      expect(read(`?siteSource=${source}`).derived.partner).toBe('');
  });

  it('reads betterbuck as bankrate when the referrer names bankrate and the campaign is one of the three', () => {
    const { campaigns } = SITE_SOURCES.get('betterbuck')!.bankrateWhen!;
    expect(campaigns).toHaveLength(3);
    for (const campaign of campaigns) {
      expect(
        read(`?siteSource=betterbuck&utm_referrer=www.bankrate.com&utm_campaign=${campaign}`).derived.partner,
      ).toBe('bankrate');
      expect(read(`?siteSource=betterbuck&utm_referrer=google&utm_campaign=${campaign}`).derived.partner).toBe(
        'betterbuck',
      );
    }
    expect(read('?siteSource=betterbuck&utm_referrer=bankrate&utm_campaign=other').derived.partner).toBe('betterbuck');
  });

  it("selects the moving partner's agency or short-form mode from its site source", () => {
    expect(read('?siteSource=mymove').derived.movingPartnerMode).toBe('agency');
    expect(read('?siteSource=mymove-agency').derived.movingPartnerMode).toBe('agency');
    expect(read('?siteSource=MyMove-ShortForm').derived.movingPartnerMode).toBe('shortForm');
    expect(read('?siteSource=cnet').derived.movingPartnerMode).toBeNull();
  });
});

describe('hashFirstSegment', () => {
  it('gives the first path segment of a hash route', () => {
    expect(hashFirstSegment('#/home/policy/1/policy-type')).toBe('home');
    expect(hashFirstSegment('#/home?zip=12345')).toBe('home');
    expect(hashFirstSegment('#home')).toBe('home');
    expect(hashFirstSegment('#/vehicles/1/year')).toBe('vehicles');
    expect(hashFirstSegment('')).toBe('');
    expect(hashFirstSegment('#/')).toBe('');
    expect(hashFirstSegment(`#/${'h'.repeat(10_000)}`)).toBe('');
  });
});

/** Every string anywhere in a value. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsIn)
      : [];

const KNOWN_NAMES = [
  'iframe',
  'embedded',
  'siteSource',
  'utm_campaign',
  'utm_referrer',
  'exp',
  'flow',
  'sessionID',
  'eq_vehicles',
  'bundlingInterest',
  'carrierOffer',
  'policyType',
  'zip',
  'pid',
  ...CLICK_IDS,
  ...UTM_PARAMETERS,
];

/** A query string of known and unknown names with hostile values, percent-encoded (lone surrogates too) or raw. */
const hostileQuery = fc
  .array(
    fc.record({
      name: fc.oneof(fc.constantFrom(...KNOWN_NAMES), hostileString(12)),
      value: hostileString(40, 20_000),
      encode: fc.boolean(),
    }),
    { maxLength: 12 },
  )
  .map((pairs) =>
    pairs.map(({ name, value, encode }) => (encode ? `${encodeAny(name)}=${encodeAny(value)}` : `${name}=${value}`)),
  );

/** A length as the contract counts it (src/contract/text.ts): Unicode code points, not UTF-16 units. */
const chars = codePointLength;

describe('readQueryParams on hostile URLs (property)', () => {
  it('never throws and never returns an unbounded string; the attribution always fits the tracking event', () => {
    fc.assert(
      fc.property(hostileQuery, hostileQuery, hostileString(8), (search, hashQuery, hashPath) => {
        const p = readQueryParams({ search: `?${search.join('&')}`, hash: `#/${hashPath}?${hashQuery.join('&')}` });
        for (const s of stringsIn(p)) expect(chars(s)).toBeLessThanOrEqual(MAX_CHARS.text);
        for (const s of stringsIn({ ...p, attribution: undefined })) expect(chars(s)).toBeLessThanOrEqual(MAX_CHARS.id);
        const event = { event: 'PaidSearchParams', ...p.attribution, sessionSource: 's' };
        expect(TrackingEvent.safeParse(event).success).toBe(true);
        expect(chars(hashFirstSegment(hashPath))).toBeLessThanOrEqual(MAX_CHARS.code);
      }),
      // 21 UTF-16 units but 12 code points: within the bound, as the contract counts (a run once read it as units).
      {
        numRuns: 150,
        examples: [
          [[], [], '\u{10000}\u{1D158}\u{1D165}\u{1D16E}\u{10000}\u{10000}\u0001\u{1D158}\u{1D165}\u{1D16E} !'],
        ],
      },
    );
  });

  it('never throws on raw strings of any content as the search and the hash', () => {
    fc.assert(
      fc.property(hostileString(200, 40_000), hostileString(200, 40_000), (search, hash) => {
        const p = readQueryParams({ search, hash });
        for (const s of stringsIn(p)) expect(chars(s)).toBeLessThanOrEqual(MAX_CHARS.text);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the white-label partner (spec 001 section 1: the Liberty-Mutual type, partner id 1)', () => {
  it('is named by its own site source, which gives no partner label of spec 000 section 6', () => {
    const p = read('?siteSource=LibertyMutual');
    expect(p.derived.whiteLabel).toBe('libertymutual');
    expect(p.derived.partner).toBe('');
    for (const source of ['safeco', 'liberty', '', 'libertymutual-x'])
      expect(read(`?siteSource=${source}`).derived.whiteLabel).toBeNull();
  });
});
