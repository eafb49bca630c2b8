import { renderToString } from 'react-dom/server';
import { createApp } from './app/createApp';
import type { SnapshotStore } from './app/persistence';
import { decideStart, type ReturningUser, type StartUrl } from './machines/app/app.machine';
import { selectIntakeRef, selectPath } from './machines/app/app.selectors';
import { intakeChunk } from './machines/intake/intakeSlot';
import type { FirstScreen } from './machines/intake/questionView';
import { hashFirstSegment, readQueryParams } from './app/queryParams';
import { PRODUCT_LINES } from './machines/products';
import { Root } from './ui/Root';
// The build renders from the real intakes: their chunks registered at once.
import './machines/intake/intake.live';
import './machines/home/intake.live';

// Build time (build/prerenderStartPage.ts): each page's first screen as HTML, so a phone paints it before any script
// runs; src/startApp.tsx hydrates it when the session would render exactly that (docs/decisions/0006, 0007).

const noStore: SnapshotStore = { load: () => undefined, save: () => {}, clear: () => {} };

/** The start the app reads from a URL with this hash. */
const startOf = (hash: string): StartUrl => ({
  params: readQueryParams({ hash }),
  hashFirstSegment: hashFirstSegment(hash),
});

function renderFirstScreen(returning?: ReturningUser, hash = ''): string {
  const actor = createApp({ store: noStore, input: { returning, start: startOf(hash) } });
  try {
    return renderToString(<Root actor={actor} />);
  } finally {
    actor.stop();
  }
}

/** A fresh session: the flow's first question. */
export const renderStartPage = () => renderFirstScreen();

/** A line's start page (`#/home`): its flow's first question, which index.html shows for that hash (decision 0084). */
export interface LineStartPage {
  /** The start's route, the line's prefix (`/home`). */
  start: string;
  /** Its first question's route, which index.html's script writes in its place (as src/main.tsx does the default's). */
  path: string;
  /** The flow that start runs, which the app hydrates the page for (src/startApp.tsx). */
  flowId: string;
  markup: string;
}

/** Every registered line's own start page but the default line's (that one is the page itself). */
export function lineStartPages(): LineStartPage[] {
  return PRODUCT_LINES.filter((line) => line.routePrefix).map((line) => {
    const hash = `#${line.routePrefix}`;
    return {
      start: line.routePrefix,
      path: startPagePath(hash),
      flowId: decideStart(startOf(hash), {}).flowId,
      markup: renderFirstScreen(undefined, hash),
    };
  });
}

/** The URL path of a start page's screen (the default line's, or the line's at `hash`): written before the app runs. */
export function startPagePath(hash = ''): string {
  const actor = createApp({ store: noStore, input: { start: startOf(hash) } });
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
