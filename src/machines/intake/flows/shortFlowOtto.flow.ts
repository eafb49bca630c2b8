import { defineAutoFlow, driverLoop, thirds, vehicleLoop } from './autoFlow';

// spec 000 section 2, "shortFlowOtto" (shortFlowExperience otto), in the spec's order, with its non-primary-driver
// steps (name, birthdate, driverSummary). The landing page takes the ZIP code the address is validated in.
export const shortFlowOtto = defineAutoFlow({
  id: 'shortFlowOtto',
  description: 'Short flow, Otto experience (spec 000 section 2).',
  entry: { search: '?utm_campaign=nb_ins', experiments: { shortFlowExperience: 'otto' } },
  skipOverrides: {
    email: {
      drop: ['notAgencyOrMutualInsurerEligible'],
      why: 'The Otto short flow asks the email it lists; the rules disallow agencies in short flows (docs/spec-decisions.md).',
    },
  },
  sections: thirds(
    ['landing', vehicleLoop(['year', 'make', 'model'], { summary: 'vehicleSummary' })],
    [
      'currentlyInsured',
      'carrier',
      driverLoop(['marriedGenderMilitary', 'creditScore', 'homeOwnershipStatus', 'bundlingInterest', 'nameBirthdate'], {
        more: ['name', 'birthdate'],
        summary: 'driverSummary',
      }),
    ],
    ['email', 'addressPhone'],
  ),
});
