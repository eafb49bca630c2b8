import { config } from '../../config';
import { formatCoverages } from '../../domain/coverageFormat';
import { AGGREGATOR_LABEL, type Offer, quoteFigures, type WayOn, wayOn } from '../../domain/offers';
import { formatDollars } from '../../domain/quotes';
import { formatPhone, normalisePhone } from '../../domain/startValidation';
import { Button } from '../components/Button';

// One result card (spec 001 sections 3 and 4): a quote with its logo, price, coverages and its way on (every quote has
// one: domain/offers.ts wayOn), or a sponsored ad that clicks out, unmistakably an ad.

/** A carrier's logo, served by the sandbox (server/routes/logos.ts; docs/decisions/0074). */
export const carrierLogoUrl = (carrierId: string): string =>
  `${config.apiBase}/carriers/${encodeURIComponent(carrierId)}/logo.svg`;

export interface OfferCardProps {
  offer: Offer;
  rank: number;
  onContinue: (carrierId: string, quoteId: string) => void;
  /** The cheapest quote as sorted: a "Lowest price" badge. */
  lowest?: boolean;
  /** The comparison toggle; none where quotes cannot be compared (the quick view, the bundle). */
  compare?: { checked: boolean; disabled: boolean; onToggle: () => void };
  /** The card's heading level: 3 under a section's heading, 2 on a page of cards alone (the quick view). */
  headingLevel?: 2 | 3;
  /** The agents' number a quote without another way on is bought at (the results number); the default otherwise. */
  phoneNumber?: string;
}

const idOf = (key: string) => `offer-${key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

export function OfferCard({
  offer,
  rank,
  onContinue,
  lowest = false,
  compare,
  headingLevel = 3,
  phoneNumber,
}: OfferCardProps) {
  const titleId = idOf(offer.key);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (offer.kind === 'ad') {
    const { ad } = offer;
    return (
      <article className="qf-quote qf-quote--ad" aria-labelledby={titleId}>
        <p className="qf-quote__sponsored">Sponsored</p>
        <div className="qf-quote__head">
          <img className="qf-quote__logo" src={ad.images.logo} alt="" width={80} height={20} />
          <Heading id={titleId} className="qf-quote__carrier">
            <span className="visually-hidden">Sponsored offer {rank}: </span>
            {ad.carrier}
          </Heading>
        </div>
        {ad.isAggregator ? <p className="qf-quote__muted">{AGGREGATOR_LABEL}</p> : null}
        <p className="qf-quote__headline">{ad.headline}</p>
        <p>{ad.description}</p>
        {ad.bullets.length ? (
          <ul className="qf-quote__bullets">
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
  return (
    <article className={`qf-quote${lowest ? ' qf-quote--lowest' : ''}`} aria-labelledby={titleId}>
      {lowest ? <p className="qf-quote__badge">Lowest price</p> : null}
      <div className="qf-quote__head">
        <img
          className="qf-quote__logo"
          src={carrierLogoUrl(quote.carrierId)}
          alt=""
          width={80}
          height={20}
          // An API without the logo route (or offline Storybook): the name alone, no broken-image mark.
          onError={(e) => {
            e.currentTarget.hidden = true;
          }}
        />
        <Heading id={titleId} className="qf-quote__carrier">
          <span className="visually-hidden">Quote {rank}: </span>
          {quote.carrier}
        </Heading>
      </div>
      <div className="qf-quote__figures">
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
      </div>
      <details className="qf-quote__details">
        <summary>
          Coverage details<span className="visually-hidden"> for {quote.carrier}</span>
        </summary>
        <dl className="qf-quote__coverages">
          {formatCoverages(quote.coverages).map((c) => (
            <div key={c.key}>
              <dt>{c.label}</dt>
              <dd>{c.value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className="qf-quote__actions">
        <WayOnAction
          way={wayOn(quote, phoneNumber)}
          carrier={quote.carrier}
          onContinue={() => onContinue(quote.carrierId, quote.quoteId)}
        />
        {compare ? (
          <label className="qf-quote__compare">
            <input type="checkbox" checked={compare.checked} disabled={compare.disabled} onChange={compare.onToggle} />
            Compare<span className="visually-hidden"> {quote.carrier}</span>
          </label>
        ) : null}
      </div>
    </article>
  );
}

/** The quote's way on: a button that continues here, or a link to the carrier's site or the agents' phone. */
function WayOnAction({ way, carrier, onContinue }: { way: WayOn; carrier: string; onContinue: () => void }) {
  switch (way.kind) {
    case 'online':
    case 'agent':
      return (
        <Button variant="primary" onPress={onContinue}>
          {way.kind === 'agent' ? 'Continue with an agent' : 'Continue online'}
          <span className="visually-hidden"> with {carrier}</span>
        </Button>
      );
    case 'carrierSite':
      return (
        <a
          className="qf-quote__action qf-quote__action--button"
          href={way.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          Continue on {carrier}'s site<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    case 'call':
      return (
        <a className="qf-quote__action qf-quote__action--button" href={`tel:+1${normalisePhone(way.phoneNumber)}`}>
          Call an agent: {formatPhone(way.phoneNumber)}
          <span className="visually-hidden"> to buy {carrier}'s quote</span>
        </a>
      );
  }
}
