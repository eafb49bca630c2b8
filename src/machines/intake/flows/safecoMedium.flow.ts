import { defineAutoFlow, driverLoop, thirds, vehicleLoop } from './autoFlow';

// spec 000 section 4, "Safeco-type auto flow, by result flow": the medium flow is the full flow without its full-only
// steps (annual mileage, BI limit, tier, discounts, email, education, gender, marital status, occupation, trim,
// military, the two detail summaries) and without full coverage (asked only when the flow is full).
export const safecoMediumFlow = defineAutoFlow({
  id: 'safecoMediumFlow',
  description: 'Safeco-type partner, result flow mediumFlow (spec 000 section 4).',
  entry: { search: '?siteSource=safeco&exp=non', experiments: { safecoWhitelabelFlows: 'safecoExperience' } },
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
      vehicleLoop(['year', 'make', 'model', 'ownershipStatus', 'primaryUse'], { summary: 'vehicleSummary' }),
    ],
    [
      driverLoop(
        [
          'name',
          'homeOwnershipStatus',
          'bundlingInterest',
          'accidents',
          'accidentsDetails',
          'sr22',
          'creditScore',
          'birthdate',
          'address',
          'previousAddress',
        ],
        { more: ['name', 'birthdate', 'accidents', 'accidentsDetails', 'sr22'], summary: 'driverSummary' },
      ),
      'noneligibleUser',
    ],
    [],
  ),
});
