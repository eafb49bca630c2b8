import { renderToString } from 'react-dom/server';
import { createApp } from './app/createApp';
import type { SnapshotStore } from './app/persistence';
import type { ReturningUser } from './machines/app/app.machine';
import { selectPath } from './machines/app/app.selectors';
import { Root } from './ui/Root';

// Build time (build/prerenderStartPage.ts): each page's first screen as HTML, so a phone paints it before any script
// runs; src/startApp.tsx hydrates it when the session would render exactly that (docs/decisions/0006, 0007).

const noStore: SnapshotStore = { load: () => undefined, save: () => {}, clear: () => {} };

function renderFirstScreen(returning?: ReturningUser): string {
  const actor = createApp({ store: noStore, input: { returning } });
  try {
    return renderToString(<Root actor={actor} />);
  } finally {
    actor.stop();
  }
}

/** A fresh session: the flow's first question. */
export const renderStartPage = () => renderFirstScreen();

/** The URL path of the start page's screen: src/main.tsx writes it before the app runs (docs/decisions/0007). */
export function startPagePath(): string {
  const actor = createApp({ store: noStore });
  try {
    return selectPath(actor.getSnapshot());
  } finally {
    actor.stop();
  }
}

/** A returning-user link (any id: the page shows the same loader while the saved quote loads). */
export const renderReturningPage = () =>
  renderFirstScreen({ userId: '00000000-0000-4000-8000-000000000000', token: 'prerender' });
