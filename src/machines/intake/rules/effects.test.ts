import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { AutoUser } from '../../../contract';
import { autoCatalogue } from '../intake.catalogue';
import { initialUser } from '../initialUser';
import { questions, questionOf } from '../questions';
import { newDriver, type EffectName } from './effects';

// Every answer side effect of spec 000 section 4, through the question that triggers it: the answer is applied as
// the machine applies it (the question's write, then its effects), so removing an effect from its question, or
// breaking the effect, fails here. The table is typed by the effect names: a new effect without a case fails tsc.

interface Case {
  /** What the spec says. */
  says: string;
  step: string;
  answer: unknown;
  index?: number;
  given?: (u: AutoUser) => void;
  after: (after: AutoUser) => void;
}

const withDrivers = (n: number) => (u: AutoUser) => {
  for (let id = 2; id <= n; id += 1) u.autoPolicy.operators.push(newDriver(id));
};

/** Driver 1 married, with the spouse as driver 2. */
const marriedWithSpouse = (u: AutoUser) => {
  u.autoPolicy.operators[0].maritalStatus = 'Yes';
  u.autoPolicy.operators.push(newDriver(2, 'Spouse'));
};
const paying120 = (u: AutoUser) => {
  u.autoPolicy.policy.currentPremium = '120';
};

