import { useEffect, useRef } from 'react';
import { formatCoverage, formatCoverages } from '../../domain/coverageFormat';
import { leadPrice, type Offer, quoteFigures, WAY_ON_LABELS, wayOn } from '../../domain/offers';
import { formatDollars } from '../../domain/quotes';
import { Button } from '../components/Button';

// The side-by-side comparison of the two or three quotes the shopper ticked (issue 28): a table with a caption, a
// column per quote, rows for the price, the term, each coverage as a shopper reads it, and how to buy. Opened and closed
// through the results chart (OPEN_COMPARISON, CLOSE_COMPARISON); its heading takes the focus as it opens.

type QuoteOffer = Extract<Offer, { kind: 'quote' }>;

export interface ComparisonViewProps {
  quotes: QuoteOffer[];
  onClose: () => void;
  onContinue: (carrierId: string, quoteId: string) => void;
}

export function ComparisonView({ quotes, onClose, onContinue }: ComparisonViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Every coverage any of them names, in the cards' order; a quote without one says so.
  const keys = [...new Set(quotes.flatMap((o) => formatCoverages(o.quote.coverages).map((c) => c.key)))];
  return (
    <section className="qf-compare" aria-labelledby="compare-title">
      <div className="qf-compare__head">
        <h2 id="compare-title" ref={heading} tabIndex={-1}>
          Compare {quotes.length} quotes
        </h2>
        <Button variant="secondary" onPress={onClose}>
          Close the comparison
        </Button>
      </div>
      {/* A wide table scrolls inside its own box on a narrow screen; the box is focusable so a keyboard scrolls it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="qf-compare__scroll" aria-label="The comparison table" tabIndex={0}>
        <table className="qf-compare__table">
          <caption>{quotes.map((o) => o.quote.carrier).join(', ')}: price, term and coverages side by side</caption>
          <thead>
            <tr>
              <td />
              {quotes.map((o) => (
                <th key={o.key} scope="col">
                  {o.quote.carrier}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Price</th>
              {quotes.map((o) => (
                <td key={o.key}>{leadPrice(o.quote)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Paid in full</th>
              {quotes.map((o) => {
                const full = quoteFigures(o.quote).fullPay;
                return <td key={o.key}>{full === undefined ? 'Not offered' : formatDollars(full)}</td>;
              })}
            </tr>
            <tr>
              <th scope="row">Term</th>
              {quotes.map((o) => (
                <td key={o.key}>{o.quote.termMonths} months</td>
              ))}
            </tr>
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row">{formatCoverage(key, '').label}</th>
                {quotes.map((o) => (
                  <td key={o.key}>
                    {Object.hasOwn(o.quote.coverages, key)
                      ? formatCoverage(key, o.quote.coverages[key]).value
                      : 'Not listed'}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">How to buy</th>
              {quotes.map((o) => {
                const way = wayOn(o.quote);
                return (
                  <td key={o.key}>
                    {WAY_ON_LABELS[way.kind]}
                    {way.kind === 'online' || way.kind === 'agent' ? (
                      <Button variant="link" onPress={() => onContinue(o.quote.carrierId, o.quote.quoteId)}>
                        Continue<span className="visually-hidden"> with {o.quote.carrier}</span>
                      </Button>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </section>
    </section>
  );
}
