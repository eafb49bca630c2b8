import type { DevSession } from './session';

// The devtools' door on the start page's side (docs/decisions/0077): only this file is in the app's chunk, a few
// lines; the panel is a lazy chunk, loaded when an engineer visits `#/__dev` (or reloads a page where it was open).
// A shopper's load never asks for it: no app-config call, no chunk.

/** The devtools' own hash, `#/__dev`, optionally `?machine=<id>&node=<stateNodeId>`. */
const DEV_HASH = /^#\/__dev(?:\?(.*))?$/;
/** Whether the panel is open in this tab (sessionStorage: it stays open across a reload). */
export const DEVTOOLS_OPEN_KEY = 'quoteflow.devtools.open';

export interface DevtoolsRequest {
  machine?: string;
  node?: string;
}

/** The request a `#/__dev` hash makes, or null for any other hash. */
export function parseDevtoolsHash(hash: string): DevtoolsRequest | null {
  const match = DEV_HASH.exec(hash);
  if (!match) return null;
  const params = new URLSearchParams(match[1] ?? '');
  return { machine: params.get('machine') ?? undefined, node: params.get('node') ?? undefined };
}

/** The panel was open in this tab before a reload. */
export function devtoolsWereOpen(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    return storage?.getItem(DEVTOOLS_OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Opens the panel beside the app when this build may (always under `vite dev`; a production build asks the server's
 * /app-config.json). Resolves false when it may not: the caller shows the 404 page.
 */
export async function openDevtools(session: DevSession, request: DevtoolsRequest): Promise<boolean> {
  const { launchDevtools } = await import('./launch');
  return launchDevtools(session, request);
}
