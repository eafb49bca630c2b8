import { z } from 'zod';
import { personName, phone, usState, zip } from './common';
import { crmEndpoints } from './crm';
import type { EndpointDef } from './endpoint';
import { AutoUser, CoverageTier } from './entities';
import { HomeUser, RentersUser } from './property';
import { RatecallLevel, RatecallStep } from './ratecall';
import { MAX_CHARS, isoDateTime, text, uuid } from './text';
import { NETWORK_STATUS, type NetworkStatus } from '../domain/startErrors';

// Calls of spec 000/001 section 7: CRM exports, slack, lead classification, the lead service post, tracking-event and
// error-monitoring sinks. Every free-form part is bounded (lengths, key counts, depth) so no body can make a route fail.

const id = (max = 64) => text(max).check(z.trim(), z.minLength(1));
const label = (max = 120) => text(max).check(z.trim());

// ---------------------------------------------------------------------------------------------------------------
// Bounded free-form data: scalars, short lists, and one level of nested objects.

const Scalar = z.union([text(500), z.number().finite(), z.boolean(), z.null()]);
const Leaf = z.union([Scalar, z.array(Scalar).max(50)]);
const bagKey = text(64).check(z.minLength(1));
const maxKeys = (n: number) => (o: object) => Object.keys(o).length <= n;
const NestedBag = z.record(bagKey, Leaf).refine(maxKeys(30), 'Use at most 30 keys');
/** Event properties, traits and details: at most 50 keys, values scalar, a list of scalars or a small object. */
export const PropertyBag = z.record(bagKey, z.union([Leaf, NestedBag])).refine(maxKeys(50), 'Use at most 50 keys');
export type PropertyBag = z.infer<typeof PropertyBag>;

// ---------------------------------------------------------------------------------------------------------------
// CRM exports and slack.

export { ExportResponse } from './crm';

/** Why the shopper needs an agent: the help-finalize / connect-to-agent screens, or a failed rate call or bind. */
export const AGENT_REASONS = ['connect_to_agent', 'bind_error', 'payment_error', 'rate_call_error'] as const;

/** The rate-call request details (spec 001 section 3) plus why an agent is needed. Unknown keys are dropped. */
export const SlackRequestDetails = z.object({
  ratecall: z.optional(RatecallLevel),
  step: z.optional(RatecallStep),
  carrier: z.optional(id(40)),
  carrierId: z.optional(id(40)),
  externalId: z.optional(id(80)),
  companysQuoteNumber: z.optional(id(80)),
  additionalData: z.object({ readyForPurchase: z.boolean().optional() }).optional(),
  reason: z.enum(AGENT_REASONS).default('connect_to_agent'),
  /** The bind or rate-call error the shopper hit. */
  errorMessage: z.optional(label(500)),
  preferredContactMethod: z.enum(['phone', 'email', 'text']).optional(),
});
export type SlackRequestDetails = z.infer<typeof SlackRequestDetails>;

/** Any of the three users; the policy key (autoPolicy, homePolicy, rentersPolicy) tells them apart. */
export const SlackUser = z.union([AutoUser, HomeUser, RentersUser], {
  error: 'Send an auto, home or renters user (with autoPolicy, homePolicy or rentersPolicy)',
});
export type SlackUser = z.infer<typeof SlackUser>;

export const SlackSendMessageRequest = z.object({ user: SlackUser, requestDetails: SlackRequestDetails });
export const SlackSendMessageResponse = z.object({ success: z.literal(true), messageId: uuid() });

// ---------------------------------------------------------------------------------------------------------------
// Lead classification (spec 001 section 3: the lead-classification summary).

export const LeadSummary = z.object({
  vehicleCount: z.number().int(),
  operatorCount: z.number().int(),
  minVehicleYear: z.number().int().nullable(),
  maxVehicleYear: z.number().int().nullable(),
  minAnnualMileage: z.number().int().nullable(),
  maxAnnualMileage: z.number().int().nullable(),
  operatorAges: z.array(z.number().int()),
  accidentCount: z.number().int(),
  atFaultAccidentCount: z.number().int(),
  /** Years since the latest accident, rounded down to 0.1, at least 0.1 (spec 001 section 9); null without one. */
  yearsSinceLastAccident: z.number().nullable(),
  violationCount: z.number().int(),
  yearsSinceLastViolation: z.number().nullable(),
  hasDui: z.boolean(),
  hasLicenseSuspension: z.boolean(),
  sr22Required: z.boolean(),
  activeMilitary: z.boolean(),
  militaryAffiliation: z.boolean(),
  discounts: z.array(text(MAX_CHARS.label)),
  coverageTier: CoverageTier,
  zip: z.nullable(text(MAX_CHARS.code)),
  city: z.nullable(text(MAX_CHARS.addressPart)),
  state: z.nullable(text(MAX_CHARS.code)),
});
export type LeadSummary = z.infer<typeof LeadSummary>;

