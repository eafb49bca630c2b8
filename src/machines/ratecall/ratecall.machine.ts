import type { RatecallStep } from '../../contract/ratecall';
import type { AutoUser } from '../../contract';
import { errorRequirement, requirementsMeta } from '../requirements';
import { DEFAULT_POST_QUOTE_RULES } from './postQuoteRules';
import { NO_ERRORS } from './ratecall.context';
import { coverageCheckInput, postQuoteRulesInputOf, ratecallSetup as s } from './ratecall.setup';
import { askState, callState, errorPage } from './ratecall.states';
import type { RatecallContext } from './ratecall.types';
import type { SlackDetails } from '../../contract/handoffs';
import { NO_HANDOFF, handoffStates } from '../results/handoffParts';

// The rate-call lifecycle (spec 001 section 4) as one explicit statechart (docs/decisions/0009): RC1 for every carrier
// (the results), then the carrier the shopper continues online with, step by step through RC1, RC2 and RC3, each step
// a state that invokes POST /auto/ratecall. Every answer is one outcome (ratecall.outcomes.ts) and every outcome a
// transition: the rate responses, the re-rate's change, and the error catalogue of spec 001 section 8, whose pages
// are the three error states at the bottom.

export type { RatecallContext, RatecallInput, Rc1Result } from './ratecall.types';

const REJECTED = '#ratecall.CARRIER_REJECTED';
const POST_QUOTES = '#ratecall.POST_QUOTES_ERROR';
const RC_ERROR = '#ratecall.RC_ERROR';
const CATALOGUE = { carrierRejected: REJECTED, postQuotesError: POST_QUOTES, rcError: RC_ERROR } as const;
/**
 * The calls whose failure is the RC_ERROR page, each of which Try again can send again (ratecall.machine.test.ts
 * derives the same list from the chart). Listed, not filtered from the contract's RATECALL_STEPS: the chart imports the
 * contract for types only, so its schemas stay out of the chart's chunk.
 */
export const RC_ERROR_STEPS = [
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
] as const satisfies readonly RatecallStep[];
const RERATED = {
  rateIncrease: 'REVIEW_UPDATED_PRICE',
  rateDecrease: 'REVIEW_UPDATED_PRICE',
  rateNoChange: 'EDIT_COVERAGES',
  reratedCarryOn: 'REVIEW_UPDATED_PRICE',
  ...CATALOGUE,
} as const;

/**
 * An edit of the coverages: auto's is checked by POST /rules-engine/ first (CHECK_COVERAGES); a home or renters edit
 * goes straight to the re-rate (A14: its limits are the screen's and the sandbox's to check).
 */
const COVERAGES_EDITED = [
  { guard: 'coverageCheckApplies', target: '#ratecall.ONLINE_BIND.CHECK_COVERAGES', actions: ['storeCoverageEdit'] },
  { target: '#ratecall.ONLINE_BIND.UPDATE_COVERAGE', actions: ['storeCoverageEdit', 'acceptCoverages'] },
] as const;

/** Who is handed to an agent (AGENT_REQUESTED, HANDED_OFF): the shopper, their saved user and their choice. */
const handoffSource = (c: RatecallContext) => ({ user: c.user, server: c.server, optedOut: c.optedOut });
/** What our agents are told: the carrier and rate call the shopper stopped at. */
const agentDetails = (c: RatecallContext): SlackDetails => ({
  reason: 'connect_to_agent',
  ratecall: 'RC2',
  ...(c.online ? { carrierId: c.online.quote.carrierId } : {}),
});

