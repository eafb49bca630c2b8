import { z } from 'zod/mini';
import type { ChoiceOption, IntakeContext } from '../intake.types';
import { defineQuestion } from './question.types';
import { ANNUAL_MILEAGE, OWNERSHIP, PRIMARY_USE } from './options';
import { ACCIDENT_WINDOW_YEARS } from '../../../domain/config';
import {
  KNOCKOUT_PARTNER,
  type KnockoutCriterion,
  knockoutAnswersOf,
  knockoutCriteriaOf,
  whitelabelKnockouts,
} from '../rules/knockouts';

// The Safeco-type partner's pages (spec 000 section 4): the full flow's vehicle and driver summaries with details and
// edit links, and the knockout page its result flows stop at.

const labelOf = (options: ChoiceOption[], value: string | number | undefined) =>
  options.find((o) => o.value === String(value))?.label;
const join = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');
const CONFIRM = 'Check the details, then continue';

/** One option per vehicle: its edit link's node (its year) and what is known of it. */
function vehicleDetails(ctx: IntakeContext): ChoiceOption[] {
  return ctx.user.autoPolicy.vehicles.map((v, i) => ({
    value: `year~${i + 1}`,
    label: [v.year, v.make, v.trim ?? v.model].filter(Boolean).join(' ') || `Vehicle ${i + 1}`,
    description: join([
      labelOf(OWNERSHIP, v.ownershipStatus),
      labelOf(PRIMARY_USE, v.primaryUse),
      v.annualMileage === undefined ? undefined : `${labelOf(ANNUAL_MILEAGE, v.annualMileage)} miles a year`,
    ]),
  }));
}

/** One option per driver: its edit link's node (its name) and what is known of them. */
function driverDetails(ctx: IntakeContext): ChoiceOption[] {
  return ctx.user.autoPolicy.operators.map((d, i) => {
    const incidents = (d.incidents?.accidents.length ?? 0) + (d.incidents?.violations.length ?? 0);
    return {
      value: `name~${i + 1}`,
      label: [d.firstName, d.lastName].filter(Boolean).join(' ') || `Driver ${i + 1}`,
      description: join([
        d.birthdate ? `Born ${d.birthdate}` : undefined,
        d.gender,
        d.maritalStatus === undefined ? undefined : d.maritalStatus === 'Yes' ? 'Married' : 'Not married',
        d.incidents ? `${incidents} ${incidents === 1 ? 'incident' : 'incidents'}` : undefined,
      ]),
    };
  });
}

export const vehicleSummaryDetails = defineQuestion({
  id: 'vehicleSummaryDetails',
  entity: 'vehicles',
  segment: 'vehicle-summary-details',
  form: 'review',
  description: 'The vehicles with their details, each with an edit link (Safeco-type full flow).',
  title: () => 'Review your vehicles',
  subtitle: () => 'Check the details of each vehicle. Choose Edit to change one.',
  options: vehicleDetails,
  schema: z.literal(true, { message: CONFIRM }),
  read: () => undefined,
  examples: [true],
});

export const editableDriverSummary = defineQuestion({
  id: 'editableDriverSummary',
  entity: 'drivers',
  segment: 'editable-driver-summary-dtls',
  form: 'review',
  description: 'The drivers with their details, each with an edit link (Safeco-type full flow).',
  title: () => 'Review your drivers',
  subtitle: () => 'Check the details of each driver. Choose Edit to change one.',
  options: driverDetails,
  schema: z.literal(true, { message: CONFIRM }),
  read: () => undefined,
  examples: [true],
});

/** What the knockout page says of each criterion the answers met. */
const KNOCKOUT_REASONS: Record<KnockoutCriterion, string> = {
  accidentLimit: `More at-fault accidents in the last ${ACCIDENT_WINDOW_YEARS} years than our partner accepts online`,
  dui: `A DUI or DWI in the last ${ACCIDENT_WINDOW_YEARS} years`,
  suspendedLicense: 'A suspended or revoked license',
  sr22: 'A driver who needs an SR-22 filing',
  noPriorInsurance: 'No auto insurance today',
  stateNotServed: "A state where our partner doesn't insure cars",
};

export const noneligibleUser = defineQuestion({
  id: 'noneligibleUser',
  entity: 'drivers',
  segment: 'non-eligible-user',
  form: 'knockout',
  description:
    "Knockout page: an answer matching the white-label partner's knockout criteria, or an accident count above its limit, stops the flow here (the send-to-short-flow flag); its way on finishes the intake with the flag.",
  title: () => "We can't finish this quote online",
  subtitle: () =>
    "Based on your answers, our partner can't offer you a policy online. You can see offers from other companies, or go back and change an answer that isn't right.",
  // The criteria the rule answered on the way here (docs/decisions/0099).
  options: (ctx) => knockoutCriteriaOf(ctx.user).map((c) => ({ value: c, label: KNOCKOUT_REASONS[c] })),
  // The page's one answer is its way on: the partner flow ends and the shopper goes on to other companies' offers.
  schema: z.literal(true),
  read: () => undefined,
  skip: ['notKnockedOut'],
  // The whitelabelKnockouts rule, asked with the answers it reads whenever the way on would reach this page; what it
  // answers decides notKnockedOut. A failed call falls back on the client's copy of the criteria (knockouts.ts), so it
  // neither lets a knocked-out shopper through nor stops everyone.
  gate: {
    actor: 'fetchKnockouts',
    input: ({ user }) => ({ partner: KNOCKOUT_PARTNER, answers: { ...knockoutAnswersOf(user) } }),
    apply: (user, criteria) => {
      user.autoPolicy.policy.knockoutCriteria = [...criteria];
    },
    fallback: (user) => {
      user.autoPolicy.policy.knockoutCriteria = whitelabelKnockouts(KNOCKOUT_PARTNER, knockoutAnswersOf(user));
    },
    decides: ['notKnockedOut'],
    error: 'knockout_rule_failed',
  },
  terminal: true,
  wayOn: 'See offers from other companies',
  examples: [true],
});
