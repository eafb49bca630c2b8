import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button, Loader } from '../components';
import type { RatecallMachine } from '../../machines/ratecall/ratecall.machine';
import { selectPolicyType, selectPostQuotes } from '../../machines/ratecall/ratecall.selectors';
import { ERROR_MESSAGES } from '../../domain/errors';
import { ErrorScreen } from './ErrorScreen';
import type { BindMachine } from '../../machines/bind/bind.machine';
import type { BindPolicyType } from '../../machines/bind/bind.types';
import { BindChainScreen } from './bind/BindChainScreen';
import { PurchaseSuccessScreen } from './bind/PurchaseSuccessScreen';

// The carrier the shopper continued online with (the rate-call chart, spec 001 section 4): the post-quote chain a
// waiting state runs (its child `bind`, BindChainScreen), purchase success, the hand-off to an agent, the loader
// between calls, its error pages (/error, /post-quotes-error) and the single-carrier page (/{carrier}/quotes: "Did
// not receive {carrier} in RC1 quotes").

const samePostQuotes = (a: ReturnType<typeof selectPostQuotes>, b: ReturnType<typeof selectPostQuotes>) =>
  a.step === b.step &&
  a.route === b.route &&
  a.loading === b.loading &&
  a.error?.code === b.error?.code &&
  a.error?.retry === b.error?.retry;

/** What the carrier's own questions are about, by the policy bought. */
const NEXT_QUESTIONS: Record<BindPolicyType, string> = {
  auto: 'about your drivers and vehicles',
  home: 'about your home and who lives there',
  renters: 'about the home you rent and who lives with you',
};

export function OnlineScreen({ ratecall, onBack }: { ratecall: ActorRefFrom<RatecallMachine>; onBack: () => void }) {
  const view = useSelector(ratecall, selectPostQuotes, samePostQuotes);
  const carrier = useSelector(ratecall, (s) => s.context.quotes[0]?.carrier ?? 'this carrier');
  const policyType = useSelector(ratecall, selectPolicyType);
  // The chain the waiting state asks (a new actor per stage and per re-entry): its screens are the chain's.
  const chain = useSelector(ratecall, (s) => {
    const ref = (s.children as { bind?: ActorRefFrom<BindMachine> }).bind;
    return ref?.getSnapshot().status === 'active' ? ref : undefined;
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the heading whenever the step changes
  useEffect(() => heading.current?.focus(), [view.step]);

  if (view.step === 'quotes') {
    return (
      <ErrorScreen
        kind="singleCarrier"
        title={`${carrier} quotes`}
        message={`${ERROR_MESSAGES.carrier_not_in_rc1.replace('{carrier}', carrier)}. ${ERROR_MESSAGES.carrier_unavailable}`}
        onRetry={onBack}
        retryLabel="Back to all quotes"
      />
    );
  }
  if (chain && !view.error)
    return <BindChainScreen key={chain.sessionId} chain={chain} ratecall={ratecall} onBack={onBack} />;
  if (view.step === 'purchaseSuccess') return <PurchaseSuccessScreen ratecall={ratecall} onBack={onBack} />;
  if (view.error) {
    // A step a lost connection stopped is sent again from here (the quotes beside it); any other error's way on is the
    // quotes.
    const retry = view.error.retry;
    return (
      <ErrorScreen
        kind={view.error.code}
        title={view.error.title}
        message={view.error.message}
        onRetry={retry ? () => ratecall.send({ type: 'RETRY' }) : onBack}
        retryLabel={retry ? 'Try again' : 'Back to all quotes'}
        onBack={retry ? onBack : undefined}
        backLabel="Back to all quotes"
      />
    );
  }
  return (
    <section className="qf-results" aria-labelledby="online-title">
      <h1 id="online-title" ref={heading} tabIndex={-1}>
        Continue online with {carrier}
      </h1>
      {view.loading ? (
        <Loader label={`Contacting ${carrier}`} text={`Contacting ${carrier}…`} />
      ) : view.step === 'fastTrackReachOut' || view.step === 'agentRequested' ? (
        <p role="status">
          An agent will contact you as you asked to finish buying your {carrier} policy. Your answers are saved.
        </p>
      ) : (
        <p role="status">
          {carrier} has your quote. The next step is {carrier}'s own questions {NEXT_QUESTIONS[policyType]}.
        </p>
      )}
      <Button variant="secondary" onPress={onBack}>
        Back to all quotes
      </Button>
    </section>
  );
}
