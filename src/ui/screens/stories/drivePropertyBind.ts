import { type AnyEventObject, createActor } from 'xstate';
import type { Quote } from '../../../contract';
import { HomeUser, RentersUser } from '../../../contract/property';
import type { PaymentPlanOption } from '../../../contract/ratecall';
import { createBindMachine } from '../../../machines/bind/bind.machine';
import type { BindCarrier } from '../../../machines/bind/bind.types';
import { bindUserFor } from '../../../machines/bind/bindUser';
import type { BindChainId } from '../../../machines/bind/chains';
import { parseNodeId } from '../../../machines/graph/expandFlow';
import { bindStepOf } from '../../../machines/bind/steps';
import { SAMPLE_HOME_USER, SAMPLE_RENTERS_USER } from '../../../testing/sampleProperty';
import { SAMPLE_QUOTE } from '../../../testing/sampleQuote';
import { propertyRc2Questions } from '../../../../server/ratecall/questions/propertyChains';
import { rc3Questions } from '../../../../server/ratecall/questions/paymentQuestions';
import { paymentPlansOf } from '../../../../server/ratecall/carrierData';
import { STORY_RULES, STORY_SESSION_SECRET, type StoryChain, type StoryRatecall, respond, widened } from './driveBind';

// The home and renters post-quote screens' actors for stories and component tests (issue 31): shoppers built by the
// contract's schemas (src/testing/sampleProperty.ts, with the facts and occupants the summaries list), the sandbox's
// own home and renters questions (server/ratecall/questions), a real rate-call chart answered step by step, and a real
// property chain from createBindMachine.

export type PropertyType = 'home' | 'renters';
export type PropertyCarrier = 'lemonade' | 'branch' | 'safeco' | 'libertymutual';

const CARRIER_NAMES: Record<PropertyCarrier, string> = {
  lemonade: 'Lemonade',
  branch: 'Branch',
  safeco: 'Safeco',
  libertymutual: 'Liberty Mutual',
};

const address = {
  streetAddress: '1200 Lakeview Ave',
  secondaryAddress: 'Unit 4',
  city: 'Columbus',
  state: 'OH' as const,
  zip: '43215',
};

/** A home owner in Columbus with a second occupant and the facts the home summary lists (names in full Unicode). */
export function storyHomeOwner(): HomeUser {
  return HomeUser.parse({
    ...SAMPLE_HOME_USER,
    contact: { ...SAMPLE_HOME_USER.contact, email: 'avery.nunez-oberg.household@example.com' },
    homePolicy: {
      occupants: [
        { firstName: 'Avery', lastName: 'Núñez-Øberg', birthdate: '04/12/1986' },
        { firstName: 'Sam', lastName: 'Núñez-Øberg', birthdate: '09/30/1988' },
      ],
      properties: [
        {
          ...SAMPLE_HOME_USER.homePolicy.properties[0],
          propertyAddress: address,
          stories: 2,
          bedrooms: 3,
          bathrooms: 2,
          halfbathrooms: 1,
          roofType: 'Asphalt shingle',
          roofAge: 8,
          constructionType: 'Frame',
          foundationType: 'Basement',
          garageType: 'Built In',
        },
      ],
      policy: { ...SAMPLE_HOME_USER.homePolicy.policy, address },
    },
  });
}

/** A renter in Columbus sharing the flat, new to the address (the previous address is asked). */
export function storyRenter(): RentersUser {
  return RentersUser.parse({
    ...SAMPLE_RENTERS_USER,
    contact: { ...SAMPLE_RENTERS_USER.contact, email: 'avery.nunez-oberg.household@example.com' },
    rentersPolicy: {
      occupants: [
        { firstName: 'Avery', lastName: 'Núñez-Øberg', birthdate: '04/12/1986' },
        { firstName: '李', lastName: '小龍', birthdate: '11/27/1990' },
      ],
      properties: [{ propertyAddress: address }],
      policy: {
        ...SAMPLE_RENTERS_USER.rentersPolicy.policy,
        address,
        addressConfirmation: 'Yes',
        livedMoreThanFiveYears: 'Yes',
      },
    },
  });
}

