import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { AutoUser } from '../../../contract';
import { autoCatalogue } from '../intake.catalogue';
import { initialUser } from '../initialUser';
import { stepsOf } from '../../graph/flowSpec';
import { defaultAutoFlow } from '../flows/defaultAuto.flow';
import { AGENCY_CONTACT_STEPS, NON_AGENCY_SKIPS, nonAgencyShortFlow } from '../flows/nonAgencyShort.flow';
import { thirteenQuestionFlow } from '../flows/thirteenQuestion.flow';
import { zipContinuityAuto } from '../flows/zipContinuityAuto.flow';
import { withoutSteps } from '../flows/derive';
import { questionOf } from '.';
import { skipRules } from '../rules/skipRules';

// The short flows' questions through the catalogue, as the machine applies them: the write, then the side effects.

const answer = (user: AutoUser, step: string, value: unknown, index = 1) => {
  const parsed = questionOf(step).schema.safeParse(value);
  if (!parsed.success) throw new Error(`${step} refuses ${JSON.stringify(value)}`);
  return produce(user, (d) => autoCatalogue.step(step).apply(d, parsed.data, index));
};
const vehicles = (u: AutoUser) => u.autoPolicy.vehicles;

describe('totalVehicles (spec 000 section 4: creates that many blank vehicles)', () => {
  it('creates blank vehicles up to the count, numbered in order', () => {
    const u = answer(initialUser(), 'totalVehicles', '3');
    expect(vehicles(u)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(autoCatalogue.loops.vehicles.count(u)).toBe(3);
  });

  it('keeps the vehicles already answered when the count grows, and drops trailing ones when it shrinks', () => {
    const two = produce(initialUser(), (d) => {
      d.autoPolicy.vehicles = [
        { id: 1, year: '2019', make: 'Toyota' },
        { id: 2, year: '2021', make: 'Honda', ownershipStatus: 'Own' },
      ];
    });
    const four = answer(two, 'totalVehicles', '4');
    expect(vehicles(four).slice(0, 2)).toEqual(vehicles(two));
    expect(vehicles(four).slice(2)).toEqual([{ id: 3 }, { id: 4 }]);
    const one = answer(four, 'totalVehicles', '1');
    expect(vehicles(one)).toEqual([{ id: 1, year: '2019', make: 'Toyota' }]);
    // The second vehicle was owned: with it gone, its full-coverage rule reads the absent vehicle again.
    expect(skipRules.vehicleNotOwned.test(two, 2)).toBe(false);
    expect(skipRules.vehicleNotOwned.test(one, 2)).toBe(true);
  });

  it('offers 1 to 4 and refuses more (spec 000 section 5: total vehicles max 4)', () => {
    const q = questionOf('totalVehicles');
    expect(q.options!({} as never, 1).map((o) => o.value)).toEqual(['1', '2', '3', '4']);
    expect(q.schema.safeParse('5').success).toBe(false);
    expect(q.schema.safeParse('0').success).toBe(false);
  });

  it('reads back a count above one; a single vehicle is remembered by the machine, not read from the answers', () => {
    const q = questionOf('totalVehicles');
    expect(q.read(answer(initialUser(), 'totalVehicles', '3'), 1)).toBe('3');
    expect(q.read(initialUser(), 1)).toBeUndefined();
    expect(autoCatalogue.step('totalVehicles').remember).toBe(true);
  });
});

describe('marriedGenderMilitary', () => {
  it('stores the three answers, and married Yes on driver 1 adds the spouse as driver 2', () => {
    const u = answer(initialUser(), 'marriedGenderMilitary', {
      maritalStatus: 'Yes',
      gender: 'Female',
      militaryAffiliation: 'No',
    });
    expect(u.autoPolicy.operators[0]).toMatchObject({
      maritalStatus: 'Yes',
      gender: 'Female',
      militaryAffiliation: 'No',
    });
    expect(u.autoPolicy.operators.map((d) => d.relationship)).toEqual(['Self', 'Spouse']);
    expect(skipRules.spouseOfMarriedPrimary.test(u, 2)).toBe(true);
    const single = answer(u, 'marriedGenderMilitary', {
      maritalStatus: 'No',
      gender: 'Female',
      militaryAffiliation: 'No',
    });
    expect(single.autoPolicy.operators).toHaveLength(1);
  });

  it('asks for each of the three answers by name', () => {
    const result = questionOf('marriedGenderMilitary').schema.safeParse({ gender: 'Robot' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['gender', 'maritalStatus', 'militaryAffiliation']);
  });
});

describe('nameBirthdate', () => {
  it('stores the name title-cased and the date of birth, as the name and birthdate steps do', () => {
    const u = answer(initialUser(), 'nameBirthdate', {
      firstName: 'josé',
      lastName: "o'brien",
      birthdate: '04/12/1985',
    });
    expect(u.autoPolicy.operators[0]).toMatchObject({
      firstName: 'José',
      lastName: "O'Brien",
      birthdate: '04/12/1985',
    });
    expect(questionOf('nameBirthdate').read(u, 1)).toEqual({
      firstName: 'José',
      lastName: "O'Brien",
      birthdate: '04/12/1985',
    });
  });

  it('refuses a date that is not real and a driver under 16, naming the field', () => {
    const schema = questionOf('nameBirthdate').schema;
    const young = `01/01/${new Date().getFullYear() - 10}`;
    for (const birthdate of ['02/30/1990', young]) {
      const result = schema.safeParse({ firstName: 'Ana', lastName: 'Ruiz', birthdate });
      expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['birthdate']);
    }
  });

  it("copies marital status Yes to driver 2 when driver 1 is married (driver 2's birthdate side effect)", () => {
    const married = answer(initialUser(), 'maritalStatus', 'Yes');
    const u = answer(married, 'nameBirthdate', { firstName: 'Ana', lastName: 'Ruiz', birthdate: '04/12/1985' }, 2);
    expect(u.autoPolicy.operators[1].maritalStatus).toBe('Yes');
  });
});

describe('hasActiveLicense and howToProceed', () => {
  it("store the driver's licence answer and the way to proceed", () => {
    expect(answer(initialUser(), 'hasActiveLicense', 'No').autoPolicy.operators[0].hasActiveLicense).toBe('No');
    expect(answer(initialUser(), 'howToProceed', 'quickerOffers').autoPolicy.policy.howToProceed).toBe('quickerOffers');
    expect(questionOf('howToProceed').schema.safeParse('later').success).toBe(false);
  });
});

describe('the ZIP steps before zipcode (landing, zipcodeContinuity)', () => {
  it.each(['landing', 'zipcodeContinuity'])(
    '%s stores the ZIP and checks it with the zipcode lookup: state, city and eligibility',
    (step) => {
      const q = questionOf(step);
      expect(q.check).toBe(questionOf('zipcode').check);
      const u = answer(initialUser(), step, '48226');
      expect(q.check!.input({ user: u, kept: {}, index: 1, answer: '48226' })).toEqual({ zip: '48226' });
      const looked = produce(u, (d) =>
        q.check!.apply!(
          d,
          // The union of every actor's output narrows to never here; this is the lookup's output.
          {
            zip: '48226',
            places: [{ placeName: 'Detroit', stateAbbreviation: 'MI', timeZone: 'America/Detroit' }],
          } as never,
          1,
        ),
      );
      expect(looked.autoPolicy.policy).toMatchObject({ zip: '48226', state: 'MI', city: 'Detroit' });
      // Michigan: credit score hidden, not agency eligible (the rules name these steps in changedBy).
      expect(skipRules.creditHiddenState.test(looked, 1)).toBe(true);
      expect(skipRules.notAgencyEligible.test(looked, 1)).toBe(true);
      expect(skipRules.creditHiddenState.changedBy).toContain(step);
      expect(skipRules.notAgencyEligible.changedBy).toContain(step);
    },
  );
});

describe('flows derived from the default order (spec 000 sections 2 and 4)', () => {
  const defaults = stepsOf(defaultAutoFlow);

  // Both are non-agency: the agency-only phone steps (spec 000 section 4 can-show) are left out with the skip set.
  const nonAgency = [...NON_AGENCY_SKIPS, ...AGENCY_CONTACT_STEPS];

  it('the non-agency short flow is the default order less exactly its skip set and the phone steps, in order', () => {
    expect(stepsOf(nonAgencyShortFlow)).toEqual(defaults.filter((s) => !nonAgency.includes(s)));
  });

  it('the 13-question flow also skips accidents, address, primaryUse and sr22 (with its SR22 details)', () => {
    const skipped = [...nonAgency, 'accidents', 'address', 'primaryUse', 'sr22', 'sr22Details'];
    expect(stepsOf(thirteenQuestionFlow)).toEqual(defaults.filter((s) => !skipped.includes(s)));
  });

  it('zip continuity asks the ZIP first and not again', () => {
    const steps = stepsOf(zipContinuityAuto);
    expect(steps[0]).toBe('zipcodeContinuity');
    expect(steps.slice(1)).toEqual(defaults.filter((s) => s !== 'zipcode'));
  });

  it('refuses to skip a step the base flow does not list', () => {
    expect(() =>
      withoutSteps(defaultAutoFlow, ['landing'], { id: 'x', description: 'x', entry: { search: '' } }),
    ).toThrow(/landing/);
  });
});
