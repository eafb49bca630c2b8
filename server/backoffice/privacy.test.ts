import { describe, expect, it } from 'vitest';
import { isPersonalKey, scrubText, scrubUrl, stripPersonal } from './privacy';

describe('privacy filters of the sinks', () => {
  it("recognises the session recorder's mask list, whatever the spelling", () => {
    for (const key of [
      'firstName',
      'last_name',
      'EMAIL',
      'phoneNumber',
      'ownerPhone',
      'birthdate',
      'date-of-birth',
      'streetAddress',
      'zip',
      'zipCode',
      'vin',
      'fullVin',
      'licenseNumber',
      'cardNumber',
      'creditScore',
      'driver1Birthdate',
      'ipAddress',
    ]) {
      expect(isPersonalKey(key), key).toBe(true);
    }
    for (const key of [
      'formName',
      'stepName',
      'vehicleYear',
      'coverageTier',
      'carrier',
      'state',
      'fieldName',
      'make',
    ]) {
      expect(isPersonalKey(key), key).toBe(false);
    }
  });

  it('redacts emails, phones, cards (Luhn), SSNs, MM/DD/YYYY dates and VINs inside text', () => {
    const text =
      'Mail marguerite.okonkwo@example.com or call (415) 555-2671 / 1-415-555-2671; card 4111 1111 1111 1111; ssn 123-45-6789; born 04/12/1985; vin 1HGCM82633A004352';
    const out = scrubText(text);
    for (const secret of ['marguerite', '555-2671', '4111', '123-45-6789', '04/12/1985', '1HGCM82633A004352'])
      expect(out).not.toContain(secret);
    expect(out).toContain('Mail [redacted] or call');
  });

  it('redacts an email wherever its run of characters starts, and keeps an @ with no domain', () => {
    expect(scrubText('From: <ana.lima@mail.example.org>, cc ops@x.io')).toBe('From: <[redacted]>, cc [redacted]');
    expect(scrubText('ping @team at 5')).toBe('ping @team at 5');
  });

  it('keeps ordinary text and numbers that are not personal', () => {
    expect(scrubText('Step 3 of 12: 2020 Toyota Corolla, 12000 miles, quote 1234567890123')).toBe(
      'Step 3 of 12: 2020 Toyota Corolla, 12000 miles, quote 1234567890123',
    );
  });

  it('drops query strings, fragments, credentials and personal path segments from URLs', () => {
    expect(scrubUrl('https://api.example.com/api/address/validate?street=742%20Evergreen&zipcode=78701#x')).toBe(
      'https://api.example.com/api/address/validate',
    );
    expect(scrubUrl('https://user:pw@api.example.com/api/zip/78701')).toBe(
      'https://api.example.com/api/zip/[redacted]',
    );
    expect(scrubUrl('/api/email/someone%40example.com?x=1')).toBe('/api/email/[redacted]');
    expect(scrubUrl('/api/Makes')).toBe('/api/Makes');
  });

  it('strips personal keys at every depth of a property bag', () => {
    const bag = {
      firstName: 'Marguerite',
      vehicleYear: '2020',
      note: 'reach me at marguerite.okonkwo@example.com',
      driver: { lastName: 'Okonkwo', age: 40, zip: '78701' },
      tags: ['a', '(415) 555-2671'],
    };
    expect(stripPersonal(bag)).toEqual({
      vehicleYear: '2020',
      note: 'reach me at [redacted]',
      driver: { age: 40 },
      tags: ['a', '[redacted]'],
    });
  });
});
