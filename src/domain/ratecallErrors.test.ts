import { describe, expect, it } from 'vitest';
import { assignedDriverErrorsOf, ratecallErrorKind, thrownMessage, vinErrorsOf } from './ratecallErrors';
import { changeInRate } from './quotes';

// spec 001 section 8: the rate-call error catalogue; section 4: the rate change.

describe('the rate-call error catalogue', () => {
  it('routes in the catalogue order: rejected, hard stop or vehicle symbol, a custom route, else rcError', () => {
    expect(ratecallErrorKind('Safeco rejected or redirected the quote: hard stop', true)).toBe('carrierRejected');
    expect(ratecallErrorKind('This purchase cannot continue online (hard stop)', true)).toBe('postQuotesError');
    expect(ratecallErrorKind('no rating symbol for vehicle 1: vehicle-symbol', false)).toBe('postQuotesError');
    expect(ratecallErrorKind('Did not receive Safeco in RC1 quotes', true)).toBe('customRoute');
    expect(ratecallErrorKind('Fetch RC2 Updated Rate failed', false)).toBe('rcError');
  });

  it('throws the spec messages, the bind error with the carrier message', () => {
    const p = { carrier: 'Liberty Mutual', policyType: 'auto', message: 'policy system is unavailable' };
    expect(thrownMessage('GET_RC1_QUOTES', p)).toBe('Did not receive Liberty Mutual in RC1 quotes');
    expect(thrownMessage('GET_RC2_QUESTIONS', p)).toBe('Fetch RC Pre-MVR Questions failed');
    expect(thrownMessage('UPDATE_COVERAGE', p)).toBe('Fetch RC2 Updated Rate failed');
    expect(thrownMessage('COLLECT_PAYMENT', p)).toBe('Bind RC3 failed');
    expect(thrownMessage('BIND_RC3', p)).toBe('Error binding auto policy:: policy system is unavailable');
    const wrapped = 'Error binding auto policy:: Liberty Mutual policy system is unavailable';
    expect(thrownMessage('BIND_RC3', { ...p, message: wrapped })).toBe(wrapped);
  });

  it('marks vinError per vehicle for INVALID_VEHICLE with a vin, and assignedDriverError per driver', () => {
    const errors = [
      {
        questionId: 'vehicle.2.vin',
        entity: 'vehicle',
        entityId: 2,
        code: 'INVALID_VEHICLE',
        message: 'INVALID_VEHICLE: the VIN X for vehicle 2',
      },
      {
        questionId: 'vehicle.1.primaryDriverId',
        entity: 'driver',
        entityId: 3,
        code: 'ASSIGNED_DRIVER',
        message: 'All drivers must be assigned as a primary driver for at least one vehicle',
      },
      {
        questionId: 'driver.1.licenseNumber',
        entity: 'driver',
        entityId: 1,
        code: 'INVALID_LICENSE',
        message: 'INVALID_LICENSE: not a TX number',
      },
    ];
    expect(vinErrorsOf(errors)).toEqual([2]);
    expect(assignedDriverErrorsOf(errors)).toEqual([3]);
  });
});

describe('the rate change against the rate the shopper saw', () => {
  it('is increase, decrease or no_change to the cent', () => {
    expect(changeInRate(612, 612.01)).toBe('increase');
    expect(changeInRate(612, 598)).toBe('decrease');
    expect(changeInRate(612, 612.001)).toBe('no_change');
  });
});
