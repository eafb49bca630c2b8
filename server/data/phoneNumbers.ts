import type { FlowLocation, PhonePolicyType, PostQuotesCarrier } from '../../src/contract/phone';
import { PARTNER_LABELS } from '../../src/contract/rules';

// The phone numbers shown per traffic source, policy type and place in the flow (spec 000 section 6, spec 001
// sections 1, 3 and 4), seeded into phone_number_mappings at boot. All are fictional: the 555-01xx block is reserved
// for fiction, so no real business is ever called. Ten digits, as spec 000 section 5 stores phone numbers.

/** Partner labels decided from the site source and referrer (spec 000 section 6); '' is the default experience. */
export const TRAFFIC_SOURCES = ['', ...PARTNER_LABELS] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];
export const DEFAULT_TRAFFIC_SOURCE: TrafficSource = '';

type NumbersByLocation = Record<FlowLocation, string>;

/** Each source has its own tracked line per placement, so calls can be attributed to where the shopper saw the number. */
export const SOURCE_PHONE_NUMBERS: Record<TrafficSource, Record<PhonePolicyType, NumbersByLocation>> = {
  '': {
    auto: { intraflow: '8885550100', results: '8885550101', 'post-quotes': '8885550102' },
    home: { intraflow: '8885550103', results: '8885550104', 'post-quotes': '8885550105' },
  },
  erika: {
    auto: { intraflow: '8335550106', results: '8335550107', 'post-quotes': '8335550108' },
    home: { intraflow: '8335550109', results: '8335550110', 'post-quotes': '8335550111' },
  },
  bankrate: {
    auto: { intraflow: '8445550112', results: '8445550113', 'post-quotes': '8445550114' },
    home: { intraflow: '8445550115', results: '8445550116', 'post-quotes': '8445550117' },
  },
  safeco: {
    auto: { intraflow: '8665550118', results: '8665550119', 'post-quotes': '8665550120' },
    home: { intraflow: '8665550121', results: '8665550122', 'post-quotes': '8665550123' },
  },
  mymove: {
    auto: { intraflow: '8775550124', results: '8775550125', 'post-quotes': '8775550126' },
    home: { intraflow: '8775550127', results: '8775550128', 'post-quotes': '8775550129' },
  },
  cnet: {
    auto: { intraflow: '8555550130', results: '8555550131', 'post-quotes': '8555550132' },
    home: { intraflow: '8555550133', results: '8555550134', 'post-quotes': '8555550135' },
  },
  sage: {
    auto: { intraflow: '8005550136', results: '8005550137', 'post-quotes': '8005550138' },
    home: { intraflow: '8005550139', results: '8005550140', 'post-quotes': '8005550141' },
  },
  ratezip: {
    auto: { intraflow: '8885550142', results: '8885550143', 'post-quotes': '8885550144' },
    home: { intraflow: '8885550145', results: '8885550146', 'post-quotes': '8885550147' },
  },
  betterbuck: {
    auto: { intraflow: '8335550148', results: '8335550149', 'post-quotes': '8335550150' },
    home: { intraflow: '8335550151', results: '8335550152', 'post-quotes': '8335550153' },
  },
  carzing: {
    auto: { intraflow: '8445550154', results: '8445550155', 'post-quotes': '8445550156' },
    home: { intraflow: '8445550157', results: '8445550158', 'post-quotes': '8445550159' },
  },
};

/**
 * spec 001 section 4: "Post-quotes phone number: the carrier's number if mapped". The carriers' own numbers are
 * "omitted" (section 9), so these are fictional too; a carrier without a line for a policy type is simply not mapped.
 */
export const CARRIER_PHONE_NUMBERS: Record<PostQuotesCarrier, Partial<Record<PhonePolicyType, string>>> = {
  safeco: { auto: '8665550160', home: '8665550161' },
  libertymutual: { auto: '8005550162', home: '8005550163' },
  lemonade: { auto: '8445550164', home: '8445550165' },
  branch: { auto: '8335550166', home: '8335550167' },
  root: { auto: '8665550168' },
};

/** Carrier rows share the table with source rows under this prefix; ':' cannot appear in a requested source. */
export const carrierSourceKey = (carrier: PostQuotesCarrier) => `carrier:${carrier}`;

export interface PhoneNumberRow {
  trafficSource: string;
  policyType: PhonePolicyType;
  flowLocation: FlowLocation;
  phoneNumber: string;
}

export function phoneNumberRows(): PhoneNumberRow[] {
  const rows: PhoneNumberRow[] = [];
  for (const [trafficSource, byType] of Object.entries(SOURCE_PHONE_NUMBERS)) {
    for (const [policyType, byLocation] of Object.entries(byType) as [PhonePolicyType, NumbersByLocation][]) {
      for (const [flowLocation, phoneNumber] of Object.entries(byLocation) as [FlowLocation, string][]) {
        rows.push({ trafficSource, policyType, flowLocation, phoneNumber });
      }
    }
  }
  for (const [carrier, byType] of Object.entries(CARRIER_PHONE_NUMBERS) as [
    PostQuotesCarrier,
    Partial<Record<PhonePolicyType, string>>,
  ][]) {
    for (const [policyType, phoneNumber] of Object.entries(byType) as [PhonePolicyType, string][]) {
      rows.push({ trafficSource: carrierSourceKey(carrier), policyType, flowLocation: 'post-quotes', phoneNumber });
    }
  }
  return rows;
}
