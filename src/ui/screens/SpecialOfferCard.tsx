import type { SpecialOffer } from '../../domain/specialOffer';

// The special offer carrierOffer=lemonade sets (docs/decisions/0099): first on the auto results, before the quotes,
// a card with the carrier's own page one link away (a new tab, so the results stay where they are).

export function SpecialOfferCard({ offer }: { offer: SpecialOffer }) {
  return (
    <section className="qf-results__group" aria-labelledby="special-offer-title">
      <h2 id="special-offer-title">A special offer from {offer.carrier}</h2>
      <article className="qf-quote qf-quote--ad" aria-labelledby="special-offer-carrier">
        <div className="qf-quote__head">
          <h3 id="special-offer-carrier" className="qf-quote__carrier">
            {offer.carrier}
          </h3>
        </div>
        <p className="qf-quote__headline">
          {offer.reason ?? `${offer.carrier} finishes this quote on its own site.`} You get its price there.
        </p>
        <a className="qf-quote__action" href={offer.url} target="_blank" rel="noopener noreferrer">
          See {offer.carrier}'s offer <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      </article>
    </section>
  );
}
