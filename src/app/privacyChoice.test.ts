import { describe, expect, it } from 'vitest';
import { OPT_OUT_STORAGE_KEY, clientOptedOut, optOutHeaders, rememberOptOut } from './privacyChoice';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

describe('privacyChoice', () => {
  it('is opted out by the remembered choice or by Global Privacy Control, and says so on a save', () => {
    const storage = memory();
    expect(clientOptedOut({ storage, navigator: {} })).toBe(false);
    expect(optOutHeaders({ storage, navigator: {} })).toBeUndefined();
    expect(clientOptedOut({ storage, navigator: { globalPrivacyControl: true } })).toBe(true);
    // Only a real true counts (a page cannot fake GPC with a string).
    expect(clientOptedOut({ storage, navigator: { globalPrivacyControl: 'true' } })).toBe(false);
    rememberOptOut({ storage });
    expect(storage.getItem(OPT_OUT_STORAGE_KEY)).toBe('1');
    expect(optOutHeaders({ storage, navigator: {} })).toEqual({ 'x-privacy-opt-out': '1' });
  });

  it('treats blocked storage as no remembered choice', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberOptOut({ storage })).not.toThrow();
    expect(clientOptedOut({ storage, navigator: {} })).toBe(false);
  });
});
