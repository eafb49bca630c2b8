import { z } from 'zod/mini';
import { yesNo } from './common';
import { PrefillDriver, PrefillVehicle } from './coverages';
import type { EndpointDef } from './endpoint';
import { AutoUser } from './entities';
import { HomeUser, PaymentInformation, RentersUser } from './property';
import { Quote } from './quotes';
import { MAX_CHARS, text } from './text';

// Calls of spec 000/001 section 7: POST /{auto,home,renters}/ratecall, every RC1-RC3 step of spec 001 section 4.

/** spec 001 section 4: rate-call levels and steps (UPDATE_{product} is UPDATE_COVERAGE). */
export const RATECALL_STEPS = [
  'GET_RC1_QUOTES',
  'GET_PARTNER_PREFILL',
  'GET_RC2_QUESTIONS',
  'SUBMIT_RC2_ANSWERS',
  'CHECK_FOR_UDO',
  'GET_RC2_RATE',
  'UPDATE_COVERAGE',
  'UPDATE_QUOTE',
  'BIND_RC2',
  'GET_RC3_QUESTIONS',
  'COLLECT_PAYMENT',
  'BIND_RC3',
] as const;
export const RatecallStep = z.enum(RATECALL_STEPS, { message: `Choose a step: ${RATECALL_STEPS.join(', ')}` });
export type RatecallStep = z.infer<typeof RatecallStep>;
export const RatecallLevel = z.enum(['RC1', 'RC2', 'RC3'], { message: 'Choose RC1, RC2 or RC3' });
export type RatecallLevel = z.infer<typeof RatecallLevel>;

/** The level each step belongs to (spec 001 section 4: "RC1: get quotes. RC2: ... RC3: ..."). */
export const STEP_LEVEL: Record<RatecallStep, RatecallLevel> = {
  GET_RC1_QUOTES: 'RC1',
  GET_PARTNER_PREFILL: 'RC2',
  GET_RC2_QUESTIONS: 'RC2',
  SUBMIT_RC2_ANSWERS: 'RC2',
  CHECK_FOR_UDO: 'RC2',
  GET_RC2_RATE: 'RC2',
  UPDATE_COVERAGE: 'RC2',
  UPDATE_QUOTE: 'RC2',
  BIND_RC2: 'RC2',
  GET_RC3_QUESTIONS: 'RC3',
  COLLECT_PAYMENT: 'RC3',
  BIND_RC3: 'RC3',
};

/** spec 001 section 4: rate responses. */
export const RatecallStatus = z.enum(['Success', 'SuccessWithAdditionalDrivers', 'Success With Changes', 'Error']);
export type RatecallStatus = z.infer<typeof RatecallStatus>;

// ---- Undisclosed operators (spec 001 sections 3 and 4, spec 000 section 4) ------------------------------------------

export const HouseholdMemberStatus = z.enum(
  [
    'YES_PART_OF_HOUSEHOLD',
    'NO_LONGER_LIVES_IN_HOUSEHOLD',
    'UNKNOWN_PERSON',
    'ALREADY_ON_QUOTE',
    'HAS_OTHER_INSURANCE',
    'DOES_NOT_HAVE_LICENSE',
    'MILITARY_WITHOUT_VEHICLE',
    'STUDENT_AWAY_AT_SCHOOL',
    'OTHER',
  ],
  { message: 'Choose a household status' },
);
export type HouseholdMemberStatus = z.infer<typeof HouseholdMemberStatus>;

export const LicenseReason = z.enum(
  [
    'NEVER_HAD_LICENSE',
    'VALID_LICENSE_DRIVES_VEHICLES',
    'VALID_LICENSE_DOES_NOT_DRIVE_VEHICLES',
    'DRIVING_WITH_LEARNERS_PERMIT',
    'VOLUNTARILY_GAVE_UP_LICENSE',
    'SUSPENDED_LICENSE',
    'LICENSE_EXPIRED',
    'LICENSE_REVOKED',
    'UNKNOWN',
  ],
  { message: 'Choose a reason' },
);
export type LicenseReason = z.infer<typeof LicenseReason>;

/**
 * The active-insurance answer: Yes (their own policy), No (insured some other way, e.g. a company or military policy),
 * None (no insurance at all: the licence questions follow). docs/spec-decisions.md records this reading.
 */
export const SeparatePolicyAnswer = z.enum(['Yes', 'No', 'None'], { message: 'Choose Yes, No or None' });

export const UndisclosedOperator = z.object({
  id: z.number().check(z.int()),
  firstName: text(MAX_CHARS.personName),
  lastName: text(MAX_CHARS.personName),
  externalOperatorId: text(MAX_CHARS.id),
});
export type UndisclosedOperator = z.infer<typeof UndisclosedOperator>;

