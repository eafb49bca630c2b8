import { createElement } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type ActorRefFrom, type AnyEventObject, type AnyStateMachine, createActor, fromPromise } from 'xstate';
import type { AutoUser, Quote } from '../../../contract';
import type {
  AnswerError,
  PaymentPlanOption,
  RatecallResponse,
  RatecallStep,
  ResolvedOperator,
} from '../../../contract/ratecall';
import { createBindMachine } from '../../../machines/bind/bind.machine';
import type { AutoBindCarrier } from '../../../machines/bind/bind.types';
import { bindUserOf } from '../../../machines/bind/bindUser';
import type { BindChainId } from '../../../machines/bind/chains';
import { parseNodeId } from '../../../machines/graph/expandFlow';
import { bindStepOf } from '../../../machines/bind/steps';
import { initialUser } from '../../../machines/intake/initialUser';
import { ratecallMachine } from '../../../machines/ratecall/ratecall.machine';
import type { CoverageCheckInput, RatecallCallInput, Rc1Result } from '../../../machines/ratecall/ratecall.types';
import type { CoverageCheck } from '../../../domain/coverageSelection';
import { SAMPLE_QUOTE } from '../../../testing/sampleQuote';
import { BindChainScreen } from '../bind/BindChainScreen';
import { withAppShell } from './withAppShell';
import {
  DEFAULT_POST_QUOTE_RULES,
  type PostQuoteRules,
  type PostQuoteRulesInput,
} from '../../../machines/ratecall/postQuoteRules';
import { autoRc2Questions } from '../../../../server/ratecall/questions/autoChains';
import { rc3Questions } from '../../../../server/ratecall/questions/paymentQuestions';
import { checkAutoAnswers } from '../../../../server/ratecall/autoRules';
import type { Answers } from '../../../../server/ratecall/types';

// The post-quote screens' actors for stories and component tests: a real rate-call chart whose calls never settle (the
// story answers each step with a response in the contract's shape, as `xstate.done.actor.<STEP>`), its questions the
// sandbox's own generators' (server/ratecall/questions), and a real chain actor from createBindMachine.

const storyMachine = ratecallMachine.provide({
  actors: {
    fetchRc1Quotes: fromPromise<Rc1Result, { user: AutoUser }>(() => new Promise<never>(() => {})),
    callRatecall: fromPromise<RatecallResponse, RatecallCallInput>(() => new Promise<never>(() => {})),
    fetchPostQuoteRules: fromPromise<PostQuoteRules, PostQuoteRulesInput>(() => new Promise<never>(() => {})),
    checkCoverages: fromPromise<CoverageCheck, CoverageCheckInput>(() => new Promise<never>(() => {})),
  },
});

/** The stories' post-quote rules: the editable coverages shown, agents on the phones, a call bookable. */
export const STORY_RULES: PostQuoteRules = {
  ...DEFAULT_POST_QUOTE_RULES,
  iteration: 'editableCoverages',
  agentsOpen: true,
  callBookable: true,
  phoneNumber: '8005550162',
  defaulted: {},
};
export const widened: AnyStateMachine = storyMachine;
export type StoryRatecall = ActorRefFrom<typeof storyMachine>;
export type StoryChain = ActorRefFrom<ReturnType<typeof createBindMachine>>;

/** The story session's secret (RC1's data.sessionSecret): 43 base64url characters, as the sandbox answers. */
export const STORY_SESSION_SECRET = 'c3Rvcnktc2Vzc2lvbi1zZWNyZXQtMDEyMzQ1Njc4OQ';

/** A household of two vehicles and two drivers in Ohio (summaries, main drivers, relationships all show). */
export function storyHousehold(): AutoUser {
  const base = initialUser();
  const address = { streetAddress: '1200 Lakeview Ave', city: 'Columbus', state: 'OH' as const, zip: '43215' };
  const [self] = base.autoPolicy.operators;
  return {
    ...base,
    // A long email (a real shopper's can be): the screens that show it must wrap it at 320 px.
    contact: { ...base.contact, email: 'avery.nunez-oberg.household@example.com' },
    autoPolicy: {
      ...base.autoPolicy,
      policy: { ...base.autoPolicy.policy, state: 'OH', address },
      vehicles: [
        { id: 1, year: '2020', make: 'Toyota', model: 'Corolla', ownershipStatus: 'Finance', primaryUse: 'Commute' },
        { id: 2, year: '2017', make: 'Honda', model: 'CR-V', ownershipStatus: 'Own', primaryUse: 'Pleasure' },
      ],
      operators: [
        { ...self, firstName: 'Avery', lastName: 'Núñez-Øberg', birthdate: '04/12/1986', currentlyInsured: 'Yes' },
        {
          ...self,
          id: 2,
          isPrimary: false,
          relationship: 'Spouse',
          firstName: 'Sam',
          lastName: 'Núñez-Øberg',
          birthdate: '09/30/1988',
        },
      ],
    },
  };
}

