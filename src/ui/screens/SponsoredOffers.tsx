import type { Offer } from '../../domain/offers';
import { OfferCard } from './OfferCard';

// The ads beside the results (spec 001 section 3), unmistakably paid for: the auto and the home results show them alike.

export function SponsoredOffers({ ads }: { ads: readonly Offer[] }) {
  if (!ads.length) return null;
  return (
    <section className="qf-results__group qf-results__sponsored" aria-labelledby="sponsored-title">
      <h2 id="sponsored-title">Sponsored offers</h2>
      <p className="qf-results__note">
        These companies pay to be shown here. Each offer opens on its own site, where you get its price.
      </p>
      <ol className="qf-results__list">
        {ads.map((offer, i) => (
          <li key={offer.key}>
            <OfferCard offer={offer} rank={i + 1} onContinue={() => {}} />
          </li>
        ))}
      </ol>
    </section>
  );
}
