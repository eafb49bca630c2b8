import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { acceptAnswers } from '../../../server/ratecall/answers';
import * as serverConstants from '../../../server/ratecall/constants';
import { type Breakout, autoRc2Questions } from '../../../server/ratecall/questions/autoChains';
import { rc3Questions } from '../../../server/ratecall/questions/paymentQuestions';
import { propertyRc2Questions } from '../../../server/ratecall/questions/propertyChains';
import { HomeUser, RentersUser } from '../../contract/property';
import { propertyPolicyOf } from '../../contract/propertyUser';
import { SAMPLE_HOME_USER, SAMPLE_RENTERS_USER } from '../../testing/sampleProperty';
import { type ResolvedOperator, type UndisclosedOperatorAnswer, SeparatePolicyAnswer } from '../../contract/ratecall';
import {
  HouseholdMemberStatus,
  LicenseReason,
  type PaymentPlanOption,
  type RatecallQuestion,
} from '../../contract/ratecall';
import type { AutoUser } from '../../contract/entities';
import { resolveUndisclosed, udoChainOf as serverUdoChainOf } from '../../../server/ratecall/undisclosed';
import { autoUser } from '../../../tests/server/fixtures';
import { LICENCE_FORMATS } from '../../../server/data/licencePatterns';
import { Dice } from '../../../server/prefill/dice';
import { generateLicence } from '../../../server/prefill/licence';
import type { UsState } from '../../domain/constants';
import { LICENCE_PATTERNS, fitsLicencePattern } from '../../domain/licencePatterns';
import {
  CRIMINAL_CONVICTION_STATES,
  INTERSTATE_COMMUTE_STATES,
  PRIOR_INSURANCE_STATES,
  PROOF_OF_RESIDENCY_STATES,
} from '../../domain/postQuoteStates';
import { stageAnswersOf } from './answers';
import { bindMachineOf } from './bind.machine';
import {
  AUTO_BIND_CARRIERS,
  type AutoBindCarrier,
  type BindCarrier,
  type BindUser,
  LAYOUTS,
  type Layout,
  PROPERTY_BIND_CARRIERS,
} from './bind.types';
import { bindUserFor, bindUserOf } from './bindUser';
import { type BindChainId, bindChains, chainFor } from './chains';
import * as clientConstants from './constants';
import { type BindStepDef, bindStepOf, questionIdOf } from './steps';
import { resolveUndisclosedAnswer, udoChainOf, undisclosedAnswersOf } from './undisclosed';

// The chains cannot drift from the sandbox: for sample households, every question the sandbox generates for a carrier
// (server/ratecall/questions, imported here only) is asked by a screen of that carrier's chain, every sandbox-backed
// screen the chain shows asks at least one of them, and what the chain collects passes the sandbox's own checks.

type Q = RatecallQuestion;
const TODAY = new Date(Date.UTC(2026, 10, 23));
const CARRIER_NAMES: Record<AutoBindCarrier, string> = {
  safeco: 'Safeco',
  libertymutual: 'Liberty Mutual',
  branch: 'Branch',
  root: 'Root',
  fasttrack: serverConstants.FAST_TRACK_CARRIER.name,
};

interface Household {
  name: string;
  state: string;
  vehicles: number;
  drivers: number;
  /** Answers the shopper gives instead of the sample (drive the chain's branches). */
  overrides?: Record<string, string | number | boolean>;
}

const HOUSEHOLDS: Household[] = [
  { name: 'one driver, one vehicle, TX', state: 'TX', vehicles: 1, drivers: 1 },
  { name: 'two and two, NC', state: 'NC', vehicles: 2, drivers: 2, overrides: { 'policy.rightTrackEnroll': 'Yes' } },
  {
    name: 'two and two, PA, driver 2 on a permit',
    state: 'PA',
    vehicles: 2,
    drivers: 2,
    overrides: { 'driver.2.hasActiveLicense': 'No', 'driver.2.licenseStatus': 'Learner permit' },
  },
  {
    name: 'one vehicle, three drivers, MD, driver 3 suspended',
    state: 'MD',
    vehicles: 1,
    drivers: 3,
    overrides: { 'driver.3.hasActiveLicense': 'No', 'driver.3.licenseStatus': 'Suspended' },
  },
  { name: 'four and four, MA, uninsured', state: 'MA', vehicles: 4, drivers: 4 },
];