/** The shopper's answers about one undisclosed operator (post-MVR screens undisclosed-drivers-*). */
export const UndisclosedOperatorAnswer = z.object({
  id: z.number().check(z.int(), z.gte(1), z.lte(12)),
  householdMemberStatus: HouseholdMemberStatus,
  hasSeparatePolicy: z.optional(SeparatePolicyAnswer),
  hasActiveLicense: z.optional(yesNo),
  reasonNotHoldingLicense: z.optional(LicenseReason),
});
export type UndisclosedOperatorAnswer = z.infer<typeof UndisclosedOperatorAnswer>;

/** An undisclosed operator once answered: the rules' unlistedReason and licence reason, and what the carrier does. */
export const ResolvedOperator = z.extend(UndisclosedOperator, {
  householdMemberStatus: z.optional(HouseholdMemberStatus),
  unlistedReason: z.optional(HouseholdMemberStatus),
  reasonNotHoldingLicense: z.optional(LicenseReason),
  outcome: z.enum(['pending', 'added', 'excluded', 'hard_stop']),
});
export type ResolvedOperator = z.infer<typeof ResolvedOperator>;

// ---- Questions and answers ------------------------------------------------------------------------------------------

export const QuestionType = z.enum([
  'select',
  'yesNo',
  'text',
  'date',
  'number',
  'vin',
  'licenseNumber',
  'phone',
  'confirm',
]);
export type QuestionType = z.infer<typeof QuestionType>;
export const AnswerValue = z.union([text(200).check(z.trim()), z.number(), z.boolean()]);
export type AnswerValue = z.infer<typeof AnswerValue>;

export const RatecallQuestion = z.object({
  /** entity.index.field (vehicle.1.vin, driver.2.licenseNumber) or entity.field (policy.effectiveDate). */
  id: text(MAX_CHARS.id),
  /** The post-quote screen it is asked on (spec 001 section 2), e.g. vehicle-vin, drivers-license. */
  step: text(MAX_CHARS.id),
  entity: z.enum(['vehicle', 'driver', 'policy', 'property', 'payment']),
  entityId: z.optional(z.number().check(z.int())),
  prompt: text(MAX_CHARS.text),
  type: QuestionType,
  options: z.optional(z.array(z.object({ value: text(MAX_CHARS.id), label: text(MAX_CHARS.text) }))),
  required: z.boolean(),
  /** What the carrier already knows (the intake answer or its prefill); the shopper confirms or edits it. */
  defaultValue: z.optional(AnswerValue),
  /** Asked only when another question's answer is one of these values (spec 001 section 4: display conditions). */
  showIf: z.optional(z.object({ questionId: text(MAX_CHARS.id), in: z.array(text(MAX_CHARS.id)) })),
  /** number: the accepted range. */
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  /** date (MM/DD/YYYY): the accepted range, inclusive. */
  minDate: z.optional(text(MAX_CHARS.code)),
  maxDate: z.optional(text(MAX_CHARS.code)),
});
export type RatecallQuestion = z.infer<typeof RatecallQuestion>;

export const AnswerError = z.object({
  questionId: text(MAX_CHARS.id),
  entity: text(MAX_CHARS.label),
  entityId: z.optional(z.number().check(z.int())),
  /** INVALID_VEHICLE, INVALID_LICENSE, ASSIGNED_DRIVER (spec 001 section 8: vinError, assignedDriverError). */
  code: text(MAX_CHARS.label),
  message: text(MAX_CHARS.text),
});
export type AnswerError = z.infer<typeof AnswerError>;

// ---- The request ----------------------------------------------------------------------------------------------------

const id = (max: number) => text(max).check(z.trim(), z.minLength(1));
const QUESTION_ID = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9]+){1,3}$/;
const MAX_ANSWERS = 150;

export const RatecallAnswers = z
  .record(text(80).check(z.regex(QUESTION_ID, 'Use a question id such as vehicle.1.vin')), AnswerValue)
  .check(z.refine((a) => Object.keys(a).length <= MAX_ANSWERS, `Send at most ${MAX_ANSWERS} answers`));

/** An edited coverage selection: auto limits as the quote spells them ('100/300', '500'), property amounts in dollars. */
export const CoverageSelection = z
  .record(
    text(40).check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'Use a coverage name such as bodilyInjury')),
    z.union([text(20).check(z.trim(), z.minLength(1)), z.number().check(z.int(), z.gte(0), z.lte(50_000_000))]),
  )
  .check(z.refine((c) => Object.keys(c).length <= 30, 'Send at most 30 coverages'));

export const BreakoutExperiment = z.enum(['grouped', 'vinFirst', 'vinLast']);

