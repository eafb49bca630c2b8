import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import type { Snapshot } from 'xstate';
import { Root } from './ui/Root';
import { loadQuotesScreen } from './ui/App';
import { createApp, preloadResults } from './app/createApp';
import { isPastIntake } from './machines/app/resultsSlot';
import { loadLaterFields } from './ui/screens/forms/AnswerFields';
import { sessionSnapshotStore } from './app/persistence';
import { type DevtoolsRequest, devtoolsWereOpen, syncHash } from './app/hashSync';
import { selectBrand, selectPath } from './machines/app/app.selectors';
import { readReturningLink, withoutReturningParams } from './app/returningLink';
import { isStartPageHash, showAppScreen } from './app/startPage';
import { hashFirstSegment, readQueryParams } from './app/queryParams';
import { DEFAULT_BRAND, brandOf } from './domain/brandId';
import { loadBrandTexts } from './domain/brandTexts';
import { readAnonymousId } from './app/anonymousId';
import { yieldToMain } from './app/yieldToMain';
import { afterNextPaint } from './app/afterPaint';
import { decideStart } from './machines/app/app.machine';
import { DEFAULT_LINE, lineOfFlow } from './machines/products';
import { loadIntake } from './machines/intake/intakeSlot';
import type { FirstScreen } from './machines/intake/questionView';
import { knowFirstRoute } from './machines/app/app.routes';
import type { DevSession } from './devtools/session';
import { createTap } from './tracking/tap';

/** The start page's first question, written by the build beside the page (build/prerenderStartPage.ts). */
function readFirstScreen(): FirstScreen | undefined {
  try {
    const data = document.getElementById('quoteflow-first-screen')?.textContent;
    return data ? (JSON.parse(data) as FirstScreen) : undefined;
  } catch {
    return undefined;
  }
}

/** Opens the devtools beside the app where this build may (a lazy chunk); false where it may not (docs/decisions/0077). */
const openDevtools = (session: DevSession, request: DevtoolsRequest) =>
  import('./devtools/launch').then((m) => m.launchDevtools(session, request));

/** The flow a saved session runs (its line's intake restores it). */
/** The line a saved session past the intake finished: its results chunk restores with it. */
const savedLine = (saved: unknown) => lineOfFlow(savedFlow(saved) ?? DEFAULT_LINE.defaultFlow).id;
const savedFlow = (saved: unknown): string | undefined =>
  (saved as { context?: { flowId?: string } } | undefined)?.context?.flowId;

// The app itself: the root actor, the URL sync and the React root. src/main.tsx loads it, at once or on the shopper's
// first touch of the prerendered start page (docs/decisions/0007).

