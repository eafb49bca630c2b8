// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
});