/** The intake's shopper for a household: vehicle 2 leased, driver 2 with an SR-22, the last one uninsured. */
function shopperOf(h: Household): AutoUser {
  const base = autoUser();
  const u = structuredClone(base);
  u.autoPolicy.policy.state = h.state as AutoUser['autoPolicy']['policy']['state'];
  if (u.autoPolicy.policy.address) u.autoPolicy.policy.address.state = h.state as never;
  u.autoPolicy.vehicles = Array.from({ length: h.vehicles }, (_v, i) => ({
    ...base.autoPolicy.vehicles[0],
    id: i + 1,
    ownershipStatus: i === 1 ? 'Lease' : i === 2 ? 'Finance' : 'Own',
  }));
  u.autoPolicy.operators = Array.from({ length: h.drivers }, (_d, i) => ({
    ...base.autoPolicy.operators[0],
    id: i + 1,
    isPrimary: i === 0,
    firstName: ['Marguerite', 'Idris', 'Søren', 'Aiyana'][i],
    relationship: i === 0 ? 'Self' : 'Spouse',
    ...(i === 1 ? { sr22: { isRequired: true } } : {}),
    currentlyInsured: h.vehicles === 4 ? 'No' : 'Yes',
  }));
  return u;
}

/** A value the sandbox accepts for a question: the shopper's override, its default, or a sample of its type. */
function valueFor(
  q: Q,
  overrides: Household['overrides'] = {},
  answered: Record<string, unknown> = {},
): string | number | boolean {
  if (q.id in overrides) return overrides[q.id];
  if (q.type === 'confirm') return true;
  if (q.defaultValue !== undefined) return q.defaultValue;
  switch (q.type) {
    case 'vin':
      return '2T1BURHE0JC074321';
    case 'licenseNumber':
      // A number the state issues (the sandbox's generator), for the state the screen was given.
      return generateLicence(
        (answered[`driver.${q.entityId}.licenseState`] ?? 'TX') as UsState,
        'Okonkwo',
        new Dice(`driver-${q.entityId}`),
      );
    case 'yesNo':
      return 'No';
    case 'select':
      return q.options![0].value;
    case 'date':
      return q.maxDate ?? q.minDate ?? '01/15/2027';
    case 'number':
      return q.min ?? 16;
    case 'phone':
      return '6175550123';
    default:
      return q.id.includes('sr22') ? 'CASE-2291' : 'Ally Financial';
  }
}

/** The field key a screen's answer names a question by: the id without its entity (and item) prefix. */
const fieldOf = (q: Q) =>
  q.entityId === undefined ? q.id.slice(q.entity.length + 1) : q.id.split('.').slice(2).join('.');

/**
 * The questions a screen shows for the loop item, in order, answering each as it goes: a grouped screen shows a
 * field once the field it depends on has the value (the sandbox's showIf).
 */
function askOn(
  def: BindStepDef,
  user: BindUser,
  index: number,
  questions: Q[],
  answered: Record<string, unknown>,
  overrides: Household['overrides'],
): Record<string, unknown> | null {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const shown = (q: Q): boolean => {
    if (!q.showIf) return true;
    const parent = byId.get(q.showIf.questionId);
    if (!parent || !shown(parent)) return false;
    const v = answered[parent.id] ?? parent.defaultValue;
    return v !== undefined && q.showIf.in.includes(String(v));
  };
  const fields: Record<string, unknown> = {};
  for (const q of questions) {
    if (q.step !== def.slug || questionIdOf(user, def.entity!, index, fieldOf(q)) !== q.id || !shown(q)) continue;
    const v = valueFor(q, overrides, answered);
    fields[fieldOf(q)] = v;
    answered[q.id] = v;
  }
  return Object.keys(fields).length ? fields : null;
}

