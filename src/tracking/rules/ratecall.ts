import type { RatecallResponse } from '../../contract/ratecall';
import type { OnlineSession, RatecallContext, RatecallOutcome } from '../../machines/ratecall/ratecall.types';
import { sessionPolicyType } from '../../machines/ratecall/ratecall.types';
import type { ObservedTransition, Rule, TrackingPayload, TrackingSession } from '../types';

// ChargeableEvent's anonymousId and correlationId are the tracker's (it adds them to every event).
import { FORM_VERSION, idOf, payload } from './results';

// The rate-call chart's events (spec 001 sections 4, 7 and 8; docs/decisions/0102): FormErrored for each rate-call
// error outcome, its errorType the catalogue's code (carrierRejected, postQuotesError, rcError, vinError, ...), Prefill
// when the carrier's partner prefill answers, and at purchase success ConversionTracked, ChargeableEvent and
// PostbackTracked. The post-quote screens' form events are the
// chains' (bind.ts).

const SPEC = '001-7, 001-8';
const online = (t: ObservedTransition) => (t.after.context as unknown as RatecallContext).online;

/** The screen the shopper is on, by the state's `step:` tag (the rate-call chart's screens). */
const stepTag = (t: ObservedTransition) => [...t.after.tags].find((tag) => tag.startsWith('step:'))?.slice(5);

/** FormErrored on the purchase (formType postQuote, the form the rate-call chart's purchase). */
export function purchaseErrored(t: ObservedTransition, session: TrackingSession, errorType: string): TrackingPayload[] {
  const stepName = idOf(stepTag(t), 80) ?? 'postQuotes';
  return [
    payload<'FormErrored'>({
      event: 'FormErrored',
      errorType,
      formContext: {
        formName: 'ratecall',
        formType: 'postQuote',
        formVersion: FORM_VERSION,
        formBrand: idOf(session.brand),
        ...(idOf(t.actorId, 80) ? { formId: idOf(t.actorId, 80) } : {}),
      },
      stepContext: { stepName, stepId: stepName, stepNumber: 1, stepType: 'postQuote' },
    }),
  ];
}

/** The outcomes that bring the shopper back to a screen with an error on it (the answers, the card). */
const ANSWER_ERRORS: readonly RatecallOutcome[] = ['vinError', 'assignedDriverError', 'answerErrors'];
const PAYMENT_ERRORS: readonly RatecallOutcome[] = [
  'cardDeclined',
  'insufficientFunds',
  'processorError',
  'paymentFailed',
];

const errorPages = [
  ['step:rc1Error', 'rc1QuotesError'],
  ['step:carrierRejected', 'carrierRejected'],
  ['step:postQuotesError', 'postQuotesError'],
  ['step:rcError', 'rcError'],
] as const;

const chargeableIds = new Map<string, string>();
/** A fresh UUID per purchase, the same for every event and replay of that purchase (the actor and its policy). */
export function chargeableEventId(purchase: string, uuid: () => string = () => crypto.randomUUID()): string {
  const known = chargeableIds.get(purchase);
  if (known) return known;
  const id = uuid();
  chargeableIds.set(purchase, id);
  return id;
}

const productIdOf = (o: OnlineSession) =>
  idOf(o.policyId, 80) ?? idOf(o.ids.companysQuoteNumber, 80) ?? idOf(o.quote.quoteId, 80) ?? 'unknown';

