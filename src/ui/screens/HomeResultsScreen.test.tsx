// @vitest-environment jsdom
import '../components/jsdomPolyfills';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeResultsScreen } from './HomeResultsScreen';
import {
  HOME_AD,
  STORY_BUNDLING_HOME_USER,
  STORY_RENTERS_USER,
  decided,
  driveHomeResults,
  homeAdsAnswered,
  homeQuote,
  partnerAnswered,
} from './stories/driveHomeResults';

afterEach(cleanup);

describe('HomeResultsScreen', () => {
  it('shows each partner quote as it answers beside the ads, cheapest first, each with a way on', () => {
    const results = driveHomeResults([
      ...decided({ agency: true, partner: true }),
      partnerAnswered('branch', [homeQuote('branch', 'Branch', 96)]),
      partnerAnswered('quinstreet', [homeQuote('safeco', 'Safeco', 88)]),
      homeAdsAnswered([HOME_AD]),
    ]);
    render(<HomeResultsScreen results={results} onEdit={() => {}} onStartLine={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your 2 home insurance quotes');
    expect(screen.getByText(/Still getting offers from 1 more partner/)).toBeTruthy();
    const carriers = [...document.querySelectorAll('.qf-quote:not(.qf-quote--ad) .qf-quote__carrier')];
    expect(carriers.map((c) => c.textContent?.replace(/^Quote \d+: /, ''))).toEqual(['Safeco', 'Branch']);
    expect(screen.getByRole('link', { name: /Continue on Safeco's site/ }).getAttribute('href')).toBe(
      'https://www.safeco.example/quote',
    );
    expect(screen.getByRole('heading', { name: 'Sponsored offers' })).toBeTruthy();
  });

  it('says offers, not quotes, for the ads alone (asking no partner), and renters for a renter', () => {
    render(
      <HomeResultsScreen
        results={driveHomeResults([...decided({}), homeAdsAnswered([HOME_AD])])}
        onEdit={() => {}}
        onStartLine={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your home insurance offers');
    // No partner was asked for the ads alone: the status says the offers are in, not that partners answered.
    expect(screen.getByRole('status').textContent).toBe('Your offers are loaded.');
    cleanup();
    const renters = driveHomeResults([...decided({}), homeAdsAnswered([HOME_AD])], STORY_RENTERS_USER);
    render(<HomeResultsScreen results={renters} onEdit={() => {}} onStartLine={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your renters insurance offers');
  });

  it('offers a shopper who asked to bundle an auto quote: a card by bundleOnResultsPage, a closable pop-up by bundlePopUp', async () => {
    const started: string[] = [];
    const onStartLine = (line: string, bundle: string) => void started.push(`${line}:${bundle}`);
    const page = driveHomeResults(
      [...decided({ bundle: 'page' }), homeAdsAnswered([HOME_AD])],
      STORY_BUNDLING_HOME_USER,
    );
    render(<HomeResultsScreen results={page} onEdit={() => {}} onStartLine={onStartLine} />);
    const card = screen.getByRole('region', { name: 'Bundle auto insurance with your home policy' });
    expect(card.textContent).toMatch(/ZIP code, address, name, birth date and email come with you/);
    expect(screen.queryByRole('button', { name: 'Close the bundle offer' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Get your auto quote' }));
    expect(started).toEqual(['auto:homeToAuto']);
    cleanup();

    const popUp = driveHomeResults(
      [...decided({ bundle: 'popUp' }), homeAdsAnswered([HOME_AD])],
      STORY_BUNDLING_HOME_USER,
    );
    render(<HomeResultsScreen results={popUp} onEdit={() => {}} onStartLine={onStartLine} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close the bundle offer' }));
    expect(screen.queryByRole('region', { name: /Bundle auto insurance/ })).toBeNull();
    // The closed pop-up held the focus: it lands on the page's heading, not on the document.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('offers no auto bundle to a shopper who did not ask for one, nor where the rules show none', () => {
    render(
      <HomeResultsScreen
        results={driveHomeResults([...decided({ bundle: 'page' }), homeAdsAnswered([HOME_AD])])}
        onEdit={() => {}}
        onStartLine={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Get your auto quote' })).toBeNull();
    cleanup();
    const noRule = driveHomeResults([...decided({}), homeAdsAnswered([HOME_AD])], STORY_BUNDLING_HOME_USER);
    render(<HomeResultsScreen results={noRule} onEdit={() => {}} onStartLine={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Get your auto quote' })).toBeNull();
  });

  it('shows evertree_error with a retry that starts the results again', async () => {
    const results = driveHomeResults([
      ...decided({ evertree: true }),
      { type: 'xstate.done.actor.askEvertree', output: [] },
    ]);
    render(<HomeResultsScreen results={results} onEdit={() => {}} onStartLine={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We couldn't reach our home partner");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(results.getSnapshot().hasTag('state:loading')).toBe(true);
  });

  it('offers Continue online on a quote its carrier sells online, and continuing hands it to the rate-call chart', async () => {
    const results = driveHomeResults([
      ...decided({ agency: true, lemonadeDirect: true }),
      partnerAnswered('lemonade', [{ ...homeQuote('lemonade', 'Lemonade', 74), onlineBind: true }]),
      // Quinstreet's agency quote says onlineBind, but no home chain is Quinstreet's: it goes on at its site.
      partnerAnswered('quinstreet', [{ ...homeQuote('quinstreet', 'Safeco', 88), onlineBind: true }]),
      partnerAnswered('libertymutual', []),
      homeAdsAnswered([HOME_AD]),
    ]);
    render(<HomeResultsScreen results={results} onEdit={() => {}} onStartLine={() => {}} />);
    const buttons = screen.getAllByRole('button', { name: /^Continue online/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Continue online with Lemonade']);
    expect(screen.getByRole('link', { name: /Continue on Safeco's site/ })).toBeTruthy();
    await userEvent.click(buttons[0]);
    const s = results.getSnapshot();
    expect(s.matches({ flow: 'ONLINE' })).toBe(true);
    expect(s.context.chosen?.carrierId).toBe('lemonade');
  });
});
