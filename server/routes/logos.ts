import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGENCY_CARRIERS, CARRIERS } from '../carriers';
import { sendApiError } from '../errors';
import { referenceBody, matchesIfNoneMatch } from '../reference/referenceReply';
import { brandColour, wordmarkSvg } from '../partners/wordmark';
import type { RouteOptions } from '../context';

// GET /carriers/:carrierId/logo.svg: each simulated carrier's logo, a wordmark of its name on its brand colour (no
// brand artwork), as an SVG image the results cards show (docs/decisions/0074). Immutable until a deploy: an ETag and
// the reference data's public max-age (security/cachePolicy.ts), a 304 when the browser's copy is current.

/** The path the client builds a carrier's logo URL from (src/domain/offers.ts carrierLogoPath). */
export const CARRIER_LOGO_PATH = '/carriers/:carrierId/logo.svg';

const logos = new Map(
  [...CARRIERS, ...AGENCY_CARRIERS].map((c) => {
    const svg = wordmarkSvg(c.name, brandColour(c.id));
    return [c.id, { svg, etag: referenceBody(svg).etag }] as const;
  }),
);

export const logoRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app) => {
  app.get(
    CARRIER_LOGO_PATH,
    {
      schema: { params: z.object({ carrierId: z.string().max(40) }) },
      config: { cache: 'reference' },
    },
    async (req, reply) => {
      const logo = logos.get(req.params.carrierId);
      if (!logo) return sendApiError(reply, 404, 'No logo for this carrier');
      reply.header('etag', logo.etag);
      if (matchesIfNoneMatch(req.headers['if-none-match'], logo.etag)) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(logo.svg);
    },
  );
};
