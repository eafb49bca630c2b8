import { describe, expect, it } from 'vitest';
import { readUserToken, signUserToken, USER_TOKEN_TTL_SECONDS, userIdOfToken } from './userToken';

const SECRET = 'unit-test-secret-0123456789abcdef';
const ID = '6f1c2d9e-3b4a-4c5d-8e7f-0a1b2c3d4e5f';
const NOW = 1_800_000_000;

describe('user tokens', () => {
  it('read for the user they were signed for until they expire', () => {
    const token = signUserToken(SECRET, ID, NOW + 60);
    expect(readUserToken(SECRET, token, ID, NOW)).toBe(0);
    expect(readUserToken(SECRET, token, ID.toUpperCase(), NOW)).toBe(0);
    expect(readUserToken(SECRET, token, ID, NOW + 61)).toBeUndefined();
  });

  it('refuse another user, another secret, an edited expiry and garbage', () => {
    const token = signUserToken(SECRET, ID, NOW + 60);
    expect(readUserToken(SECRET, token, '00000000-0000-4000-8000-000000000000', NOW)).toBeUndefined();
    expect(readUserToken('another-secret-0123456789abcdef', token, ID, NOW)).toBeUndefined();
    expect(readUserToken(SECRET, token.replace(`.${NOW + 60}.`, `.${NOW + 6000}.`), ID, NOW)).toBeUndefined();
    for (const junk of [undefined, '', 'v1', 'v1.a.b.c', `v2.${ID}.${NOW + 60}.x`, `v2.${ID}.0.${NOW + 60}.x`])
      expect(readUserToken(SECRET, junk, ID, NOW)).toBeUndefined();
  });

  it('name their user, unverified, for the caller to check', () => {
    expect(userIdOfToken(signUserToken(SECRET, ID.toUpperCase(), NOW + 60))).toBe(ID);
    expect(userIdOfToken(`v2.${ID.toUpperCase()}.0.1.forged`)).toBe(ID);
    for (const junk of ['', 'v2', 'v2.']) expect(userIdOfToken(junk)).toBeUndefined();
  });
});

describe('user token lifetime and generation (issue 27)', () => {
  it('refuses a validly signed expiry further ahead than the maximum lifetime', () => {
    expect(readUserToken(SECRET, signUserToken(SECRET, ID, NOW + USER_TOKEN_TTL_SECONDS), ID, NOW)).toBe(0);
    expect(readUserToken(SECRET, signUserToken(SECRET, ID, NOW + USER_TOKEN_TTL_SECONDS + 1), ID, NOW)).toBeUndefined();
    const century = signUserToken(SECRET, ID, NOW + 100 * 365 * 86_400);
    expect(readUserToken(SECRET, century, ID, NOW)).toBeUndefined();
    expect(readUserToken(SECRET, signUserToken(SECRET, ID, NOW + 7200), ID, NOW, 3600)).toBeUndefined();
  });

  it('carries the generation it was signed for, which cannot be edited', () => {
    const token = signUserToken(SECRET, ID, NOW + 60, 7);
    expect(readUserToken(SECRET, token, ID, NOW)).toBe(7);
    expect(readUserToken(SECRET, token.replace(`.7.${NOW + 60}.`, `.8.${NOW + 60}.`), ID, NOW)).toBeUndefined();
    expect(readUserToken(SECRET, signUserToken(SECRET, ID, NOW + 60), ID, NOW)).toBe(0);
  });
});
