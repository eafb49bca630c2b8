import type { ServerOptions } from 'node:http';
import type { EndpointName, Endpoints } from '../../src/contract/api';
import { MAX_LATENCY_MS } from '../sandbox/faults';

// Transport limits of the API and the card vault (issue 8): how long a client may take to send a request, how long an
// idle connection may stay open, and how big a body each route accepts. Every figure of both servers lives here.

export interface TransportTimeouts {
  /** Headers must all arrive within this (Node's headersTimeout; also closes a connection that never sends a byte). */
  headersMs: number;
  /** The whole request, headers and body, must arrive within this (Fastify's requestTimeout); at least headersMs. */
  requestMs: number;
  /** A socket silent both ways this long is closed, even mid-request (Fastify's connectionTimeout). */
  idleSocketMs: number;
  /** An idle keep-alive connection is closed this long after its last response (Fastify's keepAliveTimeout). */
  keepAliveMs: number;
  /** How often Node sweeps for the headers and request timeouts: their granularity (Node's default is 30 s). */
  checkIntervalMs: number;
}

/** The longest a sandbox request may legitimately keep its socket silent: a route fault's delay plus a carrier's. */
const LONGEST_FAULT_DELAY_MS = 2 * MAX_LATENCY_MS;
const IDLE_SOCKET_MARGIN_MS = 5_000;

export const TRANSPORT_TIMEOUTS: TransportTimeouts = {
  // A browser sends its headers in one packet: 10 s is generous on a phone link and fatal to a slowloris dripping them.
  headersMs: 10_000,
  // The largest body (256 KiB event batch) takes about 5 s at 50 KiB/s (poor 3G): 30 s leaves room, ends a trickle.
  requestMs: 30_000,
  // Above the longest wait a handler may have (injected faults): the socket is silent while the server works.
  idleSocketMs: LONGEST_FAULT_DELAY_MS + IDLE_SOCKET_MARGIN_MS,
  // Node's own default: a page reuses a connection within seconds or not at all, and idle sockets hold descriptors.
  keepAliveMs: 5_000,
  // Enforces headersMs and requestMs within 2 s of expiry instead of Node's 30 s sweep.
  checkIntervalMs: 2_000,
};

/** The Fastify factory options that apply `timeouts` (merged over the defaults) to the server it creates. */
export function timeoutOptions(timeouts: Partial<TransportTimeouts> = {}) {
  const t = { ...TRANSPORT_TIMEOUTS, ...timeouts };
  // Node refuses a headers timeout longer than the request timeout when both reach its constructor.
  const headersTimeout = Math.min(t.headersMs, t.requestMs);
  const http: ServerOptions = {
    headersTimeout,
    requestTimeout: t.requestMs,
    connectionsCheckingInterval: t.checkIntervalMs,
  };
  return { http, requestTimeout: t.requestMs, connectionTimeout: t.idleSocketMs, keepAliveTimeout: t.keepAliveMs };
}

const KIB = 1024;
/** A form of a few fields (an email, a phone number and code, a prefill search, a coverage selection): under 1 KiB. */
const FORM_BYTES = 4 * KIB;
/** Rule inputs: up to 60 facts of the shopper's answers, a few KiB when full. */
const RULE_INPUT_BYTES = 16 * KIB;
/** A whole shopper (4 vehicles, 4 drivers with their incidents, a policy, a home): about 6 KiB at its largest. */
const SHOPPER_BYTES = 32 * KIB;
/** A shopper plus a rate call's answers, carrier data and undisclosed drivers. */
const RATE_CALL_BYTES = 64 * KIB;
/** Up to 50 tracking events, each with a property bag (a policy object among them). */
const EVENT_BATCH_BYTES = 256 * KIB;
/**
 * A session recording's chunk: up to 1,000 rrweb events, the first holding the whole page's DOM (a full snapshot of
 * the results page with its inlined styles is a few hundred KiB); the recorder splits what it sends to stay under it.
 */
const RECORDING_CHUNK_BYTES = 1024 * KIB;

/** Contract calls that carry a body. */
type BodyEndpoint = { [K in EndpointName]: Endpoints[K] extends { body: unknown } ? K : never }[EndpointName];

/** Each body-carrying call's limit, sized to what it can legitimately get; a bigger body is a 413 before parsing. */
export const ROUTE_BODY_LIMITS: Record<BodyEndpoint, number> = {
  emailValidate: FORM_BYTES,
  verifyPhone: FORM_BYTES,
  checkPhoneVerification: FORM_BYTES,
  prefill: FORM_BYTES,
  rulesEngine: FORM_BYTES,
  leadServicePost: FORM_BYTES,
  reissueUserToken: FORM_BYTES,
  privacyOptOut: FORM_BYTES,
  privacyDelete: FORM_BYTES,
  handoffLead: FORM_BYTES,
  evaluateRule: RULE_INPUT_BYTES,
  evaluateRules: SHOPPER_BYTES,
  createUser: SHOPPER_BYTES,
  updateUser: SHOPPER_BYTES,
  autoQuotes: SHOPPER_BYTES,
  homeQuotes: SHOPPER_BYTES,
  rentersQuotes: SHOPPER_BYTES,
  autoAds: SHOPPER_BYTES,
  autoMediaAlpha: SHOPPER_BYTES,
  homeAds: SHOPPER_BYTES,
  homePrefill: SHOPPER_BYTES,
  crmExportAuto: SHOPPER_BYTES,
  crmExportHome: SHOPPER_BYTES,
  crmExportRenters: SHOPPER_BYTES,
  slackSendMessage: SHOPPER_BYTES,
  leadClassification: SHOPPER_BYTES,
  reportError: SHOPPER_BYTES,
  autoRatecall: RATE_CALL_BYTES,
  homeRatecall: RATE_CALL_BYTES,
  rentersRatecall: RATE_CALL_BYTES,
  trackEvents: EVENT_BATCH_BYTES,
  recordChunk: RECORDING_CHUNK_BYTES,
};

/** The body limit of a contract call, undefined for calls without a body. */
export const bodyLimitOf = (endpoint: EndpointName | undefined): number | undefined =>
  endpoint && Object.hasOwn(ROUTE_BODY_LIMITS, endpoint) ? ROUTE_BODY_LIMITS[endpoint as BodyEndpoint] : undefined;

/** Routes outside the contract and calls without a body (GETs, /docs) take at most a form. */
export const DEFAULT_BODY_BYTES = FORM_BYTES;

/** The card vault: a card (number, expiry, CVC, name) is under 200 bytes; anything bigger is not a card. */
export const VAULT_BODY_BYTES = 4 * KIB;
