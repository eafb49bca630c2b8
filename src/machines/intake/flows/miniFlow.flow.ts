import type { Draft } from 'immer';
import type { AutoUser } from '../../../contract';
import { defineAutoFlow, thirds, vehicleLoop } from './autoFlow';

// spec 000 section 2, "miniFlow", with its new-vehicle steps (year, make, model, primaryUse, vehicleSummary) and the
// mini-agency pre-fills of section 4. The ZIP code is asked before the vehicles, as in every agency flow: the address
// step is validated in the ZIP's city and state (docs/spec-decisions.md).

/** spec 000 section 4: "Own, 10000 miles, no military, '3-4 years', High School Diploma, tier MID, prior BI '50/100'". */
export function miniAgencyPrefills(user: Draft<AutoUser>) {
  for (const v of user.autoPolicy.vehicles) {
    v.ownershipStatus ??= 'Own';
    v.annualMileage ??= 10_000;
  }
  const primary = user.autoPolicy.operators[0];
  primary.militaryAffiliation ??= 'No';
  primary.activeMilitary ??= 'No';
  primary.yearsWithCurrentCarrier ??= '3-4 years';
  for (const d of user.autoPolicy.operators) d.education ??= 'High School Diploma';
  user.autoPolicy.policy.coverageTier ??= 'MID';
  user.autoPolicy.policy.coverageBILimit ??= '50/100';
}

export const miniFlow = defineAutoFlow({
  id: 'miniFlow',
  description: 'Mini-agency flow (spec 000 section 2) with the mini-agency pre-fills (section 4).',
  entry: { search: '?flow=mmagency' },
  prefill: miniAgencyPrefills,
  sections: thirds(
    [
      'currentlyInsured',
      'carrier',
      'zipcode',
      vehicleLoop(['year', 'make', 'model', 'primaryUse'], { summary: 'vehicleSummary' }),
    ],
    ['name', 'accidents', 'accidentsDetails', 'creditScore', 'homeOwnershipStatus', 'birthdate'],
    ['address'],
  ),
});
