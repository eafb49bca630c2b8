// The privacy headers (issue 32, docs/decisions/0092), without zod: the user save sends them and loads no schema.

/** The header a client sends with a user it creates or saves when the shopper opted out before having a saved user. */
export const OPT_OUT_HEADER = 'x-privacy-opt-out';
/** Global Privacy Control (https://privacycg.github.io/gpc-spec/): browsers send it on every request when switched on. */
export const GPC_HEADER = 'sec-gpc';
