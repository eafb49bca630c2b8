import { useCallback, useEffect, useRef, useState } from 'react';
import { loadAppConfig } from '../../app/appConfig';
import { CardFrameMessage, type CardTokenResult, cardFrameUrl } from '../../contract/vault';
import { Banner } from './Banner';
import './CardFrame.css';

// The card vault's frame on the payment screens (issue 12; docs/decisions/0019). The card number and CVC are typed
// into a page on the vault's own origin; this page only ever hears, from that origin and that frame, the token and what
// may be shown (brand, last four, expiry). Loaded lazily with the payment screens: nothing on the start page imports it.

/** The vault's port when VITE_VAULT_ORIGIN is unset (the sandbox's VAULT_PORT default). */
export const DEFAULT_VAULT_PORT = 8090;
/** How long a loaded frame may take to say it is ready before the page offers to try again. */
export const FRAME_READY_TIMEOUT_MS = 8_000;

/**
 * The vault's origin: the one the serving server names at run time (/app-config.json), else VITE_VAULT_ORIGIN (build
 * time), else this page's host on the vault's default port.
 */
export function resolveVaultOrigin(
  env: Record<string, string | undefined>,
  location: { protocol: string; hostname: string },
  served?: string | null,
): string {
  if (served) return new URL(served).origin;
  const configured = env.VITE_VAULT_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  const host = location.hostname.includes(':') ? `[${location.hostname}]` : location.hostname;
  return `${location.protocol}//${host}:${DEFAULT_VAULT_PORT}`;
}

const buildEnv: Record<string, string | undefined> =
  (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/**
 * A message the page may act on: from the vault's origin and in one of the frame's shapes; anything else (another
 * origin, another frame's chatter, a shape with extra fields such as a card number) is null and ignored.
 */
export function acceptCardFrameMessage(
  event: { origin: string; data: unknown },
  vaultOrigin: string,
): CardFrameMessage | null {
  if (event.origin !== vaultOrigin) return null;
  const parsed = CardFrameMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

export interface CardFrameProps {
  /**
   * The rate-call session (its externalId) the card pays in: the vault binds the token to it, and no other session
   * accepts that token (issue 27).
   */
  session: string;
  /** Called once per tokenised card with what the payment call needs and the screen may show. */
  onToken: (card: CardTokenResult) => void;
  /** The vault's origin; defaults to the served app config's, VITE_VAULT_ORIGIN, or this host on port 8090. */
  vaultOrigin?: string;
  /** Ready timeout in ms (stories shorten it). */
  readyTimeoutMs?: number;
}

type FrameState = 'loading' | 'ready' | 'failed';

const FrameLoading = () => (
  <p className="qf-card-frame__loading" role="status">
    Loading the secure card form…
  </p>
);

/** The vault origin to frame: `given`, or resolved once the served app config has answered (null until then). */
function useVaultOrigin(given: string | undefined): string | null {
  const [resolved, setResolved] = useState<string | null>(given ?? null);
  useEffect(() => {
    if (given) return setResolved(given);
    let live = true;
    void loadAppConfig().then((config) => {
      if (live) setResolved(resolveVaultOrigin(buildEnv, window.location, config?.vaultOrigin));
    });
    return () => {
      live = false;
    };
  }, [given]);
  return resolved;
}

export function CardFrame({ vaultOrigin: given, ...props }: CardFrameProps) {
  const vaultOrigin = useVaultOrigin(given);
  if (!vaultOrigin)
    return (
      <div className="qf-card-frame">
        <FrameLoading />
      </div>
    );
  return <VaultFrame {...props} vaultOrigin={vaultOrigin} />;
}

function VaultFrame({
  session,
  onToken,
  vaultOrigin,
  readyTimeoutMs = FRAME_READY_TIMEOUT_MS,
}: CardFrameProps & { vaultOrigin: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState>('loading');
  const [height, setHeight] = useState<number | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      // Only our frame: another window on the vault's origin (a second tab's frame) is not this form.
      if (event.source !== frameRef.current?.contentWindow) return;
      const message = acceptCardFrameMessage(event, vaultOrigin);
      if (!message) return;
      // Any message from our frame shows it runs (its first 'ready' may have come before this listener).
      setState('ready');
      if (message.type === 'quoteflow:card-frame:height') setHeight(message.height);
      else if (message.type === 'quoteflow:card-frame:token') {
        const { type: _type, ...card } = message;
        onTokenRef.current(card);
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [vaultOrigin]);

  // A frame that loads but never says ready is the vault down or refusing this page: say so, offer a retry.
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), readyTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [state, readyTimeoutMs]);

  const retry = useCallback(() => {
    setHeight(undefined);
    setState('loading');
    setAttempt((n) => n + 1);
  }, []);

  const src = cardFrameUrl(vaultOrigin, window.location.origin, session);
  return (
    <div className="qf-card-frame">
      {state === 'failed' ? (
        <Banner tone="error" title="The secure card form did not load" onRetry={retry}>
          Nothing you entered was lost. Check your connection, then try again.
        </Banner>
      ) : (
        <>
          {state === 'loading' ? <FrameLoading /> : null}
          <iframe
            key={attempt}
            ref={frameRef}
            className="qf-card-frame__frame"
            title="Card details, on the secure card vault"
            src={src}
            style={height === undefined ? undefined : { height: `${height}px` }}
            referrerPolicy="no-referrer"
            // Scripts, its own origin (for its same-origin POST /tokens) and its form; no popups, no top navigation.
            sandbox="allow-scripts allow-same-origin allow-forms"
          />
        </>
      )}
    </div>
  );
}

export default CardFrame;
