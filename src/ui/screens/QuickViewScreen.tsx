import { useEffect, useRef } from 'react';
import type { Offer } from '../../domain/offers';
import { OfferCard } from './OfferCard';
import './ResultsScreen.css';

// /policy/{id}/quick-view-click-offers (spec 001 section 2, docs/decisions/0027): the click-out offers alone, the ads
// the results fetched, each clicking out through /ads/click/:adId; a link back to every quote.

export interface QuickViewScreenProps {
  /** The ads among the results' offers, in the results' order. */
  offers: Offer[];
  /** The path of all the quotes (/quotes, or /results for ads alone). */
  quotesPath: string;
}

export function QuickViewScreen({ offers, quotesPath }: QuickViewScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ads = offers.filter((o) => o.kind === 'ad');
  return (
    <section className="qf-results" aria-labelledby="quick-view-title">
      <h1 id="quick-view-title" ref={heading} tabIndex={-1}>
        Offers you can open right away
      </h1>
      <p>
        {ads.length
          ? `${ads.length} partner offer${ads.length === 1 ? '' : 's'} for your answers. Each opens on the partner's site.`
          : 'No partner has an offer for your answers right now.'}
      </p>
      <ol className="qf-results__list">
        {ads.map((offer, i) => (
          <li key={offer.key}>
            <OfferCard offer={offer} rank={i + 1} onContinue={() => {}} headingLevel={2} />
          </li>
        ))}
      </ol>
      <a className="qf-results__link" href={`#${quotesPath}`}>
        Back to all quotes
      </a>
    </section>
  );
}