/** Starts the app; `onReady` runs once the first screen is hydrated or rendered, with its event handlers attached. */
export async function startApp(onReady?: () => void) {
  // Tracking (issue 33) observes the app's actors: their inspection events wait in the tap until its chunk is here.
  const tap = createTap();
  let inspect = tap.inspect;
  // ?inspect in development connects the Stately inspector too (DESIGN section 5); never part of a production build.
  if (import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const stately = createBrowserInspector().inspect;
    inspect = (e) => {
      tap.inspect(e);
      stately.next?.(e);
    };
  }
  // The URL the shopper came in by (the start graph reads it), before the returning-user parameters are dropped.
  const start = { params: readQueryParams(location), hashFirstSegment: hashFirstSegment(location.hash) };
  const returning = readReturningLink(location.search);
  if (returning) {
    // A returning link evaluated the app's chunk in this task: its start goes in a task of its own (issue 9).
    await yieldToMain();
    history.replaceState(null, '', withoutReturningParams(location.href));
  }
  const sessionStore = sessionSnapshotStore();
  // Read the saved session once: it decides hydration here and is what the app restores.
  const saved = sessionStore.load();
  const store = { ...sessionStore, load: () => saved };
  // The prerendered screen (build/prerenderStartPage.ts) is hydrated only when this session renders exactly it first.
  const container = document.getElementById('root')!;
  // It shows its flow's first question (data-flow: the default flow's, or another line's start page that index.html
  // put in the root, docs/decisions/0084): a URL that starts another flow renders from scratch.
  // The prerendered page is QuoteFlow's: a partner's brand and the embedded widget (index.html's first script hid it
  // for both) render their own shell.
  const fresh =
    !saved &&
    isStartPageHash(location.hash, container.dataset.path) &&
    brandOf(start.params) === DEFAULT_BRAND &&
    !start.params.derived.embedded &&
    decideStart(start, {}).flowId === container.dataset.flow;
  const expected = returning ? 'returning' : fresh ? 'start' : null;
  // The fresh start page shows its first question from the build's view and loads the intake meanwhile (the app
  // machine waits for it: docs/decisions/0040); any other page needs it first (its step's route, its restored flow),
  // another line's start page too, which the app hydrates once that line's intake is here.
  const read = fresh ? readFirstScreen() : undefined;
  const first = read?.flowId === container.dataset.flow ? read : undefined;
  if (first) knowFirstRoute(first.view.node, first.path);
  // A session saved past the intake restores the results chart, whose chunk must be here first; any page but the fresh
  // start page needs the intake (its flows, its routes) before the app starts.
  await Promise.all([
    isPastIntake(saved) ? preloadResults(savedLine(saved)).catch(() => undefined) : undefined,
    first ? undefined : loadIntake(lineOfFlow(savedFlow(saved) ?? decideStart(start, {}).flowId).id),
    // A partner's brand: its texts (a lazy chunk, docs/decisions/0100) are here before the shell first renders.
    brandOf(start.params) === DEFAULT_BRAND ? undefined : loadBrandTexts().catch(() => undefined),
  ]);
  // The last chunk's evaluation and the app's start in tasks of their own on a returning link (issue 9).
  if (returning) await yieldToMain();
  // A pick on the prerendered first question before the app ran (main.tsx hands it over): the shopper has started.
  const answered = container.dataset.page === 'start' && container.querySelector('input:checked') !== null;
  const input = { returning, start, anonymousId: readAnonymousId(), first, answered };
  let actor = createApp({ store, input, inspect });
  /** The app's own path in the URL, in place of the devtools' hash or another session's path. */
  const writeAppPath = () =>
    history.replaceState(null, '', `${location.pathname}${location.search}#${selectPath(actor.getSnapshot())}`);
  // `#/__dev` opens the devtools beside the app (a lazy chunk, docs/decisions/0077); where this build may not, the
  // 404 page shows, as for any unknown path.
  const onDevtools = (request: DevtoolsRequest) =>
    void openDevtools(session, request).then((opened) => {
      if (opened) writeAppPath();
      else actor.send({ type: 'ROUTE_NOT_FOUND', path: '/__dev' });
    });
  let unsync = () => {};
  let reactRoot: ReactRoot | undefined;
  let sessions = 0;
  const replaced = new Set<(next: typeof actor) => void>();
  // Time travel: a persisted snapshot becomes the live session, as a reload restores one (persistence.ts).
  const session: DevSession = {
    actor: () => actor,
    onReplaced(listener) {
      replaced.add(listener);
      return () => replaced.delete(listener);
    },
    async replace(persisted: Snapshot<unknown>) {
      await Promise.all([
        isPastIntake(persisted) ? preloadResults(savedLine(persisted)) : undefined,
        loadIntake(lineOfFlow(savedFlow(persisted) ?? decideStart(start, {}).flowId).id),
      ]);
      unsync();
      actor.stop();
      sessionStore.save(persisted);
      actor = createApp({
        store: { ...sessionStore, load: () => persisted },
        input: { ...input, returning: undefined },
        inspect,
      });
      // The URL says where the restored session is before the sync starts, which would take the old URL for the
      // shopper's navigation (forward to where the session was).
      writeAppPath();
      unsync = syncHash(actor, window, onDevtools);
      sessions += 1;
      reactRoot?.render(<Root key={sessions} actor={actor} />);
      for (const listener of replaced) listener(actor);
    },
  };
  // After the session exists: the initial hash may be `#/__dev`, which opens the devtools on it.
  unsync = syncHash(actor, window, onDevtools);
  // The tracker, its own chunk, after the first screen (docs/decisions/0103); a replaced session goes through the tap.
  const ready = () => {
    onReady?.();
    void import('./tracking/load').then((m) => m.attachWhenIdle(tap, actor)).catch(() => undefined);
  };
  const root = <Root actor={actor} onReady={ready} />;
  const render = () => {
    // The prerendered question index.html hid (another screen is this page's) makes way for the app's, rendered at
    // once so that no frame shows an empty page between them (docs/decisions/0072).
    showAppScreen();
    if (expected && container.dataset.page === expected) reactRoot = hydrateRoot(container, root);
    else {
      container.replaceChildren();
      reactRoot = createRoot(container);
      flushSync(() => reactRoot!.render(root));
    }
  };
  // A restored session keeps the brand its start decided, whatever this URL says: its texts before the first render.
  if (selectBrand(actor.getSnapshot()) !== DEFAULT_BRAND) await loadBrandTexts().catch(() => undefined);
  // The devtools were open before this reload: they open again, the session restored beside them.
  if (devtoolsWereOpen()) void openDevtools(session, {});
  // A returning link runs the app at once, so its start is the page's long task (issue 9): the app (its saved-user call
  // already on the way) and the first render each in a task of their own, the render as a transition, which React
  // renders in slices, yielding between them. The loader the link's page shows meanwhile is the one it hydrates.
  if (returning) {
    await yieldToMain();
    startTransition(render);
  } else render();
  // Later screens' chunks: evaluating them is a long task, so a fresh start waits for the first answer rather than
  // compete with the first screen; a resumed session may need them on its current screen.
  const prefetchLaterScreens = () => {
    // The fields' chunk, then each field rendered once off the page in idle time (the first combobox's first run).
    void loadLaterFields()
      .then((fields) => fields.warmLaterFields())
      .catch(() => undefined);
    void loadQuotesScreen();
  };
  // A returning link opens the results (or a later question, whose fields then load as it renders): evaluating the
  // later fields during its load would be a long task of the page for a screen it may never show (issue 9).
  // On the first Continue, after the next question's paint: asking for the chunks inserts a preload link for each of
  // their imports, a quarter of that step's click at 4x CPU when it ran in the click's task (issue 9).
  if (expected === 'start')
    window.addEventListener('submit', () => afterNextPaint(prefetchLaterScreens), { once: true, capture: true });
  else if (!returning) setTimeout(prefetchLaterScreens, 1000);
}
