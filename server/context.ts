import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointName } from '../src/contract/api';
import type { EventSinkOptions } from './backoffice/eventSink';
import type { ZipPlace } from './data/zips';
import type { Db } from './db/types';
import type { FaultSource } from './sandbox/faults';

// What every route plugin gets: the database, the in-memory reference data and the sandbox's switches.

export interface ServerContext {
  db: Db;
  zips: Map<string, ZipPlace>;
  userTokenSecret: string;
  /** How long a returning-user token lives at most (USER_TOKEN_MAX_AGE_DAYS), in seconds. */
  userTokenMaxAgeSeconds: number;
  faults: FaultSource;
  /** Keep sent one-time codes in memory for GET /api/sandbox/sms-outbox (the sandbox has no SMS gateway). */
  smsOutbox: boolean;
  /** Answer GET /api/sandbox/sink/:anonymousId: what the sinks stored for one browser (on only where smsOutbox is). */
  sinkReader: boolean;
  /**
   * The per-client-address limits on one-time codes (RATE_LIMIT): off with the other per-IP limits, as the browser
   * suites run every shopper from 127.0.0.1; each number's own limits always hold.
   */
  addressLimits: boolean;
  /** The credential the simulated lead service checks (x-lead-service-key). */
  leadServiceKey: string;
  /** The event sinks' quota and retention (docs/decisions/0067). */
  eventSink: EventSinkOptions;
}

export interface RouteOptions {
  ctx: ServerContext;
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    sandboxDb: Db;
  }
  interface FastifyContextConfig {
    /** The route's key in `endpoints` (src/contract/api.ts): fault rules and logs name routes by it. */
    endpoint?: EndpointName;
    /** 'reference': immutable reference data a browser or proxy may keep; every other answer is no-store. */
    cache?: 'reference';
  }
}
