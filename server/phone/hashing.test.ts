import { describe, expect, it } from 'vitest';
import { hashAddress, hashCode, hashPhone, phoneHashKeys, sameHash } from './hashing';

describe('phone hashing', () => {
  const keys = phoneHashKeys('a-server-secret-of-at-least-32-characters');

  it('derives a different key per use, and depends on the secret', () => {
    expect(keys.phone.equals(keys.code)).toBe(false);
    expect(keys.phone.equals(keys.address)).toBe(false);
    const other = phoneHashKeys('another-server-secret-of-32-characters!');
    expect(hashPhone(other, '2125550100')).not.toBe(hashPhone(keys, '2125550100'));
  });

  it('binds a code to its row: the same code hashes differently for two sends', () => {
    expect(hashCode(keys, 'row-1', '123456')).not.toBe(hashCode(keys, 'row-2', '123456'));
    expect(hashCode(keys, 'row-1', '123456')).toBe(hashCode(keys, 'row-1', '123456'));
  });

  it('hashes numbers and addresses without the plain value in them', () => {
    expect(hashPhone(keys, '2125550100')).not.toContain('2125550100');
    expect(hashAddress(keys, '127.0.0.1')).not.toContain('127.0.0.1');
  });

  it('compares hashes in constant time, refusing different lengths', () => {
    const h = hashCode(keys, 'row-1', '123456');
    expect(sameHash(h, h)).toBe(true);
    expect(sameHash(h, hashCode(keys, 'row-1', '123457'))).toBe(false);
    expect(sameHash(h, h.slice(0, 20))).toBe(false);
  });
});
