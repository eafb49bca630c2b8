// @vitest-environment jsdom
// user-event walks a native radio group with CSS.escape, which jsdom lacks
import './jsdomPolyfills';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup';

afterEach(cleanup);

const ownership = [
  { value: 'own', label: 'Own' },
  { value: 'lease', label: 'Lease' },
  { value: 'finance', label: 'Finance', description: 'Paying a loan' },
];

function Controlled(props: Partial<ChoiceGroupProps>) {
  const [value, setValue] = useState<string | undefined>(props.value);
  return (
    <ChoiceGroup
      label="Do you own, lease, or finance this vehicle?"
      name="ownership"
      options={ownership}
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

describe('ChoiceGroup', () => {
  it('selects an option with the keyboard and calls onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Own' }));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('own');
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('lease');
    expect((screen.getByRole('radio', { name: 'Lease' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Lease' }));
  });

  it('selects an option when its card is clicked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByText('Finance'));
    expect(onChange).toHaveBeenCalledWith('finance');
  });

  it('is a required radio group named by its label, with option descriptions linked', () => {
    render(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Do you own, lease, or finance this vehicle?' });
    expect(group.getAttribute('aria-required')).toBe('true');
    const finance = screen.getByRole('radio', { name: 'Finance' });
    const describedBy = (finance.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('Paying a loan');
  });

  it('with labelHidden and aria-labelledby is named by the page heading', () => {
    render(
      <>
        <h1 id="question-title">Do you own, lease, or finance this vehicle?</h1>
        <Controlled labelHidden aria-labelledby="question-title" />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Do you own, lease, or finance this vehicle?' });
    expect(group.getAttribute('aria-labelledby')).toBe('question-title');
  });

  it('with an errorMessage is invalid and describes the error', () => {
    render(<Controlled errorMessage="Choose one" />);
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const ids = (group.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(ids.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('Choose one');
  });

  it('with autoFocus focuses the checked option', () => {
    render(<Controlled value="lease" autoFocus />);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Lease' }));
  });
});
