// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostileString } from '../../../tests/server/arbitraries';
import { APP_CONFIG_PATH, AppConfig } from '../../contract/appConfig';
import { acceptCardFrameMessage, CardFrame, resolveVaultOrigin } from './CardFrame';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const VAULT = 'http://vault.test:8090';
/** A rate-call session's externalId (rc_ and 24 base64url characters). */
const SESSION = 'rc_Q2xhcmtlS2VudEtyeXB0b24x';
const TOKEN = {
  type: 'quoteflow:card-frame:token',
  token: `tok_${'a'.repeat(24)}`,
  brand: 'visa',
  last4: '4242',
  expiry: '08/2030',
};

function post(data: unknown, { origin = VAULT, source }: { origin?: string; source?: Window | null } = {}) {
  const frame = document.querySelector('iframe');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: source === undefined ? frame?.contentWindow : source }),
    );
  });
}

describe('acceptCardFrameMessage', () => {
  it('accepts the frame shapes from the vault origin only', () => {
    expect(acceptCardFrameMessage({ origin: VAULT, data: TOKEN }, VAULT)).toEqual(TOKEN);
    expect(acceptCardFrameMessage({ origin: 'http://evil.test', data: TOKEN }, VAULT)).toBeNull();
    expect(acceptCardFrameMessage({ origin: 'http://vault.test:8091', data: TOKEN }, VAULT)).toBeNull();
    expect(
      acceptCardFrameMessage({ origin: VAULT, data: { type: 'quoteflow:card-frame:height', height: 312 } }, VAULT),
    ).toEqual({
      type: 'quoteflow:card-frame:height',
      height: 312,
    });
  });

  it('refuses a message carrying anything more than the token, brand, last four and expiry', () => {
    expect(acceptCardFrameMessage({ origin: VAULT, data: { ...TOKEN, number: '4242424242424242' } }, VAULT)).toBeNull();
    expect(acceptCardFrameMessage({ origin: VAULT, data: { ...TOKEN, cvc: '123' } }, VAULT)).toBeNull();
    expect(acceptCardFrameMessage({ origin: VAULT, data: { ...TOKEN, last4: '42424' } }, VAULT)).toBeNull();
    expect(acceptCardFrameMessage({ origin: VAULT, data: { ...TOKEN, expiry: '13/2030' } }, VAULT)).toBeNull();
    expect(acceptCardFrameMessage({ origin: VAULT, data: { ...TOKEN, token: 'tok_short' } }, VAULT)).toBeNull();
    expect(acceptCardFrameMessage({ origin: VAULT, data: JSON.stringify(TOKEN) }, VAULT)).toBeNull();
  });

  it('never accepts generated junk, from any origin', () => {
    fc.assert(
      fc.property(hostileString(), fc.anything(), (origin, data) => {
        expect(acceptCardFrameMessage({ origin, data }, VAULT)).toBeNull();
        expect(acceptCardFrameMessage({ origin: VAULT, data }, VAULT)).toBeNull();
      }),
    );
  });
});

describe('resolveVaultOrigin', () => {
  it('uses VITE_VAULT_ORIGIN, else this host on the vault port', () => {
    const here = { protocol: 'http:', hostname: '127.0.0.1' };
    expect(resolveVaultOrigin({ VITE_VAULT_ORIGIN: 'https://vault.example.com/' }, here)).toBe(
      'https://vault.example.com',
    );
    expect(resolveVaultOrigin({}, here)).toBe('http://127.0.0.1:8090');
    expect(resolveVaultOrigin({}, { protocol: 'http:', hostname: '::1' })).toBe('http://[::1]:8090');
  });

  it('prefers the origin the serving server names at run time over both', () => {
    const here = { protocol: 'http:', hostname: '127.0.0.1' };
    const served = 'http://127.0.0.1:8351';
    expect(resolveVaultOrigin({ VITE_VAULT_ORIGIN: 'https://vault.example.com/' }, here, served)).toBe(served);
    expect(resolveVaultOrigin({}, here, null)).toBe('http://127.0.0.1:8090');
  });
});

describe('CardFrame without a given origin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('frames the vault the served app config names (any VAULT_PORT, no rebuild)', async () => {
    const config: AppConfig = AppConfig.parse({ vaultOrigin: 'http://127.0.0.1:8351' });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<CardFrame session={SESSION} onToken={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the secure card form…');
    const frame = await screen.findByTitle('Card details, on the secure card vault');
    expect(new URL(frame.getAttribute('src') ?? '').origin).toBe('http://127.0.0.1:8351');
    expect(fetchMock).toHaveBeenCalledWith(APP_CONFIG_PATH, expect.objectContaining({ cache: 'no-store' }));
  });
});

describe('CardFrame', () => {
  it('embeds the vault frame, titled, naming this page as its parent and the rate-call session it pays in', () => {
    render(<CardFrame session={SESSION} onToken={vi.fn()} vaultOrigin={VAULT} />);
    const frame = screen.getByTitle('Card details, on the secure card vault');
    expect(frame.getAttribute('src')).toBe(
      `${VAULT}/collect?origin=${encodeURIComponent(window.location.origin)}&session=${SESSION}`,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('calls onToken with the card summary from its frame, and sizes the frame to its content', () => {
    const onToken = vi.fn();
    render(<CardFrame session={SESSION} onToken={onToken} vaultOrigin={VAULT} />);
    post({ type: 'quoteflow:card-frame:ready' });
    expect(screen.queryByRole('status')).toBeNull();
    post({ type: 'quoteflow:card-frame:height', height: 321 });
    expect(screen.getByTitle(/Card details/).style.height).toBe('321px');
    post(TOKEN);
    expect(onToken).toHaveBeenCalledExactlyOnceWith({
      token: TOKEN.token,
      brand: 'visa',
      last4: '4242',
      expiry: '08/2030',
    });
  });

  it('ignores messages from another origin, another window, or in another shape', () => {
    const onToken = vi.fn();
    render(<CardFrame session={SESSION} onToken={onToken} vaultOrigin={VAULT} />);
    post(TOKEN, { origin: 'http://evil.test' });
    post(TOKEN, { source: window });
    post({ ...TOKEN, number: '4242424242424242' });
    expect(onToken).not.toHaveBeenCalled();
  });

  it('says the form did not load when the frame never gets ready, and tries again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<CardFrame session={SESSION} onToken={vi.fn()} vaultOrigin={VAULT} readyTimeoutMs={1_000} />);
    act(() => {
      vi.advanceTimersByTime(1_001);
    });
    expect(screen.getByRole('alert').textContent).toContain('The secure card form did not load');
    expect(screen.queryByTitle(/Card details/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTitle(/Card details/)).toBeTruthy();
    post({ type: 'quoteflow:card-frame:ready' });
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('CardFrame readiness', () => {
  it('counts any message from its frame as ready (the first ready may predate the listener)', () => {
    render(<CardFrame session={SESSION} onToken={vi.fn()} vaultOrigin={VAULT} />);
    post({ type: 'quoteflow:card-frame:height', height: 200 });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
