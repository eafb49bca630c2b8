// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('reports the new state when toggled with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Checkbox name="emailConsent" isSelected={false} onChange={onChange}>
        Yes, I would like to receive emails
      </Checkbox>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Yes, I would like to receive emails' }));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
