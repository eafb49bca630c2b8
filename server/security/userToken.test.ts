import { describe, expect, it } from 'vitest';
import { signUserToken, verifyUserToken } from './userToken';

const SECRET = 'unit-test-secret-0123456789abcdef';
const ID = '6f1c2d9e-3b4a-4c5d-8e7f-0a1b2c3d4e5f';
const NOW = 1_800_000_000;

describe('user tokens', () => {
  it('verify for the user they were signed for until they expire', () => {
    const token = signUserToken(SECRET, ID, NOW + 60);
    expect(verifyUserToken(SECRET, token, ID, NOW)).toBe(true);
    expect(verifyUserToken(SECRET, token, ID.toUpperCase(), NOW)).toBe(true);
    expect(verifyUserToken(SECRET, token, ID, NOW + 61)).toBe(false);
  });

  it('refuse another user, another secret, an edited expiry and garbage', () => {
    const token = signUserToken(SECRET, ID, NOW + 60);
    expect(verifyUserToken(SECRET, token, '00000000-0000-4000-8000-000000000000', NOW)).toBe(false);
    expect(verifyUserToken('another-secret-0123456789abcdef', token, ID, NOW)).toBe(false);
    expect(verifyUserToken(SECRET, token.replace(`.${NOW + 60}.`, `.${NOW + 6000}.`), ID, NOW)).toBe(false);
    for (const junk of [undefined, '', 'v1', 'v1.a.b.c', `v2.${ID}.${NOW + 60}.x`])
      expect(verifyUserToken(SECRET, junk, ID, NOW)).toBe(false);
  });
});
