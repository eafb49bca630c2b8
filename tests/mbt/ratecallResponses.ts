import type { Quote } from '../../src/contract';
import { RatecallResponse, STEP_LEVEL, type RatecallQuestion, type RatecallStep } from '../../src/contract/ratecall';
import { comparablePrice } from '../../src/domain/quotes';
import { STEP_OUTCOMES } from '../../src/machines/ratecall/ratecall.outcomes';
import type { RatecallOutcome } from '../../src/machines/ratecall/ratecall.types';
import { ASSIGNED_DRIVER_MESSAGE } from '../../server/ratecall/autoRules';
import { ROUTING_PHRASES, STEP_FAILURE } from '../../server/ratecall/constants';

// Rate-call answers of every kind, for the machine-level paths and unit tests: each one parsed by the contract, its
// messages the sandbox's own (server/ratecall/constants.ts), so a message the sandbox changes changes them too.

type Response = ReturnType<typeof RatecallResponse.parse>;

const NEXT: Record<RatecallStep, RatecallStep[]> = {
  GET_RC1_QUOTES: ['GET_RC2_QUESTIONS'],
  GET_PARTNER_PREFILL: ['GET_RC2_QUESTIONS'],
  GET_RC2_QUESTIONS: ['SUBMIT_RC2_ANSWERS'],
  SUBMIT_RC2_ANSWERS: ['CHECK_FOR_UDO'],
  CHECK_FOR_UDO: ['GET_RC2_RATE'],
  GET_RC2_RATE: ['BIND_RC2'],
  UPDATE_COVERAGE: ['BIND_RC2'],
  UPDATE_QUOTE: ['BIND_RC2'],
  BIND_RC2: ['GET_RC3_QUESTIONS'],
  GET_RC3_QUESTIONS: ['COLLECT_PAYMENT'],
  COLLECT_PAYMENT: ['BIND_RC3'],
  BIND_RC3: [],
};

const QUESTION: RatecallQuestion = {
  id: 'vehicle.1.vin',
  step: 'vehicle-vin',
  entity: 'vehicle',
  entityId: 1,
  prompt: 'What is the VIN of your 2020 Toyota Corolla?',
  type: 'vin',
  required: true,
};
const PLAN = {
  value: 'fullPayPlan',
  label: 'Pay in full',
  numberOfPayments: 1,
  frequency: 'once',
  totalAmount: 612,
  depositAmount: 612,
  installmentAmount: 0,
} as const;

function base(step: RatecallStep, quote: Quote, success: boolean, status: Response['status'], message: string) {
  const next = NEXT[step][0] ?? step;
  return {
    success,
    status,
    message,
    data: {
      requestDetails: {
        ratecall: STEP_LEVEL[next],
        step: next,
        carrier: quote.carrier,
        carrierId: quote.carrierId,
        partner: quote.partner,
        externalId: 'rc_Q2xhcmtlS2VudEtyeXB0b24x',
        companysQuoteNumber: 'LMQ204867531',
      },
      nextSteps: success ? NEXT[step] : [step],
      ...(success ? { completedStep: step } : {}),
    },
  };
}

const priced = (quote: Quote, factor: number): Quote => ({
  ...quote,
  fullPayPlan: quote.fullPayPlan && {
    ...quote.fullPayPlan,
    totalAmount: Math.round(quote.fullPayPlan.totalAmount * factor),
  },
  monthlyPayPlan: quote.monthlyPayPlan && {
    ...quote.monthlyPayPlan,
    totalAmount: Math.round(quote.monthlyPayPlan.totalAmount * factor),
  },
});

/** Each step's success data (spec 001 section 7: questions, paymentPlans, quotes, summary, policy_id). */
function successData(step: RatecallStep, quote: Quote) {
  const summary = { carrier: quote.carrier, policyType: 'auto', termMonths: 6, premium: comparablePrice(quote) };
  switch (step) {
    case 'GET_RC1_QUOTES':
      return { quotes: [quote] };
    case 'GET_PARTNER_PREFILL':
      // What the carrier knows of the household: its VINs and licence numbers become the questions' defaults.
      return {
        prefill: {
          drivers: [
            {
              id: 1,
              relationship: 'Self',
              firstName: 'Ada',
              lastName: 'Lovelace',
              birthdate: '1988-04-12',
              age: 38,
              maritalStatus: 'No',
              licenseNumber: '04281937',
              licenseState: 'TX',
            },
          ],
          vehicles: [
            {
              id: 1,
              year: '2020',
              make: 'Toyota',
              model: 'Corolla',
              trim: 'LE',
              vclass: 'Sedan',
              partialVin: '2T1BURHE0L',
              fullVin: '2T1BURHE0LC123456',
            },
          ],
        },
      };
    case 'GET_RC2_QUESTIONS':
      return { questions: [QUESTION] };
    case 'BIND_RC2':
      return { paymentPlans: [PLAN], quotes: [quote] };
    case 'GET_RC3_QUESTIONS':
      return { paymentPlans: [PLAN], questions: [{ ...QUESTION, id: 'payment.method', step: 'payment-method' }] };
    case 'COLLECT_PAYMENT':
      return {
        summary: { ...summary, amountCharged: 612, paymentMethod: 'card', card: { brand: 'visa', last4: '4242' } },
      };
    case 'BIND_RC3':
      return { summary, policy_id: '3f0c2f9e-8d1a-4c55-9b7e-2a6d1c0e5b44' };
    default:
      return {};
  }
}

