import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';
import type { ZipPlace } from '../data/zips';
import { sendApiError } from '../errors';
import { type ReferenceBody, referenceBody, sendReference } from '../reference/referenceReply';
import { emptyFault } from '../sandbox/faultHooks';

// GET /zip/:zip: places for a real zip of the 50 states or DC; anything else is 'Invalid Zip' (spec 000 section 8).
// Reference data from memory, with an ETag and a public max-age like the vehicle catalogue; each zip's answer is built
// once, and only for zips the data holds, so the memo cannot grow past the zip list.
export const zipRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const answers = new Map<string, ReferenceBody>();
  const answerFor = (place: ZipPlace): ReferenceBody => {
    let body = answers.get(place.zip);
    if (!body) {
      const answer = {
        zip: place.zip,
        places: [{ placeName: place.city, stateAbbreviation: place.state, timeZone: place.timeZone }],
      };
      body = referenceBody(endpoints.zipLookup.response.parse(answer));
      answers.set(place.zip, body);
    }
    return body;
  };

  app.get(
    endpoints.zipLookup.path,
    {
      schema: { params: endpoints.zipLookup.params, response: { 200: endpoints.zipLookup.response } },
      config: { endpoint: 'zipLookup', cache: 'reference' },
    },
    async (req, reply) => {
      const place = ctx.zips.get(req.params.zip);
      if (!place || emptyFault(req)) {
        return sendApiError(reply, 404, 'Invalid Zip', { code: 'invalid_zip' });
      }
      return sendReference(req, reply, answerFor(place));
    },
  );
};
