import { StrictMode } from 'react';
import type { AppActor } from '../app/createApp';
import { App } from './App';
import { AppActorProvider } from './AppActorContext';

/** The whole page for one root actor: the browser renders or hydrates it, the build prerenders the start page. */
export function Root({ actor }: { actor: AppActor }) {
  return (
    <StrictMode>
      <AppActorProvider actor={actor}>
        <App />
      </AppActorProvider>
    </StrictMode>
  );
}