interface Walk {
  user: BindUser;
  /** Sandbox-backed screens the chain showed that asked nothing (drift the other way). */
  empty: string[];
  /** Screens whose answer the chain refused. */
  refused: string[];
  visited: string[];
}

/** Walks a chain to its end, answering each screen with what the sandbox asks on it. */
function walk(chainId: BindChainId, start: BindUser, questions: Q[], h: Household): Walk {
  const actor = createActor(bindMachineOf(chainId), { input: { user: start } }).start();
  const out: Walk = { user: start, empty: [], refused: [], visited: [] };
  const answered: Record<string, unknown> = {};
  for (let guard = 0; guard < 200; guard += 1) {
    const s = actor.getSnapshot();
    if (s.status === 'done') break;
    const node = s.context.visited.at(-1)!;
    const [stepId, at] = node.split('~');
    const index = Number(at);
    const def = bindStepOf(stepId);
    out.visited.push(node);
    let answer: unknown;
    if (def.source === 'rc2' || def.source === 'rc3') {
      answer = askOn(def, s.context.user, index, questions, answered, h.overrides);
      if (!answer) out.empty.push(node);
    } else answer = def.examples[0];
    actor.send({ type: 'SUBMIT', answer });
    if (actor.getSnapshot().context.visited.at(-1) === node && actor.getSnapshot().status !== 'done') {
      out.refused.push(`${node}: ${JSON.stringify(def.parse(answer))}`);
      break;
    }
  }
  out.user = actor.getSnapshot().context.user;
  actor.stop();
  return out;
}

const layoutsOf = (carrier: BindCarrier): Layout[] =>
  carrier === 'fasttrack' || carrier === 'root' ? ['grouped'] : [...LAYOUTS];
/** The sandbox's breakout for a carrier's layout: root asks VIN first whatever the experiment says. */
const breakoutOf = (layout: Layout): Breakout => layout;

describe('the pre-MVR chains and the sandbox ask the same questions', () => {
  for (const carrier of AUTO_BIND_CARRIERS)
    for (const layout of layoutsOf(carrier))
      for (const h of HOUSEHOLDS) {
        it(`${carrier}, ${layout}: ${h.name}`, () => {
          const user = shopperOf(h);
          const questions = autoRc2Questions({
            user,
            carrierId: carrier,
            carrierName: CARRIER_NAMES[carrier],
            state: h.state,
            breakout: breakoutOf(layout),
            today: TODAY,
          });
          const chainId = chainFor('auto', carrier, 'preMvr', layout)!;
          expect(chainId, 'a registered pre-MVR chain').toBeTruthy();
          const w = walk(chainId, bindUserOf({ user, carrierId: carrier }), questions, h);
          expect(w.refused, 'answers the chain refused').toEqual([]);
          expect(w.empty, 'screens the chain showed that the sandbox asks nothing on').toEqual([]);
          const { answers, missing } = stageAnswersOf(questions, w.user.answers);
          // Every question the sandbox shows for these answers was asked on some screen of the chain.
          const byId = new Map(questions.map((q) => [q.id, q]));
          const unasked = questions.filter((q) => {
            if (q.id in w.user.answers) return false;
            if (!q.showIf) return true;
            const parent = byId.get(q.showIf.questionId)!;
            const v = w.user.answers[parent.id] ?? parent.defaultValue;
            return v !== undefined && q.showIf.in.includes(String(v)) && parent.id in w.user.answers;
          });
          expect(unasked.map((q) => `${q.step}: ${q.id}`)).toEqual([]);
          expect(missing).toEqual([]);
          expect(() => acceptAnswers(questions, answers, 'answers')).not.toThrow();
          // The chain's screens are the sandbox's screens, one to one by route slug.
          const slugsAsked = new Set(
            w.visited
              .map((n) => bindStepOf(n.split('~')[0]))
              .filter((d) => d.source === 'rc2')
              .map((d) => d.slug),
          );
          const slugsServer = new Set(questions.filter((q) => q.id in answers).map((q) => q.step));
          expect([...slugsAsked].sort()).toEqual([...slugsServer].sort());
        });
      }
});

