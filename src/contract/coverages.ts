import type { EndpointDef } from './endpoint';

// Calls of spec 000/001 section 7: partner coverages (auto, home), agency coverage tiers, prefill and home prefill.
export const coverageEndpoints = {} as const satisfies Record<string, EndpointDef>;
