import { z } from 'zod/mini';
import { MAX_CHARS, text } from './text';

// The card vault's POST /tokens binds each token to one rate-call session (issue 27; docs/decisions/0065): the card
// frame is opened for a session (`/collect?origin=...&session=<externalId>`) and sends that session with the card; the
// rate call's COLLECT_PAYMENT accepts a token only in the session it was made for. Server-side only: the frame's script
// stays zod-free (vaultMessages.ts), and the page never calls POST /tokens itself.

/** What the session field says when it is missing or empty. */
export const TOKEN_SESSION_MESSAGE = 'Open the card form from a purchase: it needs the rate-call session it pays for';

/** The rate-call session's externalId (as the rate call answers it: src/contract/ratecall.ts). */
export const CardTokenSession = text(MAX_CHARS.id, TOKEN_SESSION_MESSAGE).check(
  z.trim(),
  z.minLength(1, TOKEN_SESSION_MESSAGE),
);
