import type { Layout } from '../bind.types';
import { type BindChain, CLOSING, LAYOUT_SUFFIX, SUMMARIES, driverLoop, vehicleLoop } from './blocks';

// spec 001 section 4, branch: the direct carrier's short chain; its summaries show even with one driver and one
// vehicle (`alwaysShown`). It asks in the breakout experiment's layout too.
export const branchPreMvr = (layout: Layout): BindChain => ({
  id: `branchPreMvr${LAYOUT_SUFFIX[layout]}`,
  product: 'auto',
  stage: 'preMvr',
  carriers: ['branch'],
  layout,
  alwaysShown: ['oneDriverOneVehicle'],
  description: `Branch's pre-driving-record questions (${layout} layout), summaries always shown.`,
  sections: [
    { name: 'Vehicles', steps: ['postQuotesLanding', vehicleLoop(layout), 'vehicleSummary'] },
    { name: 'Drivers', steps: [driverLoop(layout), ...SUMMARIES] },
    { name: 'Policy', steps: CLOSING },
  ],
});
