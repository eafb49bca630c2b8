import { defineAutoFlow, driverLoop, thirds, vehicleLoop } from './autoFlow';

// spec 000 section 4, "Safeco-type auto flow, by result flow": the short flow (the Safeco widget) is the call-in flow
// with total vehicles, "only for short flow". totalVehicles creates the vehicles the loop then asks about, one item
// per vehicle, as in the geico-focused flow: no vehicle summary (docs/spec-decisions.md).
export const safecoShortFlow = defineAutoFlow({
  id: 'safecoShortFlow',
  description: 'Safeco-type partner, result flow shortFlow: the Safeco widget (spec 000 section 4).',
  entry: { search: '?iframe=true&siteSource=safeco' },
  sections: thirds(
    [
      'currentlyInsured',
      'whenShopping',
      'shoppingIntent',
      'whyInsured',
      'currentPremium',
      'carrier',
      'yearsWithCurrentCarrier',
      'activeMilitary',
      'zipcode',
      'totalVehicles',
      vehicleLoop(['ownershipStatus']),
    ],
    [
      driverLoop(['name', 'homeOwnershipStatus', 'bundlingInterest', 'creditScore', 'birthdate'], {
        more: ['name', 'birthdate'],
        summary: 'driverSummary',
      }),
      'noneligibleUser',
    ],
    [],
  ),
});
