import './ui/themes/default.css';
import './app/boot.css';
import { STORAGE_KEY } from './app/storageKey';
import { isStartPageHash, showAppScreen } from './app/startPage';
import { adoptPick, recordPicks } from './app/firstTouch';

// The start page works as HTML before any script: its prerendered radios check, and its styles show the choice
// (docs/decisions/0006). Evaluating the app is the page's one long task, so a fresh start page runs it on the shopper's
// first touch, its chunks downloaded meanwhile, from the first paint on; every other page (a returning link, a
// restored session, a deep link) starts it at once (docs/decisions/0007).

/** Any of these is the shopper at the page: a tap, a key, focus reaching a control, a screen reader's click. */
const FIRST_TOUCH = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'change', 'submit'] as const;

const root = document.getElementById('root');

function waitsForShopper(): boolean {
  try {
    // A saved session restores its own screen, so it starts at once.
    if (sessionStorage.getItem(STORAGE_KEY) !== null) return false;
  } catch {
    // no storage: nothing to restore
  }
  // A query string may start another flow (the start graph reads it): the app then runs at once.
  return root?.dataset.page === 'start' && location.search === '' && isStartPageHash(location.hash, root.dataset.path);
}

// What the shopper does on the prerendered screen before the app runs must count, whether the app starts at once or
// on the first touch: the radio picked is handed to the app and a Continue is held, never submitted natively (a
// reload), and sent once the app runs the same question. The skip link moves focus itself (AppShell): followed
// natively, its #main would be a route the app does not know.
const prerendered = root?.dataset.page === 'start' ? root : null;
const picks = prerendered ? recordPicks(prerendered) : null;
let heldSubmit = false;
const holdSubmit = (event: SubmitEvent) => {
  event.preventDefault();
  heldSubmit = true;
};
const skipToMain = (event: MouseEvent) => {
  if (!(event.target instanceof Element) || !event.target.closest('a[href="#main"]')) return;
  event.preventDefault();
  document.getElementById('main')?.focus();
};
if (prerendered) {
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('click', skipToMain, true);
}

/**
 * Loads the app and runs it. `inShortTasks` (a page that starts at once, whose start is within its load: issue 9's
 * total blocking time) evaluates React's chunk, a third of the app's code, in a task of its own ahead of the rest, the
 * app's chunks downloading meanwhile (docs/decisions/0045); the first touch evaluates them together.
 */
function run(inShortTasks?: boolean) {
  if (inShortTasks) preloadApp('high');
  // Resumed in a task of its own (a timeout, not app/yieldToMain.ts: the bytes are the start page's).
  const react = inShortTasks ? import('react-dom/client').then(() => new Promise((r) => setTimeout(r))) : undefined;
  void Promise.resolve(react).then(async () => {
    const { startApp } = await import('./startApp');
    // Hydration runs the first screen's mount effects (the heading takes focus): the shopper's focus stays theirs.
    const focused = document.activeElement;
    return startApp(() => {
      document.removeEventListener('submit', holdSubmit, true);
      document.removeEventListener('click', skipToMain, true);
      picks?.stop();
      if (focused instanceof HTMLElement && focused !== document.body && focused.isConnected) focused.focus();
      const adopted = root && picks ? adoptPick(root, picks.picked()) : null;
      // After React has rendered the adopted choice (its updates flush in a microtask), on the question it was for.
      if (heldSubmit && adopted?.form) setTimeout(() => adopted.form?.requestSubmit(), 0);
      // Says the app now runs the page (what the browser test of the first touch waits for).
      root?.setAttribute('data-started', '');
    });
  });
}

// Even at once, after the first paint: the page paints from HTML and CSS, without waiting for the app's download.
if (!waitsForShopper()) afterFirstPaint(() => run(true));
else {
  // The first question is the screen: shown now, even where index.html hid it for its step's own hash.
  showAppScreen();
  // The URL names the first step at once, as the app would on starting (its first write replaces the entry too).
  if (root?.dataset.path) history.replaceState(null, '', `#${root.dataset.path}`);
  const start = () => {
    for (const type of FIRST_TOUCH) window.removeEventListener(type, start, true);
    run();
  };
  for (const type of FIRST_TOUCH) window.addEventListener(type, start, true);
  afterFirstPaint(() => preloadApp('low'));
}

/** The app's chunks (named by build/prerenderStartPage.ts in this meta tag), downloaded without running them. */
function preloadApp(priority: 'low' | 'high') {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="quoteflow:app-chunks"]')?.content ?? '';
  for (const href of chunks.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    link.setAttribute('fetchpriority', priority);
    document.head.append(link);
  }
}

function afterFirstPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}
