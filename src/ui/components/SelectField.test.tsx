// @vitest-environment jsdom
import './jsdomPolyfills';
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

afterEach(cleanup);

const makes = ['Acura', 'Audi', 'BMW', 'Honda', 'Hyundai', 'Toyota'].map((m) => ({ value: m.toUpperCase(), label: m }));

function Make({ onChange, errorMessage }: { onChange?: (v: string) => void; errorMessage?: string }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <SelectField
      label="Make"
      name="make"
      options={makes}
      value={value}
      errorMessage={errorMessage}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('SelectField', () => {
  it('filters options by typing', async () => {
    const user = userEvent.setup();
    render(<Make />);
    await user.type(screen.getByRole('combobox', { name: 'Make' }), 'hy');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Hyundai']);
  });

  it('chooses an option with the keyboard and reports its value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Make onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Make' }) as HTMLInputElement;
    await user.type(input, 'h');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('HONDA');
    expect(input.value).toBe('Honda');
  });

  it('opens the full list from its button', async () => {
    const user = userEvent.setup();
    render(<Make />);
    await user.click(screen.getByRole('button'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(makes.length);
  });

  it('lists options that arrive after mount, as models do once a make is chosen', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SelectField label="Model" name="model" options={[]} onChange={() => {}} />);
    rerender(
      <SelectField
        label="Model"
        name="model"
        options={[
          { value: 'CIVIC', label: 'Civic' },
          { value: 'ACCORD', label: 'Accord' },
        ]}
        onChange={() => {}}
      />,
    );
    await user.click(screen.getByRole('button'));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Civic', 'Accord']);
  });

  it('shows the label of a restored value', () => {
    render(<SelectField label="Make" name="make" options={makes} value="TOYOTA" onChange={() => {}} />);
    expect((screen.getByRole('combobox', { name: 'Make' }) as HTMLInputElement).value).toBe('Toyota');
  });

  it('with an errorMessage is invalid and describes the error', () => {
    render(<Make errorMessage="Choose a make" />);
    const input = screen.getByRole('combobox', { name: 'Make' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(ids.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('Choose a make');
  });
});
