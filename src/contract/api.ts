import { adEndpoints } from './ads';
import { backofficeEndpoints } from './backoffice';
import { coverageEndpoints } from './coverages';
import { healthEndpoints } from './health';
import { intakeEndpoints } from './intake';
import { phoneEndpoints } from './phone';
import { privacyEndpoints } from './privacy';
import { ratecallEndpoints } from './ratecall';
import { recordingEndpoints } from './recording';
import { rulesEndpoints } from './rules';

// Every call of spec 000 section 7 / 001 section 7, as data: the Fastify routes and the OpenAPI description read it.
// The client imports the group it calls (intake.ts, ...) so each screen's chunk carries only its own schemas.
export { ApiError, HEADERS } from './endpoint';

/** Every call, by name; the groups live beside this file (phone.ts, coverages.ts, ads.ts, ratecall.ts, ...). */
export const endpoints = {
  ...intakeEndpoints,
  ...phoneEndpoints,
  ...backofficeEndpoints,
  ...coverageEndpoints,
  ...adEndpoints,
  ...ratecallEndpoints,
  ...rulesEndpoints,
  ...healthEndpoints,
  ...privacyEndpoints,
  ...recordingEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
