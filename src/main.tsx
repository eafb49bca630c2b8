import { createRoot, hydrateRoot } from 'react-dom/client';
import './ui/themes/default.css';
import { Root } from './ui/Root';
import { loadQuotesScreen } from './ui/App';
import { createApp } from './app/createApp';
import { loadLaterFields } from './ui/screens/forms/AnswerFields';
import { sessionSnapshotStore } from './app/persistence';
import { syncHash } from './app/hashSync';
import { readReturningLink, withoutReturningParams } from './app/returningLink';

// Any of these means a shopper is answering the first question: time to fetch what the next ones need.
const FIRST_TOUCH = ['pointerdown', 'keydown', 'change', 'submit'] as const;

async function boot() {
  // ?inspect in development connects the Stately inspector (DESIGN section 5); never part of a production build.
  let inspect: Parameters<typeof createApp>[0]['inspect'];
  if (import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspect = createBrowserInspector().inspect;
  }
  const returning = readReturningLink(location.search);
  if (returning) history.replaceState(null, '', withoutReturningParams(location.href));
  const sessionStore = sessionSnapshotStore();
  // Read the saved session once: it decides hydration here and is what the app restores.
  const saved = sessionStore.load();
  const store = { ...sessionStore, load: () => saved };
  // The prerendered screen (build/prerenderStartPage.ts) is hydrated only when this session renders exactly it first.
  const fresh = !saved && (location.hash === '' || location.hash === '#/');
  const expected = returning ? 'returning' : fresh ? 'start' : null;
  const actor = createApp({ store, input: { returning }, inspect });
  syncHash(actor);
  const container = document.getElementById('root')!;
  if (expected && container.dataset.page === expected) hydrateRoot(container, <Root actor={actor} />);
  else {
    container.replaceChildren();
    createRoot(container).render(<Root actor={actor} />);
  }
  // Later screens' chunks: evaluating them is a long task, so a fresh start waits for the shopper's first touch
  // rather than compete with hydration; a resumed session may need them on its current screen.
  const prefetchLaterScreens = () => {
    for (const type of FIRST_TOUCH) window.removeEventListener(type, prefetchLaterScreens, true);
    void loadLaterFields();
    void loadQuotesScreen();
  };
  if (expected === 'start') for (const type of FIRST_TOUCH) window.addEventListener(type, prefetchLaterScreens, true);
  else setTimeout(prefetchLaterScreens, 1000);
}
void boot();
