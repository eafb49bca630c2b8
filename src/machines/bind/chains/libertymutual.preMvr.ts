import type { Layout } from '../bind.types';
import { type BindChain, CLOSING, LAYOUT_SUFFIX, SUMMARIES, driverLoop, vehicleLoop } from './blocks';

// spec 001 section 4, Liberty Mutual auto: starts at vehicle more details; adds interstate commute (PA), criminal
// motor conviction (MD, NJ, per driver) and prior insurance (MA, first driver).
export const libertymutualPreMvr = (layout: Layout): BindChain => ({
  id: `libertymutualPreMvr${LAYOUT_SUFFIX[layout]}`,
  product: 'auto',
  stage: 'preMvr',
  carriers: ['libertymutual'],
  layout,
  description: `Liberty Mutual's pre-driving-record questions (${layout} layout), with its state questions.`,
  sections: [
    {
      name: 'Vehicles',
      steps: ['postQuotesLanding', vehicleLoop(layout), 'interstateCommute', 'vehicleSummary'],
    },
    {
      name: 'Drivers',
      steps: [driverLoop(layout, ['criminalMotorConviction']), 'priorInsurance', ...SUMMARIES],
    },
    { name: 'Policy', steps: CLOSING },
  ],
});