export const RatecallRequestDetails = z
  .object({
    ratecall: RatecallLevel,
    step: RatecallStep,
    carrier: z.optional(id(60)),
    carrierId: z.optional(id(40).check(z.toLowerCase())),
    partner: z.optional(id(40)),
    externalId: z.optional(id(80)),
    internalSessionId: z.optional(id(80)),
    companysQuoteNumber: z.optional(id(40)),
    isAgencyAvailable: z.optional(z.boolean()),
    answers: z.optional(RatecallAnswers),
    coverages: z.optional(CoverageSelection),
    undisclosedOperators: z.optional(z.array(UndisclosedOperatorAnswer).check(z.maxLength(8))),
    paymentInformation: z.optional(PaymentInformation),
    additionalData: z.optional(
      z.object({
        readyForPurchase: z.optional(z.boolean()),
        /** spec 001 section 4: the breakout experiment (VIN first or VIN last) splits the grouped detail screens. */
        breakout: z.optional(BreakoutExperiment),
        /**
         * GET_RC2_RATE under rc2AllCarrierReRate: the other online-bind carriers that quoted (Safeco, Liberty Mutual),
         * re-rated on the same answers; their quotes follow the session carrier's in `quotes` (docs/decisions/0098).
         */
        reRateCarriers: z.optional(z.array(id(40).check(z.toLowerCase())).check(z.maxLength(4))),
      }),
    ),
  })
  .check(
    z.superRefine((rd, ctx) => {
      if (STEP_LEVEL[rd.step] !== rd.ratecall) {
        ctx.addIssue({ code: 'custom', path: ['ratecall'], message: `${rd.step} is an ${STEP_LEVEL[rd.step]} step` });
      }
      if (rd.step === 'GET_RC1_QUOTES' && !rd.carrierId && !rd.carrier) {
        ctx.addIssue({ code: 'custom', path: ['carrierId'], message: 'Name the carrier (carrierId) to rate' });
      }
      if (rd.step !== 'GET_RC1_QUOTES' && !rd.externalId) {
        ctx.addIssue({ code: 'custom', path: ['externalId'], message: `${rd.step} needs the session's externalId` });
      }
    }),
  );
export type RatecallRequestDetails = z.infer<typeof RatecallRequestDetails>;

export const AutoRatecallRequest = z.object({ user: AutoUser, requestDetails: RatecallRequestDetails });
export const HomeRatecallRequest = z.object({ user: HomeUser, requestDetails: RatecallRequestDetails });
export const RentersRatecallRequest = z.object({ user: RentersUser, requestDetails: RatecallRequestDetails });
export type AutoRatecallRequest = z.infer<typeof AutoRatecallRequest>;

// ---- The answer -----------------------------------------------------------------------------------------------------

/** spec 001 section 3: payment plans (value, numberOfPayments), with the amounts the payment screens show. */
export const PaymentPlanOption = z.object({
  value: z.enum(['fullPayPlan', 'monthlyPayPlan']),
  label: text(MAX_CHARS.label),
  numberOfPayments: z.number().check(z.int()),
  frequency: z.enum(['once', 'monthly']),
  totalAmount: z.number(),
  depositAmount: z.number(),
  installmentAmount: z.number(),
});
export type PaymentPlanOption = z.infer<typeof PaymentPlanOption>;

export const Rc3BindSummary = z.object({
  carrier: text(MAX_CHARS.label),
  carrierId: text(MAX_CHARS.label),
  policyType: text(MAX_CHARS.label),
  policyNumber: text(MAX_CHARS.id),
  effectiveDate: text(MAX_CHARS.code),
  expirationDate: text(MAX_CHARS.code),
  premium: z.number(),
  termMonths: z.number().check(z.int()),
  paymentPlan: PaymentPlanOption,
  amountPaid: z.number(),
  paymentMethod: z.enum(['card', 'escrow']),
  card: z.optional(z.object({ brand: text(MAX_CHARS.label), last4: text(MAX_CHARS.code) })),
  boundAt: text(MAX_CHARS.label),
});
export type Rc3BindSummary = z.infer<typeof Rc3BindSummary>;

const image = text(MAX_CHARS.dataUri);

