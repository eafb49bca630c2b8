import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/themes/default.css';
import { App } from './ui/App';
import { AppActorProvider } from './ui/AppActorContext';
import { createApp } from './app/createApp';
import { loadComboboxes } from './ui/screens/forms/AnswerFields';
import { sessionSnapshotStore } from './app/persistence';
import { syncHash } from './app/hashSync';
import { readReturningLink, withoutReturningParams } from './app/returningLink';

async function boot() {
  // ?inspect in development connects the Stately inspector (DESIGN section 5); never part of a production build.
  let inspect: Parameters<typeof createApp>[0]['inspect'];
  if (import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspect = createBrowserInspector().inspect;
  }
  const returning = readReturningLink(location.search);
  if (returning) history.replaceState(null, '', withoutReturningParams(location.href));
  const actor = createApp({ store: sessionSnapshotStore(), input: { returning }, inspect });
  syncHash(actor);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppActorProvider actor={actor}>
        <App />
      </AppActorProvider>
    </StrictMode>,
  );
  // Fetch the combobox chunk while the shopper reads the first question.
  setTimeout(() => void loadComboboxes(), 1000);
}
void boot();
