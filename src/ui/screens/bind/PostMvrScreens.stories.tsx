import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { BindChainId } from '../../../machines/bind/chains';
import type { BindCarrier } from '../../../machines/bind/bind.types';
import { chainAt, ratecallAt } from '../stories/driveBind';
import { withAppShell } from '../stories/withAppShell';
import { BindChainScreen } from './BindChainScreen';

// After the driving-record check: the undisclosed driver's screens and their error page, the updated price, the
// editable coverages and what comes next.

type Args = { onBack: () => void };
const meta: Meta = {
  title: 'Screens/Post-quote/Post-MVR and coverages',
  component: BindChainScreen,
  decorators: [withAppShell],
  parameters: { layout: 'fullscreen' },
  args: { onBack: fn() },
};
export default meta;
type Story = StoryObj;

function at(
  chainId: BindChainId,
  carrier: BindCarrier,
  stage: 'postMvr' | 'coverages' | 'coverageAdjusted',
  answers: unknown[] = [],
): Story {
  return {
    loaders: [
      async () => {
        const chain = chainAt(chainId, carrier, undefined, { undisclosed: true, rateChanged: true });
        for (const answer of answers) chain.send({ type: 'SUBMIT', answer });
        return { chain, ratecall: ratecallAt(stage, { carrier }) };
      },
    ],
    render: (args, { loaded }) => (
      <BindChainScreen chain={loaded.chain} ratecall={loaded.ratecall} onBack={(args as Args).onBack} />
    ),
  };
}

/** undisclosed-drivers-household: the person the driving record found, by name. */
export const UndisclosedHousehold: Story = at('libertymutualPostMvr', 'libertymutual', 'postMvr');
/** undisclosed-drivers-active-insurance. */
export const UndisclosedActiveInsurance: Story = at('libertymutualPostMvr', 'libertymutual', 'postMvr', [
  { householdMemberStatus: 'YES_PART_OF_HOUSEHOLD' },
]);
/** undisclosed-drivers-reason-no-license. */
export const UndisclosedReasonNoLicense: Story = at('libertymutualPostMvr', 'libertymutual', 'postMvr', [
  { householdMemberStatus: 'YES_PART_OF_HOUSEHOLD' },
  { hasSeparatePolicy: 'None' },
  { hasActiveLicense: 'No' },
]);
/** undisclosed-drivers-error: only Back, or an agent. */
export const UndisclosedError: Story = at('safecoPostMvr', 'safeco', 'postMvr', [
  { householdMemberStatus: 'YES_PART_OF_HOUSEHOLD' },
]);
/** proceed-with-updated-price: the price went up, in words and figures. */
export const UpdatedPrice: Story = at('safecoCoverages', 'safeco', 'coverages');
/** editable-coverages: each coverage's limits at or above Ohio's minimum, the minimum named beside it. */
export const EditableCoverages: Story = at('safecoCoverages', 'safeco', 'coverages', [{ acceptUpdatedPrice: true }]);
/** editable-coverages after POST /rules-engine/ adjusted the edit: the change and why, beside its coverage. */
export const EditableCoveragesAdjusted: Story = at('libertymutualCoverages', 'libertymutual', 'coverageAdjusted');
/** proceed-updated-price-connect-agent. */
export const ProceedOrAgent: Story = at('safecoCoverages', 'safeco', 'coverages', [
  { acceptUpdatedPrice: true },
  { coverages: { bodilyInjury: '50/100' } },
]);