/** The coverages the sandbox quotes (server/carriers/property propertyCoverages): amounts as texts. */
const COVERAGES: Record<PropertyType, Record<string, string>> = {
  home: {
    dwelling: '350000',
    otherStructures: '35000',
    personalProperty: '175000',
    lossOfUse: '70000',
    personalLiability: '300000',
    medicalPayments: '1000',
    deductible: '1000',
  },
  renters: {
    personalProperty: '30000',
    lossOfUse: '9000',
    personalLiability: '100000',
    medicalPayments: '1000',
    deductible: '1000',
  },
};

const PREMIUM: Record<PropertyType, number> = { home: 1284, renters: 168 };

/** The story's home or renters quote of a carrier that sells it online: 12 months, paid in full or monthly. */
export function propertyQuoteOf(policyType: PropertyType, carrierId: PropertyCarrier, factor = 1): Quote {
  const total = Math.round(PREMIUM[policyType] * factor);
  return {
    ...SAMPLE_QUOTE,
    carrier: CARRIER_NAMES[carrierId],
    carrierId,
    partner: carrierId,
    quoteId: `${carrierId}-${policyType}-7f3a`,
    termMonths: 12,
    coverages: COVERAGES[policyType],
    fullPayPlan: { totalAmount: total, numberOfPayments: 1 },
    monthlyPayPlan: { totalAmount: Math.round(total * 1.05), numberOfPayments: 12 },
  };
}

/** The bind rate's plans (BIND_RC2) of the quote priced at `factor`: the sandbox's own reading of a quote's plans. */
export function propertyPlans(policyType: PropertyType, carrierId: PropertyCarrier, factor = 1): PaymentPlanOption[] {
  return paymentPlansOf(propertyQuoteOf(policyType, carrierId, factor));
}

const shopperOf = (policyType: PropertyType) => (policyType === 'home' ? storyHomeOwner() : storyRenter());

export type PropertyStage = 'preMvr' | 'coverages' | 'payment' | 'purchased';

