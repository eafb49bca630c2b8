import type { Meta, StoryObj } from '@storybook/react-vite';
import { BIND_STORIES, chainAt, chainStory, ratecallAt } from '../stories/driveBind';

// The pre-MVR screens: a real Liberty Mutual chain and a rate-call chart answered with the sandbox's own questions for
// a household of two vehicles and two drivers in Ohio.

const meta: Meta = { ...BIND_STORIES, title: 'Screens/Post-quote/Pre-MVR' };
export default meta;
type Story = StoryObj;

const at = (step: string | undefined, index?: number, stage: Parameters<typeof ratecallAt>[0] = 'preMvr'): Story =>
  chainStory(() => ({
    chain: chainAt('libertymutualPreMvr', 'libertymutual', step, index === undefined ? {} : { index }),
    ratecall:
      stage === 'answerErrors'
        ? ratecallAt('answerErrors', {
            answers: {
              'vehicle.1.vin': '2T1BURHE0JC074321',
              'vehicle.1.primaryDriverId': 1,
              'vehicle.2.primaryDriverId': 2,
            },
          })
        : ratecallAt(stage),
  }));

/** post-quotes-landing: what buying online takes. */
export const Landing: Story = at(undefined);
/** vehicle-more-details (grouped): the first vehicle's questions, the carrier's defaults chosen. */
export const VehicleMoreDetails: Story = at('vehicleMoreDetails', 1);
/** The carrier refused the first vehicle's VIN (vinError): the message is on the VIN field. */
export const VehicleVinRefused: Story = at('vehicleMoreDetails', 1, 'answerErrors');
/** editable-vehicle-summary-details: the vehicles with Edit, then the confirmation. */
export const VehicleSummary: Story = at('vehicleSummary');
/** driver-more-details for the spouse: relationship and licence (shown while the driver has one). */
export const DriverMoreDetails: Story = at('driverMoreDetails', 2);
/** editable-vehicle-driver-summary-details: each vehicle's main driver. */
export const VehicleDriverSummary: Story = at('vehicleDriverSummary');
/** coverage-start-date: one date question with its range. */
export const CoverageStartDate: Story = at('coverageStartDate');

const fastTrack = (step: string, rules: { agentsOpen?: boolean; callBookable?: boolean } = {}): Story =>
  chainStory(() => ({
    chain: chainAt('fasttrackPreMvr', 'fasttrack', step),
    ratecall: ratecallAt('preMvr', { carrier: 'fasttrack', rules }),
  }));

/** help-finalize-policy-connect-agent (the fast-track carrier): how an agent should reach the shopper. */
export const FastTrackContactMethod: Story = fastTrack('helpFinalizePolicyConnectAgent');
/** fast-track-reach-out: when the agent should reach out, agents on the phones and a call bookable. */
export const FastTrackReachOut: Story = fastTrack('fastTrackReachOut');
/** fast-track-reach-out outside operating hours: no "As soon as possible", and no call to book at this hour. */
export const FastTrackReachOutClosed: Story = fastTrack('fastTrackReachOut', {
  agentsOpen: false,
  callBookable: false,
});

/** editable-driver-summary-details. */
export const DriverSummary: Story = at('driverSummary');
/** confirm-contact-information: where the documents go, then the confirmation. */
export const ConfirmContact: Story = at('confirmContactInformation');
