import type { AutoUser } from '../../../contract';
import type { ChoiceOption } from '../intake.types';

// Option lists of spec 000 section 9 (and choices it leaves open, recorded in docs/spec-decisions.md).

export const opts = (...pairs: [value: string, label: string, description?: string][]): ChoiceOption[] =>
  pairs.map(([value, label, description]) => (description ? { value, label, description } : { value, label }));
export const values = (options: ChoiceOption[]) => options.map((o) => o.value) as [string, ...string[]];

export const YES_NO = opts(['Yes', 'Yes'], ['No', 'No']);

export const CURRENT_INSURERS = opts(
  ...(
    [
      'Allstate',
      'American Family',
      'Chubb',
      'Farmers',
      'Liberty Mutual',
      'Nationwide',
      'Progressive',
      'State Farm',
      'Travelers',
      'USAA',
      'Other',
      'None',
    ] as const
  ).map((c): [string, string] => [c, c]),
);

export const WHEN_SHOPPING = opts(
  ['ASAP', 'As soon as possible'],
  ['withinFewDays', 'Within a few days'],
  ['byEndOfWeek', 'By the end of the week'],
  ['thisMonth', 'This month'],
  ['justChecking', 'Just checking prices'],
);

export const SHOPPING_INTENT = opts(
  ['lowestPrice', 'The lowest price'],
  ['betterCoverage', 'Better coverage'],
  ['trustedBrand', 'A brand I trust'],
  ['betterService', 'Better service'],
);

export const WHY_INSURED = opts(
  ['betterRate', 'Looking for a better rate'],
  ['newVehicle', 'I bought a new vehicle'],
  ['moved', 'I moved'],
  ['policyEnding', 'My policy was cancelled or is ending'],
  ['activeDuty', 'Active-duty military service'],
  ['other', 'Something else'],
);

// spec 000 section 5: current premium options map to 50, 99, 149, 199, 249, 300, moreThan300, notSure.
export const CURRENT_PREMIUM = opts(
  ['50', 'Up to $50'],
  ['99', '$51 to $99'],
  ['149', '$100 to $149'],
  ['199', '$150 to $199'],
  ['249', '$200 to $249'],
  ['300', '$250 to $300'],
  ['moreThan300', 'More than $300'],
  ['notSure', "I'm not sure"],
);

// spec 000 section 5: '3 years or more' is stored as '3-4 years'.
export const YEARS_WITH_CARRIER = opts(
  ['Less than a year', 'Less than a year'],
  ['1-2 years', '1 to 2 years'],
  ['2-3 years', '2 to 3 years'],
  ['3-4 years', '3 years or more'],
);

export const OWNERSHIP = opts(['Own', 'Own'], ['Finance', 'Finance'], ['Lease', 'Lease']);
export const PRIMARY_USE = opts(
  ['Commute', 'Commute', 'To work or school'],
  ['Pleasure', 'Pleasure', 'Errands and personal trips'],
  ['Business', 'Business', 'Work trips, deliveries or clients'],
  ['Other', 'Other'],
);

// spec 000 section 9: annual mileage bands; stored as the band's typical value.
export const ANNUAL_MILEAGE = opts(
  ['4000', 'Less than 5,000'],
  ['7500', '5,000 to 10,000'],
  ['12500', '10,000 to 15,000'],
  ['17500', '15,000 to 20,000'],
  ['25000', 'More than 20,000'],
);

export const GENDER = opts(['Male', 'Male'], ['Female', 'Female'], ['Non-binary', 'Non-binary']);
export const HOME_OWNERSHIP = opts(['Own', 'Own'], ['Rent', 'Rent'], ['Live with family', 'Live with family']);

// spec 000 section 5: credit answers map to stored values.
export const CREDIT_SCORE = opts(
  ['Excellent (750+)', 'Excellent', '750 or higher'],
  ['Good (700-749)', 'Good', '700 to 749'],
  ['Fair (640-699)', 'Fair', '640 to 699'],
  ['Needs work (<640)', 'Needs work', 'Below 640'],
);

// spec 000 section 5: 'Some College' is stored as High School Diploma.
export const EDUCATION = opts(
  ['Less than High School', 'Less than high school'],
  ['High School Diploma', 'High school diploma'],
  ['Some College', 'Some college'],
  ['Associate', 'Associate degree'],
  ['Bachelor', "Bachelor's degree"],
  ['Master', "Master's degree"],
  ['Doctorate', 'Doctorate'],
);

export const OCCUPATIONS = opts(
  ...[
    'Administrative / Clerical',
    'Architect',
    'Business Owner',
    'Clergy',
    'Construction / Trades',
    'Consultant',
    'Customer Service',
    'Education / Teacher',
    'Engineer',
    'Financial Services',
    'Food Service',
    'Government',
    'Healthcare / Nurse',
    'Homemaker',
    'Information Technology',
    'Law Enforcement',
    'Legal / Attorney',
    'Manager / Executive',
    'Manufacturing',
    'Military',
    'Physician',
    'Retail / Sales',
    'Retired',
    'Scientist',
    'Self-employed',
    'Student',
    'Transportation / Driver',
    'Unemployed',
    'Other',
  ].map((o): [string, string] => [o, o]),
);

// The accidents step counts incidents in the window; the count is the spec's ticketNumber.
export const INCIDENT_COUNT = opts(['0', 'None'], ['1', '1'], ['2', '2'], ['3', '3 or more']);

export const BI_LIMITS = opts(
  ['50/100', '$50k / $100k'],
  ['100/300', '$100k / $300k'],
  ['250/500', '$250k / $500k'],
  ['unknown', "I don't know"],
);

// spec 001 section 9: tier subheadings; BASIC is Florida only (spec 000 section 9).
export function coverageTiers(user: AutoUser): ChoiceOption[] {
  const all = opts(
    ['BASIC', 'Minimum', 'The state minimum, nothing more'],
    ['LOW', 'Low', 'Basic coverage to keep it legal'],
    ['MID', 'Medium', 'A higher level of comfort and protection'],
    ['HIGH', 'High', 'Peace of mind for (just about) anything'],
  );
  return user.autoPolicy.policy.state === 'FL' ? all : all.slice(1);
}

export const DISCOUNTS = opts(
  ['paperless', 'Paperless documents', 'Save about 3%'],
  ['payInFull', 'Pay in full', 'One payment for the whole term'],
  ['defensiveDriver', 'Defensive driving course', 'Completed in the last 3 years'],
  ['goodStudent', 'Good student', 'A driver under 25 with a B average or better'],
);
