// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField, type TextFieldProps } from './TextField';

afterEach(cleanup);

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField {...rest} value={value} onChange={setValue} />;
}

describe('TextField', () => {
  it('names the input by its label and links the hint', () => {
    render(<Controlled label="First name" name="firstName" description="As on your licence" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    const hintId = input.getAttribute('aria-describedby')!.split(' ')[0];
    expect(document.getElementById(hintId)?.textContent).toBe('As on your licence');
  });

  it('with an errorMessage sets aria-invalid and references the error text through aria-describedby', () => {
    render(<TextField label="Email" name="email" value="a@" onChange={() => {}} errorMessage="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const described = describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(described).toContain('Enter a valid email');
    expect(described).toContain('Error:');
  });

  it('without an errorMessage is not invalid and shows no error', () => {
    render(<TextField label="Email" name="email" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Error:/)).toBeNull();
  });

  it('with digitsOnly drops letters as they are typed', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Mileage" name="mileage" digitsOnly />);
    const input = screen.getByRole('textbox', { name: 'Mileage' });
    await user.type(input, '1a2b-3');
    expect((input as HTMLInputElement).value).toBe('123');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('with digitsOnly keeps every digit of a pasted phone number despite maxLength', () => {
    render(<Controlled label="Phone" name="phone" digitsOnly maxLength={10} type="tel" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    fireEvent.paste(input, { clipboardData: { getData: () => '(555) 123-4567' } });
    expect((input as HTMLInputElement).value).toBe('5551234567');
  });

  it('without digitsOnly keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Street" name="street" />);
    const input = screen.getByRole('textbox', { name: 'Street' });
    await user.type(input, '12 Main St');
    expect((input as HTMLInputElement).value).toBe('12 Main St');
  });
});
