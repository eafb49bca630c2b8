import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies, ratecallSessions } from '../../server/db/schema';
import type { AutoUser } from '../../src/contract/entities';
import { autoUser, withUser } from './fixtures';
import { type Server, databases, startServer } from './harness';
import { RatecallSession, throughBind, throughRate, withMvr } from './ratecallFixtures';

// POST /api/auto/ratecall: a whole purchase per online-bind carrier (spec 001 section 4), and the per-carrier
// question chains generated from the shopper.

// A card number: 13-19 digits standing alone; a run inside a hex digest (licence HMACs) or a price's fraction is not one.
const CARD_NUMBER = /(?<![\w.])\d{13,19}(?![\w.])/;
const ids = (questions: { id: string }[]) => questions.map((q) => q.id);
const steps = (questions: { step: string }[]) => [...new Set(questions.map((q) => q.step))];

const secondDriverAndCar = (u: AutoUser) => {
  u.autoPolicy.vehicles.push({
    id: 2,
    year: '2017',
    make: 'Honda',
    model: 'Civic',
    ownershipStatus: 'Finance',
    fullCoverage: 'Yes',
    primaryUse: 'Pleasure',
    annualMileage: 8000,
  });
  u.autoPolicy.operators.push({
    id: 2,
    isPrimary: false,
    relationship: 'Spouse',
    firstName: 'Tobias',
    lastName: 'Okonkwo-Bellweather',
    birthdate: '02/17/1983',
    maritalStatus: 'Yes',
  });
};

