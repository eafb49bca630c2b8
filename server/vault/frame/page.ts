import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, stripTrailingSlashes } from '../../../src/domain/text';

// The card frame's page (issue 12; docs/decisions/0019): HTML written here, its script and stylesheet built by a Vite
// build of their own (build/cardFrame.ts) into dist/card-frame/; the vault serves them from its own origin.

/** The frame script's key in dist/card-frame/.vite/manifest.json (build/cardFrame.ts). */
export const FRAME_ENTRY = 'server/vault/frame/client.ts';
/** The frame's build directory inside dist/. */
export const FRAME_DIR = 'card-frame';

export interface FrameAssets {
  /** The entry script, e.g. assets/cardFrame-abc.js. */
  script: string;
  styles: string[];
  /** Every file the frame may load: the entry, the chunks it imports and their stylesheets. */
  files: Set<string>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The frame's files from the build's manifest, or null when the app is not built (npm run build). */
export function frameAssets(distDir: string): FrameAssets | null {
  const manifestPath = join(distDir, FRAME_DIR, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[FRAME_ENTRY];
  if (!entry) return null;
  const files = new Set<string>();
  const styles: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) {
      files.add(css);
      if (!styles.includes(css)) styles.push(css);
    }
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(FRAME_ENTRY);
  return { script: entry.file, styles, files };
}

/** The embedding page's origin from the query, if the vault allows it; lower-cased, without trailing slashes. */
export function allowedParent(origin: unknown, allowedOrigins: readonly string[]): string | null {
  if (typeof origin !== 'string' || origin.length > 200) return null;
  const wanted = stripTrailingSlashes(origin).toLowerCase();
  return allowedOrigins.some((o) => stripTrailingSlashes(o).toLowerCase() === wanted) ? wanted : null;
}

/**
 * The frame's CSP: its own script and stylesheet and same-origin calls only, no inline script or style, no forms
 * posted anywhere, framed only by the one app origin it posts to.
 */
export const frameCsp = (parentOrigin: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'none'",
    "font-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parentOrigin}`,
  ].join('; ');

/**
 * The frame's HTML: labelled fields, an error line for each (aria-describedby), a live region for the outcome. The
 * rate-call session it was opened for rides in <html data-session>, and the script sends it with the card.
 */
export function framePage(parentOrigin: string, assets: FrameAssets, session: string): string {
  const field = (id: string, label: string, attrs: string, hint?: string) => {
    const hintId = `card-${id}-hint`;
    const describedBy = [hint ? hintId : '', `card-${id}-error`].filter(Boolean).join(' ');
    return `<div class="field">
        <label for="card-${id}">${label}</label>
        ${hint ? `<p class="hint" id="${hintId}">${hint}</p>` : ''}
        <input id="card-${id}" ${attrs} aria-describedby="${describedBy}" required>
        <p class="error" id="card-${id}-error" hidden></p>
      </div>`;
  };
  return `<!doctype html>
<html lang="en" data-parent-origin="${escapeHtml(parentOrigin)}" data-session="${escapeHtml(session)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="referrer" content="no-referrer">
    <title>Card details</title>
    ${assets.styles.map((css) => `<link rel="stylesheet" href="/collect/${escapeHtml(css)}">`).join('\n    ')}
    <script type="module" src="/collect/${escapeHtml(assets.script)}"></script>
  </head>
  <body>
    <main>
      <form id="card-form" novalidate aria-label="Card details">
        ${field('number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" spellcheck="false"')}
        <div class="row">
          ${field('expiry', 'Expiry date', 'type="text" inputmode="numeric" autocomplete="cc-exp" spellcheck="false"', 'MM/YYYY')}
          ${field('cvc', 'Security code', 'type="text" inputmode="numeric" autocomplete="cc-csc" spellcheck="false"', '3 digits on the back; 4 on the front for Amex')}
        </div>
        <p class="alert" id="card-alert" role="alert"></p>
        <p class="status" id="card-status" role="status"></p>
        <button type="submit" id="card-submit">Use this card</button>
      </form>
    </main>
  </body>
</html>
`;
}

/** The page shown when the app is not built or the embedding origin is not one the vault allows. */
export const frameProblemPage = (message: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Card details unavailable</title></head>
<body><main><p>${escapeHtml(message)}</p></main></body></html>
`;