const failure = (step: RatecallStep, quote: Quote) =>
  STEP_FAILURE[step].replace('{carrier}', quote.carrierId).replace('{policyType}', 'auto');

/**
 * One answer of `step` for each way it can be taken as `outcome`, for a shopper who saw `quote` at its price. The
 * catalogue's stops come in every form the spec names: rejected, hard stop, the vehicle-symbol path.
 */
export function responsesFor(step: RatecallStep, outcome: RatecallOutcome, quote: Quote): Response[] {
  const ok = (status: Response['status'], extra: object, message = `${step} done`) => {
    const b = base(step, quote, true, status, message);
    return { ...b, data: { ...b.data, ...successData(step, quote), ...extra } };
  };
  const error = (message: string, extra: object = {}) => {
    const b = base(step, quote, false, 'Error', message);
    return { ...b, data: { ...b.data, ...extra } };
  };
  const raw: object[] = (() => {
    switch (outcome) {
      case 'success':
        return [ok('Success', {})];
      case 'handedOff':
        return [ok('Success', { nextSteps: [] }, 'A FastTrack Insurance Agency agent will contact you by phone')];
      case 'successWithAdditionalDrivers':
        return [
          ok('SuccessWithAdditionalDrivers', {
            undisclosedOperators: [
              { id: 3, firstName: 'Jordan', lastName: 'Okonkwo', externalOperatorId: 'MVR-3', outcome: 'pending' },
            ],
          }),
        ];
      case 'rateIncrease':
        return [ok('Success With Changes', { quotes: [priced(quote, 1.12)] }, 'Your rate went up')];
      case 'rateDecrease':
        return [ok('Success With Changes', { quotes: [priced(quote, 0.9)] }, 'Your rate went down')];
      case 'rateNoChange':
        return [ok('Success', { quotes: [quote] }, 'Rate confirmed')];
      case 'reratedCarryOn':
        return [error('Proceeding with rerated quotes', { quotes: [priced(quote, 1.05)] })];
      case 'vinError':
        return [
          error(
            'INVALID_VEHICLE: the VIN 1HGCM82643A004352 for vehicle 1 (2020 Toyota Corolla) fails its check digit',
            {
              answerErrors: [
                {
                  questionId: 'vehicle.1.vin',
                  entity: 'vehicle',
                  entityId: 1,
                  code: 'INVALID_VEHICLE',
                  message:
                    'INVALID_VEHICLE: the VIN 1HGCM82643A004352 for vehicle 1 (2020 Toyota Corolla) fails its check digit',
                },
              ],
            },
          ),
        ];
      case 'assignedDriverError':
        return [
          error(ASSIGNED_DRIVER_MESSAGE, {
            answerErrors: [
              {
                questionId: 'vehicle.1.primaryDriverId',
                entity: 'driver',
                entityId: 2,
                code: 'ASSIGNED_DRIVER',
                message: ASSIGNED_DRIVER_MESSAGE,
              },
            ],
          }),
        ];
      case 'answerErrors':
        return [
          error('INVALID_LICENSE: the license number is not a TX number', {
            answerErrors: [
              {
                questionId: 'driver.1.licenseNumber',
                entity: 'driver',
                entityId: 1,
                code: 'INVALID_LICENSE',
                message: 'INVALID_LICENSE: the license number is not a TX number',
              },
            ],
          }),
        ];
      case 'cardDeclined':
        return [error('Your card was declined.', { paymentError: { code: 'card_declined', message: 'Declined' } })];
      case 'insufficientFunds':
        return [
          error('Insufficient funds.', { paymentError: { code: 'insufficient_funds', message: 'Insufficient funds' } }),
        ];
      case 'processorError':
        return [error(failure(step, quote), { paymentError: { code: 'processor_error', message: 'No answer' } })];
      case 'paymentFailed':
        return [error('The card has expired', { paymentError: { code: 'card_expired', message: 'Expired' } })];
      case 'prefillFailed':
        return [error(failure(step, quote))];
      case 'carrierRejected':
        return [error(`${quote.carrier} ${ROUTING_PHRASES.rejected} this application`)];
      case 'postQuotesError':
        return step === 'GET_RC1_QUOTES' || step === 'SUBMIT_RC2_ANSWERS' || step === 'CHECK_FOR_UDO'
          ? [error(`This purchase cannot continue online (${ROUTING_PHRASES.hardStop})`)]
          : [
              error(`This purchase cannot continue online (${ROUTING_PHRASES.hardStop})`),
              error(`${quote.carrier} has no rating symbol for vehicle 1: ${ROUTING_PHRASES.vehicleSymbol}`),
            ];
      case 'customRoute':
      case 'rcError':
        return [error(failure(step, quote))];
    }
  })();
  return raw.map((r) => RatecallResponse.parse(r));
}

/** Every answer `step` can get, with the outcome each is. */
export function allResponses(step: RatecallStep, quote: Quote): { outcome: RatecallOutcome; response: Response }[] {
  const outcomes: readonly RatecallOutcome[] = STEP_OUTCOMES[step];
  return outcomes.flatMap((outcome) => responsesFor(step, outcome, quote).map((response) => ({ outcome, response })));
}
