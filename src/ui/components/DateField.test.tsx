// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './DateField';

afterEach(cleanup);

function Birthdate() {
  const [value, setValue] = useState('');
  return <DateField label="Date of birth" name="birthdate" value={value} onChange={setValue} />;
}

describe('DateField', () => {
  it('masks 0315199 to 03/15/199 as it is typed', async () => {
    const user = userEvent.setup();
    render(<Birthdate />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement;
    await user.type(input, '0315199');
    expect(input.value).toBe('03/15/199');
  });

  it('pads a month starting above 1: 3 becomes 03', async () => {
    const user = userEvent.setup();
    render(<Birthdate />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement;
    await user.type(input, '3');
    expect(input.value).toBe('03');
  });

  it('stops at a full date of 10 characters', async () => {
    const user = userEvent.setup();
    render(<Birthdate />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement;
    await user.type(input, '0315199012');
    expect(input.value).toBe('03/15/1990');
  });

  it('shows the format MM/DD/YYYY as its hint, asks for a number pad and offers birthday autofill', () => {
    render(<Birthdate />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    const hintId = (input.getAttribute('aria-describedby') ?? '').split(' ')[0];
    expect(document.getElementById(hintId)?.textContent).toBe('MM/DD/YYYY');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('bday');
    expect(input.getAttribute('maxlength')).toBe('10');
  });
});
