import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// OpenAPI generated from the same zod schemas the routes validate with, served at /docs (DESIGN section 6).
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: { info: { title: 'QuoteFlow sandbox insurance API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
}