const CARRIER_NAMES: Record<AutoBindCarrier, string> = {
  libertymutual: 'Liberty Mutual',
  safeco: 'Safeco',
  branch: 'Branch',
  root: 'Root',
  fasttrack: 'FastTrack Insurance Agency',
};

/** The story quote as another online-bind carrier quoted it. */
export const quoteOf = (carrierId: AutoBindCarrier): Quote => ({
  ...SAMPLE_QUOTE,
  carrier: CARRIER_NAMES[carrierId],
  carrierId,
  partner: carrierId,
  quoteId: `${carrierId}-rc1-7f3a`,
});

export const STORY_PLANS: PaymentPlanOption[] = [
  {
    value: 'fullPayPlan',
    label: 'Pay in full',
    numberOfPayments: 1,
    frequency: 'once',
    totalAmount: 661,
    depositAmount: 661,
    installmentAmount: 0,
  },
  {
    value: 'monthlyPayPlan',
    label: 'Monthly',
    numberOfPayments: 6,
    frequency: 'monthly',
    totalAmount: 712.8,
    depositAmount: 118.8,
    installmentAmount: 118.8,
  },
];

const NEXT: Partial<Record<RatecallStep, RatecallStep>> = {
  GET_RC1_QUOTES: 'GET_RC2_QUESTIONS',
  GET_RC2_QUESTIONS: 'SUBMIT_RC2_ANSWERS',
  SUBMIT_RC2_ANSWERS: 'CHECK_FOR_UDO',
  CHECK_FOR_UDO: 'GET_RC2_RATE',
  GET_RC2_RATE: 'BIND_RC2',
  BIND_RC2: 'GET_RC3_QUESTIONS',
  GET_RC3_QUESTIONS: 'COLLECT_PAYMENT',
  COLLECT_PAYMENT: 'BIND_RC3',
};

export function respond(
  quote: Quote,
  step: RatecallStep,
  ok: boolean,
  data: Partial<RatecallResponse['data']> = {},
  status?: RatecallResponse['status'],
): AnyEventObject {
  const next = NEXT[step] ?? step;
  const output: RatecallResponse = {
    success: ok,
    status: status ?? (ok ? 'Success' : 'Error'),
    message: ok ? `${step} done` : `${step} failed`,
    data: {
      requestDetails: {
        ratecall: next.startsWith('GET_RC3') || next === 'COLLECT_PAYMENT' || next === 'BIND_RC3' ? 'RC3' : 'RC2',
        step: next,
        carrier: quote.carrier,
        carrierId: quote.carrierId,
        partner: quote.partner,
        externalId: 'rc_Q2xhcmtlS2VudEtyeXB0b24x',
        companysQuoteNumber: 'LMQ204867531',
      },
      nextSteps: ok ? [next] : [step],
      ...(ok ? { completedStep: step } : {}),
      ...data,
    },
  };
  return { type: `xstate.done.actor.${step}`, output };
}

export const priced = (quote: Quote, factor: number): Quote => ({
  ...quote,
  fullPayPlan: { totalAmount: Math.round(612 * factor), numberOfPayments: 1 },
  monthlyPayPlan: { totalAmount: Math.round(660 * factor), numberOfPayments: 6, depositAmount: 110 },
});

export const STORY_OPERATOR: ResolvedOperator = {
  id: 3,
  firstName: 'Jordan',
  lastName: 'Okonkwo',
  externalOperatorId: 'MVR-3',
  outcome: 'pending',
};