describe('the payment chain and the sandbox ask the same RC3 questions', () => {
  const plans: PaymentPlanOption[] = [
    {
      value: 'fullPayPlan',
      label: 'Pay in full',
      numberOfPayments: 1,
      frequency: 'once',
      totalAmount: 812,
      depositAmount: 812,
      installmentAmount: 0,
    },
    {
      value: 'monthlyPayPlan',
      label: 'Monthly',
      numberOfPayments: 6,
      frequency: 'monthly',
      totalAmount: 860,
      depositAmount: 160,
      installmentAmount: 140,
    },
  ];
  for (const plan of ['fullPayPlan', 'monthlyPayPlan'])
    it(`auto, ${plan}`, () => {
      const questions = rc3Questions('auto', 'Safeco', plans);
      const h: Household = {
        name: plan,
        state: 'TX',
        vehicles: 1,
        drivers: 1,
        overrides: { 'payment.paymentPlan': plan, 'payment.paymentToken': 'tok_abcdefghijklmnopqrstuvwx' },
      };
      const w = walk('autoPayment', bindUserOf({ user: shopperOf(h), carrierId: 'safeco' }), questions, h);
      expect(w.refused).toEqual([]);
      expect(w.empty).toEqual([]);
      const { answers, missing } = stageAnswersOf(questions, w.user.answers);
      expect(missing).toEqual([]);
      expect(() => acceptAnswers(questions, answers, 'answers')).not.toThrow();
      const slugs = new Set(w.visited.map((n) => bindStepOf(n.split('~')[0]).slug));
      expect([...new Set(questions.filter((q) => q.id in answers).map((q) => q.step))].sort()).toEqual(
        [...slugs].sort(),
      );
    });
});

// The home and renters chains (issue 31): shoppers parsed by the contract, each drives a branch of the chain.
interface PropertyShopper {
  name: string;
  user: HomeUser | RentersUser;
  overrides?: Household['overrides'];
}

const withHome = (
  policy: Partial<HomeUser['homePolicy']['policy']>,
  more: Partial<HomeUser['homePolicy']> = {},
): HomeUser =>
  HomeUser.parse({
    ...SAMPLE_HOME_USER,
    homePolicy: {
      ...SAMPLE_HOME_USER.homePolicy,
      ...more,
      policy: { ...SAMPLE_HOME_USER.homePolicy.policy, ...policy },
    },
  });
const withRenter = (
  policy: Partial<RentersUser['rentersPolicy']['policy']>,
  more: Partial<RentersUser['rentersPolicy']> = {},
): RentersUser =>
  RentersUser.parse({
    ...SAMPLE_RENTERS_USER,
    rentersPolicy: {
      ...SAMPLE_RENTERS_USER.rentersPolicy,
      ...more,
      policy: { ...SAMPLE_RENTERS_USER.rentersPolicy.policy, ...policy },
    },
  });
const occupants = [
  { firstName: 'Marguerite', lastName: 'Okonkwo' },
  { firstName: 'Søren', lastName: 'Okonkwo' },
];
const elsewhere = { streetAddress: '77 Élan Ave', city: 'Dublin', state: 'OH' as const, zip: '43017' };

