// The shopper's device as the remote rules know it (server/rules/constants.ts DEVICES): every rules call the app makes
// reads it from here, so the start experiments, the results' ad placements and the post-quote rules agree.

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];

/** The device a user agent names: phones, tablets, the rest desktop. */
export function deviceOf(userAgent: string | undefined): Device {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** This browser's device (desktop where there is no browser: a test, a prerender). */
export const thisDevice = (): Device => deviceOf(globalThis.navigator?.userAgent);
