import type { FlowSpec } from '../../graph/flowSpec';
import type { FlowEntry } from '../../intake/flows/autoFlow';
import type { HomeStepId } from '../questions';

// How a home flow is written (spec 000 section 2): question ids of the home catalogue in one progress section, the
// first half of home's bar (spec 000 section 2: "renters and home in halves (policy details, payment)"); the payment
// half is the post-quote flow's (docs/decisions/0081).

export type HomeFlow = FlowSpec<HomeStepId> & { entry: FlowEntry };

/** The share of the progress bar the intake fills: the policy-details half. */
export const HOME_INTAKE_PROGRESS = 50;

export function defineHomeFlow(spec: {
  id: string;
  description: string;
  entry: FlowEntry;
  steps: readonly HomeStepId[];
}): HomeFlow {
  const { steps, ...rest } = spec;
  return {
    ...rest,
    product: 'home',
    progressSpan: HOME_INTAKE_PROGRESS,
    sections: [{ name: 'Policy details', steps }],
  };
}

/** spec 000 section 2, "Default home order" (shopping interest after the property type: section 4 names it). */
export const DEFAULT_HOME_ORDER: readonly HomeStepId[] = [
  'policyType',
  'propertyType',
  'shoppingInterest',
  'zip',
  'address',
  'verifyDetails',
  'homeDetails',
  'roofAge',
  'finalHomeDetails',
  'coverages',
  'verifyCoverages',
  'bundling',
  'carrier',
  'name',
  'gender',
  'birthdate',
  'creditProfile',
  'creditScore',
  'email',
  'rentersAddress',
  'phone',
  'discounts',
];
