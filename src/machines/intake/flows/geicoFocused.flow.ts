import { defineAutoFlow, thirds, vehicleLoop } from './autoFlow';

// spec 000 section 2, "geicoFocusedFlow" (the competitor-focused experiment). totalVehicles creates the vehicles the
// loop then asks about, one item per vehicle: the flow has no vehicle summary.
export const geicoFocusedFlow = defineAutoFlow({
  id: 'geicoFocusedFlow',
  description: 'Geico-focused flow (spec 000 section 2).',
  entry: { search: '?utm_campaign=geico_conquest', experiments: { geicoFocusedFlow: 'ASAP-fork' } },
  skipOverrides: {
    email: {
      drop: ['notAgencyOrMutualInsurerEligible'],
      why: 'spec 000 section 4: email is shown in the geico-focused flow whatever the eligibility.',
    },
  },
  sections: thirds(
    [
      'currentlyInsured',
      'carrier',
      'yearsWithCurrentCarrier',
      'zipcode',
      'whenShopping',
      'howToProceed',
      'totalVehicles',
      vehicleLoop(['year', 'make', 'model', 'trim', 'annualMileage']),
    ],
    ['name', 'homeOwnershipStatus', 'creditScore', 'birthdate', 'address', 'previousAddress'],
    ['email'],
  ),
});
