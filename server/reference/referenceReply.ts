import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Reference answers (makes, models, trims, zips) are immutable: their JSON is built once and sent as is, with an ETag
// derived from it, and a client that already holds it gets a 304 with no body (security/cachePolicy.ts sets the
// Cache-Control of both).

export interface ReferenceBody {
  /** The answer as sent: JSON text, validated against the contract when it was built. */
  json: string;
  /** A strong validator: a hash of `json`, quoted. */
  etag: string;
}

/** Enough of a SHA-256 (base64url) that two different answers never share it in practice. */
const ETAG_HASH_CHARS = 27;
const NOT_MODIFIED = 304;

export function referenceBody(value: unknown): ReferenceBody {
  const json = JSON.stringify(value);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, ETAG_HASH_CHARS);
  return { json, etag: `"${hash}"` };
}

/** Whether an If-None-Match header names `etag` (weak comparison, a list, or '*': RFC 9110 section 13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** Sends the reference answer, or a 304 when the client's copy is current. */
export function sendReference(request: FastifyRequest, reply: FastifyReply, body: ReferenceBody): FastifyReply {
  reply.header('etag', body.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], body.etag)) return reply.code(NOT_MODIFIED).send();
  return reply.type('application/json; charset=utf-8').send(body.json);
}
