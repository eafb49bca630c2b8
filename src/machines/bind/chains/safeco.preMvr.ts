import type { Layout } from '../bind.types';
import { type BindChain, CLOSING, LAYOUT_SUFFIX, SUMMARIES, driverLoop, vehicleLoop } from './blocks';

// spec 001 section 4, pre-MVR auto, safeco: proof of residency, vehicle more details, vehicle summary, driver more
// details, licence obtained age, SR22, driver summary, vehicle-driver summary, driver insurance history, policy
// expiration, carrier existing policy confirm, non-auto bundle, right-track programme (and mobile), start date,
// confirm contact. Proceed with updated price follows the re-rate (safeco.coverages.ts).
export const safecoPreMvr = (layout: Layout): BindChain => ({
  id: `safecoPreMvr${LAYOUT_SUFFIX[layout]}`,
  product: 'auto',
  stage: 'preMvr',
  carriers: ['safeco'],
  layout,
  description: `Safeco's pre-driving-record questions (${layout} layout), from the post-quotes landing to the contact confirmed.`,
  sections: [
    { name: 'Vehicles', steps: ['postQuotesLanding', 'proofOfResidency', vehicleLoop(layout), 'vehicleSummary'] },
    { name: 'Drivers', steps: [driverLoop(layout), ...SUMMARIES] },
    {
      name: 'Policy',
      steps: [
        'driverInsuranceHistory',
        'policyExpiration',
        'carrierExistingPolicyConfirm',
        'nonAutoBundlePolicies',
        'rightTrackDiscountProgram',
        'rightTrackDiscountProgramMobileNo',
        ...CLOSING,
      ],
    },
  ],
});
