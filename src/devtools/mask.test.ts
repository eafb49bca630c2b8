import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyJson, hostileString } from '../../tests/server/arbitraries';
import { isPersonalKey, MASK, maskEvent, maskValue } from './mask';

// Masking in the devtools (docs/decisions/0077): a personal field's value never shows masked, whatever it holds;
// everything else shows as it is.

const PERSONAL = [
  'firstName',
  'lastName',
  'birthdate',
  'email',
  'phoneNumber',
  'streetAddress',
  'zip',
  'city',
  'fullVin',
  'licenseNumber',
];

describe('maskValue', () => {
  it("masks the contract's personal fields at any depth, keeping the other fields and the shape", () => {
    const user = {
      drivers: [{ firstName: 'Zoë', lastName: 'Øster', birthdate: '01/02/1990', licenseNumber: 'D123', gender: 'F' }],
      vehicles: [{ fullVin: '1HGCM82633A004352', year: 2020 }],
      contact: { email: 'z@example.com', phoneNumber: '5125550100', emailConsent: true },
      address: { streetAddress: '1 Main St', city: 'Austin', zip: '78701', state: 'TX' },
    };
    expect(maskValue(user)).toEqual({
      drivers: [{ firstName: MASK, lastName: MASK, birthdate: MASK, licenseNumber: MASK, gender: 'F' }],
      vehicles: [{ fullVin: MASK, year: 2020 }],
      contact: { email: MASK, phoneNumber: MASK, emailConsent: true },
      address: { streetAddress: MASK, city: MASK, zip: MASK, state: MASK },
    });
  });

  it('never shows a personal value, whatever its characters or length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERSONAL),
        hostileString(40, 20_000),
        anyJson({ maxDepth: 2 }),
        (key, value, other) => {
          const shown = JSON.stringify(maskValue({ deep: [{ [key]: value, [`${key}Parts`]: other }], keep: value }));
          expect(JSON.parse(shown).deep[0][key]).toBe(MASK);
          // A field that is not personal keeps its value exactly.
          expect(JSON.parse(shown).keep).toBe(value);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('leaves every value of a tree without personal keys as it is', () => {
    fc.assert(
      fc.property(anyJson({ maxDepth: 3 }), (value) => {
        const hasPersonal = JSON.stringify(value)
          ?.match(/"([^"\\]*)":/g)
          ?.some((k) => isPersonalKey(k.slice(1, -2)));
        if (!hasPersonal) expect(maskValue(value)).toEqual(value);
      }),
      { numRuns: 60 },
    );
  });

  it("masks what an event's payload typed or chose unless unmasked", () => {
    const event = { type: 'SUBMIT', answer: { firstName: 'Ada', n: 2 } };
    expect(maskEvent(event, false)).toEqual({ type: 'SUBMIT', answer: { firstName: MASK, n: MASK } });
    expect(maskEvent({ type: 'SUGGEST', text: '1 Main' }, false)).toEqual({ type: 'SUGGEST', text: MASK });
    expect(maskEvent(event, true)).toBe(event);
  });
});