const HOME_SHOPPERS: PropertyShopper[] = [
  {
    name: 'one occupant, lived there 2 years',
    user: SAMPLE_HOME_USER,
    overrides: { 'policy.addressConfirmation': 'Yes' },
  },
  {
    name: 'two occupants, connected home chosen on the intake',
    user: withHome(
      {},
      {
        occupants,
        properties: [
          { ...SAMPLE_HOME_USER.homePolicy.properties[0], discounts: { connectedHome: true, paperless: true } },
        ],
      },
    ),
    overrides: { 'policy.addressConfirmation': 'Yes' },
  },
  {
    name: 'connected home chosen on the discounts screen, address confirmation No',
    user: SAMPLE_HOME_USER,
    overrides: { 'property.1.connectedHome': 'Yes', 'policy.addressConfirmation': 'No' },
  },
  { name: 'a condo, two occupants', user: withHome({ policyType: 'Condo' }, { occupants }) },
];

const RENTERS_SHOPPERS: PropertyShopper[] = [
  { name: 'address confirmed on the intake', user: withRenter({ addressConfirmation: 'Yes' }) },
  { name: 'address not confirmed, two occupants', user: withRenter({ addressConfirmation: 'No' }, { occupants }) },
  {
    name: 'not lived there 5 years, with a prior address',
    user: withRenter({ addressConfirmation: 'Yes', livedMoreThanFiveYears: 'No', priorAddress: elsewhere }),
  },
  {
    name: 'not lived there 5 years, the prior address unknown',
    user: withRenter({ livedMoreThanFiveYears: 'No' }),
  },
  {
    name: 'an interested party to list, known on the intake',
    user: withRenter({
      addressConfirmation: 'Yes',
      interestedPartyInfoConfirmation: 'Yes',
      landlordInfo: { name: 'Oak Street Property Management', address: elsewhere },
    }),
  },
  {
    name: 'an interested party to list, chosen in the chain',
    user: withRenter({ livedMoreThanFiveYears: 'Yes' }),
    overrides: { 'policy.interestedPartyInfoConfirmation': 'Yes' },
  },
];

/** The property walk's checks: as the auto pre-MVR's, for the questions the sandbox shows given the answers. */
function expectInSync(w: Walk, questions: Q[]) {
  expect(w.refused, 'answers the chain refused').toEqual([]);
  expect(w.empty, 'screens the chain showed that the sandbox asks nothing on').toEqual([]);
  const { answers, missing } = stageAnswersOf(questions, w.user.answers);
  const byId = new Map(questions.map((q) => [q.id, q]));
  // Shown by the sandbox's showIf for the answers given (a default counts, as the sandbox reads it).
  const shown = (q: Q): boolean => {
    if (!q.showIf) return true;
    const parent = byId.get(q.showIf.questionId)!;
    const v = w.user.answers[parent.id] ?? parent.defaultValue;
    return shown(parent) && v !== undefined && q.showIf.in.includes(String(v));
  };
  const unasked = questions.filter((q) => shown(q) && !(q.id in w.user.answers));
  expect(unasked.map((q) => `${q.step}: ${q.id}`)).toEqual([]);
  expect(missing).toEqual([]);
  expect(() => acceptAnswers(questions, answers, 'answers')).not.toThrow();
  const slugsAsked = new Set(
    w.visited
      .map((n) => bindStepOf(n.split('~')[0]))
      .filter((d) => d.source === 'rc2' || d.source === 'rc3')
      .map((d) => d.slug),
  );
  const slugsServer = new Set(questions.filter((q) => q.id in answers).map((q) => q.step));
  expect([...slugsAsked].sort()).toEqual([...slugsServer].sort());
  return answers;
}

