import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoUser } from '../../src/contract/entities';
import { autoUser, withUser } from './fixtures';
import { type Server, databases, startServer } from './harness';
import { RatecallSession, answersFor, throughRate, vinFor, withMvr } from './ratecallFixtures';

// RC2 carrier outcomes (spec 001 sections 4 and 8): answer checks (INVALID_VEHICLE, licence formats, the assigned
// driver rule), hard stops and rejections, the driving record (undisclosed drivers, violations), re-rates with
// edited coverages (Success With Changes) and the vehicle symbol error.

const twoAndTwo = (u: AutoUser) => {
  u.autoPolicy.vehicles.push({
    id: 2,
    year: '2017',
    make: 'Honda',
    model: 'Civic',
    ownershipStatus: 'Own',
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

describe.each(databases)('POST /api/auto/ratecall RC2 answers on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  /** A session at GET_RC2_QUESTIONS, and a submit of valid answers with overrides. */
  const atQuestions = async (user: AutoUser, carrierId = 'libertymutual') => {
    const s = new RatecallSession(server, 'auto', user, carrierId);
    await s.ok('GET_RC1_QUOTES');
    const q = await s.ok('GET_RC2_QUESTIONS');
    const submit = (overrides: Record<string, string | number | boolean> = {}) =>
      s.step('SUBMIT_RC2_ANSWERS', { answers: answersFor(q.data.questions, user, overrides) });
    return { s, questions: q.data.questions, submit };
  };

  it('marks INVALID_VEHICLE with the VIN per vehicle (check digit, model year), then accepts corrected VINs', async () => {
    const user = withUser(twoAndTwo);
    const { submit } = await atQuestions(user);
    const badCheck = '1HGCM82643A004352';
    const otherYear = vinFor('Honda', 2019, 'vehicle-2');
    const res = await submit({ 'vehicle.1.vin': badCheck, 'vehicle.2.vin': otherYear });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      status: 'Error',
      data: { requestDetails: { step: 'SUBMIT_RC2_ANSWERS' } },
    });
    expect(res.body.message).toContain(`INVALID_VEHICLE: the VIN ${badCheck} for vehicle 1`);
    expect(res.body.message).toContain(
      `INVALID_VEHICLE: the VIN ${otherYear} for vehicle 2 (2017 Honda Civic) is for a different model year`,
    );
    expect(res.body.data.answerErrors).toEqual([
      expect.objectContaining({ questionId: 'vehicle.1.vin', entity: 'vehicle', entityId: 1, code: 'INVALID_VEHICLE' }),
      expect.objectContaining({ questionId: 'vehicle.2.vin', entity: 'vehicle', entityId: 2, code: 'INVALID_VEHICLE' }),
    ]);
    const fixed = await submit({ 'vehicle.2.primaryDriverId': '2' });
    expect(fixed.body.success).toBe(true);
  });

  it('rejects a VIN that is not 17 characters without I, O, Q and a licence number in another state format', async () => {
    const { submit } = await atQuestions(autoUser(), 'branch');
    const vin = await submit({ 'vehicle.1.vin': '1HGCM8263OA004352' });
    expect(vin.body.data.answerErrors[0]).toMatchObject({
      code: 'INVALID_VEHICLE',
      message: expect.stringContaining('no I, O or Q'),
    });
    const licence = await submit({ 'driver.1.licenseNumber': 'A1234567' });
    expect(licence.body).toMatchObject({
      success: false,
      data: { answerErrors: [{ questionId: 'driver.1.licenseNumber', code: 'INVALID_LICENSE' }] },
    });
    expect(licence.body.message).toBe(
      "INVALID_LICENSE: Marguerite Okonkwo-Bellweather's license number is not a TX number",
    );
  });

  it("answers liberty mutual's assigned-driver error when a driver is primary on no vehicle", async () => {
    const { submit } = await atQuestions(withUser(twoAndTwo));
    const res = await submit({ 'vehicle.1.primaryDriverId': '1', 'vehicle.2.primaryDriverId': '1' });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('All drivers must be assigned as a primary driver for at least one vehicle');
    expect(res.body.data.answerErrors).toEqual([
      expect.objectContaining({ code: 'ASSIGNED_DRIVER', entity: 'driver', entityId: 2 }),
    ]);
    expect((await submit({ 'vehicle.2.primaryDriverId': '2' })).body.success).toBe(true);
    // Branch has no such rule.
    const branch = await atQuestions(withUser(twoAndTwo), 'branch');
    expect(
      (await branch.submit({ 'vehicle.1.primaryDriverId': '1', 'vehicle.2.primaryDriverId': '1' })).body.success,
    ).toBe(true);
  });

  it('hard-stops a driver whose licence is suspended, and ends the session', async () => {
    const { s, submit } = await atQuestions(autoUser(), 'safeco');
    const res = await submit({ 'driver.1.hasActiveLicense': 'No', 'driver.1.licenseStatus': 'Suspended' });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('hard stop');
    expect(res.body.data.nextSteps).toEqual([]);
    const after = await s.step('SUBMIT_RC2_ANSWERS', { answers: {} });
    expect(after.status).toBe(409);
    expect(after.body).toMatchObject({ code: 'session_closed', message: expect.stringContaining('hard stop') });
  });

  it("accepts a learner's permit with its number in place of a licence", async () => {
    const { submit } = await atQuestions(autoUser(), 'root');
    const res = await submit({
      'driver.1.hasActiveLicense': 'No',
      'driver.1.licenseStatus': 'Learner permit',
      'driver.1.permitNumber': '31415926',
    });
    expect(res.body.success).toBe(true);
  });

  it('answers "rejected or redirected" for a criminal motor conviction at liberty mutual in Maryland', async () => {
    const md = withUser((u) => {
      u.autoPolicy.policy = {
        ...u.autoPolicy.policy,
        state: 'MD',
        zip: '21201',
        city: 'Baltimore',
        address: { streetAddress: '18 Linden Street', city: 'Baltimore', state: 'MD', zip: '21201' },
      };
    });
    const { submit } = await atQuestions(md);
    const res = await submit({
      'driver.1.criminalMotorConviction': 'Yes',
      'driver.1.licenseState': 'MD',
      'driver.1.licenseNumber': 'O123456789012',
    });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^Liberty Mutual rejected or redirected this application/);
  });

  it('answers 400 naming the answer for an unknown question, a missing answer and a value of the wrong kind', async () => {
    const { submit } = await atQuestions(autoUser());
    const unknown = await submit({ 'vehicle.3.vin': '1HGCM82633A004352' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      field: 'body.requestDetails.answers.vehicle.3.vin',
      code: 'unknown_question',
    });
    const missing = await submit({ 'policy.contactConfirmed': '' });
    expect(missing.body).toMatchObject({
      field: 'body.requestDetails.answers.policy.contactConfirmed',
      code: 'answer_required',
    });
    const wrong = await submit({ 'vehicle.1.primaryUse': 'Racing' });
    expect(wrong.body).toMatchObject({
      field: 'body.requestDetails.answers.vehicle.1.primaryUse',
      message: expect.stringContaining('Choose one of'),
    });
    const late = await submit({ 'policy.effectiveDate': '01/01/2099' });
    expect(late.body.field).toBe('body.requestDetails.answers.policy.effectiveDate');
    const badKey = await submit({ 'no spaces allowed': 'x' });
    expect(badKey.status).toBe(400);
    expect(badKey.body.field).toMatch(/^body\.requestDetails\.answers/);
  });
});

