import { MAX_COMPARED, type Offer } from '../../domain/offers';
import { OfferCard } from './OfferCard';

// The results' quote cards (auto's /quotes, the home line's /home/quotes): a "Quotes" group of ranked cards, the lowest
// price badged, each with its way on; auto's cards can also be ticked to compare.

export interface QuoteListProps {
  quotes: readonly Offer[];
  lowestKey: string | null;
  onContinue: (carrierId: string, quoteId: string) => void;
  /** The agents' number a quote without another way on is bought at. */
  phoneNumber?: string;
  /** The comparison's ticked keys and its toggle; none where quotes cannot be compared. */
  compare?: { compared: readonly string[]; onToggle: (key: string) => void };
}

export function QuoteList({ quotes, lowestKey, onContinue, phoneNumber, compare }: QuoteListProps) {
  if (!quotes.length) return null;
  const full = (compare?.compared.length ?? 0) >= MAX_COMPARED;
  return (
    <section className="qf-results__group" aria-labelledby="quotes-title">
      <h2 id="quotes-title" className="visually-hidden">
        Quotes
      </h2>
      <ol className="qf-results__list">
        {quotes.map((offer, i) => {
          const ticked = compare?.compared.includes(offer.key) ?? false;
          return (
            <li key={offer.key}>
              <OfferCard
                offer={offer}
                rank={i + 1}
                lowest={offer.key === lowestKey}
                phoneNumber={phoneNumber}
                compare={
                  compare
                    ? { checked: ticked, disabled: full && !ticked, onToggle: () => compare.onToggle(offer.key) }
                    : undefined
                }
                onContinue={onContinue}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
