import { describe, expect, it } from 'vitest';
import { parseUsPhone } from './normalise';

describe('parseUsPhone', () => {
  it('reduces any typed form to ten digits (spec 000 section 5)', () => {
    for (const typed of [
      '(415) 555-2671',
      '415-555-2671',
      '415.555.2671',
      '1 415 555 2671',
      '+1 (415) 555-2671',
      '4155552671',
    ]) {
      expect(parseUsPhone(typed)).toEqual({ ok: true, digits: '4155552671', e164: '+14155552671' });
    }
  });

  it('refuses numbers outside the US numbering plan', () => {
    for (const typed of ['(555) 555-1234', '(999) 555-0100', '415555267', '44 20 7946 0958', '(416) 555-0123']) {
      expect(parseUsPhone(typed)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses toll-free and premium numbers, which cannot take a text', () => {
    expect(parseUsPhone('(888) 555-0142')).toEqual({ ok: false, reason: 'not_textable' });
    expect(parseUsPhone('(800) 555-0199')).toEqual({ ok: false, reason: 'not_textable' });
    expect(parseUsPhone('(900) 555-0100')).toEqual({ ok: false, reason: 'not_textable' });
  });
});