describe.each(databases)('POST /api/auto/ratecall purchases on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  const session = (user: AutoUser, carrierId: string) => new RatecallSession(server, 'auto', user, carrierId);

  it.each([
    ['libertymutual', /^LMQ\d{9}$/, /^AOS-\d{3}-\d{6}-40$/],
    ['branch', /^BRQTX\d{8}$/, /^BRTXA\d{8}$/],
    ['root', /^RQ\d{10}$/, /^RTX\d{10}$/],
    ['safeco', /^SQ-\d{10}$/, /^Z\d{7}$/],
  ])(
    'sells a %s policy from GET_RC1_QUOTES to BIND_RC3 and stores it without a card number',
    async (carrierId, quoteNumber, policyNumber) => {
      const user = withMvr(autoUser(), 'clean');
      const s = session(user, carrierId);
      const { rc1, submit, udo, rate } = await throughRate(s);
      expect(rc1.data.quotes).toHaveLength(1);
      expect(rc1.data.quotes[0]).toMatchObject({ carrierId, msgStatus: 'success', onlineBind: true });
      expect(rc1.data.requestDetails).toMatchObject({
        ratecall: 'RC2',
        step: 'GET_RC2_QUESTIONS',
        carrierId,
        externalId: expect.stringMatching(/^rc_[\w-]{24}$/),
      });
      expect(rc1.data.requestDetails.companysQuoteNumber).toMatch(quoteNumber);
      expect(rc1.data.carrierData).toMatchObject({
        carrierId,
        adType: 'auto',
        durationPeriod: { numUnits: 6, unitMeasurement: 'MONTH' },
        quoted: true,
      });
      expect(submit.data.requestDetails.step).toBe('CHECK_FOR_UDO');
      expect(udo).toMatchObject({
        status: 'Success',
        data: { completedStep: 'CHECK_FOR_UDO', summary: { mvrFindings: [] } },
      });
      expect(rate).toMatchObject({ status: 'Success', data: { carrierData: { changeInRate: 'no_change' } } });

      const { bindRate, payment, bind, token } = await throughBind(server, s);
      const full = rc1.data.quotes[0].fullPayPlan.totalAmount;
      expect(bindRate.data.paymentPlans).toEqual([
        expect.objectContaining({ value: 'fullPayPlan', numberOfPayments: 1, totalAmount: full, depositAmount: full }),
        expect.objectContaining({ value: 'monthlyPayPlan', numberOfPayments: 6, frequency: 'monthly' }),
      ]);
      expect(payment.data.summary).toMatchObject({
        amountCharged: full,
        paymentMethod: 'card',
        card: { brand: 'visa', last4: '4242' },
      });
      expect(bind.data.requestDetails.step).toBe('BIND_RC3');
      expect(bind.data.nextSteps).toEqual([]);
      const summary = bind.data.carrierData.rc3BindSummary;
      expect(summary).toMatchObject({
        carrierId,
        policyType: 'auto',
        premium: full,
        termMonths: 6,
        amountPaid: full,
        card: { brand: 'visa', last4: '4242' },
      });
      expect(summary.policyNumber).toMatch(policyNumber);

      const [row] = await server.app.sandboxDb.select().from(policies).where(eq(policies.id, bind.data.policy_id));
      expect(row).toMatchObject({
        policyNumber: summary.policyNumber,
        policyType: 'auto',
        carrierId,
        effectiveDate: summary.effectiveDate,
      });
      expect(row.payment).toMatchObject({ method: 'card', token, brand: 'visa', last4: '4242', plan: 'fullPayPlan' });
      expect(row.premium).toMatchObject({ termAmount: full, termMonths: 6 });
      expect(JSON.stringify(row)).not.toMatch(CARD_NUMBER);
      const [stored] = await server.app.sandboxDb
        .select()
        .from(ratecallSessions)
        .where(eq(ratecallSessions.externalId, s.externalId!));
      expect(stored).toMatchObject({
        step: 'BIND_RC3',
        level: 'RC3',
        status: 'bound',
        carrierId,
        companysQuoteNumber: s.companysQuoteNumber,
      });
      expect(JSON.stringify(stored.data)).not.toMatch(CARD_NUMBER);
    },
  );

  it('keeps licence numbers masked in the stored session', async () => {
    const user = withMvr(autoUser(), 'clean');
    const s = session(user, 'branch');
    await throughRate(s, { 'driver.1.licenseNumber': '24681357' });
    const [stored] = await server.app.sandboxDb
      .select()
      .from(ratecallSessions)
      .where(eq(ratecallSessions.externalId, s.externalId!));
    const text = JSON.stringify(stored.data);
    expect(text).not.toContain('24681357');
    expect(text).toContain('****1357');
  });

  it('charges the deposit of a monthly plan, the rest in equal installments', async () => {
    const s = session(withMvr(autoUser(), 'clean'), 'root');
    await throughRate(s);
    const { payment, bind } = await throughBind(server, s, { 'payment.paymentPlan': 'monthlyPayPlan' });
    const plan = bind.data.carrierData.rc3BindSummary.paymentPlan;
    expect(plan).toMatchObject({ value: 'monthlyPayPlan', numberOfPayments: 6 });
    expect(payment.data.summary.amountCharged).toBe(plan.depositAmount);
    expect(plan.depositAmount + plan.installmentAmount * 5).toBeCloseTo(plan.totalAmount, 1);
  });

  it('hands a fast-track purchase to an agent after the contact questions', async () => {
    const s = session(autoUser(), 'fasttrack');
    await s.ok('GET_RC1_QUOTES');
    const q = await s.ok('GET_RC2_QUESTIONS');
    expect(steps(q.data.questions)).toEqual(['help-finalize-policy-connect-agent', 'fast-track-reach-out']);
    const done = await s.ok('SUBMIT_RC2_ANSWERS', {
      answers: { 'policy.preferredContactMethod': 'Text message', 'policy.reachOutTime': 'As soon as possible' },
    });
    expect(done.message).toMatch(/agent will contact you by text message/);
    expect(done.data.nextSteps).toEqual([]);
    const after = await s.step('GET_RC2_RATE');
    expect(after.status).toBe(409);
  });

  it('answers "rejected or redirected" for lemonade (no online purchase) and a declining carrier', async () => {
    const lemonade = await session(autoUser(), 'lemonade').step('GET_RC1_QUOTES');
    expect(lemonade.body).toMatchObject({ success: false, status: 'Error', data: { nextSteps: [] } });
    expect(lemonade.body.message).toContain('rejected or redirected');
    expect(lemonade.body.data.requestDetails).toBeUndefined();
    const sr22 = withUser((u) => {
      u.autoPolicy.operators[0].incidents = {
        incidentsPrecheck: 'Yes',
        ticketNumber: 1,
        accidents: [],
        violations: [],
      };
      u.autoPolicy.operators[0].sr22 = { isRequired: true };
    });
    const root = await session(sr22, 'root').step('GET_RC1_QUOTES');
    expect(root.body.success).toBe(false);
    expect(root.body.message).toBe('Root rejected or redirected the quote: Root does not file SR-22 certificates');
  });

  it('names the carrier by partner id or display name (quinstreet and "Liberty Mutual")', async () => {
    const a = await session(autoUser(), 'quinstreet').ok('GET_RC1_QUOTES');
    expect(a.data.requestDetails).toMatchObject({ carrierId: 'safeco', carrier: 'Safeco', partner: 'quinstreet' });
    const s = new RatecallSession(server, 'auto', autoUser(), '');
    const b = await s.step('GET_RC1_QUOTES', { carrierId: undefined, carrier: 'Liberty Mutual' });
    expect(b.body.data.requestDetails.carrierId).toBe('libertymutual');
  });
});

