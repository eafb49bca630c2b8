import type { UsState } from '../../src/domain/constants';
import { type Sex, namesFor, sexOfName } from '../data/firstNames';
import type { Dice } from './dice';
import { generateLicence } from './licence';

// The household a driver-data vendor would return for a searched person (spec 000 section 3 Operator fields): the
// person, and for some searches a spouse or a relative of driving age with the same last name.

/** What prefill_records keeps of a driver: the searched person ('Self') is stored without name or birth date. */
export interface StoredDriver {
  relationship: 'Self' | 'Spouse' | 'Other Relative';
  firstName?: string;
  birthdate?: string;
  gender?: Sex;
  maritalStatus: 'Yes' | 'No';
  licenseNumber: string;
  licenseObtainedAge: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const otherSex = (s: Sex): Sex => (s === 'Male' ? 'Female' : 'Male');

function birthdateIn(year: number, dice: Dice): string {
  return `${pad(dice.between(1, 12))}/${pad(dice.between(1, 28))}/${year}`;
}

function licensedAt(dice: Dice): number {
  return dice.weighted([
    [16, 62],
    [17, 16],
    [18, 14],
    [19, 3],
    [20, 2],
    [21, 3],
  ] as const);
}

/** Married chances by age follow the Census Bureau's marital-status tables (roughly: 10% under 25, 45% at 25-34, 60%+). */
function marriedChance(age: number): number {
  if (age < 25) return 0.1;
  if (age < 35) return 0.45;
  return 0.6;
}

export function buildHousehold(
  person: { firstName: string; lastName: string; birthYear: number; age: number },
  state: UsState,
  currentYear: number,
  dice: Dice,
): StoredDriver[] {
  const married = dice.chance(marriedChance(person.age));
  const personSex = sexOfName(person.firstName);
  const drivers: StoredDriver[] = [
    {
      relationship: 'Self',
      maritalStatus: married ? 'Yes' : 'No',
      licenseNumber: generateLicence(state, person.lastName, dice.fork('licence-self')),
      licenseObtainedAge: licensedAt(dice),
    },
  ];

  const member = (
    relationship: 'Spouse' | 'Other Relative',
    birthYear: number,
    sex: Sex,
    maritalStatus: 'Yes' | 'No',
    label: string,
  ) => {
    const own = dice.fork(label);
    const firstName = own.pick(
      namesFor(birthYear, sex).filter((n) => n.toLowerCase() !== person.firstName.trim().toLowerCase()),
    );
    drivers.push({
      relationship,
      firstName,
      birthdate: birthdateIn(birthYear, own),
      gender: sex,
      maritalStatus,
      licenseNumber: generateLicence(state, person.lastName, own.fork('licence')),
      licenseObtainedAge: licensedAt(own),
    });
  };

  if (married) {
    const year = Math.min(person.birthYear + dice.between(-4, 4), currentYear - 18);
    member('Spouse', year, personSex ? otherSex(personSex) : dice.pick(['Male', 'Female'] as const), 'Yes', 'spouse');
  }
  // A child of driving age at home (parents 40-60), or a parent for a young driver living with family.
  if (person.age >= 40 && person.age <= 60 && dice.chance(0.3)) {
    const childAge = dice.between(17, 24);
    member('Other Relative', currentYear - childAge, dice.pick(['Male', 'Female'] as const), 'No', 'child');
  } else if (person.age < 25 && !married && dice.chance(0.3)) {
    member(
      'Other Relative',
      person.birthYear - dice.between(22, 32),
      dice.pick(['Male', 'Female'] as const),
      'Yes',
      'parent',
    );
  }
  return drivers;
}
