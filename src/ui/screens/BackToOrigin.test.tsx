// @vitest-environment jsdom
import '../components/jsdomPolyfills';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BackToOrigin } from './BackToOrigin';

afterEach(cleanup);

describe('BackToOrigin', () => {
  it('is a labelled landmark whose button goes back by keyboard', async () => {
    const backs: string[] = [];
    render(<BackToOrigin line="auto" onBack={() => backs.push('back')} />);
    const nav = screen.getByRole('navigation', { name: 'Your auto quotes' });
    const button = screen.getByRole('button', { name: 'Back to your auto quotes' });
    expect(nav.contains(button)).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(backs).toEqual(['back']);
  });
});
