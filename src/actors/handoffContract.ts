// The hand-offs' calls (issue 32, docs/decisions/0095), in a chunk loaded on the first hand-off (see http.ts): the
// three CRM exports, the slack message to our agents, and the lead hand-off the server completes.
import { crmEndpoints } from '../contract/crm';
import type { EndpointDef } from '../contract/endpoint';
import { handoffEndpoints } from '../contract/handoffs';
import { privacyEndpoints } from '../contract/privacy';

export const handoffCallEndpoints = {
  ...crmEndpoints,
  slackSendMessage: handoffEndpoints.slackSendMessage,
  handoffLead: privacyEndpoints.handoffLead,
} as const satisfies Record<string, EndpointDef>;
