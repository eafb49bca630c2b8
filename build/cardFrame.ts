import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

// The card frame's script and stylesheet (issue 12; docs/decisions/0019), built after the app by a separate Vite build
// into dist/card-frame/, with its own manifest, which the card vault reads to serve them from its own origin. A build
// of its own shares no chunk (not even Rolldown's runtime) with the app, so the start page's files and its budget
// (build/budget.ts reads dist/.vite/manifest.json) are exactly what they were without it.

/** The frame script, also its key in dist/card-frame/.vite/manifest.json (server/vault/frame/page.ts reads it). */
export const CARD_FRAME_ENTRY = 'server/vault/frame/client.ts';
export const CARD_FRAME_DIR = 'card-frame';

export function buildCardFrame(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let enabled = true;
  return {
    name: 'quoteflow:card-frame',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
      // Storybook builds with this config too: its output is not the app's.
      enabled = !config.plugins.some((p) => p.name.startsWith('storybook'));
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (!enabled) return;
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          publicDir: false,
          build: {
            outDir: resolve(outDir, CARD_FRAME_DIR),
            emptyOutDir: true,
            sourcemap: true,
            manifest: true,
            target: 'es2022',
            rollupOptions: { input: resolve(root, CARD_FRAME_ENTRY) },
          },
        });
      },
    },
  };
}
