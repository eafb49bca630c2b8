import { defineAutoFlow, thirds, vehicleLoop } from './autoFlow';

// spec 000 section 2, "shortFlowNerd" (shortFlowExperience nerd), in the spec's order.
export const shortFlowNerd = defineAutoFlow({
  id: 'shortFlowNerd',
  description: 'Short flow, nerd experience (spec 000 section 2).',
  entry: { search: '?utm_campaign=nb_ins', experiments: { shortFlowExperience: 'nerd' } },
  skipOverrides: {
    email: {
      drop: ['notAgencyOrMutualInsurerEligible'],
      why: 'The nerd short flow ends on the email it lists; the rules disallow agencies in short flows (docs/spec-decisions.md).',
    },
  },
  sections: thirds(
    [
      'landing',
      'carrier',
      'hasActiveLicense',
      'accidents',
      vehicleLoop(['year', 'make', 'model'], { summary: 'vehicleSummary' }),
      'discounts',
    ],
    ['gender', 'birthdate', 'address', 'name'],
    ['email'],
  ),
});
