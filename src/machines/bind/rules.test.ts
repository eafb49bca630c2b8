import { describe, expect, it } from 'vitest';
import { type BindUser, COVERAGES_EXPERIENCES } from './bind.types';
import { HomeUser, RentersUser } from '../../contract/property';
import { SAMPLE_HOME_USER, SAMPLE_RENTERS_USER } from '../../testing/sampleProperty';
import { emptyBindUser, propertyFactsOf } from './bindUser';
import { type BindRuleName, bindRules } from './rules';

// A witness table: for every skip rule, households and answers where it holds and where it does not. A rule added
// without rows fails the first test; each row is checked against the rule's test and against what the rule declares
// it implies.

type Row = { user: Partial<BindUser>; index?: number; holds: boolean; why: string };
const base = emptyBindUser('safeco');
const two = {
  vehicles: [
    { id: 1, leasedOrFinanced: false },
    { id: 2, leasedOrFinanced: true },
  ],
  drivers: [
    { id: 1, sr22Required: false },
    { id: 2, sr22Required: true },
  ],
};
const udo = (d: BindUser['undisclosed'][number], carrierId: BindUser['carrierId'] = 'libertymutual') => ({
  carrierId,
  undisclosed: [d],
});
/** Property chains' users: their facts from the contract's parsed shoppers (src/testing/sampleProperty.ts). */
const owner: Partial<BindUser> = { policyType: 'home', property: propertyFactsOf(SAMPLE_HOME_USER) };
const twoOccupants = HomeUser.parse({
  ...SAMPLE_HOME_USER,
  homePolicy: {
    ...SAMPLE_HOME_USER.homePolicy,
    occupants: [...SAMPLE_HOME_USER.homePolicy.occupants, { firstName: 'Sam', lastName: 'Lee' }],
  },
});
const renter = (policy: Partial<RentersUser['rentersPolicy']['policy']>): Partial<BindUser> => ({
  policyType: 'renters',
  property: propertyFactsOf(
    RentersUser.parse({
      ...SAMPLE_RENTERS_USER,
      rentersPolicy: {
        ...SAMPLE_RENTERS_USER.rentersPolicy,
        policy: { ...SAMPLE_RENTERS_USER.rentersPolicy.policy, ...policy },
      },
    }),
  ),
});
const member = { id: 5, householdMemberStatus: 'YES_PART_OF_HOUSEHOLD' } as const;

