import { z } from 'zod';
import { HEADERS } from '../../src/contract/api';

// POST/PATCH /user and POST /auto/quotes carry the route-version header v2 (spec 001 section 7). Loose: other headers stay.
export const v2Headers = z.looseObject({
  [HEADERS.routeVersion]: z.literal('v2', { message: `Send the header ${HEADERS.routeVersion}: v2` }),
});
