import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button, Loader } from '../components';
import type { RatecallMachine } from '../../machines/ratecall/ratecall.machine';
import { selectPostQuotes } from '../../machines/ratecall/ratecall.selectors';
import { ERROR_MESSAGES } from '../../domain/errors';
import { ErrorScreen } from './ErrorScreen';

// The carrier the shopper continued online with (the rate-call chart, spec 001 section 4). Its question screens come
// with issue 12; here: its loader, its error pages (/error, /post-quotes-error), the single-carrier page
// (/{carrier}/quotes: "Did not receive {carrier} in RC1 quotes"), and where it waits for the shopper.

const samePostQuotes = (a: ReturnType<typeof selectPostQuotes>, b: ReturnType<typeof selectPostQuotes>) =>
  a.step === b.step && a.route === b.route && a.loading === b.loading && a.error?.code === b.error?.code;

export function OnlineScreen({ ratecall, onBack }: { ratecall: ActorRefFrom<RatecallMachine>; onBack: () => void }) {
  const view = useSelector(ratecall, selectPostQuotes, samePostQuotes);
  const carrier = useSelector(ratecall, (s) => s.context.quotes[0]?.carrier ?? 'this carrier');
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
  if (view.error) {
    return (
      <ErrorScreen
        kind={view.error.code}
        title={view.error.title}
        message={view.error.message}
        onRetry={onBack}
        retryLabel="Back to all quotes"
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
      ) : (
        <p role="status">
          {carrier} has your quote. The next step is {carrier}'s own questions about your drivers and vehicles.
        </p>
      )}
      <Button variant="secondary" onPress={onBack}>
        Back to all quotes
      </Button>
    </section>
  );
}
