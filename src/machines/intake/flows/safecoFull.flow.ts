import { defineAutoFlow, driverLoop, thirds, vehicleLoop } from './autoFlow';

// spec 000 section 4, "Safeco-type auto flow, by result flow": the full flow keeps every step of the default auto order
// (section 2) but phone, with vehicleSummaryDetails and editableDriverSummary, accident details after accidents (the
// knockout criteria need them), and the knockout page once every driver's answers are in (docs/spec-decisions.md).
export const safecoFullFlow = defineAutoFlow({
  id: 'safecoFullFlow',
  description: 'Safeco-type partner, result flow fullFlow (spec 000 section 4).',
  entry: { search: '?siteSource=safeco', experiments: { safecoWhitelabelFlows: 'safecoExperience' } },
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
      vehicleLoop(['year', 'make', 'model', 'trim', 'ownershipStatus', 'fullCoverage', 'primaryUse', 'annualMileage'], {
        summary: 'vehicleSummary',
      }),
      'vehicleSummaryDetails',
    ],
    [
      driverLoop(
        [
          'name',
          'gender',
          'homeOwnershipStatus',
          'bundlingInterest',
          'accidents',
          'accidentsDetails',
          'sr22',
          'education',
          'occupation',
          'creditScore',
          'military',
          'birthdate',
          'maritalStatus',
          'address',
          'previousAddress',
        ],
        {
          more: [
            'name',
            'gender',
            'birthdate',
            'maritalStatus',
            'accidents',
            'accidentsDetails',
            'sr22',
            'education',
            'occupation',
          ],
          summary: 'driverSummary',
        },
      ),
      'noneligibleUser',
      'editableDriverSummary',
    ],
    ['email', 'discounts', 'coverageBILimit', 'coveragesTier'],
  ),
});
