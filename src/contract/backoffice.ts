import type { EndpointDef } from './endpoint';

// Calls of spec 000/001 section 7: CRM exports, slack, lead classification, the lead service post, tracking-event and error-monitoring sinks.
export const backofficeEndpoints = {} as const satisfies Record<string, EndpointDef>;
