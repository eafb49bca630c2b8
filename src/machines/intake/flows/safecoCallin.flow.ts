import { defineAutoFlow, driverLoop, thirds, vehicleLoop } from './autoFlow';

// spec 000 section 4, "Safeco-type auto flow, by result flow": the call-in flow keeps neither the full-only steps nor
// the full-and-medium ones (accidents, address, year, make, model, primary use), so neither sr22 nor the previous
// address can show; the knockout page is reached by the state alone (docs/spec-decisions.md).
export const safecoCallinFlow = defineAutoFlow({
  id: 'safecoCallinFlow',
  description: 'Safeco-type partner, result flow safecoCallin (spec 000 section 4).',
  entry: { search: '?siteSource=safeco', experiments: { safecoWhitelabelFlows: 'safecoCallin' } },
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
      vehicleLoop(['ownershipStatus'], { summary: 'vehicleSummary' }),
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
