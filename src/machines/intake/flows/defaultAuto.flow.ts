import { defineAutoFlow, driverLoop, thirds, vehicleLoop } from './autoFlow';

// spec 000 section 2, "Default auto order", with the default new-vehicle and non-primary-driver steps, and the SR22
// details after sr22 (section 4: shown only if sr22 is required).
// vehicleSummaryDetails and editableDriverSummary are safeco-type full-flow steps (spec 000 section 4), not listed here.
// phone and phoneVerification follow email (section 4: shown if agency eligible; "Phone hidden for" the Safeco-type
// flows implies the agency flows list them; docs/spec-decisions.md P18).
export const defaultAutoFlow = defineAutoFlow({
  id: 'defaultAuto',
  description: 'Default auto order (spec 000 section 2).',
  entry: { search: '' },
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
    ],
    [
      driverLoop(
        [
          'name',
          'gender',
          'homeOwnershipStatus',
          'bundlingInterest',
          'accidents',
          'sr22',
          'sr22Details',
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
            'sr22',
            'sr22Details',
            'education',
            'occupation',
          ],
          summary: 'driverSummary',
        },
      ),
    ],
    ['email', 'phone', 'phoneVerification', 'discounts', 'coverageBILimit', 'coveragesTier'],
  ),
});
