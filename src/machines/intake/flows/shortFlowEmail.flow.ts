import { defineAutoFlow, thirds } from './autoFlow';

// spec 000 section 2, "shortFlowEmail" (shortFlowExperience email).
export const shortFlowEmail = defineAutoFlow({
  id: 'shortFlowEmail',
  description: 'Short flow, email experience (spec 000 section 2).',
  entry: { search: '?utm_campaign=nb_ins', experiments: { shortFlowExperience: 'email' } },
  skipOverrides: {
    email: {
      drop: ['notAgencyOrMutualInsurerEligible'],
      why: 'The email short flow asks the email it is named for; the rules disallow agencies in short flows (docs/spec-decisions.md).',
    },
  },
  sections: thirds(
    ['landing', 'currentlyInsured', 'carrier', 'totalVehicles'],
    ['name', 'homeOwnershipStatus', 'creditScore', 'birthdate'],
    ['email'],
  ),
});
