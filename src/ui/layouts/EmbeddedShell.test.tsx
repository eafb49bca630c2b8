// @vitest-environment jsdom
import '../components/jsdomPolyfills';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { EmbeddedShell } from './EmbeddedShell';

afterEach(cleanup);

describe('EmbeddedShell', () => {
  it('shows the wordmark, one main and the legal links, with no site header or footer', () => {
    const { container } = render(
      <EmbeddedShell brand="quoteflow" phoneNumber="8665550118" siteSource="mymove-agency">
        <h1>Are you currently insured?</h1>
      </EmbeddedShell>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 }).textContent).toContain(
      'currently insured',
    );
    expect(screen.getByText('QuoteFlow').tagName).toBe('P');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('#/glba-notice');
    expect(
      within(legal)
        .getByRole('link', { name: /Do not sell or share/ })
        .getAttribute('href'),
    ).toBe('#/do-not-sell-or-share-my-personal-information');
    expect(screen.getByRole('link', { name: /Call us/ }).getAttribute('href')).toBe('tel:+18665550118');
    // Not the site's shell: no skip link to a header, no site footer's disclaimer.
    expect(container.querySelector('.qf-shell, .qf-shell__header, .qf-shell__footer')).toBeNull();
    expect(screen.queryByText(/compares quotes from insurance companies/)).toBeNull();
  });

  it('opens the legal links in a new tab under exp=navlinkout, so the widget keeps its question', () => {
    render(<EmbeddedShell navLinkOut>content</EmbeddedShell>);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    const links = within(legal).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Privacy notice (opens in a new tab)',
      'Do not sell or share my personal information (opens in a new tab)',
    ]);
    for (const link of links) expect(link.getAttribute('target')).toBe('_blank');
  });

  it('opens no link to a parent when it is not in a frame', () => {
    // jsdom's window is its own parent: nothing is loaded or posted, and the shell renders as it is.
    render(<EmbeddedShell siteSource="mymove-agency">content</EmbeddedShell>);
    expect(screen.getByRole('main').textContent).toContain('content');
  });
});
