import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { cspWithStyleHashes } from './security/headers';

const SWAGGER_UI_STYLE_HASH = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

// OpenAPI generated from the same zod schemas the routes validate with (DESIGN section 6): a browsable reference at
// /docs and the description itself at /docs/json (and /docs/yaml). Every call of src/contract/api.ts appears there.
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'QuoteFlow sandbox insurance API',
        version: '1.0.0',
        description:
          'The insurance API of spec 000/001 section 7, simulated: real reference data, simulated carriers and partners. ' +
          'Send `x-sandbox-fault: route=<endpoint>;kind=error|empty|latency` to produce a failure path on demand.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    // The UI is files (scripts, styles, the initializer) plus one injected <style>: the strict CSP of
    // security/headers.ts holds here too, with that style's hash added on these pages only.
    staticCSP: true,
    transformStaticCSP: () => cspWithStyleHashes([SWAGGER_UI_STYLE_HASH]),
  });
}
