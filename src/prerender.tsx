import { renderToString } from 'react-dom/server';
import { createApp } from './app/createApp';
import type { SnapshotStore } from './app/persistence';
import type { ReturningUser } from './machines/app/app.machine';
import { selectIntakeRef, selectPath } from './machines/app/app.selectors';
import { intakeChunk } from './machines/intake/intakeSlot';
import type { FirstScreen } from './machines/intake/questionView';
import { Root } from './ui/Root';
// The build renders from the real intake: its chunk registered at once.
import './machines/intake/intake.live';

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

/**
 * The start page's first question as the app shows it while the intake chunk loads (docs/decisions/0040): the real
 * machine's view, its route, and the message its schema gives a missing answer. Written beside the page.
 */
export function firstScreen(): FirstScreen {
  const actor = createApp({ store: noStore });
  try {
    const app = actor.getSnapshot();
    const intake = selectIntakeRef(app)?.getSnapshot();
    const view = intake ? intakeChunk().selectQuestionView(intake) : null;
    if (view?.form !== 'choice') throw new Error('the start page does not open on a choice question');
    const missing = intakeChunk().questionOf(view.step).schema.safeParse(undefined);
    const required = missing.success ? '' : (missing.error.issues[0]?.message ?? '');
    if (!required) throw new Error(`the first question '${view.step}' accepts no answer`);
    return { flowId: app.context.flowId, path: selectPath(app), view, required };
  } finally {
    actor.stop();
  }
}

/** A returning-user link (any id: the page shows the same loader while the saved quote loads). */
export const renderReturningPage = () =>
  renderFirstScreen({ userId: '00000000-0000-4000-8000-000000000000', token: 'prerender' });
