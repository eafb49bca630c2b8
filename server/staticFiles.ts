import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// How the built app is served: the build's precompressed .br/.gz files, and caching that matches the file names.

/** Vite's hashed output: a changed file gets a new name, so a browser may keep these for a year without asking. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

/** Source maps show the whole client source: served only when switched on (SOURCE_MAPS=on, docs/decisions/0005). */
const SOURCE_MAP_SUFFIX = '.map';

export interface AppPagesOptions {
  serveSourceMaps?: boolean;
}

export function appStaticOptions(
  root: string,
  { serveSourceMaps = false }: AppPagesOptions = {},
): FastifyStaticOptions {
  return {
    root,
    allowedPath: (path) => serveSourceMaps || !path.endsWith(SOURCE_MAP_SUFFIX),
    prefix: '/',
    // An array: with preCompressed, @fastify/static finds no index for / when it is given a string.
    index: ['index.html'],
    preCompressed: true,
    // dist/.vite/manifest.json is the build's own (the size budget reads it), not the shopper's.
    dotfiles: 'ignore',
    setHeaders(reply, path) {
      // index.html (and other unhashed files) must be revalidated, or a deploy would leave shoppers on old assets.
      reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
}

/** The app at /: the start page, or for a returning-user link the page prerendered with its loader. */
export async function registerAppPages(app: FastifyInstance, root: string, options?: AppPagesOptions): Promise<void> {
  await app.register(fastifyStatic, appStaticOptions(root, options));
  app.get('/', { schema: { hide: true } }, (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    return reply.sendFile(query.user_id ? 'returning.html' : 'index.html');
  });
}
