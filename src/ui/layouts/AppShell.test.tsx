// @vitest-environment jsdom
import '../components/jsdomPolyfills';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from '../components/SelectField';
import { AppShell, titleFor } from './AppShell';

afterEach(cleanup);

describe('AppShell', () => {
  it("titles the document after the screen's h1, and follows it as the screen changes", async () => {
    const { rerender } = render(
      <AppShell>
        <h1>What's your ZIP code?</h1>
      </AppShell>,
    );
    expect(document.title).toBe("What's your ZIP code? · QuoteFlow");
    rerender(
      <AppShell brand="safeco">
        <h1>
          Your 3 auto <em>insurance</em> quotes
        </h1>
      </AppShell>,
    );
    await waitFor(() => expect(document.title).toBe('Your 3 auto insurance quotes · Safeco'));
    rerender(<AppShell brand="safeco">loading</AppShell>);
    await waitFor(() => expect(document.title).toBe('Safeco'));
  });

  it('reads a title from a heading, its spaces collapsed, or the brand alone', () => {
    expect(titleFor('  Page\n  not found ', 'QuoteFlow')).toBe('Page not found · QuoteFlow');
    expect(titleFor(undefined, 'QuoteFlow')).toBe('QuoteFlow');
    expect(titleFor('   ', 'QuoteFlow')).toBe('QuoteFlow');
  });

  it('offers a skip link to main content as the first link', () => {
    render(<AppShell>content</AppShell>);
    const links = screen.getAllByRole('link');
    expect(links[0].textContent).toBe('Skip to main content');
    expect(links[0].getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('links the brand home and the legal pages from the footer', () => {
    render(<AppShell>content</AppShell>);
    expect(screen.getByRole('link', { name: 'QuoteFlow' }).getAttribute('href')).toBe('#/');
    expect(screen.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('#/glba-notice');
    expect(
      screen.getByRole('link', { name: 'Do not sell or share my personal information' }).getAttribute('href'),
    ).toBe('#/do-not-sell-or-share-my-personal-information');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('opens the navigation links in a new tab under exp=navlinkout, and says so; in place otherwise', () => {
    const { unmount } = render(<AppShell navLinkOut>content</AppShell>);
    for (const name of ['QuoteFlow', 'Privacy notice', 'Do not sell or share my personal information']) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // The skip link and the number stay in the page: they lead nowhere out of the flow.
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('target')).toBeNull();
    unmount();
    render(<AppShell>content</AppShell>);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('target')).toBeNull();
    expect(screen.queryByText(/opens in a new tab/)).toBeNull();
  });

  it('shows the number to call as a tel: link displayed (###) ### - ####, and none without one', () => {
    const { unmount } = render(<AppShell phoneNumber="8665550118">content</AppShell>);
    const link = screen.getByRole('link', { name: /^Call us:\s*\(866\) 555 - 0118$/ });
    expect(link.getAttribute('href')).toBe('tel:+18665550118');
    unmount();
    render(<AppShell>content</AppShell>);
    expect(screen.queryByRole('link', { name: /Call us/ })).toBeNull();
  });

  it('while a list is open, takes what react-aria hides out of the tab order, and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(
      <AppShell>
        <button type="button">Back</button>
        <SelectField label="Make" name="make" options={[{ value: 'FORD', label: 'Ford' }]} onChange={() => {}} />
        <button type="submit">Continue</button>
      </AppShell>,
    );
    const input = screen.getByRole('combobox', { name: 'Make' });
    const outside = ['Skip to main content', 'QuoteFlow', 'Privacy notice'].map((name) =>
      screen.getByRole('link', { name }),
    );
    outside.push(...['Back', 'Continue'].map((name) => screen.getByRole('button', { name })));
    await user.type(input, 'fo');
    await screen.findByRole('listbox');
    // Hidden from assistive technology by react-aria, and out of the focus order by the shell: never one alone.
    await waitFor(() => expect(outside.map((el) => Boolean(el.closest('[inert]')))).toEqual(outside.map(() => true)));
    expect(outside.every((el) => el.closest('[aria-hidden="true"]'))).toBe(true);
    expect(input.closest('[inert], [aria-hidden="true"]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(document.querySelectorAll('[inert], [aria-hidden="true"]:not(svg)')).toHaveLength(0));
    expect(document.activeElement).toBe(input);
  });
});
