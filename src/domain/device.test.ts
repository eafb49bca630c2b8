import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICES as RULES_DEVICES } from '../../server/rules/constants';
import { hostileString } from '../../tests/server/arbitraries';
import { DEVICES, deviceOf } from './device';

describe('the device the rules read', () => {
  it('names phones, tablets and the rest from the user agent', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/120 Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe('desktop');
    expect(deviceOf(undefined)).toBe('desktop');
  });

  it('knows the devices the rules engine knows', () => {
    expect([...DEVICES]).toEqual([...RULES_DEVICES]);
  });

  it('gives one of the rules engine’s devices for any user agent', () => {
    fc.assert(
      fc.property(hostileString(), (ua) => {
        expect(DEVICES).toContain(deviceOf(ua));
      }),
    );
  });
});