describe.each(databases)('POST /api/auto/ratecall driving record and re-rates on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  const atUdo = async (user: AutoUser, carrierId = 'libertymutual') => {
    const s = new RatecallSession(server, 'auto', user, carrierId);
    const rc1 = await s.ok('GET_RC1_QUOTES');
    const q = await s.ok('GET_RC2_QUESTIONS');
    await s.ok('SUBMIT_RC2_ANSWERS', { answers: answersFor(q.data.questions, user) });
    return { s, rc1 };
  };

  it('finds undisclosed household drivers: SuccessWithAdditionalDrivers, then adds one who drives uninsured and re-rates higher', async () => {
    const user = withMvr(autoUser(), 'undisclosedOne');
    const { s, rc1 } = await atUdo(user);
    const found = await s.ok('CHECK_FOR_UDO');
    expect(found.status).toBe('SuccessWithAdditionalDrivers');
    expect(found.data.requestDetails.step).toBe('CHECK_FOR_UDO');
    expect(found.data.nextSteps).toEqual(['CHECK_FOR_UDO']);
    const [op] = found.data.undisclosedOperators;
    expect(op).toMatchObject({
      id: 2,
      lastName: 'Okonkwo-Bellweather',
      outcome: 'pending',
      externalOperatorId: expect.stringMatching(/^OP-[0-9A-F]{10}$/),
    });
    expect(op.firstName).toMatch(/^[A-Z][a-z]+$/);

    const early = await s.step('GET_RC2_RATE');
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('undisclosed drivers');

    const answered = await s.ok('CHECK_FOR_UDO', {
      undisclosedOperators: [
        {
          id: op.id,
          householdMemberStatus: 'YES_PART_OF_HOUSEHOLD',
          hasSeparatePolicy: 'None',
          hasActiveLicense: 'Yes',
        },
      ],
    });
    expect(answered.status).toBe('Success');
    expect(answered.data.undisclosedOperators[0]).toMatchObject({
      outcome: 'added',
      reasonNotHoldingLicense: 'VALID_LICENSE_DRIVES_VEHICLES',
    });
    expect(answered.data.undisclosedOperators[0].unlistedReason).toBeUndefined();

    const rate = await s.ok('GET_RC2_RATE');
    expect(rate.status).toBe('Success With Changes');
    const before = rc1.data.quotes[0];
    const after = rate.data.quotes[0];
    expect(after.fullPayPlan.totalAmount).toBeGreaterThan(before.fullPayPlan.totalAmount);
    expect(rate.data.carrierData).toMatchObject({
      termAmount: before.fullPayPlan.totalAmount,
      updatedTermAmount: after.fullPayPlan.totalAmount,
      changeInRate: 'increase',
      monthlyQuote: Math.round(after.monthlyPayPlan.totalAmount / 6),
      savingsPercentage: Math.round((1 - after.fullPayPlan.totalAmount / after.monthlyPayPlan.totalAmount) * 100),
    });
    expect(rate.data.carrierData.initialCoverages).toEqual(before.coverages);
  });

  it.each([
    [
      { householdMemberStatus: 'NO_LONGER_LIVES_IN_HOUSEHOLD' },
      { outcome: 'excluded', unlistedReason: 'NO_LONGER_LIVES_IN_HOUSEHOLD', reasonNotHoldingLicense: 'UNKNOWN' },
    ],
    [
      { householdMemberStatus: 'YES_PART_OF_HOUSEHOLD', hasSeparatePolicy: 'Yes' },
      {
        outcome: 'excluded',
        unlistedReason: 'HAS_OTHER_INSURANCE',
        reasonNotHoldingLicense: 'VALID_LICENSE_DRIVES_VEHICLES',
      },
    ],
    [
      { householdMemberStatus: 'YES_PART_OF_HOUSEHOLD', hasSeparatePolicy: 'No' },
      { outcome: 'excluded', unlistedReason: 'OTHER' },
    ],
    [
      {
        householdMemberStatus: 'YES_PART_OF_HOUSEHOLD',
        hasSeparatePolicy: 'None',
        hasActiveLicense: 'No',
        reasonNotHoldingLicense: 'NEVER_HAD_LICENSE',
      },
      { outcome: 'excluded', unlistedReason: 'DOES_NOT_HAVE_LICENSE', reasonNotHoldingLicense: 'NEVER_HAD_LICENSE' },
    ],
  ])('excludes an undisclosed operator answering %j, and the price does not change', async (answer, expected) => {
    const { s } = await atUdo(withMvr(autoUser(), 'undisclosedOne'), 'branch');
    const found = await s.ok('CHECK_FOR_UDO');
    const res = await s.ok('CHECK_FOR_UDO', {
      undisclosedOperators: [{ id: found.data.undisclosedOperators[0].id, ...answer }],
    });
    expect(res.data.undisclosedOperators[0]).toEqual({
      ...found.data.undisclosedOperators[0],
      householdMemberStatus: answer.householdMemberStatus,
      ...expected,
    });
    expect(res.message).toBe('0 household drivers added to the policy, 1 excluded');
    expect((await s.ok('GET_RC2_RATE')).status).toBe('Success');
  });

  it('hard-stops (undisclosed-drivers-error) a member with a suspended licence, and any household member at safeco', async () => {
    const lm = await atUdo(withMvr(autoUser(), 'undisclosedOne'));
    const op = (await lm.s.ok('CHECK_FOR_UDO')).data.undisclosedOperators[0];
    const res = await lm.s.step('CHECK_FOR_UDO', {
      undisclosedOperators: [
        {
          id: op.id,
          householdMemberStatus: 'YES_PART_OF_HOUSEHOLD',
          hasSeparatePolicy: 'None',
          hasActiveLicense: 'No',
          reasonNotHoldingLicense: 'SUSPENDED_LICENSE',
        },
      ],
    });
    expect(res.body).toMatchObject({
      success: false,
      data: { nextSteps: [], undisclosedOperators: [{ outcome: 'hard_stop' }] },
    });
    expect(res.body.message).toContain('hard stop (undisclosed-drivers-error)');

    const safeco = await atUdo(withMvr(autoUser(), 'undisclosedOne'), 'safeco');
    const sop = (await safeco.s.ok('CHECK_FOR_UDO')).data.undisclosedOperators[0];
    const stop = await safeco.s.step('CHECK_FOR_UDO', {
      undisclosedOperators: [{ id: sop.id, householdMemberStatus: 'YES_PART_OF_HOUSEHOLD' }],
    });
    expect(stop.body.message).toContain('hard stop');
  });

  it('lists two undisclosed drivers for some households and wants an answer for each (400 naming the field)', async () => {
    const { s } = await atUdo(withMvr(autoUser(), 'undisclosedTwo'), 'root');
    const found = await s.ok('CHECK_FOR_UDO');
    expect(found.data.undisclosedOperators.map((o: { id: number }) => o.id)).toEqual([2, 3]);
    expect(new Set(found.data.undisclosedOperators.map((o: { firstName: string }) => o.firstName)).size).toBe(2);
    const one = await s.step('CHECK_FOR_UDO', {
      undisclosedOperators: [{ id: 2, householdMemberStatus: 'UNKNOWN_PERSON' }],
    });
    expect(one.status).toBe(400);
    expect(one.body.field).toBe('body.requestDetails.undisclosedOperators');
    const incomplete = await s.step('CHECK_FOR_UDO', {
      undisclosedOperators: [
        { id: 2, householdMemberStatus: 'YES_PART_OF_HOUSEHOLD' },
        { id: 3, householdMemberStatus: 'UNKNOWN_PERSON' },
      ],
    });
    expect(incomplete.body).toMatchObject({ field: 'body.requestDetails.undisclosedOperators.0.hasSeparatePolicy' });
    const unknown = await s.step('CHECK_FOR_UDO', {
      undisclosedOperators: [{ id: 7, householdMemberStatus: 'UNKNOWN_PERSON' }],
    });
    expect(unknown.body.field).toBe('body.requestDetails.undisclosedOperators.0.id');
  });

  it('finds an undisclosed violation: the re-rate is higher (Success With Changes)', async () => {
    const { s, rc1 } = await atUdo(withMvr(autoUser(), 'violation'));
    const udo = await s.ok('CHECK_FOR_UDO');
    expect(udo.status).toBe('Success');
    expect(udo.data.summary.mvrFindings).toEqual([
      expect.objectContaining({ driverId: 1, date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) }),
    ]);
    const rate = await s.ok('GET_RC2_RATE');
    expect(rate.status).toBe('Success With Changes');
    expect(rate.data.carrierData.changeInRate).toBe('increase');
    expect(rate.data.carrierData.updatedTermAmount).toBeGreaterThan(rc1.data.quotes[0].fullPayPlan.totalAmount);
    expect(rate.message).toMatch(/^Your rate went up from \$[\d,]+ to \$[\d,]+$/);
  });

  it('hard-stops when the driving record shows a suspended licence', async () => {
    const { s } = await atUdo(withMvr(autoUser(), 'suspended'));
    const res = await s.step('CHECK_FOR_UDO');
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/suspended.*hard stop/);
  });

  it('re-rates edited coverages: lower collision is a decrease, the state minimum and unknown coverages are 400s', async () => {
    const s = new RatecallSession(server, 'auto', withMvr(autoUser(), 'clean'), 'libertymutual');
    const { rate } = await throughRate(s);
    const edited = await s.ok('UPDATE_COVERAGE', { coverages: { collision: '1000', comprehensive: '1000' } });
    expect(edited.status).toBe('Success With Changes');
    expect(edited.data.carrierData).toMatchObject({
      changeInRate: 'decrease',
      termAmount: rate.data.quotes[0].fullPayPlan.totalAmount,
      initialCoverages: expect.objectContaining({ collision: '500' }),
      updatedCoverages: expect.objectContaining({ collision: '1000', comprehensive: '1000' }),
    });
    expect(edited.data.carrierData.updatedTermAmount).toBeLessThan(rate.data.quotes[0].fullPayPlan.totalAmount);
    const again = await s.ok('UPDATE_QUOTE');
    expect(again).toMatchObject({ status: 'Success', data: { carrierData: { changeInRate: 'no_change' } } });
    const higher = await s.ok('UPDATE_COVERAGE', { coverages: { bodilyInjury: '100/300' } });
    expect(higher.data.carrierData.changeInRate).toBe('increase');
    expect(higher.data.quotes[0].coverages).toMatchObject({ bodilyInjury: '100/300', collision: '1000' });

    const below = await s.step('UPDATE_COVERAGE', { coverages: { bodilyInjury: '25/50' } });
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({
      field: 'body.requestDetails.coverages.bodilyInjury',
      message: expect.stringContaining("below TX's minimum of 30/60"),
    });
    const pip = await s.step('UPDATE_COVERAGE', { coverages: { personalInjuryProtection: '10000' } });
    expect(pip.body.message).toContain('not sold in TX');
    const unknown = await s.step('UPDATE_COVERAGE', { coverages: { hovercraft: '100' } });
    expect(unknown.body.field).toBe('body.requestDetails.coverages.hovercraft');
    const none = await s.step('UPDATE_COVERAGE');
    expect(none.body.field).toBe('body.requestDetails.coverages');
  });

  it("keeps collision on a financed car (the lender's rule)", async () => {
    const s = new RatecallSession(
      server,
      'auto',
      withMvr(
        withUser((u) => (u.autoPolicy.vehicles[0].ownershipStatus = 'Finance')),
        'clean',
      ),
      'root',
    );
    await throughRate(s);
    const res = await s.step('UPDATE_COVERAGE', { coverages: { collision: 'No Coverage' } });
    expect(res.body.message).toContain('lender requires collision');
  });

  it('answers the vehicle symbol error for a vehicle the carrier cannot rate (not in the vehicle list)', async () => {
    const user = withMvr(
      withUser(
        (u) =>
          (u.autoPolicy.vehicles[0] = {
            ...u.autoPolicy.vehicles[0],
            year: '2024',
            make: 'Tesla',
            model: 'Cybertruck',
          }),
      ),
      'clean',
    );
    const s = new RatecallSession(server, 'auto', user, 'branch');
    const rc1 = await s.ok('GET_RC1_QUOTES');
    expect(rc1.data.quotes[0].msgStatus).toBe('success');
    const q = await s.ok('GET_RC2_QUESTIONS');
    await s.ok('SUBMIT_RC2_ANSWERS', { answers: answersFor(q.data.questions, user) });
    await s.ok('CHECK_FOR_UDO');
    const rate = await s.step('GET_RC2_RATE');
    expect(rate.body).toMatchObject({ success: false, status: 'Error', data: { nextSteps: [] } });
    expect(rate.body.message).toBe(
      'Branch has no rating symbol for the 2024 Tesla Cybertruck (vehicle 1): vehicle-symbol',
    );
  });
});