export const LEAD_TIERS = ['preferred', 'standard', 'nonstandard'] as const;
export const LeadClassification = z.object({
  tier: z.enum(LEAD_TIERS),
  /** Risk points the reasons add up to; the tier follows from them and from the knockout reasons. */
  points: z.number().int(),
  reasons: z.array(z.object({ code: text(MAX_CHARS.label), points: z.number().int(), message: text(MAX_CHARS.text) })),
});
export type LeadClassification = z.infer<typeof LeadClassification>;

export const LeadClassificationRequest = z.object({
  user: AutoUser,
  /** A partner id: a name (lemonade, libertymutual, ...) or a number (the white-label partner is 1). */
  partnerId: z.union([id(40), z.number().int().min(0).max(1_000_000)]),
});
export const LeadClassificationResponse = z.object({
  data: z.object({ summary: LeadSummary, classification: LeadClassification }),
});

// ---------------------------------------------------------------------------------------------------------------
// The external lead service (spec 001 section 7), simulated by the sandbox. Field names as that service spells them.

export const LEAD_SERVICE_KEY_HEADER = 'x-lead-service-key';
/** The credential, from configuration (spec 001 section 7); a missing or wrong one is a 401 before the body is read. */
export const LeadServiceHeaders = z.looseObject({ [LEAD_SERVICE_KEY_HEADER]: text(500).check(z.minLength(1)) });
export const LeadServiceLead = z.object({
  LeadSource: id(60),
  CampaignID: z.number({ message: 'Send the campaign id as a number' }).int().min(0).max(1_000_000_000),
  ProductType: z.enum(['Auto', 'Home', 'Renters'], { message: 'Choose Auto, Home or Renters' }),
  FirstName: personName,
  LastName: personName,
  State: usState,
  Zip: zip,
  Phone: phone,
  Permissions: z.object({
    /** Consent to be called about quotes (spec 000 section 3 consentedToContact). */
    ContactConsent: z.boolean(),
    SmsConsent: z.boolean(),
    EmailConsent: z.boolean().optional(),
  }),
});
export type LeadServiceLead = z.infer<typeof LeadServiceLead>;
export const LeadServiceResponse = z.object({
  success: z.literal(true),
  leadId: uuid(),
  status: z.enum(['accepted', 'duplicate']),
});

// ---------------------------------------------------------------------------------------------------------------
// Tracking events of the customer-data layer (spec 001 section 7).

export const FormContext = z.object({
  formName: id(80),
  formType: id(40),
  formVersion: id(40),
  formId: z.optional(id(80)),
  formBrand: z.optional(id(60)),
});
export const StepContext = z.object({
  stepName: id(80),
  stepId: id(80),
  stepNumber: z.number().int().min(0).max(500),
  stepType: id(40),
});

const eventBase = {
  anonymousId: z.optional(id()),
  correlationId: z.optional(id()),
  sessionId: z.optional(id()),
  /** When the client recorded it (ISO 8601); the server's receipt time is kept as well. */
  timestamp: z.optional(isoDateTime(true)),
  properties: PropertyBag.optional(),
};
const formEvent = <T extends string>(event: T) =>
  z.object({ event: z.literal(event), ...eventBase, formContext: FormContext, stepContext: StepContext });

const Product = z.object({
  carrier: id(60),
  partner: z.optional(id(60)),
  productId: z.optional(id(80)),
  adType: z.enum(['quote', 'ad', 'auto', 'home', 'renters']).optional(),
  position: z.number().int().min(0).max(100).optional(),
  price: z.number().nonnegative().finite().optional(),
});

const Vertical = z.enum(['auto', 'home', 'renters']);
const WEB_VITALS = ['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB'] as const;
/** An answer's option value (`betterRate`, `149`): a short token, never typed text. */
const optionValue = id(60).check(z.regex(/^[A-Za-z0-9_.:-]+$/, 'Send an option value'));
export const WIDGET_EVENTS = ['ready', 'resize', 'step', 'measure', 'open', 'close'] as const;

export const TRACKING_EVENTS = [
  'FormStarted',
  'FormViewed',
  'FormSubmitted',
  'FormErrored',
  'FieldInputted',
  'ProductClicked',
  'ProductViewed',
  'ConversionTracked',
  'Identify',
  'WebVitals',
  'ChargeableEvent',
  'SessionIdMapper',
  'PaidSearchParams',
  'QuoteRequested',
  'PostbackTracked',
  'AutoPolicyObject',
  'Prefill',
  'HomePrefill',
  'MarketingConsent',
  'BundlingInterest',
  'AgencyEligibility',
  'WhyShoppingAnswered',
  'BidDifference',
  'CurrentPremiumSelected',
  'WidgetEvent',
] as const;

