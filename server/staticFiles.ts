import type { FastifyStaticOptions } from '@fastify/static';

// How the built app is served: the build's precompressed .br/.gz files, and caching that matches the file names.

/** Vite's hashed output: a changed file gets a new name, so a browser may keep these for a year without asking. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

export function appStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    prefix: '/',
    // An array: with preCompressed, @fastify/static finds no index for / when it is given a string.
    index: ['index.html'],
    preCompressed: true,
    setHeaders(reply, path) {
      // index.html (and other unhashed files) must be revalidated, or a deploy would leave shoppers on old assets.
      reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
}
