import type { RatecallQuestion } from '../../../src/contract/ratecall';
import { EFFECTIVE_DATE_MAX_DAYS_AHEAD, FAST_TRACK_CARRIER } from '../constants';
import { addDays, formatDate, parseDate } from '../dates';

// Questions every product's chain ends with (spec 001 section 4: {product} start date, confirm contact), and the
// fast-track chain (preferred contact method, then fast-track reach-out).

export const START_DATE_ID = 'policy.effectiveDate';

/**
 * The start date, defaulted to the one the shopper already gave (`requested`, MM/DD/YYYY) when it is still a date the
 * question accepts (today up to EFFECTIVE_DATE_MAX_DAYS_AHEAD days ahead), else to tomorrow: never asked twice.
 */
export function startDateQuestion(today: Date, requested?: string): RatecallQuestion {
  const min = addDays(today, 0);
  const max = addDays(today, EFFECTIVE_DATE_MAX_DAYS_AHEAD);
  const wanted = requested ? parseDate(requested) : null;
  const start = wanted && wanted >= min && wanted <= max ? wanted : addDays(today, 1);
  return {
    id: START_DATE_ID,
    step: 'coverage-start-date',
    entity: 'policy',
    type: 'date',
    required: true,
    prompt: 'When should your new policy start?',
    defaultValue: formatDate(start),
    minDate: formatDate(min),
    maxDate: formatDate(max),
  };
}

export const confirmContactQuestion = (): RatecallQuestion => ({
  id: 'policy.contactConfirmed',
  step: 'confirm-contact-information',
  entity: 'policy',
  type: 'confirm',
  required: true,
  // The screen lists the details given (an email, a phone, or both): the confirmation names none it may not have.
  prompt: 'Is the contact information above correct? Your policy documents go there.',
});

export const fastTrackQuestions = (): RatecallQuestion[] => [
  {
    id: 'policy.preferredContactMethod',
    step: 'help-finalize-policy-connect-agent',
    entity: 'policy',
    type: 'select',
    required: true,
    prompt: `How should a ${FAST_TRACK_CARRIER.name} agent reach you to finalize your policy?`,
    options: ['Phone call', 'Text message', 'Email'].map((v) => ({ value: v, label: v })),
  },
  {
    id: 'policy.reachOutTime',
    step: 'fast-track-reach-out',
    entity: 'policy',
    type: 'select',
    required: true,
    prompt: 'When is the best time to reach you?',
    options: ['As soon as possible', 'Morning (9am-12pm)', 'Afternoon (12pm-5pm)', 'Evening (5pm-8pm)'].map((v) => ({
      value: v,
      label: v,
    })),
  },
];