describe('the home and renters pre-MVR chains and the sandbox ask the same questions', () => {
  const cases = [
    ...HOME_SHOPPERS.map((s) => ['home', s] as const),
    ...RENTERS_SHOPPERS.map((s) => ['renters', s] as const),
  ];
  for (const [policyType, shopper] of cases)
    for (const carrier of PROPERTY_BIND_CARRIERS) {
      const chainId = chainFor(policyType, carrier, 'preMvr');
      if (policyType === 'renters' && carrier === 'branch') {
        it('branch has no renters chain (it writes home only)', () => expect(chainId).toBe(null));
        continue;
      }
      it(`${policyType}, ${carrier}: ${shopper.name}`, () => {
        expect(chainId).toBe(`${policyType}PreMvr`);
        const questions = propertyRc2Questions(shopper.user, TODAY);
        const start = bindUserFor({ user: shopper.user, carrierId: carrier });
        const h: Household = { name: shopper.name, state: 'OH', vehicles: 0, drivers: 0, overrides: shopper.overrides };
        const w = walk(chainId!, start, questions, h);
        const answers = expectInSync(w, questions);
        // The branches the shopper was chosen for were taken.
        const occupants = propertyPolicyOf(shopper.user).occupants.length;
        expect(w.visited.includes('occupantSummary~1'), 'occupant summary').toBe(occupants > 1);
        if (policyType === 'home')
          expect(w.visited.includes('homeSecuritySystem~1'), 'security system').toBe(
            answers['property.1.connectedHome'] === 'Yes',
          );
      });
    }
});

describe('the home and renters payment chains and the sandbox ask the same RC3 questions', () => {
  const plans: PaymentPlanOption[] = [
    {
      value: 'fullPayPlan',
      label: 'Pay in full',
      numberOfPayments: 1,
      frequency: 'once',
      totalAmount: 712,
      depositAmount: 712,
      installmentAmount: 0,
    },
    {
      value: 'monthlyPayPlan',
      label: 'Monthly',
      numberOfPayments: 12,
      frequency: 'monthly',
      totalAmount: 744,
      depositAmount: 62,
      installmentAmount: 62,
    },
  ];
  const token = 'tok_abcdefghijklmnopqrstuvwx';
  const cases = [
    ['home', SAMPLE_HOME_USER, { 'payment.paymentMethod': 'escrow' }],
    ['home', SAMPLE_HOME_USER, { 'payment.paymentPlan': 'monthlyPayPlan', 'payment.paymentToken': token }],
    ['home', SAMPLE_HOME_USER, { 'payment.paymentPlan': 'fullPayPlan', 'payment.paymentToken': token }],
    ['renters', SAMPLE_RENTERS_USER, { 'payment.paymentPlan': 'monthlyPayPlan', 'payment.paymentToken': token }],
    ['renters', SAMPLE_RENTERS_USER, { 'payment.paymentPlan': 'fullPayPlan', 'payment.paymentToken': token }],
  ] as const;
  for (const [policyType, user, overrides] of cases)
    it(`${policyType}, ${Object.values(overrides)[0]}`, () => {
      const questions = rc3Questions(policyType, 'Lemonade', plans);
      const chainId = chainFor(policyType, 'lemonade', 'payment')!;
      const h: Household = { name: policyType, state: 'OH', vehicles: 0, drivers: 0, overrides };
      const w = walk(chainId, bindUserFor({ user, carrierId: 'lemonade' }), questions, h);
      const answers = expectInSync(w, questions);
      const escrow = answers['payment.paymentMethod'] === 'escrow';
      expect(w.visited.includes('mortgageInformation~1')).toBe(escrow);
      expect(w.visited.includes('vgsCollect~1')).toBe(!escrow);
    });
});