const cases: Record<EffectName, Case[]> = {
  notInsuredClearsCarrier: [
    {
      says: 'Currently insured No sets carrier and years with carrier to None',
      step: 'currentlyInsured',
      answer: 'No',
      after: (u) =>
        expect(u.autoPolicy.operators[0]).toMatchObject({ carrier: 'None', yearsWithCurrentCarrier: 'None' }),
    },
  ],
  carrierNoneClearsYears: [
    {
      says: 'Carrier None sets years with carrier to None',
      step: 'carrier',
      answer: 'None',
      after: (u) => expect(u.autoPolicy.operators[0].yearsWithCurrentCarrier).toBe('None'),
    },
  ],
  whyInsuredEffects: [
    {
      says: 'An active-duty answer to whyInsured sets activeMilitary Yes and clears the current premium',
      step: 'whyInsured',
      answer: 'activeDuty',
      given: paying120,
      after: (u) => {
        expect(u.autoPolicy.operators[0].activeMilitary).toBe('Yes');
        expect(u.autoPolicy.policy.currentPremium).toBeUndefined();
      },
    },
    {
      says: 'The current premium is kept when the shopper is looking for a better rate',
      step: 'whyInsured',
      answer: 'betterRate',
      given: paying120,
      after: (u) => expect(u.autoPolicy.policy.currentPremium).toBe('120'),
    },
  ],
  ownershipSetsFullCoverage: [
    {
      says: 'Ownership other than Own sets full coverage Yes',
      step: 'ownershipStatus',
      answer: 'Lease',
      after: (u) => expect(u.autoPolicy.vehicles[0].fullCoverage).toBe('Yes'),
    },
  ],
  noTicketsResetsIncidents: [
    {
      says: 'Ticket number 0 sets sr22 not required; the pre-check No empties accidents and violations',
      step: 'accidents',
      answer: '0',
      given: (u) => {
        u.autoPolicy.operators[0].sr22 = { isRequired: true };
        u.autoPolicy.operators[0].incidents = {
          incidentsPrecheck: 'Yes',
          ticketNumber: 1,
          accidents: [{ date: '01/2025', atFault: true }],
          violations: [],
        };
      },
      after: (u) => {
        expect(u.autoPolicy.operators[0].sr22).toEqual({ isRequired: false });
        expect(u.autoPolicy.operators[0].incidents).toMatchObject({ incidentsPrecheck: 'No', accidents: [] });
      },
    },
  ],
  marriedAddsSpouse: [
    {
      says: 'Married Yes on driver 1 adds a driver node (the spouse)',
      step: 'maritalStatus',
      answer: 'Yes',
      after: (u) => expect(u.autoPolicy.operators.map((d) => d.relationship)).toEqual(['Self', 'Spouse']),
    },
    {
      says: "Married on the short flow's combined step adds the spouse too",
      step: 'marriedGenderMilitary',
      answer: { maritalStatus: 'Yes', gender: 'Female', militaryAffiliation: 'No' },
      after: (u) => expect(u.autoPolicy.operators).toHaveLength(2),
    },
    {
      says: 'Otherwise a driver node is removed',
      step: 'maritalStatus',
      answer: 'No',
      given: marriedWithSpouse,
      after: (u) => expect(u.autoPolicy.operators).toHaveLength(1),
    },
  ],
  spouseCopiesMaritalStatus: [
    {
      says: "Driver 2's name and birthdate on the short flow's combined step, with driver 1 married, copy it too",
      step: 'nameBirthdate',
      answer: { firstName: 'Sam', lastName: 'Okafor', birthdate: '04/12/1990' },
      index: 2,
      given: marriedWithSpouse,
      after: (u) => expect(u.autoPolicy.operators[1].maritalStatus).toBe('Yes'),
    },
    {
      says: "Driver 2's birthdate with driver 1 married copies marital status Yes",
      step: 'birthdate',
      answer: '04/12/1990',
      index: 2,
      given: marriedWithSpouse,
      after: (u) => expect(u.autoPolicy.operators[1].maritalStatus).toBe('Yes'),
    },
  ],
  vehicleSummaryResizes: [
    {
      says: 'Vehicle summary Yes adds a vehicle',
      step: 'vehicleSummary',
      answer: 'Yes',
      after: (u) => expect(u.autoPolicy.vehicles.map((v) => v.id)).toEqual([1, 2]),
    },
    {
      says: 'Vehicle summary No deletes trailing vehicles',
      step: 'vehicleSummary',
      answer: 'No',
      given: (u) => {
        u.autoPolicy.vehicles.push({ id: 2 }, { id: 3 });
      },
      after: (u) => expect(u.autoPolicy.vehicles.map((v) => v.id)).toEqual([1]),
    },
  ],
  totalVehiclesResizes: [
    {
      says: 'Total vehicles creates that many blank vehicles',
      step: 'totalVehicles',
      answer: '3',
      after: (u) => expect(u.autoPolicy.vehicles.map((v) => v.id)).toEqual([1, 2, 3]),
    },
  ],
  driverSummaryResizes: [
    {
      says: 'Driver summary Yes adds a driver',
      step: 'driverSummary',
      answer: 'Yes',
      index: 2,
      given: withDrivers(2),
      after: (u) => expect(u.autoPolicy.operators.map((d) => d.id)).toEqual([1, 2, 3]),
    },
    {
      says: 'None is inserted when the current id is 4 or more',
      step: 'driverSummary',
      answer: 'Yes',
      index: 4,
      given: withDrivers(4),
      after: (u) => expect(u.autoPolicy.operators).toHaveLength(4),
    },
    {
      says: 'Otherwise trailing drivers are deleted',
      step: 'driverSummary',
      answer: 'No',
      index: 1,
      given: withDrivers(3),
      after: (u) => expect(u.autoPolicy.operators.map((d) => d.id)).toEqual([1]),
    },
  ],
  bundlingSetsDiscount: [
    {
      says: 'Bundling interest Yes sets the property multi-policy discount (renter for a renter)',
      step: 'bundlingInterest',
      answer: 'Yes',
      given: (u) => {
        u.autoPolicy.operators[0].homeOwnershipStatus = 'Rent';
      },
      after: (u) => expect(u.autoPolicy.discounts.multiPolicyDiscount).toEqual({ home: false, renter: true }),
    },
    {
      says: 'Answering home ownership after bundling Yes moves the discount to the home the shopper has',
      step: 'homeOwnershipStatus',
      answer: 'Own',
      given: (u) => {
        u.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
      },
      after: (u) => expect(u.autoPolicy.discounts.multiPolicyDiscount).toEqual({ home: true, renter: false }),
    },
  ],
};

describe('answer side effects (spec 000 section 4), through the questions that trigger them', () => {
  const rows = Object.entries(cases).flatMap(([effect, list]) => list.map((c) => ({ effect, ...c })));

  it.each(rows.map((r) => [r.says, r] as const))('%s', (_says, { step, answer, index = 1, given, after }) => {
    const before = produce(initialUser(), (d) => given?.(d as AutoUser));
    const parsed = questionOf(step).schema.safeParse(answer);
    expect(parsed.success, `${step} takes ${JSON.stringify(answer)}`).toBe(true);
    after(produce(before, (d) => autoCatalogue.step(step).apply(d, parsed.data, index)));
  });

  it('covers every question that names an effect, with that effect', () => {
    const named = Object.values(questions).flatMap((q) => (q.effects ?? []).map((e) => `${q.id}:${e}`));
    const tested = new Set(rows.map((r) => `${r.step}:${r.effect}`));
    expect(named.filter((n) => !tested.has(n))).toEqual([]);
  });
});