/** What POST /rules-engine/ answers for uninsured motorist above bodily injury (server/rules/coverage). */
export const STORY_ADJUSTMENT: CoverageCheck = {
  valid: false,
  coverages: { ...SAMPLE_QUOTE.coverages },
  messages: {
    uninsuredMotoristBodilyInjury: [
      "Uninsured motorist coverage can't be higher than bodily injury: lowered to 50/100.",
    ],
  },
};

export type RatecallStage =
  | 'preMvr'
  | 'answerErrors'
  | 'postMvr'
  | 'coverages'
  | 'coverageAdjusted'
  | 'payment'
  | 'paymentError'
  | 'purchased';

function refusedAnswers(user: AutoUser, quote: Quote, answers: Answers = {}): AnswerError[] {
  const checked = checkAutoAnswers(user, quote.carrierId, quote.carrier, answers, 'OH');
  if (checked.kind !== 'errors') throw new Error(`driveBind: the sandbox answers ${checked.kind}, not answer errors`);
  return checked.errors;
}

/** The rate-call chart for the household, answered up to where a stage's chain is asked. */
export function ratecallAt(
  stage: RatecallStage,
  opts: {
    carrier?: AutoBindCarrier;
    answerErrors?: AnswerError[];
    /** Or the shopper's RC2 answers, refused by the sandbox's own rules (server/ratecall/autoRules). */
    answers?: Answers;
    paymentError?: 'card_declined' | 'insufficient_funds' | 'processor_error';
    /** The post-quote rules' answer (STORY_RULES otherwise). */
    rules?: Partial<PostQuoteRules>;
  } = {},
): StoryRatecall {
  const user = storyHousehold();
  const quote = quoteOf(opts.carrier ?? 'libertymutual');
  const actor = createActor(widened, { input: { user, server: {}, continueWith: quote } }).start();
  const send = (event: AnyEventObject) => {
    if (!actor.getSnapshot().can(event))
      throw new Error(`driveBind: ${JSON.stringify(actor.getSnapshot().value)} does not accept ${event.type}`);
    actor.send(event);
  };
  const questions = autoRc2Questions({
    user,
    carrierId: quote.carrierId,
    carrierName: quote.carrier,
    state: 'OH',
    breakout: 'grouped',
    today: new Date(Date.UTC(2026, 10, 23)),
  });
  send({ type: 'xstate.done.actor.fetchPostQuoteRules', output: { ...STORY_RULES, ...opts.rules } });
  // A session without a saved user: RC1 answers its secret, the proof every later step (and the documents) send.
  send(respond(quote, 'GET_RC1_QUOTES', true, { quotes: [quote], sessionSecret: STORY_SESSION_SECRET }));
  send(respond(quote, 'GET_RC2_QUESTIONS', true, { questions }));
  if (stage === 'preMvr') return actor;
  send({ type: 'ANSWERS_SUBMITTED', answers: {} });
  if (stage === 'answerErrors') {
    send(
      respond(quote, 'SUBMIT_RC2_ANSWERS', false, {
        answerErrors: opts.answerErrors ?? refusedAnswers(user, quote, opts.answers),
      }),
    );
    return actor;
  }
  send(respond(quote, 'SUBMIT_RC2_ANSWERS', true));
  if (stage === 'postMvr') {
    send(
      respond(quote, 'CHECK_FOR_UDO', true, { undisclosedOperators: [STORY_OPERATOR] }, 'SuccessWithAdditionalDrivers'),
    );
    return actor;
  }
  send(respond(quote, 'CHECK_FOR_UDO', true));
  send(respond(quote, 'GET_RC2_RATE', true, { quotes: [priced(quote, 1.08)] }, 'Success With Changes'));
  if (stage === 'coverages') return actor;
  if (stage === 'coverageAdjusted') {
    // The shopper raised uninsured motorist above bodily injury; POST /rules-engine/ lowered it back (CHECK_COVERAGES).
    send({ type: 'COVERAGES_EDITED', coverages: { ...quote.coverages, uninsuredMotoristBodilyInjury: '100/300' } });
    send({ type: 'xstate.done.actor.checkCoverages', output: STORY_ADJUSTMENT });
    return actor;
  }
  send({ type: 'PROCEED' });
  send(respond(quote, 'BIND_RC2', true, { paymentPlans: STORY_PLANS }));
  send(
    respond(quote, 'GET_RC3_QUESTIONS', true, {
      paymentPlans: STORY_PLANS,
      questions: rc3Questions('auto', quote.carrier, STORY_PLANS),
    }),
  );
  if (stage === 'payment') return actor;
  send({ type: 'PAYMENT_SUBMITTED', answers: { 'payment.paymentToken': 'tok_story_4242' } });
  if (stage === 'paymentError') {
    const code = opts.paymentError ?? 'card_declined';
    send(respond(quote, 'COLLECT_PAYMENT', false, { paymentError: { code, message: code } }));
    return actor;
  }
  const summary = {
    carrier: quote.carrier,
    policyType: 'auto',
    termMonths: 6,
    premium: 661,
    amountCharged: 661,
    paymentMethod: 'card' as const,
    card: { brand: 'Visa', last4: '4242' },
    rc3BindSummary: {
      carrier: quote.carrier,
      carrierId: quote.carrierId,
      policyType: 'auto',
      policyNumber: 'LM-AU-20261124-0042',
      effectiveDate: '11/24/2026',
      expirationDate: '05/24/2027',
      premium: 661,
      termMonths: 6,
      paymentPlan: STORY_PLANS[0],
      amountPaid: 661,
      paymentMethod: 'card' as const,
      card: { brand: 'Visa', last4: '4242' },
      boundAt: '2026-11-24T15:04:05Z',
    },
  };
  send(respond(quote, 'COLLECT_PAYMENT', true, { summary }));
  send(respond(quote, 'BIND_RC3', true, { summary, policy_id: '3f0c2f9e-8d1a-4c55-9b7e-2a6d1c0e5b44' }));
  return actor;
}