/** spec 001 section 3: carrierData. Coverages are the quote's map ({product}s = coverages). */
export const CarrierData = z.object({
  carrier: text(MAX_CHARS.label),
  carrierId: text(MAX_CHARS.label),
  partner: text(MAX_CHARS.label),
  adType: z.enum(['auto', 'home', 'renters']),
  applicationId: text(MAX_CHARS.id),
  images: z.object({ logo: image, logoSmall: image, banner: image }),
  durationPeriod: z.object({ numUnits: z.number().check(z.int()), unitMeasurement: z.literal('MONTH') }),
  termAmount: z.number(),
  monthlyQuote: z.optional(z.number()),
  coverages: z.record(text(MAX_CHARS.label), text(MAX_CHARS.label)),
  click_url: z.optional(text(MAX_CHARS.url)),
  quoted: z.boolean(),
  fullPayPlan: z.optional(z.object({ totalAmount: z.number(), numberOfPayments: z.number().check(z.int()) })),
  monthlyPayPlan: z.optional(
    z.object({
      totalAmount: z.number(),
      numberOfPayments: z.number().check(z.int()),
      depositAmount: z.optional(z.number()),
    }),
  ),
  savingsPercentage: z.optional(z.number()),
  currentPlan: z.optional(z.enum(['fullPayPlan', 'monthlyPayPlan'])),
  updatedTermAmount: z.optional(z.number()),
  changeInRate: z.optional(z.enum(['increase', 'decrease', 'no_change'])),
  updatedCoverages: z.optional(z.record(text(MAX_CHARS.label), text(MAX_CHARS.label))),
  initialCoverages: z.optional(z.record(text(MAX_CHARS.label), text(MAX_CHARS.label))),
  selectedPaymentPlan: z.optional(PaymentPlanOption),
  rc3BindSummary: z.optional(Rc3BindSummary),
});
export type CarrierData = z.infer<typeof CarrierData>;

export const RatecallSummary = z.object({
  carrier: text(MAX_CHARS.label),
  policyType: text(MAX_CHARS.label),
  termMonths: z.number().check(z.int()),
  premium: z.number(),
  /** What the driving-record check found (auto): violations added to listed drivers. */
  mvrFindings: z.optional(
    z.array(z.object({ driverId: z.number().check(z.int()), type: text(MAX_CHARS.label), date: text(MAX_CHARS.code) })),
  ),
  amountCharged: z.optional(z.number()),
  paymentMethod: z.optional(z.enum(['card', 'escrow'])),
  card: z.optional(z.object({ brand: text(MAX_CHARS.label), last4: text(MAX_CHARS.code) })),
  rc3BindSummary: z.optional(Rc3BindSummary),
});

export const PaymentError = z.object({
  code: z.enum(['card_declined', 'insufficient_funds', 'card_expired', 'token_invalid', 'processor_error']),
  message: text(MAX_CHARS.text),
});

/** requestDetails as answered: echoed, with the session's ids and the step to call next (spec 001 section 3). */
export const RatecallRequestEcho = z.object({
  ratecall: RatecallLevel,
  step: RatecallStep,
  carrier: text(MAX_CHARS.label),
  carrierId: text(MAX_CHARS.label),
  partner: z.optional(text(MAX_CHARS.label)),
  externalId: text(MAX_CHARS.id),
  internalSessionId: z.optional(text(MAX_CHARS.id)),
  companysQuoteNumber: text(MAX_CHARS.id),
  isAgencyAvailable: z.optional(z.boolean()),
  additionalData: z.optional(z.object({ readyForPurchase: z.optional(z.boolean()) })),
});

export const RatecallResponse = z.object({
  success: z.boolean(),
  status: RatecallStatus,
  message: text(MAX_CHARS.text),
  data: z.object({
    /** Absent only when no session exists (RC1 without the carrier's quote). */
    requestDetails: z.optional(RatecallRequestEcho),
    /** The step just performed, and every step the session accepts next. */
    completedStep: z.optional(RatecallStep),
    nextSteps: z.array(RatecallStep),
    questions: z.optional(z.array(RatecallQuestion)),
    answerErrors: z.optional(z.array(AnswerError)),
    paymentPlans: z.optional(z.array(PaymentPlanOption)),
    quotes: z.optional(z.array(Quote)),
    summary: z.optional(RatecallSummary),
    policy_id: z.optional(text(MAX_CHARS.id)),
    undisclosedOperators: z.optional(z.array(ResolvedOperator)),
    carrierData: z.optional(CarrierData),
    prefill: z.optional(z.object({ drivers: z.array(PrefillDriver), vehicles: z.array(PrefillVehicle) })),
    paymentError: z.optional(PaymentError),
    bindError: z.optional(text(MAX_CHARS.text)),
    /**
     * Answered once, by the RC1 that opens a session without a saved user: every later step sends it in
     * x-session-secret (a saved user's steps send the user's returning token instead).
     */
    sessionSecret: z.optional(text(64)),
  }),
});
export type RatecallResponse = z.infer<typeof RatecallResponse>;

export const ratecallEndpoints = {
  autoRatecall: {
    method: 'POST',
    path: '/auto/ratecall',
    v2: true,
    body: AutoRatecallRequest,
    response: RatecallResponse,
  },
  homeRatecall: {
    method: 'POST',
    path: '/home/ratecall',
    v2: true,
    body: HomeRatecallRequest,
    response: RatecallResponse,
  },
  rentersRatecall: {
    method: 'POST',
    path: '/renters/ratecall',
    v2: true,
    body: RentersRatecallRequest,
    response: RatecallResponse,
  },
} as const satisfies Record<string, EndpointDef>;
