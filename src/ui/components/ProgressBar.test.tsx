// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value as a percentage', () => {
    render(<ProgressBar value={33.4} label="Progress through your quote" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress through your quote' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('33%');
  });

  it('keeps a value outside 0 to 100 inside the bar', () => {
    const { rerender } = render(<ProgressBar value={140} label="Getting quotes" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    rerender(<ProgressBar value={-5} label="Getting quotes" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
