import { type BindChain, CLOSING, SUMMARIES, driverLoop, vehicleLoop } from './blocks';

// spec 001 section 4: the root chain starts at the VIN (the breakout layout with the VIN first, always).
export const rootPreMvr: BindChain = {
  id: 'rootPreMvr',
  product: 'auto',
  stage: 'preMvr',
  carriers: ['root'],
  layout: 'vinFirst',
  description: "Root's pre-driving-record questions, starting at each vehicle's VIN.",
  sections: [
    { name: 'Vehicles', steps: ['postQuotesLanding', vehicleLoop('vinFirst'), 'vehicleSummary'] },
    { name: 'Drivers', steps: [driverLoop('vinFirst'), ...SUMMARIES] },
    { name: 'Policy', steps: CLOSING },
  ],
};
