import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('asks once and hands every caller the same promise', async () => {
    const load = vi.fn(async () => ({ chunk: 1 }));
    const get = loadOnce(load);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toEqual({ chunk: 1 });
    expect(get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call asks again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('loaded');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe('loaded');
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails every caller waiting on the same failed load, then asks again once', async () => {
    let fail!: (e: Error) => void;
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue('loaded');
    const get = loadOnce(load);
    const waiting = [get(), get()];
    fail(new Error('offline'));
    for (const call of waiting) await expect(call).rejects.toThrow('offline');
    await Promise.all([get(), get()]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