export const TrackingEvent = z.discriminatedUnion(
  'event',
  [
    formEvent('FormStarted'),
    formEvent('FormViewed'),
    formEvent('FormSubmitted'),
    formEvent('FormErrored').extend({ errorType: id(80), errorMessage: z.optional(label(300)) }),
    formEvent('FieldInputted').extend({
      field: z.object({
        name: id(80),
        type: z.optional(id(40)),
        value: z.union([text(200), z.number().finite(), z.boolean()]).optional(),
      }),
    }),
    z.object({
      event: z.literal('ProductClicked'),
      ...eventBase,
      product: Product,
      formContext: FormContext.optional(),
    }),
    z.object({
      event: z.literal('ProductViewed'),
      ...eventBase,
      product: Product,
      formContext: FormContext.optional(),
    }),
    z.object({
      event: z.literal('ConversionTracked'),
      ...eventBase,
      conversionType: id(60),
      value: z.number().finite().optional(),
    }),
    z.object({
      event: z.literal('Identify'),
      ...eventBase,
      anonymousId: id(),
      userId: z.optional(uuid()),
      traits: PropertyBag.optional(),
    }),
    z.object({
      event: z.literal('WebVitals'),
      ...eventBase,
      metric: z.enum(WEB_VITALS),
      rating: z.enum(['POOR', 'GOOD', 'NI']),
      value: z.number().nonnegative().finite(),
    }),
    z.object({
      event: z.literal('ChargeableEvent'),
      ...eventBase,
      chargeableEventId: id(),
      sessionId: id(),
      anonymousId: id(),
      correlationId: id(),
      vertical: Vertical,
      productId: id(80),
    }),
    z.object({ event: z.literal('SessionIdMapper'), ...eventBase, partnerSessionId: id(), vertical: Vertical }),
    z.object({
      event: z.literal('PaidSearchParams'),
      ...eventBase,
      pid: z.optional(id(80)),
      clickIds: z.strictObject({
        fbclid: z.optional(id(500)),
        gclid: z.optional(id(500)),
        ttclid: z.optional(id(500)),
        msclkid: z.optional(id(500)),
        ttcid: z.optional(id(500)),
      }),
      utms: z
        .record(text(40).check(z.regex(/^utm_[a-z_]{1,30}$/, 'Use utm_* parameter names')), text(500))
        .refine(maxKeys(30), 'Use at most 30 utm parameters'),
      sessionSource: id(120),
    }),
    z.strictObject({
      event: z.literal('QuoteRequested'),
      ...eventBase,
      vertical: Vertical,
      quotesRequestId: id(),
      /** Web context without consent fields (spec 001 section 7): unknown keys, consent ones included, are refused. */
      webContext: z.strictObject({
        page: z.optional(text(2000)),
        referrer: z.optional(text(2000)),
        userAgent: z.optional(text(500)),
        locale: z.optional(text(20)),
        screen: z
          .object({ width: z.number().int().min(0).max(20_000), height: z.number().int().min(0).max(20_000) })
          .optional(),
      }),
    }),
    z.object({
      event: z.literal('PostbackTracked'),
      ...eventBase,
      postbackId: id(80),
      carrier: z.optional(id(60)),
      status: z.optional(id(40)),
    }),
    /** No billingDate and no form or step context (spec 001 section 7): a strict object refuses them. */
    z.strictObject({
      event: z.literal('AutoPolicyObject'),
      ...eventBase,
      properties: PropertyBag.refine(
        (bag) => !hasKeyDeep(bag, 'billingDate'),
        'AutoPolicyObject carries no billingDate',
      ),
    }),
    z.object({ event: z.literal('Prefill'), ...eventBase, status: z.enum(['success', 'failure', 'no_match']) }),
    z.object({ event: z.literal('HomePrefill'), ...eventBase, status: z.enum(['success', 'failure', 'no_match']) }),
    // The spec's others (001 section 7): option values, booleans and ids only, so no personal value fits a field.
    z.object({
      event: z.literal('MarketingConsent'),
      ...eventBase,
      channel: z.enum(['email', 'sms', 'phone']),
      granted: z.boolean(),
      formContext: FormContext.optional(),
    }),
    z.object({
      event: z.literal('BundlingInterest'),
      ...eventBase,
      vertical: Vertical,
      interested: z.boolean(),
      placement: z.enum(['results', 'popup']),
      formContext: FormContext.optional(),
    }),
    z.object({
      event: z.literal('AgencyEligibility'),
      ...eventBase,
      isAgency: z.boolean(),
      formContext: FormContext.optional(),
    }),
    z.object({
      event: z.literal('WhyShoppingAnswered'),
      ...eventBase,
      /** The answer's option values. */
      reasons: z.array(optionValue).min(1).max(20),
      formContext: FormContext.optional(),
    }),
    z.object({
      event: z.literal('BidDifference'),
      ...eventBase,
      carrier: id(60),
      /** The quote's premium minus the ad's bid. */
      difference: z.number().finite(),
      decision: id(60),
      formContext: FormContext.optional(),
    }),
    z.object({
      event: z.literal('CurrentPremiumSelected'),
      ...eventBase,
      /** The option value chosen. */
      range: optionValue,
      formContext: FormContext.optional(),
    }),
    z.object({
      event: z.literal('WidgetEvent'),
      ...eventBase,
      name: z.enum(WIDGET_EVENTS),
      partner: z.optional(id(60)),
      formContext: FormContext.optional(),
    }),
  ],
  { error: `Choose an event: ${TRACKING_EVENTS.join(', ')}` },
);
export type TrackingEvent = z.infer<typeof TrackingEvent>;

