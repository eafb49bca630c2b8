import { createRoot } from 'react-dom/client';

// React's floor for the returning link (bench/lighthouse.bench.ts): React 19 loads and renders, at once, a results
// page's worth of plain offer cards (13, as the link's page shows), with none of the app: no machine, no data, no
// styles. Whatever Lighthouse reads here, the link's page cannot read less.

const CARDS = Array.from({ length: 13 }, (_, i) => ({
  carrier: `Carrier ${i + 1}`,
  price: 80 + i * 7,
  coverages: ['Bodily injury 100/300', 'Property damage 100', 'Collision $500'],
}));

function Results() {
  return (
    <main>
      <h1>Your quotes</h1>
      <ul>
        {CARDS.map((card) => (
          <li key={card.carrier}>
            <article>
              <h2>{card.carrier}</h2>
              <p>${card.price}/mo</p>
              <ul>
                {card.coverages.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <button type="button">See details</button>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Results />);
