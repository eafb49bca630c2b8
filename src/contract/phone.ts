import { z } from 'zod/mini';
import { phone } from './common';
import type { EndpointDef } from './endpoint';
import { MAX_CHARS, isoDateTime, text } from './text';

// Calls of spec 000/001 section 7: twilio verify-phone and check-phone-verification, phone-numbers experience-mapping,
// and the sandbox's SMS outbox (the sandbox has no SMS gateway: QA and tests read the sent code there).

export const PHONE_POLICY_TYPES = ['auto', 'home'] as const;
export type PhonePolicyType = (typeof PHONE_POLICY_TYPES)[number];
export const FLOW_LOCATIONS = ['intraflow', 'results', 'post-quotes'] as const;
export type FlowLocation = (typeof FLOW_LOCATIONS)[number];
/** Carriers with an online-bind post-quotes flow (spec 001 section 1) whose own number can be shown there. */
export const POST_QUOTES_CARRIERS = ['safeco', 'libertymutual', 'lemonade', 'branch', 'root'] as const;
export type PostQuotesCarrier = (typeof POST_QUOTES_CARRIERS)[number];

/** Formatted or bare, as typed (at most 25 characters); the server normalises it (spec 000 section 5). */
const phoneNumber = phone;

export const VerifyPhoneRequest = z.object({ phoneNumber });
export const VerifyPhoneResponse = z.object({
  success: z.literal(true),
  expiresInSeconds: z.number().check(z.int(), z.positive()),
});

const CODE_MESSAGE = 'Enter the 6-digit code';
export const CheckPhoneVerificationRequest = z.object({
  phoneNumber,
  code: text(MAX_CHARS.code, CODE_MESSAGE, CODE_MESSAGE).check(z.trim(), z.regex(/^\d{6}$/, CODE_MESSAGE)),
});
export const CheckPhoneVerificationResponse = z.object({ success: z.literal(true) });

export const PhoneExperienceMappingQuery = z.object({
  /** The partner label (erika, bankrate, ...); empty or missing is the default experience; unknown ones fall back. */
  trafficSource: z._default(
    text(40).check(
      z.trim(),
      z.regex(/^[A-Za-z0-9 ._-]*$/, 'Use letters, digits, spaces, dots, hyphens and underscores only'),
    ),
    '',
  ),
  policyType: z.enum(PHONE_POLICY_TYPES, { message: 'Choose auto or home' }),
  flowLocation: z.enum(FLOW_LOCATIONS, { message: 'Choose intraflow, results or post-quotes' }),
  /** Post-quotes only: the carrier whose number is shown when it is mapped (spec 001 section 4). */
  carrier: z.optional(z.enum(POST_QUOTES_CARRIERS, { message: 'Choose a carrier id' })),
});
export const PhoneExperienceMappingResponse = z.object({
  success: z.literal(true),
  /** Ten digits; the client formats it for display. */
  phoneNumber: text(MAX_CHARS.code).check(z.regex(/^\d{10}$/)),
  /** True when the source is unknown and the default source's number is answered instead. */
  isFallback: z.boolean(),
});

export const SmsOutboxMessage = z.object({
  phoneNumber: text(MAX_CHARS.code).check(z.regex(/^\d{10}$/)),
  body: text(MAX_CHARS.text),
  sentAt: isoDateTime(),
});

export const phoneEndpoints = {
  verifyPhone: {
    method: 'POST',
    path: '/twilio/verify-phone',
    body: VerifyPhoneRequest,
    response: VerifyPhoneResponse,
  },
  checkPhoneVerification: {
    method: 'POST',
    path: '/twilio/check-phone-verification',
    body: CheckPhoneVerificationRequest,
    response: CheckPhoneVerificationResponse,
  },
  phoneExperienceMapping: {
    method: 'GET',
    path: '/phone-numbers/experience-mapping',
    query: PhoneExperienceMappingQuery,
    response: PhoneExperienceMappingResponse,
  },
  sandboxSmsOutbox: {
    method: 'GET',
    path: '/sandbox/sms-outbox/:phoneNumber',
    params: z.object({ phoneNumber }),
    response: SmsOutboxMessage,
  },
} as const satisfies Record<string, EndpointDef>;
