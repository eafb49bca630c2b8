import { defineAutoFlow, thirds } from './autoFlow';

// spec 000 section 2, "shortFlowEmail" (shortFlowExperience email).
export const shortFlowEmail = defineAutoFlow({
  id: 'shortFlowEmail',
  description: 'Short flow, email experience (spec 000 section 2).',
  entry: { search: '?utm_campaign=nb_ins', experiments: { shortFlowExperience: 'email' } },
  sections: thirds(
    ['landing', 'currentlyInsured', 'carrier', 'totalVehicles'],
    ['name', 'homeOwnershipStatus', 'creditScore', 'birthdate'],
    ['email'],
  ),
});