function hasKeyDeep(value: unknown, key: string): boolean {
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k === key || hasKeyDeep(v, key));
}

export const MAX_EVENTS_PER_BATCH = 50;
export const TrackEventsRequest = z.object({
  events: z
    .array(TrackingEvent)
    .min(1, 'Send at least one event')
    .max(MAX_EVENTS_PER_BATCH, `Send at most ${MAX_EVENTS_PER_BATCH} events`),
});
export const TrackEventsResponse = z.object({ accepted: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------
// The error-monitoring sink (spec 001 sections 7 and 8).

/** The client's network codes (spec 001 section 8) by status: the name of each of NETWORK_STATUS's statuses. */
export const NETWORK_STATUS_NAME = Object.fromEntries(
  Object.entries(NETWORK_STATUS).map(([name, status]) => [status, name]),
) as Record<NetworkStatus, keyof typeof NETWORK_STATUS>;
export const MONITORED_EVENTS = [
  'ClickwallCalled',
  'PartnerRequestError',
  'McidError',
  'PageUnload',
  'ErrorPageShown',
] as const;

const monitoringBase = {
  correlationId: z.optional(id()),
  anonymousId: z.optional(id()),
  /** The page's URL: its query string and fragment are dropped before storing. */
  page: z.optional(text(2000)),
  message: z.optional(label(500)),
  occurredAt: z.optional(isoDateTime(true)),
};

export const ReportErrorRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('failedCall'),
      ...monitoringBase,
      method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      /** The call's URL or path: query strings are dropped before storing. */
      endpoint: text(2000).check(z.trim(), z.minLength(1)),
      /** The contract's key of the call, when the client knows it (autoQuotes, verifyPhone, ...). */
      endpointKey: z.optional(id(60)),
      status: z
        .number()
        .int()
        .refine(
          (s) => s in NETWORK_STATUS_NAME || (s >= 100 && s <= 599),
          `Use an HTTP status or a network code (${Object.values(NETWORK_STATUS).join(', ')})`,
        ),
      durationMs: z.number().int().min(0).max(600_000).optional(),
    }),
    z.object({
      kind: z.literal('monitoredEvent'),
      ...monitoringBase,
      event: z.enum(MONITORED_EVENTS),
      details: PropertyBag.optional(),
    }),
  ],
  { error: 'Choose kind failedCall or monitoredEvent' },
);
export type ReportErrorRequest = z.infer<typeof ReportErrorRequest>;
export const ReportErrorResponse = z.object({ received: z.literal(true), id: text(MAX_CHARS.id) });

export const backofficeEndpoints = {
  ...crmEndpoints,
  slackSendMessage: {
    method: 'POST',
    path: '/slack/send-message',
    body: SlackSendMessageRequest,
    response: SlackSendMessageResponse,
  },
  leadClassification: {
    method: 'POST',
    path: '/lead/classification',
    body: LeadClassificationRequest,
    response: LeadClassificationResponse,
  },
  leadServicePost: {
    method: 'POST',
    path: '/lead-service/leads',
    body: LeadServiceLead,
    response: LeadServiceResponse,
  },
  trackEvents: { method: 'POST', path: '/events', body: TrackEventsRequest, response: TrackEventsResponse },
  reportError: { method: 'POST', path: '/monitoring/errors', body: ReportErrorRequest, response: ReportErrorResponse },
} as const satisfies Record<string, EndpointDef>;
