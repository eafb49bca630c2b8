// spec 001 section 7, "Quote sessions": each time quotes are asked for, a fresh quotesRequestId (spec 000 section 3's
// tracking id) is set on the user the app stores and on the one it submits to the quote and rate calls.

/** The user with a fresh quote session: a new quotesRequestId in its tracking ids. */
export function withNewQuoteSession<U extends { tracking: { quotesRequestId?: string } }>(user: U): U {
  return { ...user, tracking: { ...user.tracking, quotesRequestId: crypto.randomUUID() } };
}
