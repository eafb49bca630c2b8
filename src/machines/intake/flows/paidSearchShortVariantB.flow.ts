import { defineAutoFlow, thirds } from './autoFlow';

// spec 000 section 2, "paidSearchShortFlowVariantB" (paidLandingPage variantB): the ZIP is given on the landing.
export const paidSearchShortFlowVariantB = defineAutoFlow({
  id: 'paidSearchShortFlowVariantB',
  description: 'Paid-search short flow, landing-page variant B (spec 000 section 2).',
  entry: { search: '?utm_campaign=nb_ins', experiments: { paidLandingPage: 'variantB' } },
  sections: thirds(
    ['landing', 'currentlyInsured', 'carrier', 'totalVehicles'],
    ['name', 'homeOwnershipStatus', 'creditScore', 'birthdate'],
    [],
  ),
});
