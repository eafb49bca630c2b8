import type { AutoUser } from '../../contract';
import type { ChoiceOption } from '../intake/intake.types';
import { CREDIT_SCORE, EDUCATION, YES_NO } from '../intake/questions/options';
import { CREDIT_HIDDEN_STATES } from '../../domain/constants';

// The results page's extra questions (spec 001 section 2: "A results-page modal with extra questions can close when
// its progress reaches 100 percent"; docs/decisions/0028): what the lead classification and the ad exchange read
// about the first driver that the shopper's flow did not ask. Each is one of the intake's own questions (its options
// and stored value); the modal asks those still unanswered and closes itself when all are answered.

export interface ExtraQuestion {
  id: 'education' | 'creditScore' | 'military';
  title: string;
  options: ChoiceOption[];
  /** Whether it applies to this shopper (credit is never asked in CA, HI, MA, MI: spec 000's skip rule). */
  applies: (user: AutoUser) => boolean;
  read: (user: AutoUser) => string | undefined;
  write: (user: AutoUser, value: string) => void;
}

const first = (u: AutoUser) => u.autoPolicy.operators[0];

export const EXTRA_QUESTIONS: readonly ExtraQuestion[] = [
  {
    id: 'education',
    title: "What's your highest level of education?",
    options: EDUCATION,
    applies: () => true,
    read: (u) => first(u)?.education,
    // spec 000 section 5: 'Some College' is stored as High School Diploma.
    write: (u, v) => {
      first(u).education = v === 'Some College' ? 'High School Diploma' : v;
    },
  },
  {
    id: 'creditScore',
    title: 'How would you rate your credit?',
    options: CREDIT_SCORE,
    applies: (u) => !(CREDIT_HIDDEN_STATES as readonly string[]).includes(u.autoPolicy.policy.state ?? ''),
    read: (u) => first(u)?.creditScore,
    write: (u, v) => {
      first(u).creditScore = v;
    },
  },
  {
    id: 'military',
    title: 'Have you or a family member served in the US military?',
    options: YES_NO,
    applies: () => true,
    read: (u) => first(u)?.militaryAffiliation,
    write: (u, v) => {
      first(u).militaryAffiliation = v as 'Yes' | 'No';
    },
  },
];

/** The extra questions this shopper was not asked (none without a first driver). */
export function missingExtras(user: AutoUser): ExtraQuestion['id'][] {
  if (!first(user)) return [];
  return EXTRA_QUESTIONS.filter((q) => q.applies(user) && q.read(user) === undefined).map((q) => q.id);
}

export const extraQuestion = (id: string) => EXTRA_QUESTIONS.find((q) => q.id === id);

/** The modal's progress: the share of its questions answered, 0 to 100. */
export function extrasProgress(user: AutoUser, asked: readonly string[]): number {
  if (asked.length === 0) return 100;
  const answered = asked.filter((id) => extraQuestion(id)?.read(user) !== undefined).length;
  return Math.round((answered / asked.length) * 100);
}

/** A valid answer to one of the asked questions. */
export const isExtraAnswer = (asked: readonly string[], id: string, value: string) =>
  asked.includes(id) && Boolean(extraQuestion(id)?.options.some((o) => o.value === value));