/** A chain for the household, started as the app starts it, then moved on with each screen's sample answer to `step`. */
export function chainAt(
  chainId: BindChainId,
  carrierId: AutoBindCarrier,
  step?: string,
  extra: { undisclosed?: boolean; rateChanged?: boolean; index?: number } = {},
): StoryChain {
  const user = bindUserOf({
    user: storyHousehold(),
    carrierId,
    undisclosedOperators: extra.undisclosed ? [STORY_OPERATOR] : [],
    changeInRate: extra.rateChanged ? 'increase' : undefined,
    coverages: SAMPLE_QUOTE.coverages,
  });
  const chain = createActor(createBindMachine(chainId), { input: { user } }).start();
  return step ? advanceTo(chain, step, extra.index) : chain;
}

/** Moves a chain on with each screen's sample answer until it shows `step` (the `index`th item's, when given). */
export function advanceTo(chain: StoryChain, step: string, index?: number): StoryChain {
  for (let i = 0; i < 60; i++) {
    const s = chain.getSnapshot();
    if (typeof s.value === 'string') throw new Error(`driveBind: ${chain.id} ended before ${step}`);
    const node = parseNodeId(Object.keys(s.value)[0]);
    if (!node) break;
    if (node.step === step && (index === undefined || node.index === index)) return chain;
    chain.send({ type: 'SUBMIT', answer: bindStepOf(node.step).examples[0] });
  }
  throw new Error(`driveBind: ${chain.id} never reached ${step}`);
}

/** What every post-quote stories file's meta shares (its own title beside): the chain's screen in the app's shell. */
/** The two sizes issue 28 checks the purchase at: a phone (390x844) and a desktop (1280x800). */
export const STORY_VIEWPORTS = {
  phone: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280x800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const BIND_STORIES = {
  component: BindChainScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  args: { onBack: fn() },
};

/** A story shown at one of STORY_VIEWPORTS (Storybook's viewport global). */
export const atViewport = (story: StoryObj, viewport: keyof typeof STORY_VIEWPORTS): StoryObj => ({
  ...story,
  globals: { viewport: { value: viewport, isRotated: false } },
});

/** A story of a chain's screen: `load` makes the chain and the rate-call chart it reads. */
export function chainStory(load: () => { chain: StoryChain; ratecall: StoryRatecall }): StoryObj {
  return {
    loaders: [async () => load()],
    render: (args, { loaded }) =>
      createElement(BindChainScreen, {
        chain: loaded.chain,
        ratecall: loaded.ratecall,
        onBack: (args as { onBack: () => void }).onBack,
      }),
  };
}