describe.each(databases)('POST /api/auto/ratecall RC2 questions on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  const questionsOf = async (user: AutoUser, carrierId: string, details: Record<string, unknown> = {}) => {
    const s = new RatecallSession(server, 'auto', user, carrierId);
    await s.ok('GET_RC1_QUOTES');
    const body = await s.ok('GET_RC2_QUESTIONS', details);
    return {
      s,
      questions: body.data.questions as {
        id: string;
        step: string;
        entity: string;
        entityId?: number;
        defaultValue?: unknown;
      }[],
    };
  };
  const inState = (state: string, zip: string, city: string) =>
    withUser((u) => {
      u.autoPolicy.policy = {
        ...u.autoPolicy.policy,
        state: state as 'TX',
        zip,
        city,
        address: { streetAddress: '18 Linden Street', city, state: state as 'TX', zip },
      };
    });

  it('returns the same questions on a second GET_RC2_QUESTIONS', async () => {
    const { s, questions } = await questionsOf(autoUser(), 'libertymutual');
    const again = await s.ok('GET_RC2_QUESTIONS');
    expect(again.data.questions).toEqual(questions);
  });

  it('skips the summaries with one driver and one vehicle, except for branch', async () => {
    const lm = await questionsOf(autoUser(), 'libertymutual');
    expect(steps(lm.questions).filter((x) => x.includes('summary'))).toEqual([]);
    const branch = await questionsOf(autoUser(), 'branch');
    expect(steps(branch.questions)).toEqual(
      expect.arrayContaining(['editable-vehicle-summary-details', 'editable-driver-summary-details']),
    );
    expect(steps(branch.questions)).not.toContain('editable-vehicle-driver-summary-details');
  });

  it('repeats vehicle questions per vehicle and driver questions per driver, with the summaries and primary-driver choice', async () => {
    const { questions } = await questionsOf(withUser(secondDriverAndCar), 'libertymutual');
    expect(ids(questions)).toEqual(
      expect.arrayContaining([
        'vehicle.1.vin',
        'vehicle.2.vin',
        'vehicle.2.leaseCompanyName',
        'vehicle.1.primaryDriverId',
        'driver.1.licenseNumber',
        'driver.2.licenseNumber',
        'driver.2.relationship',
      ]),
    );
    expect(ids(questions)).not.toContain('vehicle.1.leaseCompanyName');
    expect(steps(questions)).toEqual(
      expect.arrayContaining([
        'editable-vehicle-summary-details',
        'editable-driver-summary-details',
        'editable-vehicle-driver-summary-details',
      ]),
    );
    expect(questions.find((q) => q.id === 'vehicle.2.primaryDriverId')?.defaultValue).toBe('2');
  });

  it('starts liberty mutual at vehicle more details and root at the VIN', async () => {
    const lm = await questionsOf(autoUser(), 'libertymutual');
    expect(lm.questions[0].step).toBe('vehicle-more-details');
    const root = await questionsOf(autoUser(), 'root');
    expect(root.questions[0]).toMatchObject({ id: 'vehicle.1.vin', step: 'vehicle-vin' });
    expect(steps(root.questions)).toEqual(
      expect.arrayContaining(['vehicle-primary-use', 'drivers-license', 'has-active-drivers-license']),
    );
  });

  it('splits the grouped screens in the breakout experiment, VIN first or last', async () => {
    const first = await questionsOf(autoUser(), 'safeco', { additionalData: { breakout: 'vinFirst' } });
    const vehicleSteps = steps(first.questions.filter((q) => q.entity === 'vehicle'));
    expect(vehicleSteps).toEqual([
      'vehicle-vin',
      'vehicle-more-details',
      'vehicle-primary-use',
      'vehicle-purchase-date',
    ]);
    const last = await questionsOf(autoUser(), 'safeco', { additionalData: { breakout: 'vinLast' } });
    expect(steps(last.questions.filter((q) => q.entity === 'vehicle')).at(-1)).toBe('vehicle-vin');
    expect(steps(last.questions.filter((q) => q.entity === 'driver'))).toEqual(
      expect.arrayContaining([
        'has-active-drivers-license',
        'driver-license-status',
        'drivers-license',
        'driver-learners-permit-number',
        'driver-license-obtained-age',
      ]),
    );
  });

  it('asks safeco proof of residency only in North Carolina, with its insurance-history chain', async () => {
    const nc = await questionsOf(inState('NC', '27601', 'Raleigh'), 'safeco');
    expect(nc.questions[0]).toMatchObject({ id: 'policy.proofOfResidency', step: 'proof-of-residency' });
    expect(steps(nc.questions)).toEqual(
      expect.arrayContaining([
        'driver-insurance-history',
        'policy-expiration',
        'carrier-existing-policy-confirm',
        'non-auto-bundle-policies',
        'right-track-discount-program',
        'coverage-start-date',
        'confirm-contact-information',
      ]),
    );
    const tx = await questionsOf(autoUser(), 'safeco');
    expect(ids(tx.questions)).not.toContain('policy.proofOfResidency');
  });

  it('adds liberty mutual interstate commute in PA, criminal conviction in MD and NJ, prior insurance in MA', async () => {
    const pa = await questionsOf(inState('PA', '19103', 'Philadelphia'), 'libertymutual');
    expect(ids(pa.questions)).toContain('policy.interstateCommute');
    expect(ids(pa.questions)).not.toContain('driver.1.criminalMotorConviction');
    const md = await questionsOf(
      withUser((u) => {
        secondDriverAndCar(u);
        u.autoPolicy.policy = {
          ...u.autoPolicy.policy,
          state: 'MD',
          zip: '21201',
          city: 'Baltimore',
          address: { streetAddress: '18 Linden Street', city: 'Baltimore', state: 'MD', zip: '21201' },
        };
      }),
      'libertymutual',
    );
    expect(ids(md.questions)).toEqual(
      expect.arrayContaining(['driver.1.criminalMotorConviction', 'driver.2.criminalMotorConviction']),
    );
    const ma = await questionsOf(inState('MA', '02108', 'Boston'), 'libertymutual');
    expect(ma.questions.find((q) => q.step === 'prior-insurance')).toMatchObject({
      id: 'driver.1.priorInsuranceCarrier',
      defaultValue: 'Progressive',
    });
  });

  it('asks the SR-22 details of a driver who needs one', async () => {
    const { questions } = await questionsOf(
      withUser((u) => {
        u.autoPolicy.operators[0].incidents = {
          incidentsPrecheck: 'Yes',
          ticketNumber: 1,
          accidents: [],
          violations: [],
        };
        u.autoPolicy.operators[0].sr22 = { isRequired: true };
      }),
      'libertymutual',
    );
    expect(questions.filter((q) => q.step === 'SR22-more-details').map((q) => q.id)).toEqual([
      'driver.1.sr22CaseNumber',
      'driver.1.sr22FilingState',
    ]);
  });

  it('offers the partner prefill VINs and licence numbers as question defaults', async () => {
    const s = new RatecallSession(server, 'auto', autoUser(), 'libertymutual');
    await s.ok('GET_RC1_QUOTES');
    const prefill = await s.ok('GET_PARTNER_PREFILL');
    expect(prefill.message).toMatch(/from the carrier’s data vendors/);
    expect(prefill.data.requestDetails.step).toBe('GET_RC2_QUESTIONS');
    const self = prefill.data.prefill.drivers.find((d: { relationship: string }) => d.relationship === 'Self');
    expect(self).toMatchObject({
      firstName: 'Marguerite',
      licenseState: 'TX',
      licenseNumber: expect.stringMatching(/^\d{8}$/),
    });
    const q = await s.ok('GET_RC2_QUESTIONS');
    const byId = (id: string) => q.data.questions.find((x: { id: string }) => x.id === id);
    expect(byId('driver.1.licenseNumber').defaultValue).toBe(self.licenseNumber);
    expect(byId('driver.1.licenseObtainedAge').defaultValue).toBe(self.licenseObtainedAge);
  });
});
