// @vitest-environment jsdom
import '../components/jsdomPolyfills';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsScreen } from './ResultsScreen';
import { RC1_QUOTES } from './stories/driveRatecall';
import {
  LEMONADE_REDIRECT,
  STORY_AD,
  UP_TO_FETCH,
  UP_TO_FETCH_LEMONADE,
  adsAnswered,
  carrierAnswered,
  driveResults,
} from './stories/driveResults';

afterEach(cleanup);

const allAnswered = (quotes = RC1_QUOTES) =>
  driveResults([
    ...UP_TO_FETCH,
    carrierAnswered('safeco', quotes),
    carrierAnswered('root', []),
    carrierAnswered('fasttrack', []),
    adsAnswered([STORY_AD]),
  ]);
const monthlyPrices = () =>
  [...document.querySelectorAll('.qf-quote__price strong')].map((n) => Number(n.textContent?.replace(/\D/g, '')));

describe('ResultsScreen', () => {
  it('leads a home owner who asked for a bundle on to the home quote, and a renter on to all renters quotes', async () => {
    const started: string[] = [];
    const onStartLine = (line: string, bundle: string) => void started.push(`${line}:${bundle}`);
    const owner = driveResults([...UP_TO_FETCH, carrierAnswered('safeco')], { owner: true });
    const { unmount } = render(<ResultsScreen results={owner} onEdit={() => {}} onStartLine={onStartLine} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get your home quote' }));
    unmount();
    const renter = driveResults(
      [
        ...UP_TO_FETCH,
        { type: 'xstate.done.actor.decideBundle', output: { display: 'page', copy: null } },
        { type: 'xstate.done.actor.rentersQuotes', output: RC1_QUOTES.slice(0, 1) },
        { type: 'xstate.done.actor.rentersAds', output: [] },
      ],
      { renter: true },
    );
    render(<ResultsScreen results={renter} onEdit={() => {}} onStartLine={onStartLine} />);
    await userEvent.click(screen.getByRole('button', { name: 'See all renters quotes' }));
    expect(started).toEqual(['home:autoToHome', 'home:autoToRenters']);
  });

  it("shows Lemonade's special offer first under carrierOffer=lemonade, its redirect URL in a new tab; else not", () => {
    const lemonadeAnswered = () =>
      driveResults([
        ...UP_TO_FETCH_LEMONADE,
        carrierAnswered('safeco'),
        carrierAnswered('lemonade', [LEMONADE_REDIRECT]),
        carrierAnswered('root', []),
        carrierAnswered('fasttrack', []),
      ]);
    const { unmount } = render(
      <ResultsScreen results={lemonadeAnswered()} onEdit={() => {}} onStartLine={() => {}} specialOffer />,
    );
    const offer = screen.getByRole('region', { name: 'A special offer from Lemonade' });
    const link = screen.getByRole('link', { name: "See Lemonade's offer (opens in a new tab)" });
    expect(link.getAttribute('href')).toBe('https://www.lemonade.com/car');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(offer.textContent).toContain('Lemonade Car is not available in NY yet');
    // First: before every quote card.
    const firstQuote = document.querySelector('.qf-quote:not(.qf-quote--ad)')!;
    expect(offer.compareDocumentPosition(firstQuote) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    // Without the URL value the redirect answer is dropped, as spec 001 section 4 says.
    render(<ResultsScreen results={lemonadeAnswered()} onEdit={() => {}} onStartLine={() => {}} />);
    expect(screen.queryByRole('region', { name: /special offer/ })).toBeNull();
    expect(screen.queryByText(/Lemonade/)).toBeNull();
  });

  it("labels an aggregator's ad and shows it after the carriers' own ads", () => {
    const aggregator = { ...STORY_AD, adId: 'ad-agg', carrier: 'Insurance.com', position: 1, isAggregator: true };
    const own = { ...STORY_AD, adId: 'ad-own', carrier: 'Progressive', position: 2, isAggregator: false };
    const results = driveResults([
      ...UP_TO_FETCH,
      carrierAnswered('safeco', []),
      carrierAnswered('root', []),
      carrierAnswered('fasttrack', []),
      adsAnswered([aggregator, own]),
    ]);
    render(<ResultsScreen results={results} onEdit={() => {}} onStartLine={() => {}} />);
    const cards = [...document.querySelectorAll('.qf-quote--ad')];
    expect(cards.map((c) => c.querySelector('.qf-quote__carrier')?.textContent)).toEqual([
      'Sponsored offer 1: Progressive',
      'Sponsored offer 2: Insurance.com',
    ]);
    expect(cards[0].textContent).not.toContain('Compares several insurers');
    expect(cards[1].textContent).toContain('Compares several insurers');
  });

  it('shows the loader with its copy and car before the quotes', () => {
    render(<ResultsScreen results={driveResults([])} onEdit={() => {}} onStartLine={() => {}} />);
    expect(screen.getByText('Your quotes are en route!')).toBeTruthy();
    expect(screen.getByText('Getting your lowest rate...')).toBeTruthy();
    expect(document.querySelector('.qf-loader-car')).not.toBeNull();
  });

  it('keeps the loader in place of the clickwall until it hides, then shows the cards and focuses their heading', () => {
    const results = driveResults([...UP_TO_FETCH, carrierAnswered('safeco', RC1_QUOTES.slice(0, 1))], { loader: true });
    render(<ResultsScreen results={results} onEdit={() => {}} onStartLine={() => {}} />);
    // Routed to the clickwall with a card, but the loader still up: only the loader, nothing for it to push away.
    expect(screen.getByText('Your quotes are en route!')).toBeTruthy();
    expect(document.querySelector('.qf-quote')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Getting your quotes');
    // The loader's 1.8 s delay, fired (its event is the machine's own, not a shopper's: hence the cast).
    const loaderHidden = { type: 'xstate.after.loaderHide.results.loader.HIDING' } as unknown;
    act(() => results.send(loaderHidden as Parameters<typeof results.send>[0]));
    expect(screen.queryByText('Your quotes are en route!')).toBeNull();
    expect(document.querySelectorAll('.qf-quote')).toHaveLength(1);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Your 1 auto insurance quote');
    expect(document.activeElement).toBe(heading);
  });

  it('shows a card as soon as its carrier answers, and says others are still being asked', () => {
    const results = driveResults([...UP_TO_FETCH, carrierAnswered('safeco', RC1_QUOTES.slice(0, 1))]);
    render(<ResultsScreen results={results} onEdit={() => {}} onStartLine={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your 1 auto insurance quote');
    expect(screen.getByText(/Still getting quotes from 2 more carriers/)).toBeTruthy();
  });

  it('sorts by the monthly price each card shows, and by paid in full when the shopper chooses', async () => {
    render(<ResultsScreen results={allAnswered()} onEdit={() => {}} onStartLine={() => {}} />);
    const byMonth = monthlyPrices();
    expect(byMonth.length).toBeGreaterThan(1);
    expect(byMonth).toEqual([...byMonth].sort((a, b) => a - b));
    await userEvent.click(screen.getByRole('radio', { name: 'Price paid in full' }));
    expect((screen.getByRole('radio', { name: 'Price paid in full' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('All carriers have answered.')).toBeTruthy();
  });

  it('gives an ad its click-out link through the click route', () => {
    render(<ResultsScreen results={allAnswered()} onEdit={() => {}} onStartLine={() => {}} />);
    const link = screen.getAllByRole('link').find((l) => l.textContent?.startsWith('See offer from Acme Mutual'));
    if (!link) throw new Error('no See offer link for the ad');
    expect(link.getAttribute('href')).toBe('/api/ads/click/ad-acme-1');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
