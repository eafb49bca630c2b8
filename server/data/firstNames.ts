// Common US given names by birth era and sex, from the Social Security Administration's popular-baby-names lists
// (top names of each era's decades), for the simulated household members of prefill (spec 000 section 7).

export type Sex = 'Male' | 'Female';

interface Era {
  /** Born in this year or later (until the next era). */
  from: number;
  Male: readonly string[];
  Female: readonly string[];
}

export const FIRST_NAME_ERAS: readonly Era[] = [
  {
    from: 1930,
    Male: [
      'James',
      'Robert',
      'John',
      'William',
      'Richard',
      'Charles',
      'Donald',
      'Thomas',
      'Gary',
      'Ronald',
      'Larry',
      'Kenneth',
      'George',
      'Edward',
      'Dennis',
      'Paul',
    ],
    Female: [
      'Mary',
      'Linda',
      'Patricia',
      'Barbara',
      'Susan',
      'Nancy',
      'Deborah',
      'Sandra',
      'Carol',
      'Sharon',
      'Judith',
      'Karen',
      'Donna',
      'Margaret',
      'Joyce',
      'Shirley',
    ],
  },
  {
    from: 1960,
    Male: [
      'Michael',
      'David',
      'James',
      'John',
      'Robert',
      'Mark',
      'William',
      'Jeffrey',
      'Steven',
      'Brian',
      'Kevin',
      'Scott',
      'Timothy',
      'Daniel',
      'Christopher',
      'Anthony',
    ],
    Female: [
      'Lisa',
      'Mary',
      'Karen',
      'Susan',
      'Kimberly',
      'Patricia',
      'Michelle',
      'Jennifer',
      'Laura',
      'Tammy',
      'Angela',
      'Julie',
      'Donna',
      'Cynthia',
      'Elizabeth',
      'Dawn',
    ],
  },
  {
    from: 1975,
    Male: [
      'Michael',
      'Christopher',
      'Jason',
      'David',
      'James',
      'Matthew',
      'Joshua',
      'John',
      'Robert',
      'Daniel',
      'Joseph',
      'Brian',
      'Ryan',
      'Justin',
      'Eric',
      'Andrew',
    ],
    Female: [
      'Jennifer',
      'Amy',
      'Melissa',
      'Jessica',
      'Heather',
      'Sarah',
      'Angela',
      'Michelle',
      'Amanda',
      'Kimberly',
      'Stephanie',
      'Nicole',
      'Elizabeth',
      'Rebecca',
      'Christina',
      'Lisa',
    ],
  },
  {
    from: 1990,
    Male: [
      'Michael',
      'Christopher',
      'Matthew',
      'Joshua',
      'Jacob',
      'Nicholas',
      'Andrew',
      'Daniel',
      'Tyler',
      'Joseph',
      'Brandon',
      'David',
      'Ryan',
      'Zachary',
      'Justin',
      'Anthony',
    ],
    Female: [
      'Jessica',
      'Ashley',
      'Emily',
      'Sarah',
      'Samantha',
      'Amanda',
      'Brittany',
      'Elizabeth',
      'Taylor',
      'Megan',
      'Hannah',
      'Kayla',
      'Lauren',
      'Stephanie',
      'Rachel',
      'Jennifer',
    ],
  },
  {
    from: 2003,
    Male: [
      'Jacob',
      'Michael',
      'Ethan',
      'Joshua',
      'Daniel',
      'Matthew',
      'Anthony',
      'Andrew',
      'William',
      'Noah',
      'Alexander',
      'Logan',
      'Christopher',
      'Ryan',
      'Dylan',
      'Tyler',
    ],
    Female: [
      'Emily',
      'Emma',
      'Madison',
      'Olivia',
      'Hannah',
      'Abigail',
      'Isabella',
      'Ashley',
      'Samantha',
      'Elizabeth',
      'Alexis',
      'Sarah',
      'Grace',
      'Alyssa',
      'Sophia',
      'Lauren',
    ],
  },
];

export function namesFor(birthYear: number, sex: Sex): readonly string[] {
  const era = [...FIRST_NAME_ERAS].reverse().find((e) => birthYear >= e.from) ?? FIRST_NAME_ERAS[0];
  return era[sex];
}

const MALE = new Set(FIRST_NAME_ERAS.flatMap((e) => e.Male.map((n) => n.toLowerCase())));
const FEMALE = new Set(FIRST_NAME_ERAS.flatMap((e) => e.Female.map((n) => n.toLowerCase())));

/** The sex a given name is listed under, when it is listed under one only. */
export function sexOfName(firstName: string): Sex | undefined {
  const key = firstName.trim().toLowerCase();
  const male = MALE.has(key);
  const female = FEMALE.has(key);
  return male === female ? undefined : male ? 'Male' : 'Female';
}
