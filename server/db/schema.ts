import { sql } from 'drizzle-orm';
import type { AnyUser } from '../../src/contract/users';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The sandbox's tables (DESIGN section 6). Personal data lives only in users.data; quote_requests keep derived facts.

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  data: jsonb('data').$type<AnyUser>().notNull(),
  /** The generation of the user's returning token: a re-issue adds one, revoking every token of an older one. */
  tokenGeneration: integer('token_generation').notNull().default(0),
  /**
   * When the shopper said "Do not sell or share" (POST /privacy/opt-out, Sec-GPC: 1, or the opt-out sent on create):
   * from then on no hand-off route forwards their data (docs/decisions/0092). Null: not opted out.
   */
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The vehicle reference list (server/data/vehicles), looked up by year then make, case-insensitively. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    baseModel: text('base_model').notNull(),
    model: text('model').notNull(),
    vclass: text('vclass').notNull(),
    cylinders: real('cylinders'),
  },
  (t) => [
    index('vehicles_year_make_idx').on(t.year, sql`lower(${t.make})`),
    index('vehicles_year_make_model_idx').on(t.year, sql`lower(${t.make})`, sql`lower(${t.baseModel})`),
  ],
);

/** One row per RC1 call: derived risk facts and the prices answered, never names, contacts or addresses. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** auto, home or renters. */
    policyType: text('policy_type').notNull().default('auto'),
    /** quotes or ads. */
    kind: text('kind').notNull().default('quotes'),
    state: text('state'),
    risk: jsonb('risk').notNull(),
    results: jsonb('results').notNull(),
  },
  (t) => [index('quote_requests_created_at_idx').on(t.createdAt)],
);

/** Secrets the server generates once and must keep across restarts (the returning-user token key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One-time phone codes (spec 000 section 4): only hashes are kept; a code expires and allows a few tries. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** HMAC of the normalised number, so rows can be counted per number without storing it. */
    phoneHash: text('phone_hash').notNull(),
    /** HMAC of the client address, for the per-address send limit. */
    ipHash: text('ip_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_verifications_phone_idx').on(t.phoneHash, t.createdAt),
    index('phone_verifications_ip_idx').on(t.ipHash, t.createdAt),
  ],
);

/** The phone number shown per traffic source, policy type and place in the flow (seeded from server/data). */
export const phoneNumberMappings = pgTable(
  'phone_number_mappings',
  {
    trafficSource: text('traffic_source').notNull(),
    policyType: text('policy_type').notNull(),
    flowLocation: text('flow_location').notNull(),
    phoneNumber: text('phone_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trafficSource, t.policyType, t.flowLocation] })],
);

/** What the back-office calls received: CRM exports, slack messages, lead posts (payload kept for the demo's eyes). */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** crm_export, slack, lead, lead_classification. */
    channel: text('channel').notNull(),
    policyType: text('policy_type'),
    userId: uuid('user_id'),
    status: text('status').notNull().default('accepted'),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbound_messages_channel_idx').on(t.channel, t.createdAt)],
);

/** The customer-data layer's tracking events and the error-monitoring reports the client sends. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** tracking or error. */
    sink: text('sink').notNull(),
    event: text('event').notNull(),
    anonymousId: text('anonymous_id'),
    correlationId: text('correlation_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('telemetry_events_sink_idx').on(t.sink, t.event, t.receivedAt),
    /** The retention sweep deletes by age (server/backoffice/sinkRetention.ts). */
    index('telemetry_events_received_at_idx').on(t.receivedAt),
  ],
);

/**
 * What each client (address) and session stored in the event sinks per quota window (server/backoffice/sinkQuota.ts):
 * counted in the database, so every API instance on one database shares the count. Keys are HMACs, never the address
 * or the id itself.
 */
export const telemetryQuotas = pgTable(
  'telemetry_quotas',
  {
    /** client or session. */
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.keyHash, t.windowStart] }),
    index('telemetry_quotas_window_idx').on(t.windowStart),
  ],
);

/**
 * The session recorder's chunks (issue 33, docs/decisions/0104): rrweb events, masked in the page and scrubbed again
 * here (server/backoffice/recordings.ts), per anonymous id; under the recording quota, swept with the event sinks'
 * retention and deleted with the shopper's other data.
 */
