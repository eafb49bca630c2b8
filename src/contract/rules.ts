import type { EndpointDef } from './endpoint';

// Calls of spec 000/001 section 7: the rules engine and every remote rule by name.
export const rulesEndpoints = {} as const satisfies Record<string, EndpointDef>;
