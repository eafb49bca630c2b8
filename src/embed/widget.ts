import { loadAppConfig } from '../app/appConfig';
import type { AppConfig } from '../contract/appConfig';
import { frameOriginsFor, normaliseOrigin } from './origins';
import {
  acceptHostMessage,
  MAX_HEIGHT,
  PROTOCOL_VERSION,
  READY,
  RESIZE,
  STEP,
  isStep,
  type WidgetMessage,
} from './protocol';

// The widget's side of the frame protocol (docs/decisions/0091), loaded only in embedded mode (EmbeddedShell). It
// talks to its parent only when the URL's parentOrigin is one the server lets frame this site source (the same list
// its `frame-ancestors` carries, told to the app at /app-config.json); then it posts to that exact origin only, and
// reads only that origin's messages from its parent window. Anything else: it stays silent.

/** The query parameter the host script puts the partner page's origin in. */
export const PARENT_ORIGIN_PARAM = 'parentOrigin';

/** The parent origin from the URL's search, as written by a browser (normaliseOrigin), or null. */
export function readParentOrigin(search: string): string | null {
  try {
    return normaliseOrigin(new URLSearchParams(search).get(PARENT_ORIGIN_PARAM) ?? undefined);
  } catch {
    return null;
  }
}

/**
 * The origin the widget may post to: the URL's parentOrigin when the server's configuration lists it for this site
 * source; null otherwise (not configured, no configuration, another origin, a malformed one).
 */
export function allowedParentOrigin(
  search: string,
  siteSource: string | undefined,
  config: Pick<AppConfig, 'partnerFrameOrigins'> | null,
): string | null {
  const wanted = readParentOrigin(search);
  if (!wanted) return null;
  return frameOriginsFor(config?.partnerFrameOrigins, siteSource).includes(wanted) ? wanted : null;
}

/** The window the widget lives in, as far as the link uses it (a test passes its own). */
export interface WidgetWindow {
  parent: { postMessage(message: WidgetMessage, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface WidgetLink {
  /** Says the screen now shown (its route); the same route twice is said once. */
  step(path: string): void;
  /** Says the content's height again now. */
  measure(): void;
  stop(): void;
}

export interface WidgetLinkOptions {
  win: WidgetWindow;
  /** The exact origin to post to (allowedParentOrigin's answer). */
  parentOrigin: string;
  /** The element whose height is the widget's (the embedded shell). */
  content: Element;
  /** ResizeObserver (a test passes a stub); absent, the link measures only when asked. */
  Observer?: typeof ResizeObserver;
}

/** The content's height in whole CSS pixels, within the protocol's bound. */
const heightOf = (el: Element) => Math.min(MAX_HEIGHT, Math.max(0, Math.ceil(el.getBoundingClientRect().height)));

/**
 * Opens the link: says ready, then the content's height whenever it changes and each new route; answers the host's
 * request to measure. Posts only to `parentOrigin`, never `*`.
 */
export function openWidgetLink({ win, parentOrigin, content, Observer }: WidgetLinkOptions): WidgetLink {
  const post = (message: WidgetMessage) => win.parent.postMessage(message, parentOrigin);
  let lastHeight = -1;
  let lastStep = '';
  let stopped = false;
  const measure = (force = false) => {
    if (stopped) return;
    const height = heightOf(content);
    if (!force && height === lastHeight) return;
    lastHeight = height;
    post({ type: RESIZE, version: PROTOCOL_VERSION, height });
  };
  const onMessage = (event: MessageEvent) => {
    const message = acceptHostMessage(event, parentOrigin, win.parent);
    if (message) measure(true);
  };
  win.addEventListener('message', onMessage);
  const observer = Observer ? new Observer(() => measure()) : null;
  observer?.observe(content);
  post({ type: READY, version: PROTOCOL_VERSION });
  measure(true);
  return {
    step(path) {
      if (stopped || path === lastStep || !isStep(path)) return;
      lastStep = path;
      post({ type: STEP, version: PROTOCOL_VERSION, step: path });
    },
    measure: () => measure(true),
    stop() {
      stopped = true;
      observer?.disconnect();
      win.removeEventListener('message', onMessage);
    },
  };
}

/**
 * The link to this frame's parent, when the served app config lets it frame `siteSource` at the URL's parentOrigin;
 * null otherwise. The config's schema (zod/mini) comes with this chunk, never with the app's.
 */
export async function linkToParent(content: Element, siteSource: string | undefined): Promise<WidgetLink | null> {
  const config = await loadAppConfig();
  const parentOrigin = allowedParentOrigin(window.location.search, siteSource, config);
  if (!parentOrigin) return null;
  return openWidgetLink({
    win: window as unknown as WidgetWindow,
    parentOrigin,
    content,
    Observer: window.ResizeObserver,
  });
}
