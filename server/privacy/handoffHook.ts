import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LedgerPurpose } from '../../src/contract/privacy';
import { handoffBlocked, recordShares } from '../backoffice/ledger';
import type { Db } from '../db/types';
import { sendApiError } from '../errors';

// The hand-off hook (issue 32, docs/decisions/0092 and 0096): a route that passes the shopper's data to someone else
// says so in its config (`config: { handoff: handoff({...}) }`), and this one hook refuses it for an opted-out
// shopper and writes the consent ledger once it answered, so no hand-off route can forget either.

/** One ledger row: who received the shopper's data, and why. */
export interface Share {
  party: string;
  purpose: LedgerPurpose;
}

/** What the hook found before the handler ran: whose data, and whether they opted out. */
export interface HandoffState {
  userId: string | null;
  blocked: boolean;
}

/**
 * What an opted-out shopper's call does:
 * - `refuse`: 403 `opted_out`, the handler never runs (CRM export, the lead hand-off);
 * - `empty`: 200 `[]` with `x-ads-empty-reason: opted_out` (the ad exchanges: an empty list is an answer the page has);
 * - `handler`: the handler runs and reads `handoffOf(req).blocked` to drop the partner's part (quotes keep the carriers
 *   the shopper asked and drop the agency partners; a lead classification answers but keeps no partner copy; a rate
 *   call binds the carrier the shopper buys from, and drops a partner's carrier from an RC2 re-rate);
 * - `exempt`: not a sale or share, so no opt-out check (our own agents, P12); the ledger is still written.
 */
export type WhenOptedOut = 'refuse' | 'empty' | 'handler' | 'exempt';

type Req<B> = FastifyRequest & { body: B };

export interface HandoffSpec<B> {
  whenOptedOut: WhenOptedOut;
  /** The ledger rows a 2xx answer writes: fixed, or from the request (the carriers rated, the carrier bound). */
  shares: readonly Share[] | ((req: Req<B>, state: HandoffState) => readonly Share[]);
  /** Whose data (default: the body's `user.userId`). */
  userId?: (req: Req<B>) => string | null | undefined;
  /** True when the route answers before any hand-off (a sandbox fault, a caller who does not own the user): the hook
   * then neither checks nor writes, and the handler answers as it would. */
  skip?: (req: Req<B>) => boolean | Promise<boolean>;
}

/** The route config value, its functions taking the request untyped (the route's schema has validated the body). */
export type HandoffConfig = HandoffSpec<unknown>;

/** A route's hand-off declaration, typed by the route's body. */
export const handoff = <B>(spec: HandoffSpec<B>): HandoffConfig => spec as HandoffConfig;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route hands the shopper's data to a third party (or our agents): the hand-off hook guards and records it. */
    handoff?: HandoffConfig;
  }
}

/** The body's `user.userId`, or the body's own `userId` (a CRM export's body is the user). */
function defaultUserId(req: FastifyRequest): string | null {
  const body = req.body as { user?: { userId?: unknown }; userId?: unknown } | undefined;
  const id = body?.user?.userId ?? body?.userId;
  return typeof id === 'string' ? id : null;
}

const STATE = new WeakMap<FastifyRequest, HandoffState>();

/** The hook's finding for this request; a route without `handoff` (or a skipped call) reads "not blocked". */
export function handoffOf(req: FastifyRequest): HandoffState {
  return STATE.get(req) ?? { userId: null, blocked: false };
}

/** An opted-out shopper's answers never reach the exchange: no ads, and the header says why (docs/decisions/0092). */
export const EMPTY_REASON_HEADER = 'x-ads-empty-reason';

function refuseOptedOut(reply: FastifyReply, mode: 'refuse' | 'empty') {
  if (mode === 'empty') {
    reply.header(EMPTY_REASON_HEADER, 'opted_out');
    return reply.code(200).send([]);
  }
  return sendApiError(reply, 403, 'This shopper opted out of the sale or sharing of their data', {
    code: 'opted_out',
  });
}

/** Registers the hook on every route declaring `config.handoff`; call it before the routes are registered. */
export function registerHandoffHook(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (req, reply) => {
    const spec = req.routeOptions.config.handoff;
    if (!spec || (spec.skip && (await spec.skip(req)))) return;
    const userId = (spec.userId ?? defaultUserId)(req) ?? null;
    const blocked = spec.whenOptedOut === 'exempt' ? false : await handoffBlocked(db, req, userId);
    STATE.set(req, { userId, blocked });
    if (blocked && (spec.whenOptedOut === 'refuse' || spec.whenOptedOut === 'empty')) {
      return refuseOptedOut(reply, spec.whenOptedOut);
    }
  });

  // Written before the answer leaves, so a ledger read right after it sees the row; only a 2xx answer shared anything.
  app.addHook('onSend', async (req, reply, payload) => {
    const spec = req.routeOptions.config.handoff;
    const state = STATE.get(req);
    if (!spec || !state || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    if (state.blocked && spec.whenOptedOut !== 'handler') return payload;
    const shares = typeof spec.shares === 'function' ? spec.shares(req, state) : spec.shares;
    const byPurpose = new Map<LedgerPurpose, string[]>();
    for (const s of shares) byPurpose.set(s.purpose, [...(byPurpose.get(s.purpose) ?? []), s.party]);
    for (const [purpose, parties] of byPurpose) await recordShares(db, state.userId, parties, purpose);
    return payload;
  });
}
