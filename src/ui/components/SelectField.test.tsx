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

  const fordModels = ['C-MAX', 'Edge', 'Escape', 'F150', 'F250', 'Fiesta', 'Transit Connect'].map((m) => ({
    value: m,
    label: m,
  }));
  const optionTexts = (listbox: HTMLElement) =>
    within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
  /** An element is exposed to assistive technology when neither it nor an ancestor is aria-hidden or inert. */
  const exposed = (el: Element) => !el.closest('[aria-hidden="true"], [inert]');

  it.each(['F-150', 'f 150', 'f150'])('finds F150 for %j, and choosing it reports its value', async (typed) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectField label="Model" name="model" options={fordModels} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Model' }), typed);
    expect(optionTexts(await screen.findByRole('listbox'))).toEqual(['F150']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('F150');
  });

  it('lists labels starting with the text first, then words starting with it, then the rest', async () => {
    const user = userEvent.setup();
    render(<SelectField label="Model" name="model" options={fordModels} onChange={() => {}} />);
    await user.type(screen.getByRole('combobox', { name: 'Model' }), 'c');
    expect(optionTexts(await screen.findByRole('listbox'))).toEqual(['C-MAX', 'Transit Connect', 'Escape']);
  });

  it('when nothing matches, the open list says so and a status announces it', async () => {
    const user = userEvent.setup();
    render(<SelectField label="Model" name="model" options={fordModels} onChange={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Model' });
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(input, 'zzzz');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('No matches for “zzzz”')).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('No matches for “zzzz”');
    // react-aria hides the rest of the page while the list is open; the status must not be hidden with it.
    expect(exposed(input)).toBe(true);
    expect(exposed(status)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(status.textContent).toBe('');
  });

  it('opened from its button after a choice, lists every option in order, the chosen one included', async () => {
    const user = userEvent.setup();
    render(<Make />);
    await user.type(screen.getByRole('combobox', { name: 'Make' }), 'toy');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button'));
    expect(optionTexts(await screen.findByRole('listbox'))).toEqual(makes.map((m) => m.label));
  });

  it('Escape after typing what matches nothing (the chosen option filtered out) puts its label back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Make onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Make' }) as HTMLInputElement;
    await user.type(input, 'honda');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(input, 'zzzz');
    expect(screen.getByRole('status').textContent).toBe('No matches for “Hondazzzz”');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('Honda');
    expect(onChange).toHaveBeenLastCalledWith('HONDA');
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