export const ratecallMachine = s.createMachine({
  id: 'ratecall',
  context: ({ input }) => ({
    ...input,
    quotes: input.continueWith ? [input.continueWith] : [],
    dropped: 0,
    progress: 0,
    error: null,
    loader: false,
    online: null,
    errors: NO_ERRORS,
    outcome: null,
    optedOut: input.optedOut === true,
    handoff: NO_HANDOFF,
  }),
  initial: 'START',
  states: {
    START: {
      description:
        "Entered from the results with the chosen quote, the chart starts at that carrier's RC1; otherwise it fetches RC1 for every carrier.",
      always: [{ guard: 'continuing', target: 'ONLINE_BIND', actions: ['startChosen'] }, { target: 'GET_RC1_QUOTES' }],
    },
    GET_RC1_QUOTES: {
      description:
        'RC1: POST /auto/quotes (v2); quotes with error, failed, redirect or underwriting status are dropped, the rest sorted by price.',
      tags: ['state:loading', 'step:rc1Loading'],
      entry: ['resetProgress'],
      invoke: {
        src: 'fetchRc1Quotes',
        id: 'fetchRc1Quotes',
        // RC1 for every carrier is auto's: a home or renters chart always starts continuing its chosen quote.
        input: ({ context }) => ({ user: context.user as AutoUser }),
        onDone: [
          {
            guard: { type: 'anyShowable', params: ({ event }) => ({ output: event.output }) },
            target: 'RESULTS',
            actions: [{ type: 'storeQuotes', params: ({ event }) => ({ output: event.output }) }],
          },
          {
            target: 'NO_QUOTES',
            actions: [{ type: 'storeQuotes', params: ({ event }) => ({ output: event.output }) }],
          },
        ],
        onError: {
          target: 'RC1_ERROR',
          actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
      // The loader's progress counter rises 2 points a second and stops after 60 seconds.
      initial: 'ticking',
      states: {
        ticking: {
          after: {
            progressTick: { guard: 'progressRunning', target: 'ticking', reenter: true, actions: ['tickProgress'] },
          },
        },
      },
    },
    RESULTS: {
      tags: ['step:quotes'],
      description: 'Quotes sorted by price; an online-bind quote can be continued online (spec 001 section 1).',
      on: { CONTINUE_ONLINE: { guard: 'offersOnlineBind', target: 'ONLINE_BIND', actions: ['startOnline'] } },
    },
    NO_QUOTES: {
      tags: ['step:noQuotes'],
      description: 'No carrier could quote: the shopper is told and offered a retry.',
      on: { RETRY: 'GET_RC1_QUOTES' },
    },
    RC1_ERROR: {
      tags: ['step:rc1Error'],
      description: 'The quote call failed: error page with retry; answers are kept.',
      ...requirementsMeta([errorRequirement('rc1_quotes_error')]),
      on: { RETRY: 'GET_RC1_QUOTES' },
    },
    ONLINE_BIND: {
      description:
        "The chosen carrier's rate-call session (spec 001 section 4): RC1 opens it, RC2 asks, checks the driving record, re-rates and gives the bind rate, RC3 takes payment and binds.",
      initial: 'GET_POST_QUOTE_RULES',
      on: { BACK_TO_QUOTES: { target: 'RESULTS', actions: ['leaveOnline'] } },
      states: {
        GET_POST_QUOTE_RULES: {
          description:
            "The post-quote remote rules (roundTwoFirstQuestion's layout picks the chains, skipPostQuotesLandingPage, rc2IterationRule, rc2PrefillToggle, agencyOperatingHours, calendlyAvailability) in one POST /rules-engine/evaluate, beside the post-quotes phone number. A failure gives every rule its default and the purchase goes on.",
          tags: ['state:loading', 'step:postQuotesLoading'],
          invoke: {
            src: 'fetchPostQuoteRules',
            id: 'fetchPostQuoteRules',
            input: ({ context }) => postQuoteRulesInputOf(context),
            onDone: {
              target: 'GET_RC1_QUOTES',
              actions: [{ type: 'storePostQuoteRules', params: ({ event }) => ({ rules: event.output }) }],
            },
            onError: {
              target: 'GET_RC1_QUOTES',
              actions: [{ type: 'storePostQuoteRules', params: { rules: DEFAULT_POST_QUOTE_RULES } }],
            },
          },
        },
        GET_RC1_QUOTES: callState(
          'GET_RC1_QUOTES',
          "RC1 for the chosen carrier: opens the session (externalId, companysQuoteNumber). 'Did not receive {carrier} in RC1 quotes' goes back to the results.",
          {
            success: [
              { prefill: true, target: 'GET_PARTNER_PREFILL' },
              { prefill: false, target: 'GET_RC2_QUESTIONS' },
            ],
            carrierRejected: REJECTED,
            postQuotesError: POST_QUOTES,
            customRoute: '#ratecall.RESULTS',
          },
          '#ratecall.RESULTS',
        ),
        GET_PARTNER_PREFILL: callState(
          'GET_PARTNER_PREFILL',
          "RC2 partner prefill (remote rule rc2PrefillToggle): the carrier's VINs and licence numbers become the questions' defaults; a failure only loses them.",
          { success: 'GET_RC2_QUESTIONS', prefillFailed: 'GET_RC2_QUESTIONS' },
          'GET_RC2_QUESTIONS',
        ),
        GET_RC2_QUESTIONS: callState(
          'GET_RC2_QUESTIONS',
          "RC2: the carrier's pre-MVR questions. 'Fetch RC Pre-MVR Questions failed'.",
          { success: 'ANSWER_RC2_QUESTIONS', ...CATALOGUE },
          RC_ERROR,
        ),
        ANSWER_RC2_QUESTIONS: askState(
          'preMvr',
          "The shopper answers the carrier's questions (the pre-MVR chain's screens); INVALID_VEHICLE marks vinError, the Liberty rule marks assignedDriverError, and the chain goes back to the screen that asks the refused answer.",
          'step:rc2Questions',
          { ANSWERS_SUBMITTED: { target: '#ratecall.ONLINE_BIND.SUBMIT_RC2_ANSWERS', actions: ['storeAnswers'] } },
        ),
        SUBMIT_RC2_ANSWERS: callState(
          'SUBMIT_RC2_ANSWERS',
          'RC2: submit the answers. The carrier checks them (VINs, licences, assigned drivers) or stops the purchase; a fast-track carrier hands it to an agent. A home or renters session has no driving record to check: on to the re-rate.',
          {
            // Property has no driving record (A13; the sandbox refuses CHECK_FOR_UDO for it): on to the re-rate.
            success: [
              { property: false, target: 'CHECK_FOR_UDO' },
              { property: true, target: 'GET_RC2_RATE' },
            ],
            handedOff: 'HANDED_OFF',
            vinError: 'ANSWER_RC2_QUESTIONS',
            assignedDriverError: 'ANSWER_RC2_QUESTIONS',
            answerErrors: 'ANSWER_RC2_QUESTIONS',
            ...CATALOGUE,
          },
          RC_ERROR,
        ),
        CHECK_FOR_UDO: callState(
          'CHECK_FOR_UDO',
          'RC2: the driving-record check. SuccessWithAdditionalDrivers creates the undisclosed drivers and starts the post-driving-record questions.',
          { success: 'GET_RC2_RATE', successWithAdditionalDrivers: 'ANSWER_UNDISCLOSED_DRIVERS', ...CATALOGUE },
          RC_ERROR,
        ),
        ANSWER_UNDISCLOSED_DRIVERS: askState(
          'postMvr',
          'Post-MVR: the shopper says who each undisclosed household driver is (undisclosed-drivers-household and the screens after it); the answers go with CHECK_FOR_UDO again.',
          'step:undisclosedDriversHousehold',
          {
            UNDISCLOSED_DRIVERS_ANSWERED: {
              target: '#ratecall.ONLINE_BIND.CHECK_FOR_UDO',
              actions: ['storeUndisclosedAnswers'],
            },
          },
        ),
        GET_RC2_RATE: callState(
          'GET_RC2_RATE',
          "RC2: re-rate with the answers and the driving record; the change is against the rate the shopper saw. 'Fetch RC2 Updated Rate failed'.",
          RERATED,
          RC_ERROR,
        ),
        REVIEW_UPDATED_PRICE: askState(
          'coverages',
          'The rate changed (or only rerated quotes came back): proceed-with-updated-price shows the new price, up or down, then the coverages chain.',
          'step:proceedWithUpdatedPrice',
          {
            PROCEED: '#ratecall.ONLINE_BIND.BIND_RC2',
            COVERAGES_EDITED,
            CONNECT_AGENT: '#ratecall.ONLINE_BIND.AGENT_REQUESTED',
          },
        ),
        EDIT_COVERAGES: askState(
          'coverages',
          "The rate as the shopper saw it: editable coverages (with the rules' adjustments to confirm, after CHECK_COVERAGES adjusted an edit), a re-quote, on to the bind rate, or an agent.",
          'step:editableCoverages',
          {
            COVERAGES_EDITED,
            REQUOTE: '#ratecall.ONLINE_BIND.UPDATE_QUOTE',
            PROCEED: '#ratecall.ONLINE_BIND.BIND_RC2',
            CONNECT_AGENT: '#ratecall.ONLINE_BIND.AGENT_REQUESTED',
          },
        ),
        CHECK_COVERAGES: {
          description:
            "POST /rules-engine/ (spec 001 section 7): the edited coverages against the state's minimums and the coverage rules. Valid: on to the re-rate. Adjusted: back to editable-coverages with the adjusted limits, each with why it changed, for the shopper to confirm. A failed check: on to the re-rate, which holds the limits to the state's minimums itself (docs/decisions/0033).",
          tags: ['state:loading', 'step:postQuotesLoading'],
          invoke: {
            src: 'checkCoverages',
            id: 'checkCoverages',
            input: ({ context }) => coverageCheckInput(context),
            onDone: [
              {
                guard: { type: 'coveragesValid', params: ({ event }) => ({ output: event.output }) },
                target: 'UPDATE_COVERAGE',
                actions: ['acceptCoverages'],
              },
              {
                target: 'EDIT_COVERAGES',
                actions: [{ type: 'storeCoverageAdjustment', params: ({ event }) => ({ output: event.output }) }],
              },
            ],
            onError: { target: 'UPDATE_COVERAGE', actions: ['acceptCoverages'] },
          },
        },
        UPDATE_COVERAGE: callState(
          'UPDATE_COVERAGE',
          "RC2: re-rate with the edited coverages (the spec's UPDATE_{product}).",
          RERATED,
          RC_ERROR,
        ),
        UPDATE_QUOTE: callState('UPDATE_QUOTE', 'RC2: re-rate the quote as it stands.', RERATED, RC_ERROR),
        BIND_RC2: callState(
          'BIND_RC2',
          'RC2: the bind rate and its payment plans (readyForPurchase).',
          { success: 'GET_RC3_QUESTIONS', ...CATALOGUE },
          RC_ERROR,
        ),
        GET_RC3_QUESTIONS: callState(
          'GET_RC3_QUESTIONS',
          'RC3: the payment questions (method, plan, secure card collection, recurring payments, disclosures).',
          { success: 'ENTER_PAYMENT', ...CATALOGUE },
          RC_ERROR,
        ),
        ENTER_PAYMENT: askState(
          'payment',
          "The payment chain's screens: the card is the vault's token. A decline, insufficient funds or a processor error comes back here with its message, at the card's screen; a new card clears it.",
          'step:paymentMethod',
          {
            PAYMENT_SUBMITTED: { target: '#ratecall.ONLINE_BIND.COLLECT_PAYMENT', actions: ['storePaymentAnswers'] },
            // The chain goes on from the card screen as it is: only the decline of the card before is cleared.
            CARD_ACCEPTED: { actions: ['clearPaymentError'] },
          },
        ),
        COLLECT_PAYMENT: callState(
          'COLLECT_PAYMENT',
          "RC3: collect the payment (the sandbox's test cards decline, lack funds or fail). 'Bind RC3 failed'.",
          {
            success: 'BIND_RC3',
            cardDeclined: 'ENTER_PAYMENT',
            insufficientFunds: 'ENTER_PAYMENT',
            processorError: 'ENTER_PAYMENT',
            paymentFailed: 'ENTER_PAYMENT',
            ...CATALOGUE,
          },
          RC_ERROR,
        ),
        BIND_RC3: callState(
          'BIND_RC3',
          "RC3: bind the policy. 'Error binding {policy type} policy:: {message}'.",
          { success: 'PURCHASED', ...CATALOGUE },
          RC_ERROR,
        ),
        PURCHASED: {
          description: 'purchase-success: the bound policy and its summary.',
          tags: ['step:purchaseSuccess'],
        },
        AGENT_REQUESTED: {
          description:
            'After the re-rate the shopper chose to connect to an agent (proceed-updated-price-connect-agent): an agent finishes the purchase. In the background: the CRM export, the slack message to our agents and the lead (skipped, or without personal fields, for an opted-out shopper); a failure tells the shopper to call.',
          tags: ['step:agentRequested'],
          ...handoffStates('connect_agent', handoffSource, agentDetails),
        },
        HANDED_OFF: {
          description:
            'The fast-track carrier: an agent reaches out to finish the purchase (fast-track-reach-out). In the background: the CRM export and the slack message to our agents.',
          tags: ['step:fastTrackReachOut'],
          ...handoffStates('fast_track', handoffSource, agentDetails),
        },
      },
    },
    CARRIER_REJECTED: errorPage(
      "'rejected or redirected': the specific error carrierRejected, on /error.",
      'step:carrierRejected',
      'carrier_rejected',
    ),
    POST_QUOTES_ERROR: errorPage(
      "'hard stop' or the vehicle-symbol path: /post-quotes-error.",
      'step:postQuotesError',
      'post_quotes_error',
    ),
    RC_ERROR: errorPage(
      'Any other rate-call error: rcError, on /error. A step a lost connection or a briefly unavailable server stopped can be sent again (Try again).',
      'step:rcError',
      'rc_error',
      RC_ERROR_STEPS,
    ),
  },
});

export type RatecallMachine = typeof ratecallMachine;
