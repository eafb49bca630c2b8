import type { EndpointDef } from './endpoint';

// Calls of spec 000/001 section 7: twilio verify-phone and check-phone-verification, phone-numbers experience-mapping.
export const phoneEndpoints = {} as const satisfies Record<string, EndpointDef>;