const WITNESSES: Record<BindRuleName, Row[]> = {
  landingSkipped: [
    { user: { skipLandingPage: true }, holds: true, why: 'skipPostQuotesLandingPage on' },
    { user: {}, holds: false, why: 'the remote rule off' },
  ],
  brandWithoutPostQuotesPage: [
    {
      user: { postQuotesPage: false },
      holds: true,
      why: 'the Liberty-Mutual and Safeco types have no post-quotes page',
    },
    { user: {}, holds: false, why: 'every other brand has one' },
  ],
  notProofOfResidencyState: [
    { user: { state: 'NC' }, holds: false, why: 'NC asks proof of residency' },
    { user: { state: 'SC' }, holds: true, why: 'other states do not' },
  ],
  notInterstateCommuteState: [
    { user: { state: 'PA' }, holds: false, why: 'PA asks interstate commute' },
    { user: { state: 'NJ' }, holds: true, why: 'other states do not' },
  ],
  notCriminalConvictionState: [
    { user: { state: 'MD' }, holds: false, why: 'MD asks criminal conviction' },
    { user: { state: 'NJ' }, holds: false, why: 'NJ asks criminal conviction' },
    { user: { state: 'PA' }, holds: true, why: 'other states do not' },
  ],
  notPriorInsuranceState: [
    { user: { state: 'MA' }, holds: false, why: 'MA asks prior insurance' },
    { user: { state: 'NH' }, holds: true, why: 'other states do not' },
  ],
  notLeasedOrFinanced: [
    { user: two, index: 2, holds: false, why: 'vehicle 2 leased' },
    { user: two, index: 1, holds: true, why: 'vehicle 1 owned' },
  ],
  singleDriver: [
    { user: {}, holds: true, why: 'one driver' },
    { user: two, holds: false, why: 'two drivers to choose from' },
  ],
  hasActiveLicence: [
    { user: {}, index: 1, holds: true, why: "unanswered: the sandbox's default is Yes" },
    { user: { answers: { 'driver.1.hasActiveLicense': 'No' } }, index: 1, holds: false, why: 'no active licence' },
  ],
  noActiveLicence: [
    { user: { answers: { 'driver.1.hasActiveLicense': 'No' } }, index: 1, holds: true, why: 'no active licence' },
    { user: { answers: { 'driver.1.hasActiveLicense': 'Yes' } }, index: 1, holds: false, why: 'active licence' },
  ],
  notOnLearnerPermit: [
    {
      user: { answers: { 'driver.1.hasActiveLicense': 'No', 'driver.1.licenseStatus': 'Learner permit' } },
      index: 1,
      holds: false,
      why: "on a learner's permit",
    },
    {
      user: { answers: { 'driver.1.hasActiveLicense': 'No', 'driver.1.licenseStatus': 'Suspended' } },
      index: 1,
      holds: true,
      why: 'suspended, no permit',
    },
    {
      user: { answers: { 'driver.1.hasActiveLicense': 'Yes', 'driver.1.licenseStatus': 'Learner permit' } },
      index: 1,
      holds: true,
      why: 'a status left from an earlier answer does not count once the licence is active',
    },
  ],
  noSr22: [
    { user: two, index: 2, holds: false, why: 'driver 2 needs an SR-22' },
    { user: two, index: 1, holds: true, why: 'driver 1 does not' },
  ],
  oneDriverOneVehicle: [
    { user: {}, holds: true, why: 'one driver and one vehicle' },
    { user: { vehicles: two.vehicles }, holds: false, why: 'two vehicles' },
    { user: { drivers: two.drivers }, holds: false, why: 'two drivers' },
  ],
  notSeveralVehiclesOrDrivers: [
    { user: {}, holds: true, why: 'one of each' },
    { user: { drivers: two.drivers }, holds: false, why: 'more than one driver' },
  ],
  firstDriverNotInsured: [
    { user: { firstDriverInsured: true }, holds: false, why: 'insured: policy expiration asked' },
    { user: {}, holds: true, why: 'not insured' },
  ],
  notEnrollingRightTrack: [
    { user: { answers: { 'policy.rightTrackEnroll': 'Yes' } }, holds: false, why: 'enrolling' },
    { user: { answers: { 'policy.rightTrackEnroll': 'No' } }, holds: true, why: 'not enrolling' },
  ],
  udoNotAskedInsurance: [
    { user: udo(member), index: 1, holds: false, why: 'a household member, full chain' },
    { user: udo(member, 'safeco'), index: 1, holds: true, why: 'safeco asks only the household' },
    {
      user: udo({ id: 5, householdMemberStatus: 'UNKNOWN_PERSON' }),
      index: 1,
      holds: true,
      why: 'not in the household',
    },
  ],
  udoNotAskedLicence: [
    { user: udo({ ...member, hasSeparatePolicy: 'None' }), index: 1, holds: false, why: 'no insurance at all' },
    { user: udo({ ...member, hasSeparatePolicy: 'Yes' }), index: 1, holds: true, why: 'insured on their own' },
  ],
  udoNotAskedReason: [
    {
      user: udo({ ...member, hasSeparatePolicy: 'None', hasActiveLicense: 'No' }),
      index: 1,
      holds: false,
      why: 'no licence',
    },
    {
      user: udo({ ...member, hasSeparatePolicy: 'None', hasActiveLicense: 'Yes' }),
      index: 1,
      holds: true,
      why: 'an active licence',
    },
  ],
  udoNoLicenceHardStop: [
    {
      user: udo({
        ...member,
        hasSeparatePolicy: 'None',
        hasActiveLicense: 'No',
        reasonNotHoldingLicense: 'LICENSE_REVOKED',
      }),
      index: 1,
      holds: false,
      why: 'revoked: an agent must finish',
    },
    {
      user: udo({
        ...member,
        hasSeparatePolicy: 'None',
        hasActiveLicense: 'No',
        reasonNotHoldingLicense: 'NEVER_HAD_LICENSE',
      }),
      index: 1,
      holds: true,
      why: 'never licensed: excluded online',
    },
  ],
  udoNoHouseholdHardStop: [
    { user: udo(member, 'safeco'), index: 1, holds: false, why: 'safeco cannot add a household member' },
    { user: udo(member), index: 1, holds: true, why: 'the full chain goes on asking' },
    {
      user: udo({ id: 5, householdMemberStatus: 'NO_LONGER_LIVES_IN_HOUSEHOLD' }, 'safeco'),
      index: 1,
      holds: true,
      why: 'moved out',
    },
  ],
  coveragesNotEditable: [
    { user: {}, holds: false, why: 'editable coverages (rc2IterationRule editableCoverages, or not asked)' },
    { user: { coveragesExperience: 'fixed' }, holds: true, why: 'rc2IterationRule control' },
    { user: { coveragesExperience: 'fastBind' }, holds: true, why: 'rc2IterationRule fastBind' },
  ],
  fastBind: [
    { user: { coveragesExperience: 'fastBind' }, holds: true, why: 'rc2IterationRule fastBind' },
    { user: { coveragesExperience: 'fixed' }, holds: false, why: 'control: proceed or an agent' },
    { user: {}, holds: false, why: 'editable coverages, then proceed or an agent' },
  ],
  priceComparedOnCoverages: [
    { user: {}, holds: true, why: 'the editable coverages compare the prices' },
    { user: { coveragesExperience: 'fastBind' }, holds: false, why: 'no coverages screen' },
    { user: { coveragesExperience: 'fixed' }, holds: false, why: 'no coverages screen' },
  ],
  rateUnchanged: [
    { user: { rateChanged: true }, holds: false, why: 'the re-rate changed the price' },
    { user: {}, holds: true, why: 'unchanged' },
  ],
  escrowPayment: [
    { user: { answers: { 'payment.paymentMethod': 'escrow' } }, holds: true, why: 'the lender pays' },
    { user: { answers: { 'payment.paymentMethod': 'card' } }, holds: false, why: 'by card' },
  ],
  notMonthlyPlan: [
    { user: { answers: { 'payment.paymentPlan': 'monthlyPayPlan' } }, holds: false, why: 'monthly' },
    { user: { answers: { 'payment.paymentPlan': 'fullPayPlan' } }, holds: true, why: 'in full' },
  ],
  notEscrowPayment: [
    { user: { ...owner, answers: { 'payment.paymentMethod': 'escrow' } }, holds: false, why: 'the lender pays' },
    { user: { ...owner, answers: { 'payment.paymentMethod': 'card' } }, holds: true, why: 'by card' },
    { user: owner, holds: true, why: "unanswered: the sandbox's default is card" },
  ],
  previousAddressKnown: [
    { user: owner, holds: true, why: 'a home owner who has not answered address-confirmation' },
    {
      user: { ...owner, answers: { 'policy.addressConfirmation': 'Yes' } },
      holds: true,
      why: 'a home owner there 2 years',
    },
    {
      user: { ...owner, answers: { 'policy.addressConfirmation': 'No' } },
      holds: false,
      why: 'a home owner there under 2 years',
    },
    { user: renter({}), holds: true, why: 'a renter whose intake did not say No to 5 years' },
    { user: renter({ livedMoreThanFiveYears: 'Yes' }), holds: true, why: 'a renter there 5 years' },
    { user: renter({ livedMoreThanFiveYears: 'No' }), holds: false, why: 'a renter there under 5 years' },
  ],
  rentersAddressConfirmed: [
    { user: renter({ addressConfirmation: 'Yes' }), holds: true, why: 'the intake confirmed the address' },
    { user: renter({ addressConfirmation: 'No' }), holds: false, why: 'the intake said No' },
    { user: renter({}), holds: false, why: 'the intake did not confirm it' },
    { user: owner, holds: true, why: 'a home owner confirms on address-confirmation' },
  ],
  noConnectedHome: [
    { user: { ...owner, answers: { 'property.1.connectedHome': 'Yes' } }, holds: false, why: 'connected home chosen' },
    { user: { ...owner, answers: { 'property.1.connectedHome': 'No' } }, holds: true, why: 'not chosen' },
  ],
  singleOccupant: [
    { user: owner, holds: true, why: 'one occupant' },
    { user: { property: propertyFactsOf(twoOccupants) }, holds: false, why: 'two occupants' },
    { user: renter({}), holds: true, why: 'a renter living alone' },
  ],
  noInterestedParty: [
    {
      user: { ...renter({}), answers: { 'policy.interestedPartyInfoConfirmation': 'Yes' } },
      holds: false,
      why: 'the landlord is to be listed',
    },
    {
      user: { ...renter({}), answers: { 'policy.interestedPartyInfoConfirmation': 'No' } },
      holds: true,
      why: 'not listed',
    },
  ],
};

