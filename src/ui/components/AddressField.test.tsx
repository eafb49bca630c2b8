// @vitest-environment jsdom
import './jsdomPolyfills';
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressField } from './AddressField';

afterEach(cleanup);

// The suggestions' values are whole addresses, as the address step's options carry them (a JSON of the fields).
const suggestions = [
  { value: JSON.stringify({ streetAddress: '4821 Quillbrook Ln', zip: '78701' }), label: '4821 Quillbrook Ln' },
  { value: JSON.stringify({ streetAddress: '4821 Quillbrook Ct', zip: '78701' }), label: '4821 Quillbrook Ct' },
];

function Street({ onPick }: { onPick: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <AddressField
      label="Street address"
      name="streetAddress"
      value={value}
      onChange={setValue}
      suggestions={suggestions}
      onPick={onPick}
    />
  );
}

describe('AddressField', () => {
  it('picks a suggestion with the keyboard and hands over its whole value', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Street onPick={onPick} />);
    await user.type(screen.getByRole('combobox', { name: 'Street address' }), '4821');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['4821 Quillbrook Ln', '4821 Quillbrook Ct']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(suggestions[1].value);
  });

  it('puts no address in any attribute: ids and aria references are keyed by position (a recording keeps them)', async () => {
    const user = userEvent.setup();
    render(<Street onPick={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Street address' }), '4821');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const attributes = [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value));
    expect(attributes.filter((v) => /quillbrook/i.test(v))).toEqual([]);
    expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toMatch(/suggestion-0/);
  });
});
