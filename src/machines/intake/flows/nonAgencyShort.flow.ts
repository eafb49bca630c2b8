import type { StepId } from '../questions';
import { defaultAutoFlow } from './defaultAuto.flow';
import { withoutSteps } from './derive';

// spec 000 section 4, "Skip rules": "Non-agency short flow or 13-question flow: skip annualMileage, {product} tier,
// BI limit, discounts, email, gender, marital status, education, occupation, military, trim, full{product},
// ownership and previous address."
export const NON_AGENCY_SKIPS: readonly StepId[] = [
  'annualMileage',
  'coveragesTier',
  'coverageBILimit',
  'discounts',
  'email',
  'gender',
  'maritalStatus',
  'education',
  'occupation',
  'military',
  'trim',
  'fullCoverage',
  'ownershipStatus',
  'previousAddress',
];

/** The agency-only contact steps (spec 000 section 4 can-show): a non-agency flow never shows them. */
export const AGENCY_CONTACT_STEPS: readonly StepId[] = ['phone', 'phoneVerification'];

export const nonAgencyShortFlow = withoutSteps(defaultAutoFlow, [...NON_AGENCY_SKIPS, ...AGENCY_CONTACT_STEPS], {
  id: 'nonAgencyShortFlow',
  description: 'Non-agency short flow: the default auto order less its skip set (spec 000 section 4).',
  entry: { search: '?exp=non', experiments: { nonAgencyShortFlowTestRule: 'shortFlow' } },
});