const userOf = (row: Row): BindUser => ({ ...base, ...row.user });

describe('the post-quote skip rules, by witness', () => {
  it('every rule has witnesses both ways', () => {
    for (const name of Object.keys(bindRules) as BindRuleName[]) {
      const rows = WITNESSES[name] ?? [];
      expect(
        rows.some((r) => r.holds),
        `${name}: a row where it holds`,
      ).toBe(true);
      expect(
        rows.some((r) => !r.holds),
        `${name}: a row where it does not`,
      ).toBe(true);
    }
  });

  const rows = (Object.entries(WITNESSES) as [BindRuleName, Row[]][]).flatMap(([name, list]) =>
    list.map((row) => [name, row.why, row] as const),
  );
  it.each(rows)('%s: %s', (name, _why, row) => {
    const user = userOf(row);
    const index = row.index ?? 1;
    expect(bindRules[name].test(user, index)).toBe(row.holds);
    // What the rule declares it implies is true of the witness too.
    const said = bindRules[name].implies?.[row.holds ? 'whenTrue' : 'whenFalse'];
    for (const [other, value] of Object.entries(said?.rules ?? {}))
      expect(bindRules[other as BindRuleName].test(user, index), `${name} implies ${other} ${value}`).toBe(value);
    for (const [loop, [min, max]] of Object.entries(said?.counts ?? {})) {
      const count = loop === 'vehicles' ? user.vehicles.length : user.drivers.length;
      expect(count >= min && count <= max, `${name} implies ${loop} in [${min}, ${max}]`).toBe(true);
    }
  });
});

