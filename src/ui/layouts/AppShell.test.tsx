// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppShell } from './AppShell';

afterEach(cleanup);

describe('AppShell', () => {
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
});
