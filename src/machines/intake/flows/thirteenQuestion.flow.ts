import { defaultAutoFlow } from './defaultAuto.flow';
import { withoutSteps } from './derive';
import { AGENCY_CONTACT_STEPS, NON_AGENCY_SKIPS } from './nonAgencyShort.flow';

// spec 000 section 4, "Skip rules": the non-agency skip set, and "the 13-question flow also skips accidents,
// address, primaryUse and sr22" (and so the SR22 details that follow sr22).
export const thirteenQuestionFlow = withoutSteps(
  defaultAutoFlow,
  [...NON_AGENCY_SKIPS, ...AGENCY_CONTACT_STEPS, 'accidents', 'address', 'primaryUse', 'sr22', 'sr22Details'],
  {
    id: 'thirteenQuestionFlow',
    description: 'The 13-question flow: the default auto order less its skip set (spec 000 section 4).',
    entry: { search: '?exp=non', experiments: { '13QuestionMediumFlow': 'thirteenQuestion' } },
  },
);