describe('the client and the sandbox share their rules', () => {
  it('the state lists are one module both read, and the payment methods agree', () => {
    // The same lists, not equal copies: src/domain/postQuoteStates.ts.
    const lists = [
      [PROOF_OF_RESIDENCY_STATES, clientConstants.PROOF_OF_RESIDENCY_STATES, serverConstants.PROOF_OF_RESIDENCY_STATES],
      [INTERSTATE_COMMUTE_STATES, clientConstants.INTERSTATE_COMMUTE_STATES, serverConstants.INTERSTATE_COMMUTE_STATES],
      [
        CRIMINAL_CONVICTION_STATES,
        clientConstants.CRIMINAL_CONVICTION_STATES,
        serverConstants.CRIMINAL_CONVICTION_STATES,
      ],
      [PRIOR_INSURANCE_STATES, clientConstants.PRIOR_INSURANCE_STATES, serverConstants.PRIOR_INSURANCE_STATES],
    ];
    for (const [shared, client, server] of lists) {
      expect(client).toBe(shared);
      expect(server).toBe(shared);
    }
    for (const policyType of ['auto', 'home', 'renters'] as const) {
      const methods = rc3Questions(policyType, 'Safeco', []).find((q) => q.id === 'payment.paymentMethod')!;
      expect(methods.options!.map((o) => o.value)).toEqual([...clientConstants.PAYMENT_METHODS_BY_POLICY[policyType]]);
    }
  });

  it('the sandbox accepts the licence formats the client checks, and a number of one state does not fit another’s', () => {
    for (const [state, f] of Object.entries(LICENCE_FORMATS))
      expect(f.accepted, state).toBe(LICENCE_PATTERNS[state as UsState]);
    expect(fitsLicencePattern('TX', '12345678')).toBe(true);
    expect(fitsLicencePattern('TX', 'RS123456')).toBe(false);
    expect(fitsLicencePattern('OH', 'rs-123456')).toBe(true);
    expect(fitsLicencePattern('ZZ', '12345678')).toBe(false);
  });

  it('the drivers-license screen refuses a number not of its state’s format, by field', () => {
    const def = bindStepOf('driversLicense');
    expect(def.parse({ licenseState: 'TX', licenseNumber: '12345678' }).success).toBe(true);
    const bad = def.parse({ licenseState: 'TX', licenseNumber: 'RS123456' }) as {
      success: boolean;
      error?: { issues: { path: unknown[] }[] };
    };
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['licenseNumber']);
  });

  it('the undisclosed-driver rules resolve every answer as the sandbox does', () => {
    const reasons = LicenseReason.options.filter((r) => r !== 'VALID_LICENSE_DRIVES_VEHICLES');
    const op: ResolvedOperator = {
      id: 3,
      firstName: 'Jordan',
      lastName: 'Okonkwo',
      externalOperatorId: 'x',
      outcome: 'pending',
    };
    let compared = 0;
    for (const carrier of ['safeco', 'libertymutual', 'branch', 'root'] as const) {
      expect(udoChainOf(carrier)).toBe(serverUdoChainOf(carrier));
      for (const status of HouseholdMemberStatus.options)
        for (const separate of [undefined, ...SeparatePolicyAnswer.options])
          for (const active of [undefined, 'Yes', 'No'] as const)
            for (const reason of [undefined, ...reasons]) {
              const draft = {
                id: 3,
                householdMemberStatus: status,
                hasSeparatePolicy: separate,
                hasActiveLicense: active,
                reasonNotHoldingLicense: reason,
              };
              const chain = udoChainOf(carrier);
              const sent = undisclosedAnswersOf([draft], chain);
              const mine = resolveUndisclosedAnswer(draft, chain);
              if (!sent) {
                expect(mine).toBeNull();
                continue;
              }
              const theirs = resolveUndisclosed(op, sent[0] as UndisclosedOperatorAnswer, chain, 0);
              expect(mine).toEqual({
                outcome: theirs.outcome,
                ...(theirs.unlistedReason ? { unlistedReason: theirs.unlistedReason } : {}),
                ...(theirs.reasonNotHoldingLicense ? { reasonNotHoldingLicense: theirs.reasonNotHoldingLicense } : {}),
              });
              compared += 1;
            }
    }
    expect(compared).toBeGreaterThan(50);
  });
});

// Keeps the registry honest: each registered chain is reachable from some carrier's stage.
it('every registered chain serves some carrier', () => {
  for (const [id, chain] of Object.entries(bindChains))
    expect(
      chain.carriers.some((c) => LAYOUTS.some((l) => chainFor(chain.product, c, chain.stage, l) === id)),
      id,
    ).toBe(true);
});