export const RATECALL_RULES: Rule[] = [
  ...errorPages.map(
    ([tag, errorType]): Rule => ({
      id: `ratecall.formErrored.${errorType}`,
      kind: 'ratecall',
      sink: 'tracking',
      event: 'FormErrored',
      marketing: false,
      trigger: { on: 'enterTag', tag },
      description: `The purchase stops on the ${errorType} error page.`,
      spec: SPEC,
      build: (t, session) => purchaseErrored(t, session, errorType),
    }),
  ),
  ...(
    [
      [
        'SUBMIT_RC2_ANSWERS',
        ANSWER_ERRORS,
        "The carrier refused an answer (a VIN, the drivers' assignment): back to its screen.",
      ],
      ['COLLECT_PAYMENT', PAYMENT_ERRORS, 'The card was declined or the payment failed: back to the card screen.'],
    ] as const
  ).map(
    ([step, outcomes, description]): Rule => ({
      id: `ratecall.formErrored.${step}`,
      kind: 'ratecall',
      sink: 'tracking',
      event: 'FormErrored',
      marketing: false,
      trigger: { on: 'event', type: `xstate.done.actor.${step}` },
      description,
      spec: SPEC,
      build: (t, session) => {
        const outcome = (t.after.context as unknown as RatecallContext).outcome;
        return outcome && outcomes.includes(outcome) ? purchaseErrored(t, session, outcome) : [];
      },
    }),
  ),
  {
    id: 'ratecall.prefill',
    kind: 'ratecall',
    sink: 'tracking',
    event: 'Prefill',
    marketing: false,
    trigger: { on: 'event', type: 'xstate.done.actor.GET_PARTNER_PREFILL' },
    description:
      "The carrier's partner prefill answered (RC2, rule rc2PrefillToggle): success with its vehicles or drivers, no_match without, failure when the answer fits no outcome.",
    spec: SPEC,
    build: (t) => {
      if (online(t)?.prefillFailed) return [payload<'Prefill'>({ event: 'Prefill', status: 'failure' })];
      const found = (t.event as { output?: RatecallResponse }).output?.data.prefill;
      const status = found && found.vehicles.length + found.drivers.length > 0 ? 'success' : 'no_match';
      return [payload<'Prefill'>({ event: 'Prefill', status })];
    },
  },
  {
    id: 'ratecall.prefillFailed',
    kind: 'ratecall',
    sink: 'tracking',
    event: 'Prefill',
    marketing: false,
    trigger: { on: 'event', type: 'xstate.error.actor.GET_PARTNER_PREFILL' },
    description: "The carrier's partner prefill call failed: the questions come without its defaults.",
    spec: SPEC,
    build: () => [payload<'Prefill'>({ event: 'Prefill', status: 'failure' })],
  },
  {
    id: 'ratecall.conversion',
    kind: 'ratecall',
    sink: 'tracking',
    event: 'ConversionTracked',
    marketing: true,
    trigger: { on: 'enterTag', tag: 'step:purchaseSuccess' },
    description: 'The policy is bound: a purchase conversion worth its premium.',
    spec: SPEC,
    build: (t) => {
      const o = online(t);
      const premium = o?.summary?.premium;
      return [
        payload<'ConversionTracked'>({
          event: 'ConversionTracked',
          conversionType: 'purchase',
          ...(typeof premium === 'number' && Number.isFinite(premium) ? { value: premium } : {}),
        }),
      ];
    },
  },
  {
    id: 'ratecall.chargeable',
    kind: 'ratecall',
    sink: 'tracking',
    event: 'ChargeableEvent',
    marketing: true,
    trigger: { on: 'enterTag', tag: 'step:purchaseSuccess' },
    description: 'The policy is bound: the chargeable event of the purchase (one id per purchase).',
    spec: SPEC,
    build: (t, session) => {
      const o = online(t);
      if (!o) return [];
      const productId = productIdOf(o);
      return [
        payload<'ChargeableEvent'>({
          event: 'ChargeableEvent',
          chargeableEventId: chargeableEventId(`${t.actorId}:${productId}`),
          sessionId: idOf(session.partnerSessionId, 64) ?? session.correlationId,
          vertical: sessionPolicyType(o),
          productId,
        }),
      ];
    },
  },
  {
    id: 'ratecall.postback',
    kind: 'ratecall',
    sink: 'tracking',
    event: 'PostbackTracked',
    marketing: true,
    trigger: { on: 'enterTag', tag: 'step:purchaseSuccess' },
    description: "The policy is bound: the carrier's postback, the policy id and status bound.",
    spec: SPEC,
    build: (t) => {
      const o = online(t);
      if (!o) return [];
      const carrier = idOf(o.ids.carrierId) ?? idOf(o.quote.carrierId);
      return [
        payload<'PostbackTracked'>({
          event: 'PostbackTracked',
          postbackId: productIdOf(o),
          ...(carrier ? { carrier } : {}),
          status: 'bound',
        }),
      ];
    },
  },
];
