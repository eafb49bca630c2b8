import { defineAutoFlow, thirds } from './autoFlow';

// spec 000 section 2, "paidSearchShortFlow": utm_campaign nb_ins. No vehicle steps: totalVehicles creates blank
// vehicles, rated at RC1 without year, make or model (docs/spec-decisions.md).
export const paidSearchShortFlow = defineAutoFlow({
  id: 'paidSearchShortFlow',
  description: 'Paid-search short flow (spec 000 section 2).',
  entry: { search: '?utm_campaign=nb_ins' },
  sections: thirds(
    ['currentlyInsured', 'carrier', 'whenShopping', 'shoppingIntent', 'zipcode', 'totalVehicles'],
    ['name', 'homeOwnershipStatus', 'creditScore', 'birthdate'],
    [],
  ),
});
