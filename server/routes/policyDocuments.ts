import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../context';
import { sendApiError } from '../errors';
import { DOCUMENT_IDS, policyDocument } from '../ratecall/documents';
import { checkSessionProof } from '../ratecall/proof';
import { loadSession } from '../ratecall/session';

// POST /ratecall/:externalId/documents/:document (issue 28, docs/decisions/0075): one of the bound policy's documents
// (ratecall/documents.ts POLICY_DOCUMENTS: auto's ID card, every policy's declarations, property's evidence of
// insurance) as a printable HTML page. Purchase success posts a plain form to it (target a new tab), the
// rate-call proof in the form's body: the returning token (userToken) or the session secret (sessionSecret), never in
// the URL. Only the session's creator reads it (the proof of docs/decisions/0066); an unknown or unbound session, or a
// document its policy type does not have, is a 404 that says nothing more.

const Params = z.object({ externalId: z.string().min(1).max(80), document: z.enum(DOCUMENT_IDS) });
const Proof = z.object({
  userToken: z.string().max(400).optional(),
  sessionSecret: z.string().max(200).optional(),
});

/** The page's own CSP: its inline stylesheet, nothing else loads or runs, and no one frames it. */
const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action 'none'";

export const policyDocumentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  // This route's form body only (the plugin's scope): every other route stays JSON only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(
    '/ratecall/:externalId/documents/:document',
    { schema: { params: Params, body: Proof } },
    async (req, reply) => {
      const notFound = () => sendApiError(reply, 404, 'No bound policy for this session', { code: 'policy_not_found' });
      const session = await loadSession(ctx.db, req.params.externalId);
      if (!session) return notFound();
      // A refused proof is the SessionProofError's 401 or 403, answered by the one error handler.
      await checkSessionProof(ctx, session, { userToken: req.body.userToken, sessionSecret: req.body.sessionSecret });
      const html = policyDocument(session, req.params.document);
      if (!html) return notFound();
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', DOCUMENT_CSP)
        .header('cache-control', 'no-store')
        .send(html);
    },
  );
};
