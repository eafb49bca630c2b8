import { defineAutoFlow, driverLoop, thirds, vehicleLoop } from './autoFlow';

// spec 000 section 2, "embeddedAgencyFlow", with the default new-vehicle steps and the default non-primary-driver steps
// less sr22 (this order asks none) plus accident details after accidents. Its addressSixtyDays is the address step's
// own "lived here 60 days?" question, as in the default order (docs/spec-decisions.md). phone and phoneVerification
// follow email, as in the default order, shown if agency eligible (docs/spec-decisions.md P18).
export const embeddedAgencyFlow = defineAutoFlow({
  id: 'embeddedAgencyFlow',
  description: 'Embedded agency widget flow (spec 000 section 2).',
  entry: { search: '?iframe=true&siteSource=acme-news' },
  sections: thirds(
    [
      'currentlyInsured',
      'carrier',
      'yearsWithCurrentCarrier',
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
          'accidents',
          'accidentsDetails',
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
