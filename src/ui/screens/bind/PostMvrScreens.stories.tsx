import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BindChainId } from '../../../machines/bind/chains';
import type { AutoBindCarrier } from '../../../machines/bind/bind.types';
import { BIND_STORIES, chainAt, chainStory, ratecallAt } from '../stories/driveBind';

// After the driving-record check: the undisclosed driver's screens and their error page, the updated price, the
// editable coverages and what comes next.

const meta: Meta = { ...BIND_STORIES, title: 'Screens/Post-quote/Post-MVR and coverages' };
export default meta;
type Story = StoryObj;

function at(
  chainId: BindChainId,
  carrier: AutoBindCarrier,
  stage: 'postMvr' | 'coverages' | 'coverageAdjusted',
  answers: unknown[] = [],
): Story {
  return chainStory(() => {
    const chain = chainAt(chainId, carrier, undefined, { undisclosed: true, rateChanged: true });
    for (const answer of answers) chain.send({ type: 'SUBMIT', answer });
    return { chain, ratecall: ratecallAt(stage, { carrier }) };
  });
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
