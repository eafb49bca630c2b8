import { parseRoute, nodePath } from '../machines/app/app.routes';
import {
  selectChildRef,
  selectIntakeRef,
  selectOnlineChildRef,
  selectPath,
  selectNode,
  selectResultsRef,
} from '../machines/app/app.selectors';
import type { AppActor } from './createApp';
import { PARTNER_LABELS } from './queryParams';

/** The names the catch-all /{carrier}/{type}/{id}/{component} accepts: the carriers (spec 001 section 1), partner labels. */
export const ROUTE_PREFIXES: ReadonlySet<string> = new Set<string>([
  ...['safeco', 'libertymutual', 'lemonade', 'branch', 'root', 'fasttrack'],
  ...PARTNER_LABELS,
]);

// Keeps the URL hash and the machine in step (DESIGN section 3, route sync): the machine decides, the URL follows;
// a hash the shopper changes (back button, typed URL) becomes a NAVIGATE the machine may accept or redirect.

export function syncHash(actor: AppActor, win: Window = window): () => void {
  const current = () => selectPath(actor.getSnapshot());

  function onHashChange() {
    const route = parseRoute(win.location.hash, ROUTE_PREFIXES);
    if (route.kind === 'unknown') return actor.send({ type: 'ROUTE_NOT_FOUND', path: route.path });
    if (route.kind === 'page') return actor.send({ type: 'SHOW_PAGE', page: route.page, path: route.path });
    actor.send({ type: 'ROUTE_FOUND' });
    if (route.kind === 'node' && nodePath(route.node) !== current()) actor.send({ type: 'NAVIGATE', node: route.node });
    if (route.kind === 'quotes' && !actor.getSnapshot().matches('quotes')) writeHash(true);
    if (route.kind === 'results' && !actor.getSnapshot().matches('quotes')) writeHash(true);
    // On the results, a results path (a link, the back button) is the results chart's to follow or refuse.
    if ((route.kind === 'results' || route.kind === 'quotes') && actor.getSnapshot().matches('quotes')) {
      selectResultsRef(actor.getSnapshot())?.send({
        type: 'SHOW_PATH',
        path: route.kind === 'quotes' ? '/quotes' : route.path,
      });
      writeHash(true);
    }
    if (route.kind === 'start') writeHash(true);
  }

  let lastVisited: string[] = [];
  let lastPath: string | null = null;
  function writeHash(replace = false) {
    const path = current();
    // Only a new path from the machine is written. A URL that differs while the machine's path has not moved is the
    // shopper's own navigation (back button) whose hashchange is still on its way: writing now would undo it.
    if (path === lastPath && !replace) return;
    lastPath = path;
    if (win.location.hash.replace(/^#/, '') === path) return;
    const intake = selectIntakeRef(actor.getSnapshot())?.getSnapshot();
    // Moving back to a node already on the list replaces the entry; moving forward adds one for the back button.
    const node = intake ? selectNode(intake) : null;
    const backwards = node !== null && lastVisited.includes(node) && lastVisited.at(-1) !== node;
    lastVisited = intake?.context.visited ?? [];
    const url = `${win.location.pathname}${win.location.search}#${path}`;
    if (replace || backwards || !win.location.hash) win.history.replaceState(null, '', url);
    else win.history.pushState(null, '', url);
  }

  win.addEventListener('hashchange', onHashChange);
  // The initial hash is a request too: a deep link to an unvisited step redirects to the first step.
  if (win.location.hash && win.location.hash !== '#/') onHashChange();
  writeHash(true);
  let scheduled = false;
  const onChange = () => {
    if (scheduled) return;
    scheduled = true;
    // A task of its own, not a microtask of the answer's: the next question paints without waiting for the history.
    setTimeout(() => {
      scheduled = false;
      writeHash();
    }, 0);
  };
  const subs = [actor.subscribe(onChange)];
  // The intake or results child changes without the root changing: follow it too, and the rate-call chart inside
  // the results (its error pages have paths of their own).
  let childSub: { unsubscribe(): void } | undefined;
  let child: unknown;
  let onlineSub: { unsubscribe(): void } | undefined;
  let online: unknown;
  const followOnline = () => {
    const ref = selectOnlineChildRef(actor.getSnapshot());
    if (ref === online) return;
    onlineSub?.unsubscribe();
    online = ref;
    onlineSub = ref?.subscribe(onChange);
  };
  const followChild = () => {
    const ref = selectChildRef(actor.getSnapshot());
    if (ref !== child) {
      childSub?.unsubscribe();
      child = ref;
      childSub = ref?.subscribe(() => {
        followOnline();
        onChange();
      });
    }
    followOnline();
  };
  subs.push(actor.subscribe(followChild));
  followChild();
  return () => {
    win.removeEventListener('hashchange', onHashChange);
    subs.forEach((s) => s.unsubscribe());
    childSub?.unsubscribe();
    onlineSub?.unsubscribe();
  };
}
