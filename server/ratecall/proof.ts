import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { HEADERS } from '../../src/contract/endpoint';
import type { ServerContext } from '../context';
import { currentUserToken, userIdOfToken } from '../security/userToken';
import type { SessionRow, Shopper } from './types';

// Who may drive a rate-call session (issue 27, defect 3; docs/decisions/0066). RC1 binds the session to its creator:
// to the saved user whose current returning token it carried (x-user-token), or, without a saved user, to a secret
// answered once in RC1's answer (data.sessionSecret) and stored only as its SHA-256. Every later step must carry the
// same proof; knowing the externalId is not enough. A refusal is an ApiError naming the header, and the session is
// not touched (the proof is checked before anything is read from or written to it).

/** What a rate call carries to prove it comes from the session's creator. */
export interface SessionProof {
  userToken?: string;
  sessionSecret?: string;
}

/** A refused proof: 401 when none (or an invalid token) was sent, 403 when it is someone else's. */
export class SessionProofError extends Error {
  constructor(
    readonly statusCode: 401 | 403,
    message: string,
    readonly code: 'session_proof_required' | 'session_forbidden' | 'invalid_user_token',
    readonly field: string,
  ) {
    super(message);
  }
}

const TOKEN_FIELD = `headers.${HEADERS.userToken}`;
const SECRET_FIELD = `headers.${HEADERS.sessionSecret}`;

const header = (headers: Record<string, unknown>, name: string) => {
  const v = headers[name];
  return typeof v === 'string' && v.length > 0 ? v : undefined;
};

export function proofOf(headers: Record<string, unknown>): SessionProof {
  return { userToken: header(headers, HEADERS.userToken), sessionSecret: header(headers, HEADERS.sessionSecret) };
}

/** A new session secret (answered once) and the hash the session keeps. */
export function newSessionSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashOf(secret) };
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** Constant-time: both sides are SHA-256 digests of the same length whatever was sent. */
function secretMatches(storedHash: string | undefined, sent: string): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(storedHash);
  const b = Buffer.from(hashOf(sent));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The saved user whose current token `token` is, or a 401. */
async function tokenOwner(ctx: ServerContext, token: string): Promise<string> {
  const userId = userIdOfToken(token);
  const check = userId ? await currentUserToken(ctx, token, userId) : { ok: false as const };
  if (!userId || !check.ok || !check.exists)
    throw new SessionProofError(
      401,
      `${TOKEN_FIELD}: not a valid, current returning token`,
      'invalid_user_token',
      TOKEN_FIELD,
    );
  return userId;
}

/**
 * RC1 opening a session: the user it is bound to (the token's), or null for a session without a saved user. A body
 * naming a saved user must carry that user's token.
 */
export async function ownerAtStart(ctx: ServerContext, shopper: Shopper, proof: SessionProof): Promise<string | null> {
  const named = shopper.user.userId?.toLowerCase();
  if (!proof.userToken) {
    if (named)
      throw new SessionProofError(
        401,
        `${TOKEN_FIELD}: a rate call for saved user ${named} must carry that user's returning token`,
        'session_proof_required',
        TOKEN_FIELD,
      );
    return null;
  }
  const owner = await tokenOwner(ctx, proof.userToken);
  if (named && named !== owner)
    throw new SessionProofError(
      403,
      'body.user.userId: the returning token sent is for another user',
      'session_forbidden',
      'body.user.userId',
    );
  return owner;
}

/** Every step on an existing session: the creator's proof, or a 401/403 before the session is looked at further. */
export async function checkSessionProof(ctx: ServerContext, s: SessionRow, proof: SessionProof): Promise<void> {
  const forbidden = (field: string) =>
    new SessionProofError(403, `${field}: this rate-call session belongs to someone else`, 'session_forbidden', field);
  if (s.userId) {
    if (!proof.userToken) {
      if (proof.sessionSecret) throw forbidden(SECRET_FIELD);
      throw new SessionProofError(
        401,
        `${TOKEN_FIELD}: this session belongs to a saved user; send that user's returning token`,
        'session_proof_required',
        TOKEN_FIELD,
      );
    }
    if ((await tokenOwner(ctx, proof.userToken)) !== s.userId.toLowerCase()) throw forbidden(TOKEN_FIELD);
    return;
  }
  if (!proof.sessionSecret) {
    if (proof.userToken) throw forbidden(TOKEN_FIELD);
    throw new SessionProofError(
      401,
      `${SECRET_FIELD}: send the session secret RC1 answered (data.sessionSecret)`,
      'session_proof_required',
      SECRET_FIELD,
    );
  }
  if (!secretMatches(s.data.secretHash, proof.sessionSecret)) throw forbidden(SECRET_FIELD);
}
