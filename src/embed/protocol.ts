// The widget's frame protocol (issue 32, docs/decisions/0091): a few postMessage shapes of our own between the app in
// a partner's frame and the host script on the partner's page (server/embed/quoteflow-widget.js, which checks the same
// shapes in plain JS). Both sides post to one exact origin and read only from one exact origin and window; a message
// that is not exactly one of these shapes is ignored. No personal data ever travels: a height and a route.

/** The widget tells its parent it runs (once the app's screen is up). */
export const READY = 'quoteflow:ready';
/** The widget's content height in CSS pixels changed: the host sets the frame's height. */
export const RESIZE = 'quoteflow:resize';
/** The widget shows another screen: its route (`/vehicles/1/year`), no answer, no id of the shopper. */
export const STEP = 'quoteflow:step';
/** The host asks the widget to say its height again (after its own layout changed). */
export const MEASURE = 'quoteflow:measure';

/** The protocol's version, in every message the widget sends; the host ignores another. */
export const PROTOCOL_VERSION = 1;
/** The tallest frame the host sets: anything above is a broken measure, not a page. */
export const MAX_HEIGHT = 20_000;
/** The longest route sent (the app's routes are far shorter). */
export const MAX_STEP_CHARS = 200;
const STEP_PATTERN = /^\/[A-Za-z0-9/_~-]*$/;

export type WidgetMessage =
  | { type: typeof READY; version: typeof PROTOCOL_VERSION }
  | { type: typeof RESIZE; version: typeof PROTOCOL_VERSION; height: number }
  | { type: typeof STEP; version: typeof PROTOCOL_VERSION; step: string };

export type HostMessage = { type: typeof MEASURE };

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data) && Object.getPrototypeOf(data) === Object.prototype;

const hasExactly = (data: Record<string, unknown>, keys: readonly string[]) => {
  const own = Object.keys(data);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(data, k));
};

/** A height the host may set: a whole number of pixels from 0 to MAX_HEIGHT. */
export const isHeight = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_HEIGHT;

/** A route the widget may name: the app's hash path, short, ASCII path characters only. */
export const isStep = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_STEP_CHARS && STEP_PATTERN.test(value);

/** What the host reads from the widget: one of its shapes exactly, else null. */
export function parseWidgetMessage(data: unknown): WidgetMessage | null {
  if (!isRecord(data) || data.version !== PROTOCOL_VERSION) return null;
  switch (data.type) {
    case READY:
      return hasExactly(data, ['type', 'version']) ? { type: READY, version: PROTOCOL_VERSION } : null;
    case RESIZE:
      return hasExactly(data, ['type', 'version', 'height']) && isHeight(data.height)
        ? { type: RESIZE, version: PROTOCOL_VERSION, height: data.height }
        : null;
    case STEP:
      return hasExactly(data, ['type', 'version', 'step']) && isStep(data.step)
        ? { type: STEP, version: PROTOCOL_VERSION, step: data.step }
        : null;
    default:
      return null;
  }
}

/** What the widget reads from its host: one of its shapes exactly, else null. */
export function parseHostMessage(data: unknown): HostMessage | null {
  return isRecord(data) && data.type === MEASURE && hasExactly(data, ['type']) ? { type: MEASURE } : null;
}

/** A message event as both sides see it. */
export interface MessageLike {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The host's message, when it comes from the one parent origin and window the widget posts to; else null. */
export function acceptHostMessage(event: MessageLike, parentOrigin: string, parent: unknown): HostMessage | null {
  if (event.origin !== parentOrigin || event.source !== parent) return null;
  return parseHostMessage(event.data);
}

/** The widget's message, when it comes from the widget's origin and its frame's window; else null (the host's check). */
export function acceptWidgetMessage(event: MessageLike, widgetOrigin: string, frame: unknown): WidgetMessage | null {
  if (event.origin !== widgetOrigin || frame === null || event.source !== frame) return null;
  return parseWidgetMessage(event.data);
}
