// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors';
import { ZipField } from './ZipField';

afterEach(cleanup);

function Zip() {
  const [value, setValue] = useState('');
  return <ZipField label="ZIP code" name="zip" value={value} onChange={setValue} />;
}

describe('ZipField', () => {
  it('accepts five digits only and offers postal-code autofill', async () => {
    const user = userEvent.setup();
    render(<Zip />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' }) as HTMLInputElement;
    await user.type(input, '9a4-10789');
    expect(input.value).toBe('94107');
    expect(input.getAttribute('autocomplete')).toBe('postal-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it("says what is wrong with a ZIP code the lookup does not know, and what to type (not just 'Invalid Zip')", () => {
    render(
      <ZipField
        label="ZIP code"
        name="zip"
        value="00000"
        onChange={() => {}}
        errorMessage={ERROR_MESSAGES.invalid_zip}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    const message = screen.getByText("We couldn't find that ZIP code. Check its 5 digits, for example 78701.");
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.closest('[id]')?.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
