import type { EndpointDef } from './endpoint';

// Calls of spec 000/001 section 7: the RC1-RC3 rate-call steps of auto, home and renters.
export const ratecallEndpoints = {} as const satisfies Record<string, EndpointDef>;