describe('what the rules declare they imply', () => {
  // The compiler leaves out transitions from these declarations: each must hold for every answers, checked here
  // over every combination of the facts the rules read.
  const users: BindUser[] = [];
  const actives = [undefined, 'Yes', 'No'] as const;
  const statuses = [undefined, 'Learner permit', 'Suspended'] as const;
  const drafts: BindUser['undisclosed'][number][] = [
    { id: 5 },
    { id: 5, householdMemberStatus: 'UNKNOWN_PERSON' },
    member,
    { ...member, hasSeparatePolicy: 'Yes' },
    { ...member, hasSeparatePolicy: 'No' },
    { ...member, hasSeparatePolicy: 'None' },
    { ...member, hasSeparatePolicy: 'None', hasActiveLicense: 'Yes' },
    { ...member, hasSeparatePolicy: 'None', hasActiveLicense: 'No' },
    { ...member, hasSeparatePolicy: 'None', hasActiveLicense: 'No', reasonNotHoldingLicense: 'SUSPENDED_LICENSE' },
    { ...member, hasSeparatePolicy: 'None', hasActiveLicense: 'No', reasonNotHoldingLicense: 'NEVER_HAD_LICENSE' },
  ];
  for (const carrierId of ['safeco', 'libertymutual', 'branch'] as const)
    for (const state of ['TX', 'NC', 'PA', 'MD', 'NJ', 'MA'])
      for (const v of [1, 2, 4])
        for (const d of [1, 2, 4])
          for (const active of actives)
            for (const status of statuses)
              for (const draft of drafts) {
                const answers: BindUser['answers'] = {};
                if (active) answers['driver.1.hasActiveLicense'] = active;
                if (status) answers['driver.1.licenseStatus'] = status;
                // The payment method unanswered, by card, and escrow, in turn (escrowPayment, notEscrowPayment).
                const method = [undefined, 'card', 'escrow'][(users.length >> 1) % 3];
                if (method) answers['payment.paymentMethod'] = method;
                users.push({
                  ...emptyBindUser(carrierId),
                  state,
                  vehicles: Array.from({ length: v }, (_x, i) => ({ id: i + 1, leasedOrFinanced: i % 2 === 1 })),
                  drivers: Array.from({ length: d }, (_x, i) => ({ id: i + 1, sr22Required: i % 2 === 1 })),
                  answers,
                  undisclosed: [draft],
                  // rc2IterationRule's experiences, in turn.
                  coveragesExperience: COVERAGES_EXPERIENCES[users.length % COVERAGES_EXPERIENCES.length],
                });
              }

  it.each(Object.keys(bindRules) as BindRuleName[])('%s', (name) => {
    const rule = bindRules[name];
    if (!rule.implies) return;
    let checked = 0;
    for (const u of users) {
      const value = rule.test(u, 1);
      const said = rule.implies[value ? 'whenTrue' : 'whenFalse'];
      if (!said) continue;
      for (const [other, expected] of Object.entries(said.rules ?? {}))
        expect(bindRules[other as BindRuleName].test(u, 1), `${name}=${value} implies ${other}=${expected}`).toBe(
          expected,
        );
      const count = (loop: string) => (loop === 'vehicles' ? u.vehicles.length : u.drivers.length);
      for (const [loop, [min, max]] of Object.entries(said.counts ?? {}))
        expect(count(loop) >= min && count(loop) <= max, `${name}=${value}: ${loop}`).toBe(true);
      const some = Object.entries(said.someCount ?? {});
      if (some.length)
        expect(
          some.some(([loop, [min, max]]) => count(loop) >= min && count(loop) <= max),
          `${name}=${value}: some count`,
        ).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
