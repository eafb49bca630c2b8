// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';

afterEach(cleanup);

describe('Banner', () => {
  it('calls onRetry when its retry button is pressed', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<Banner tone="error" title="We could not load your quotes" onRetry={onRetry} retryLabel="Retry" />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is an alert for errors, saying Error in words, and a status otherwise', () => {
    render(<Banner tone="error" title="Invalid Zip" />);
    expect(screen.getByRole('alert').textContent).toBe('Error: Invalid Zip');
    cleanup();
    render(<Banner tone="success" title="Saved" />);
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no retry button without onRetry', () => {
    render(<Banner tone="info" title="Heads up" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
