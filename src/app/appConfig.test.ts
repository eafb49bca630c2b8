import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CONFIG_PATH, AppConfig } from '../contract/appConfig';

// Each test its own module instance: loadAppConfig keeps its answer for the page's life.
afterEach(() => vi.resetModules());
const fresh = async () => (await import('./appConfig')).loadAppConfig;
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('loadAppConfig', () => {
  it('asks the serving server once and keeps its answer', async () => {
    const load = await fresh();
    const config = AppConfig.parse({ vaultOrigin: 'http://localhost:9090' });
    const fetchImpl = vi.fn(async () => answer(config));
    expect(await load(fetchImpl)).toEqual(config);
    expect(await load(fetchImpl)).toEqual(config);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(APP_CONFIG_PATH, expect.objectContaining({ credentials: 'omit' }));
  });

  it('is null for a host that serves no config, a wrong shape or no network, and asks again next time', async () => {
    const load = await fresh();
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer({ message: 'Not Found' }, 404))
      .mockResolvedValueOnce(answer({ vaultOrigin: 'javascript:alert(1)' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer({ vaultOrigin: null }));
    expect(await load(fetchImpl)).toBeNull();
    expect(await load(fetchImpl)).toBeNull();
    expect(await load(fetchImpl)).toBeNull();
    expect(await load(fetchImpl)).toEqual({ vaultOrigin: null });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });
});
