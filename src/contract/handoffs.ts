import { z } from 'zod/mini';
import type { EndpointDef } from './endpoint';
import { AutoUser } from './entities';
import { HomeUser, RentersUser } from './property';
import { RatecallLevel, RatecallStep } from './ratecall';
import { text, uuid } from './text';

// POST /slack/send-message as the client sends it (spec 000/001 section 7; issue 32's hand-offs, docs/decisions/0095):
// a zod/mini twin of backoffice.ts's SlackSendMessageRequest (classic zod, the server's), as classification.ts is of
// the lead classification, so the results chunks can call it. The client sends only the details it knows; the
// server's schema is the judge of the body (handoffs.test.ts holds the two together).

export const SLACK_AGENT_REASONS = ['connect_to_agent', 'bind_error', 'payment_error', 'rate_call_error'] as const;

export const SlackDetails = z.object({
  ratecall: z.optional(RatecallLevel),
  step: z.optional(RatecallStep),
  carrierId: z.optional(text(40)),
  reason: z.enum(SLACK_AGENT_REASONS),
});
export type SlackDetails = z.infer<typeof SlackDetails>;

export const SlackMessageRequest = z.object({
  user: z.union([AutoUser, HomeUser, RentersUser]),
  requestDetails: SlackDetails,
});
export const SlackMessageResponse = z.object({ success: z.literal(true), messageId: uuid() });

export const handoffEndpoints = {
  slackSendMessage: {
    method: 'POST',
    path: '/slack/send-message',
    body: SlackMessageRequest,
    response: SlackMessageResponse,
  },
} as const satisfies Record<string, EndpointDef>;
