import { StrictMode, useEffect, useRef } from 'react';
import type { AppActor } from '../app/createApp';
import { App } from './App';
import { AppActorProvider } from './AppActorContext';

/**
 * The whole page for one root actor: the browser renders or hydrates it, the build prerenders the start page.
 * `onReady` runs once, after the first commit, when every handler of the first screen is attached.
 */
export function Root({ actor, onReady }: { actor: AppActor; onReady?: () => void }) {
  return (
    <StrictMode>
      <AppActorProvider actor={actor}>
        <App />
      </AppActorProvider>
      <Ready onReady={onReady} />
    </StrictMode>
  );
}

// A sibling after the app: its effect runs after every effect of the first screen's commit.
function Ready({ onReady }: { onReady?: () => void }) {
  const called = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first commit (StrictMode runs effects twice)
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    onReady?.();
  }, []);
  return null;
}
