import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Loader } from '../components/Loader';
import { Button } from '../components/Button';
import type { HomeResultsMachine } from '../../machines/homeResults/homeResults.machine';
import {
  sameHomeView,
  selectHomeOnlineRef,
  selectHomeResultsView,
} from '../../machines/homeResults/homeResults.selectors';
import { ErrorScreen } from './ErrorScreen';
import { QuoteList } from './QuoteList';
import { AutoBundleOffer } from './AutoBundleOffer';
import { SponsoredOffers } from './SponsoredOffers';
import { SavedQuoteLink } from './SavedQuoteLink';
import './ResultsScreen.css';

// The post-quote screens (react-aria's) load when the shopper continues online, as auto's results load them.
const OnlineScreen = lazy(() => import('./OnlineScreen').then((m) => ({ default: m.OnlineScreen })));

// /home/quotes and /home/results (spec 001 sections 2 and 4; docs/decisions/0082): the home or renters shopper's
// partner quotes (each card as its partner answers) beside the ads, or the ads alone; Evertree's redirect; /error; and
// the carrier the shopper continued online with (decision 0088).

export interface HomeResultsScreenProps {
  results: ActorRefFrom<HomeResultsMachine>;
  onEdit: () => void;
  /** From the auto bundle offer on to the auto line's questions (the app's START_LINE; docs/decisions/0085). */
  onStartLine: (line: 'auto', bundle: 'homeToAuto') => void;
  /** The server copy of the answers, for the returning-user link. */
  saved?: { userId?: string; token?: string };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function HomeResultsScreen({ results, onEdit, onStartLine, saved }: HomeResultsScreenProps) {
  const view = useSelector(results, selectHomeResultsView, sameHomeView);
  const online = useSelector(results, selectHomeOnlineRef);
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the new heading whenever the page changes
  useEffect(() => heading.current?.focus(), [view.page]);

  if (view.page === 'online' && online)
    return (
      <Suspense fallback={<Loader label="Loading your offer" text="Loading your offer…" />}>
        <OnlineScreen ratecall={online} onBack={() => results.send({ type: 'BACK_TO_QUOTES' })} />
      </Suspense>
    );
  if (view.page === 'loading')
    return (
      <Loader
        label={`Getting your ${view.policy} quotes`}
        text="Your quotes are en route!"
        subtext="Getting your lowest rate..."
      />
    );
  if (view.page === 'error' && view.error)
    return (
      <ErrorScreen
        kind={view.error.kind}
        title={view.error.title}
        message={view.error.message}
        onRetry={() => results.send({ type: 'RETRY' })}
        onEdit={onEdit}
      />
    );
  if (view.page === 'redirect')
    return (
      <section className="qf-results" aria-labelledby="results-title">
        <h1 id="results-title" ref={heading} tabIndex={-1}>
          Continue your {view.policy} quote with Evertree
        </h1>
        <p role="status">Taking you to Evertree's quote page…</p>
        {view.redirect ? (
          <p>
            <a className="qf-results__link" href={view.redirect}>
              Open Evertree's quote page
            </a>
          </p>
        ) : null}
      </section>
    );
  const quotes = view.offers.filter((o) => o.kind === 'quote');
  const ads = view.offers.filter((o) => o.kind === 'ad');
  const phoneNumber = view.phoneNumber ?? undefined;
  const bundle = view.bundle ? (
    <AutoBundleOffer
      policy={view.policy}
      display={view.bundle}
      onStart={() => onStartLine('auto', 'homeToAuto')}
      onDismiss={() => {
        results.send({ type: 'DISMISS_BUNDLE' });
        // The closed pop-up held the focus: it goes back to the page's heading, not to the document (WCAG 2.4.3).
        heading.current?.focus();
      }}
    />
  ) : null;
  return (
    <section className="qf-results qf-results--wide" aria-labelledby="results-title">
      <div className="qf-results__intro">
        <h1 id="results-title" ref={heading} tabIndex={-1}>
          {quotes.length
            ? `Your ${plural(quotes.length, `${view.policy} insurance quote`)}`
            : `Your ${view.policy} insurance offers`}
        </h1>
        <p className="qf-results__status" role="status">
          {view.fetching
            ? `Still getting offers${view.pending ? ` from ${plural(view.pending, 'more partner')}` : ''}…`
            : view.page === 'ads'
              ? 'Your offers are loaded.'
              : 'Every partner has answered.'}
        </p>
      </div>
      {view.bundle === 'popUp' ? bundle : null}
      <QuoteList
        quotes={quotes}
        lowestKey={view.lowestKey}
        phoneNumber={phoneNumber}
        onContinue={(carrierId, quoteId) => results.send({ type: 'CONTINUE_ONLINE', carrierId, quoteId })}
      />
      <SponsoredOffers ads={ads} />
      {view.bundle === 'page' ? bundle : null}
      <div className="qf-results__end">
        <Button variant="secondary" onPress={onEdit}>
          Review my answers
        </Button>
        <SavedQuoteLink saved={saved} />
      </div>
    </section>
  );
}
