import type { ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { BindMachine } from '../../../machines/bind/bind.machine';
import {
  sameBindNode,
  sameBindSession,
  selectBindNode,
  selectBindSession,
} from '../../../machines/bind/bind.selectors';
import type { RatecallMachine } from '../../../machines/ratecall/ratecall.machine';
import { samePurchaseStrip, selectPurchaseStrip } from '../../../machines/ratecall/ratecall.selectors';
import {
  AgentIntro,
  ContactDetails,
  CoveragesScreen,
  LandingScreen,
  NextActionScreen,
  SummaryList,
  UnassignedDrivers,
  UndisclosedDriverScreen,
  UndisclosedErrorScreen,
  UpdatedPriceScreen,
} from './clientScreens';
import {
  CardScreen,
  FinalSummaryScreen,
  PaymentErrorBanner,
  PaymentPlanScreen,
  RecurringTerms,
} from './paymentScreens';
import { HomeSummaryList, MortgageIntro, OccupantSummaryList, PropertyCoveragesScreen } from './propertyScreens';
import { PurchaseStrip } from './PurchaseStrip';
import { QuestionsScreen } from './QuestionsScreen';
import { ReachOutHours } from './ReachOutHours';
import type { BindScreenProps } from './ScreenFrame';

// A post-quote chain's current screen (spec 001 section 2), driven only by the chain's and the rate call's snapshots:
// the chain's node picks the screen, its answers go back as the chain's SUBMIT, BACK and NAVIGATE. Loaded with the
// results chunk: nothing on the start page imports it.

/** Screens of their own, by step id; every other step is a screen of the sandbox's questions. */
const SCREENS: Record<string, ComponentType<BindScreenProps>> = {
  postQuotesLanding: LandingScreen,
  undisclosedDriversHousehold: UndisclosedDriverScreen,
  undisclosedDriversActiveInsurance: UndisclosedDriverScreen,
  undisclosedDriversLicenseStatus: UndisclosedDriverScreen,
  undisclosedDriversReasonNoLicense: UndisclosedDriverScreen,
  undisclosedDriversError: UndisclosedErrorScreen,
  undisclosedDriversHouseholdError: UndisclosedErrorScreen,
  proceedWithUpdatedPrice: UpdatedPriceScreen,
  editableCoverages: EditableCoveragesScreen,
  proceedUpdatedPriceConnectAgent: NextActionScreen,
  paymentInfoCollect: PaymentPlanScreen,
  vgsCollect: CardScreen,
  finalSummary: FinalSummaryScreen,
};

/** editable-coverages: auto's limits, or the home or renters variant by the session's policy type (A11). */
function EditableCoveragesScreen(props: BindScreenProps) {
  return props.session.policyType === 'auto' ? <CoveragesScreen {...props} /> : <PropertyCoveragesScreen {...props} />;
}

function SandboxQuestionsScreen(props: BindScreenProps) {
  const { def } = props.view;
  if (def.id === 'homeSummary') return <QuestionsScreen {...props} intro={<HomeSummaryList {...props} />} />;
  if (def.id === 'occupantSummary') return <QuestionsScreen {...props} intro={<OccupantSummaryList {...props} />} />;
  if (def.id === 'mortgageInformation')
    return (
      <QuestionsScreen
        {...props}
        banner={<PaymentErrorBanner {...props} />}
        intro={<MortgageIntro session={props.session} />}
      />
    );
  if (def.id === 'vehicleDriverSummary')
    return (
      <QuestionsScreen
        {...props}
        intro={<SummaryList {...props} />}
        banner={<UnassignedDrivers view={props.view} session={props.session} />}
      />
    );
  if (def.id === 'vehicleSummary' || def.id === 'driverSummary')
    return <QuestionsScreen {...props} intro={<SummaryList {...props} />} />;
  if (def.id === 'fastTrackReachOut')
    return (
      <QuestionsScreen
        {...props}
        intro={
          <>
            <AgentIntro session={props.session} />
            <ReachOutHours session={props.session} />
          </>
        }
      />
    );
  if (def.id === 'helpFinalizePolicyConnectAgent')
    return <QuestionsScreen {...props} intro={<AgentIntro session={props.session} />} />;
  if (def.id === 'confirmContactInformation')
    return <QuestionsScreen {...props} intro={<ContactDetails session={props.session} />} />;
  if (def.id === 'recurringPayments')
    return (
      <QuestionsScreen
        {...props}
        banner={<PaymentErrorBanner {...props} />}
        intro={<RecurringTerms view={props.view} session={props.session} />}
      />
    );
  if (def.entity === 'payment') return <QuestionsScreen {...props} banner={<PaymentErrorBanner {...props} />} />;
  return <QuestionsScreen {...props} />;
}

export function BindChainScreen({
  chain,
  ratecall,
  onBack,
}: {
  chain: ActorRefFrom<BindMachine>;
  ratecall: ActorRefFrom<RatecallMachine>;
  onBack: () => void;
}) {
  const view = useSelector(chain, selectBindNode, sameBindNode);
  const session = useSelector(ratecall, selectBindSession, sameBindSession);
  const strip = useSelector(ratecall, selectPurchaseStrip, samePurchaseStrip);
  if (!view) return null;
  const Screen = SCREENS[view.def.id] ?? SandboxQuestionsScreen;
  // Keyed by node: each screen starts a fresh form from the stored answers.
  return (
    <>
      {strip ? <PurchaseStrip strip={strip} progress={view.progress} /> : null}
      <Screen
        key={view.node}
        view={view}
        session={session}
        send={chain.send}
        sendSession={ratecall.send}
        onBack={onBack}
      />
    </>
  );
}
