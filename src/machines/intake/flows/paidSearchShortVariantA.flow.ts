import { defineAutoFlow, thirds } from './autoFlow';

// spec 000 section 2, "paidSearchShortFlowVariantA" (paidLandingPage variantA), as listed: the zipcode step after
// the landing shows the landing's ZIP filled in, to confirm or change (docs/spec-decisions.md).
export const paidSearchShortFlowVariantA = defineAutoFlow({
  id: 'paidSearchShortFlowVariantA',
  description: 'Paid-search short flow, landing-page variant A (spec 000 section 2).',
  entry: { search: '?utm_campaign=nb_ins', experiments: { paidLandingPage: 'variantA' } },
  sections: thirds(
    ['landing', 'carrier', 'zipcode', 'totalVehicles'],
    ['name', 'homeOwnershipStatus', 'creditScore', 'birthdate'],
    [],
  ),
});
