import { describe, expect, it } from 'vitest';
import { ANONYMOUS_ID_KEY, readAnonymousId } from './anonymousId';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('the anonymous id experiments bucket by', () => {
  it('is created once and kept, so a returning browser lands in the same buckets', () => {
    const storage = memory();
    const first = readAnonymousId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(readAnonymousId(storage)).toBe(first);
    expect(storage.data.get(ANONYMOUS_ID_KEY)).toBe(first);
  });

  it('replaces a stored value that is not a UUID, and works without storage', () => {
    const storage = memory({ [ANONYMOUS_ID_KEY]: 'x'.repeat(5000) });
    const id = readAnonymousId(storage, () => '0b6c4967-d0ab-4706-8b67-150dd4980000');
    expect(id).toBe('0b6c4967-d0ab-4706-8b67-150dd4980000');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(readAnonymousId(broken, () => 'fresh')).toBe('fresh');
  });
});