/** The rate-call chart for a home or renters shopper, answered up to where a stage's chain is asked. */
export function propertyRatecallAt(
  policyType: PropertyType,
  stage: PropertyStage,
  opts: { carrier?: PropertyCarrier; escrow?: boolean; rerated?: boolean } = {},
): StoryRatecall {
  const user = shopperOf(policyType);
  const carrierId = opts.carrier ?? 'lemonade';
  const quote = propertyQuoteOf(policyType, carrierId);
  const factor = opts.rerated === false ? 1 : 1.06;
  const plans = propertyPlans(policyType, carrierId, factor);
  const actor = createActor(widened, { input: { user, server: {}, continueWith: quote } }).start();
  const send = (event: AnyEventObject) => {
    if (!actor.getSnapshot().can(event))
      throw new Error(`drivePropertyBind: ${JSON.stringify(actor.getSnapshot().value)} does not accept ${event.type}`);
    actor.send(event);
  };
  const at = (state: string) => actor.getSnapshot().matches({ ONLINE_BIND: state } as never);
  const questions = propertyRc2Questions(user, new Date(Date.UTC(2026, 10, 23)));
  send({ type: 'xstate.done.actor.fetchPostQuoteRules', output: STORY_RULES });
  send(respond(quote, 'GET_RC1_QUOTES', true, { quotes: [quote], sessionSecret: STORY_SESSION_SECRET }));
  send(respond(quote, 'GET_RC2_QUESTIONS', true, { questions }));
  if (stage === 'preMvr') return actor as StoryRatecall;
  send({ type: 'ANSWERS_SUBMITTED', answers: {} });
  send(respond(quote, 'SUBMIT_RC2_ANSWERS', true));
  // A property session has no driving-record check (A13); until the chart skips it, the check finds nobody.
  if (at('CHECK_FOR_UDO')) send(respond(quote, 'CHECK_FOR_UDO', true));
  const rerated = propertyQuoteOf(policyType, carrierId, factor);
  send(
    respond(
      quote,
      'GET_RC2_RATE',
      true,
      { quotes: [rerated] },
      opts.rerated === false ? 'Success' : 'Success With Changes',
    ),
  );
  if (stage === 'coverages') return actor as StoryRatecall;
  send({ type: 'PROCEED' });
  send(respond(quote, 'BIND_RC2', true, { paymentPlans: plans }));
  send(
    respond(quote, 'GET_RC3_QUESTIONS', true, {
      paymentPlans: plans,
      questions: rc3Questions(policyType, quote.carrier, plans),
    }),
  );
  if (stage === 'payment') return actor as StoryRatecall;
  const escrow = opts.escrow === true && policyType === 'home';
  send({
    type: 'PAYMENT_SUBMITTED',
    answers: escrow
      ? { 'payment.paymentMethod': 'escrow', 'payment.mortgageLender': 'Huntington Bank', 'payment.loanNumber': 'L-88' }
      : { 'payment.paymentToken': 'tok_story_4242' },
  });
  const premium = plans[0].totalAmount;
  const paid = escrow ? 0 : premium;
  const card = escrow ? {} : { card: { brand: 'Visa', last4: '4242' } };
  const bound = {
    carrier: quote.carrier,
    carrierId: quote.carrierId,
    policyType,
    policyNumber: `LEM-${policyType === 'home' ? 'HO' : 'RN'}-20261124-0042`,
    effectiveDate: '11/24/2026',
    expirationDate: '11/24/2027',
    premium,
    termMonths: 12,
    paymentPlan: plans[0],
    amountPaid: paid,
    paymentMethod: escrow ? ('escrow' as const) : ('card' as const),
    ...card,
    boundAt: '2026-11-24T15:04:05Z',
  };
  const summary = {
    carrier: quote.carrier,
    policyType,
    termMonths: 12,
    premium,
    amountCharged: paid,
    paymentMethod: bound.paymentMethod,
    ...card,
    rc3BindSummary: bound,
  };
  send(respond(quote, 'COLLECT_PAYMENT', true, { summary }));
  send(respond(quote, 'BIND_RC3', true, { summary, policy_id: '3f0c2f9e-8d1a-4c55-9b7e-2a6d1c0e5b44' }));
  return actor as StoryRatecall;
}

/**
 * A home or renters chain, started as the app starts it (bindUserFor), then moved on to `step` with each screen's
 * first sample answer, or the answer `answers` gives for its step (`{ paymentMethod: { paymentMethod: 'escrow' } }`).
 */
export function propertyChainAt(
  chainId: BindChainId,
  policyType: PropertyType,
  step?: string,
  opts: { carrier?: BindCarrier; answers?: Record<string, unknown>; rateChanged?: boolean } = {},
): StoryChain {
  const carrierId = opts.carrier ?? 'lemonade';
  const user = bindUserFor({
    user: shopperOf(policyType),
    carrierId,
    coverages: COVERAGES[policyType],
    changeInRate: opts.rateChanged === false ? 'no_change' : 'increase',
  });
  const chain = createActor(createBindMachine(chainId), { input: { user } }).start();
  if (!step) return chain;
  for (let i = 0; i < 60; i++) {
    const s = chain.getSnapshot();
    if (typeof s.value === 'string') throw new Error(`drivePropertyBind: ${chainId} ended before ${step}`);
    const node = parseNodeId(Object.keys(s.value)[0]);
    if (!node) break;
    if (node.step === step) return chain;
    const answer = opts.answers?.[node.step] ?? bindStepOf(node.step).examples[0];
    chain.send({ type: 'SUBMIT', answer });
  }
  throw new Error(`drivePropertyBind: ${chainId} never reached ${step}`);
}