export const sessionRecordings = pgTable(
  'session_recordings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    anonymousId: text('anonymous_id').notNull(),
    correlationId: text('correlation_id').notNull(),
    /** One per page load. */
    recordingId: text('recording_id').notNull(),
    sequence: integer('sequence').notNull(),
    events: jsonb('events').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** The sink reader and a privacy delete read by anonymous id, in the order received. */
    index('session_recordings_anonymous_idx').on(t.anonymousId, t.id),
    /** The retention sweep deletes by age (server/backoffice/sinkRetention.ts). */
    index('session_recordings_received_at_idx').on(t.receivedAt),
  ],
);

/** Coverage reference data seeded from server/data: agency tier details per state, partner coverage options. */
export const coverageOptions = pgTable(
  'coverage_options',
  {
    /** agency_tier or partner. */
    kind: text('kind').notNull(),
    /** A partner id, or '*' for agency tiers. */
    partner: text('partner').notNull(),
    policyType: text('policy_type').notNull(),
    /** A state code, or '*' for every state without its own row. */
    state: text('state').notNull(),
    /** A carrier id, a tier (BASIC, LOW, MID, HIGH), or '*'. */
    variant: text('variant').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.partner, t.policyType, t.state, t.variant] })],
);

/** Prefill answers (auto drivers and vehicles, home property facts) keyed by a hash of the search, never its text. */
export const prefillRecords = pgTable(
  'prefill_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    partner: text('partner'),
    searchHash: text('search_hash').notNull(),
    status: text('status').notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('prefill_records_search_idx').on(t.kind, t.searchHash)],
);

/** Remote rules (spec 001 section 7): json-rules-engine definitions seeded from server/rules/definitions. */
export const remoteRules = pgTable('remote_rules', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
  /** The spec's default when the rule is unknown or fails: false, null or 'control'. */
  defaultValue: jsonb('default_value'),
  definition: jsonb('definition').notNull(),
  /** sha256 of the seed file entry: a changed file re-seeds the row at boot. */
  checksum: text('checksum').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One online-bind rate-call session per carrier quote (spec 001 section 3: rate-call session, quote record). */
export const ratecallSessions = pgTable(
  'ratecall_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    externalId: text('external_id').notNull(),
    policyType: text('policy_type').notNull(),
    carrierId: text('carrier_id').notNull(),
    userId: uuid('user_id'),
    /** RC1, RC2, RC3. */
    level: text('level').notNull(),
    step: text('step').notNull(),
    status: text('status').notNull(),
    companysQuoteNumber: text('companys_quote_number').notNull(),
    /** Questions asked, answers given, rated quote, undisclosed operators, coverages, bind summary. */
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ratecall_sessions_external_idx').on(t.externalId)],
);

/** Bound policies: the payment is a vault token plus brand and last four, never a card number. */
export const policies = pgTable('policies', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id').notNull(),
  policyNumber: text('policy_number').notNull(),
  policyType: text('policy_type').notNull(),
  carrierId: text('carrier_id').notNull(),
  premium: jsonb('premium').notNull(),
  payment: jsonb('payment').notNull(),
  effectiveDate: text('effective_date'),
  createdAt: createdAt(),
});

/** The card vault's tokens (server/vault, its own origin): brand, last four and expiry; the number is never kept. */
export const cardTokens = pgTable('card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** HMAC of the number: the same card tokenised twice is recognisable without storing it. */
  fingerprint: text('fingerprint').notNull(),
  /** The sandbox test card's outcome when charged: approve, decline or error. */
  outcome: text('outcome').notNull(),
  /**
   * The externalId of the rate-call session whose card frame made the token (issue 27): it pays in that session only.
   * Null on tokens made before tokens were bound, which no session accepts.
   */
  sessionExternalId: text('session_external_id'),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * The consent ledger (docs/decisions/0092): one row per party that received a user's data for a purpose, written by
 * the server at each hand-off (server/backoffice/ledger.ts). A repeat of the same party and purpose keeps the first row
 * and moves its `lastAt`, so the shopper reads who, why and when, not every call.
 */
export const dataShares = pgTable(
  'data_shares',
  {
    userId: uuid('user_id').notNull(),
    /** Who received the data: a carrier id (carrier:progressive), ad_exchange, lead_service, crm, slack, a partner. */
    party: text('party').notNull(),
    /** Why: a purpose of LEDGER_PURPOSES (src/contract/privacy.ts). */
    purpose: text('purpose').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.party, t.purpose] })],
);
