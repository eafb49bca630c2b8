import './ui/themes/default.css';
import { STORAGE_KEY } from './app/persistence';
import { isStartPageHash } from './app/startPage';

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

// Even at once, after the first paint: the page paints from HTML and CSS, without waiting for the app's download.
if (!waitsForShopper()) afterFirstPaint(() => void import('./startApp').then(({ startApp }) => startApp()));
else {
  // The URL names the first step at once, as the app would on starting (its first write replaces the entry too).
  if (root?.dataset.path) history.replaceState(null, '', `#${root.dataset.path}`);
  // A Continue before the app runs must not submit the form natively (a reload): it is held and sent once it runs.
  let heldForm: HTMLFormElement | null = null;
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    heldForm = event.target as HTMLFormElement;
  };
  document.addEventListener('submit', holdSubmit, true);
  // The skip link moves focus itself (AppShell): followed natively, its #main would be a route the app does not know.
  const skipToMain = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href="#main"]')) return;
    event.preventDefault();
    document.getElementById('main')?.focus();
  };
  document.addEventListener('click', skipToMain, true);
  const start = () => {
    for (const type of FIRST_TOUCH) window.removeEventListener(type, start, true);
    void import('./startApp').then(({ startApp }) => {
      // Hydration runs the first screen's mount effects (the heading takes focus): the shopper's focus stays theirs.
      const focused = document.activeElement;
      return startApp(() => {
        document.removeEventListener('submit', holdSubmit, true);
        document.removeEventListener('click', skipToMain, true);
        if (focused instanceof HTMLElement && focused !== document.body && focused.isConnected) focused.focus();
        adoptChoicesMadeBeforeStart();
        // After React has rendered the adopted choice (its updates flush in a microtask).
        if (heldForm) setTimeout(() => heldForm?.requestSubmit(), 0);
        // Says the app now runs the page (what the browser test of the first touch waits for).
        root?.setAttribute('data-started', '');
      });
    });
  };
  for (const type of FIRST_TOUCH) window.addEventListener(type, start, true);
  afterFirstPaint(preloadApp);
}

/** The app's chunks (named by build/prerenderStartPage.ts in this meta tag), downloaded without running them. */
function preloadApp() {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="quoteflow:app-chunks"]')?.content ?? '';
  for (const href of chunks.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
  }
}

function afterFirstPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * A radio the shopper checked before the app ran is checked in the page but unknown to the app, which hydrated with
 * no answer: it is clicked again, so the app's change handler sees it (unchecked first, or the click changes nothing).
 */
function adoptChoicesMadeBeforeStart() {
  for (const radio of document.querySelectorAll<HTMLInputElement>('#root input[type="radio"]:checked')) {
    radio.checked = false;
    radio.click();
  }
}
