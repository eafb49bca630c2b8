import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Banner, Button, Loader, ProgressBar } from '../components';
import { formatDollars } from '../../domain/quotes';
import { sameResults, selectResults, type QuoteCard } from '../../machines/ratecall/ratecall.selectors';
import type { RatecallMachine } from '../../machines/ratecall/ratecall.machine';
import { SavedQuoteLink } from './SavedQuoteLink';
import './QuotesScreen.css';

// Results of RC1 (spec 001 section 2): the loader while quotes come in, then quotes sorted by price.

export interface QuotesScreenProps {
  ratecall: ActorRefFrom<RatecallMachine>;
  onEdit: () => void;
  /** The server copy of the answers, for the returning-user link. */
  saved?: { userId?: string; token?: string };
}

export function QuotesScreen({ ratecall, onEdit, saved }: QuotesScreenProps) {
  const view = useSelector(ratecall, selectResults, sameResults);
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the new heading whenever the results change phase
  useEffect(() => heading.current?.focus(), [view.phase]);

  if (view.phase === 'loading') {
    return (
      <section className="qf-results" aria-labelledby="results-title">
        <h1 id="results-title" ref={heading} tabIndex={-1} className="visually-hidden">
          Getting your quotes
        </h1>
        <ProgressBar value={view.progress} label="Getting quotes" />
        <Loader
          label="Getting your quotes"
          eyebrow="Buckle up, "
          text="Your quotes are en route!"
          subtext="Getting your lowest rate..."
        />
      </section>
    );
  }
  const retry = () => ratecall.send({ type: 'RETRY' });
  return (
    <section className="qf-results" aria-labelledby="results-title">
      <h1 id="results-title" ref={heading} tabIndex={-1}>
        {view.phase === 'results' ? `Your ${view.quotes.length} auto insurance quotes` : 'Your auto insurance quotes'}
      </h1>
      {view.phase === 'error' ? (
        <Banner tone="error" title={view.errorTitle ?? ''} onRetry={retry}>
          {view.error}
        </Banner>
      ) : null}
      {view.phase === 'none' ? (
        <Banner tone="info" title="No carrier could quote you online right now" onRetry={retry}>
          Carriers answered but none could offer a price for these answers. You can try again or review your answers.
        </Banner>
      ) : null}
      {view.phase === 'results' ? (
        <>
          <p className="qf-results__lead">
            Sorted by price, lowest first. Prices are for a {view.quotes[0].termMonths}-month policy.
          </p>
          <ol className="qf-results__list">
            {view.quotes.map((q, i) => (
              <li key={q.id}>
                <QuoteCardView quote={q} rank={i + 1} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <Button variant="secondary" onPress={onEdit}>
        Review my answers
      </Button>
      <SavedQuoteLink saved={saved} />
    </section>
  );
}

function QuoteCardView({ quote, rank }: { quote: QuoteCard; rank: number }) {
  const titleId = `quote-${quote.id}`;
  return (
    <article className="qf-quote" aria-labelledby={titleId}>
      <h2 id={titleId} className="qf-quote__carrier">
        <span className="visually-hidden">Quote {rank}: </span>
        {quote.carrier}
      </h2>
      <p className="qf-quote__price">
        {quote.monthly !== undefined ? (
          <>
            <strong>{formatDollars(quote.monthly)}</strong>/mo{' '}
            <span className="qf-quote__muted">for {quote.payments} payments</span>
          </>
        ) : null}
      </p>
      {quote.fullPay !== undefined ? (
        <p>
          Or {formatDollars(quote.fullPay)} paid in full
          {quote.savings !== undefined && quote.savings > 0 ? ` (save ${quote.savings}%)` : ''}
        </p>
      ) : null}
      <details>
        <summary>Coverage details</summary>
        <dl className="qf-quote__coverages">
          {quote.coverages.map(([k, v]) => (
            <div key={k}>
              <dt>{k.replace(/([A-Z])/g, ' $1').toLowerCase()}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </details>
      {quote.onlineBind ? <p className="qf-quote__badge">Buy online available</p> : null}
    </article>
  );
}
