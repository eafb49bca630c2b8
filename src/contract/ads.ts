import type { EndpointDef } from './endpoint';

// Calls of spec 000/001 section 7: auto ads, mediaAlpha, home ads, home and renters quotes.
export const adEndpoints = {} as const satisfies Record<string, EndpointDef>;
