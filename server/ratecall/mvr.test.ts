import { describe, expect, it } from 'vitest';
import type { AutoUser } from '../../src/contract/entities';
import { MVR_BUCKETS } from './constants';
import { mvrBucket, runMvr } from './mvr';

const user = (street: string, lastName = 'Alvarez'): AutoUser => ({
  contact: { consentedToContact: true, consentToSms: true },
  tracking: {},
  autoPolicy: {
    discounts: { paperless: true, payInFull: true },
    vehicles: [{ id: 1, year: '2019', make: 'Honda', model: 'Accord' }],
    operators: [{ id: 1, isPrimary: true, firstName: 'Maria', lastName, birthdate: '03/04/1980' }],
    policy: {
      coverageTier: 'MID',
      zip: '85004',
      state: 'AZ',
      address: { streetAddress: street, city: 'Phoenix', state: 'AZ', zip: '85004' },
    },
  },
});
const today = new Date(Date.UTC(2026, 0, 15));

describe('the driving-record simulation', () => {
  it('gives one household the same report every time, whatever the case and spacing of its address', () => {
    expect(runMvr(user('120 W Monroe St'), 'root', today)).toEqual(runMvr(user(' 120  w monroe st '), 'root', today));
    expect(mvrBucket(user('120 W Monroe St'))).toBe(mvrBucket(user('120 w monroe st')));
  });

  it('finds each kind of record in roughly the configured share of 2,000 households', () => {
    const counts = { undisclosed: 0, violation: 0, suspended: 0 };
    for (let n = 1; n <= 2000; n += 1) {
      const r = runMvr(user(`${n} N Central Ave`), 'root', today);
      if (r.undisclosed.length) counts.undisclosed += 1;
      if (r.violations.length) counts.violation += 1;
      if (r.suspendedDriverId !== null) counts.suspended += 1;
    }
    const share = (k: keyof typeof counts) => counts[k] / 2000;
    expect(share('undisclosed')).toBeCloseTo(MVR_BUCKETS.undisclosedBelow / 100, 1);
    expect(share('violation')).toBeCloseTo((MVR_BUCKETS.violationBelow - MVR_BUCKETS.undisclosedBelow) / 100, 1);
    expect(share('suspended')).toBeGreaterThan(0);
  });

  it('names undisclosed members with the household surname, new first names and ids after the listed drivers', () => {
    let n = 1;
    while (runMvr(user(`${n} E Roosevelt St`, "o'brien-ruiz"), 'libertymutual', today).undisclosed.length === 0) n += 1;
    const r = runMvr(user(`${n} E Roosevelt St`, "o'brien-ruiz"), 'libertymutual', today);
    for (const op of r.undisclosed) {
      expect(op).toMatchObject({
        lastName: "O'Brien-Ruiz",
        outcome: 'pending',
        externalOperatorId: expect.stringMatching(/^OP-[0-9A-F]{10}$/),
      });
      expect(op.firstName).not.toBe('Maria');
      expect(op.age).toBeGreaterThanOrEqual(16);
      expect(op.id).toBeGreaterThan(1);
    }
  });
});
