// The card frame's message types and path (issue 12), without zod: the frame's own script (server/vault/frame) posts
// them and must stay small; src/contract/vault.ts holds the schemas the page checks them with.

export const CARD_FRAME_MESSAGE = {
  ready: 'quoteflow:card-frame:ready',
  height: 'quoteflow:card-frame:height',
  token: 'quoteflow:card-frame:token',
} as const;

/**
 * The frame's path on the vault's origin; `?origin=` names the embedding page's origin, one the vault allows, and
 * `?session=` the rate-call session (its externalId) the card is for: the vault binds the token to it (issue 27).
 */
export const CARD_FRAME_PATH = '/collect';

/** The frame's URL for `appOrigin`'s page paying in the rate-call session `session`. */
export const cardFrameUrl = (vaultOrigin: string, appOrigin: string, session: string): string =>
  `${vaultOrigin}${CARD_FRAME_PATH}?origin=${encodeURIComponent(appOrigin)}&session=${encodeURIComponent(session)}`;

/** A message the frame posts (checked on arrival by CardFrameMessage in src/contract/vault.ts). */
export type CardFrameMessageOut =
  | { type: typeof CARD_FRAME_MESSAGE.ready }
  | { type: typeof CARD_FRAME_MESSAGE.height; height: number }
  | { type: typeof CARD_FRAME_MESSAGE.token; token: string; brand: string; last4: string; expiry: string };
