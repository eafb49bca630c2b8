import { z } from 'zod/mini';
import { CARD_FRAME_MESSAGE, CARD_FRAME_PATH, cardFrameUrl } from './vaultMessages';

// The card frame's messages to the page that embeds it (issue 12; docs/decisions/0019). The frame, on the vault's own
// origin, posts these to the app's origin only; the page accepts them only from the vault's origin and only in these
// shapes. A card message carries the token and what may be shown (brand, last four, expiry): never a number or a CVC.

export { CARD_FRAME_MESSAGE, CARD_FRAME_PATH, cardFrameUrl };

/** The vault's token shape (server/vault/constants.ts TOKEN_PATTERN). */
const TOKEN = /^tok_[A-Za-z0-9_-]{24}$/;

export const CardTokenMessage = z.strictObject({
  type: z.literal(CARD_FRAME_MESSAGE.token),
  token: z.string().check(z.regex(TOKEN)),
  /** card-validator's brand id: visa, mastercard, american-express, discover, ... */
  brand: z.string().check(z.regex(/^[a-z][a-z-]{0,30}$/)),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  /** MM/YYYY (spec 000 section 5). */
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/(19|20)\d{2}$/)),
});

export const CardFrameMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal(CARD_FRAME_MESSAGE.ready) }),
  z.strictObject({
    type: z.literal(CARD_FRAME_MESSAGE.height),
    height: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)),
  }),
  CardTokenMessage,
]);
export type CardFrameMessage = z.infer<typeof CardFrameMessage>;

/** What the payment screens get once the shopper's card is tokenised. */
export type CardTokenResult = Omit<z.infer<typeof CardTokenMessage>, 'type'>;
