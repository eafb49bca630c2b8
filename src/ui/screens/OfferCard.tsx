import { Button } from '../components/Button';
import type { Offer } from '../../domain/offers';
import { formatDollars } from '../../domain/quotes';
import { quoteFigures } from '../../domain/offers';

// One result card (spec 001 sections 3 and 4): a quote with its price and its action, or an ad that clicks out.

/** The fast-track carrier hands the purchase to an agent (spec 001 section 4: fast-track reach-out). */
const AGENT_CARRIERS = new Set(['fasttrack']);

export interface OfferCardProps {
  offer: Offer;
  rank: number;
  onContinue: (carrierId: string, quoteId: string) => void;
}

export function OfferCard({ offer, rank, onContinue }: OfferCardProps) {
  const titleId = `offer-${offer.key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  if (offer.kind === 'ad') {
    const { ad } = offer;
    return (
      <article className="qf-quote qf-quote--ad" aria-labelledby={titleId}>
        <p className="qf-quote__kind">Sponsored offer</p>
        <h2 id={titleId} className="qf-quote__carrier">
          <span className="visually-hidden">Offer {rank}: </span>
          {ad.carrier}
        </h2>
        <p className="qf-quote__headline">{ad.headline}</p>
        <p>{ad.description}</p>
        {ad.bullets.length ? (
          <ul>
            {ad.bullets.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        ) : null}
        {/* The click route records ProductClicked, then redirects to the advertiser (GET /ads/click/:adId). */}
        <a className="qf-quote__action" href={ad.click_url} target="_blank" rel="noopener noreferrer">
          See offer<span className="visually-hidden"> from {ad.carrier} (opens in a new tab)</span>
        </a>
      </article>
    );
  }
  const { quote } = offer;
  const f = quoteFigures(quote);
  const agent = AGENT_CARRIERS.has(quote.carrierId);
  return (
    <article className="qf-quote" aria-labelledby={titleId}>
      <h2 id={titleId} className="qf-quote__carrier">
        <span className="visually-hidden">Quote {rank}: </span>
        {quote.carrier}
      </h2>
      {f.monthly !== undefined ? (
        <p className="qf-quote__price">
          <strong>{formatDollars(f.monthly)}</strong>/mo{' '}
          <span className="qf-quote__muted">for {f.payments} payments</span>
        </p>
      ) : null}
      {f.fullPay !== undefined ? (
        <p>
          {f.monthly === undefined ? <strong>{formatDollars(f.fullPay)}</strong> : `Or ${formatDollars(f.fullPay)}`}{' '}
          paid in full for {quote.termMonths} months
          {f.savings !== undefined && f.savings > 0 ? ` (save ${f.savings}%)` : ''}
        </p>
      ) : null}
      <details>
        <summary>Coverage details</summary>
        <dl className="qf-quote__coverages">
          {Object.entries(quote.coverages).map(([k, v]) => (
            <div key={k}>
              <dt>{k.replace(/([A-Z])/g, ' $1').toLowerCase()}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </details>
      {quote.onlineBind ? (
        <Button variant="primary" onPress={() => onContinue(quote.carrierId, quote.quoteId)}>
          {agent ? 'Continue with an agent' : 'Continue online'}
          <span className="visually-hidden"> with {quote.carrier}</span>
        </Button>
      ) : quote.click_url ? (
        <a className="qf-quote__action" href={quote.click_url} target="_blank" rel="noopener noreferrer">
          See offer<span className="visually-hidden"> from {quote.carrier} (opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}
