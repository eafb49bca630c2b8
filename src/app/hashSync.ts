import { DIRECT_CARRIERS } from '../domain/carriers';
import { parseRoute, nodePath } from '../machines/app/app.routes';
import {
  selectChainRef,
  selectChildRef,
  selectIntakeRef,
  selectLine,
  selectOnlineCarrier,
  selectOnlineChildRef,
  selectPath,
  selectNode,
  selectResultsRef,
  selectRoutePrefix,
} from '../machines/app/app.selectors';
import { postQuotesRouting } from '../machines/app/resultsSlot';
import type { NodeId } from '../machines/graph/catalogue';
import type { AppActor } from './createApp';
import { PARTNER_LABELS } from './queryParams';

/** The names the catch-all /{carrier}/{type}/{id}/{component} accepts: the carriers (spec 001 section 1), partner labels. */
export const ROUTE_PREFIXES: ReadonlySet<string> = new Set<string>([...DIRECT_CARRIERS, ...PARTNER_LABELS]);

// Keeps the URL hash and the machine in step (DESIGN section 3, route sync): the machine decides, the URL follows;
// a hash the shopper changes (back and forward buttons, typed URL) becomes a NAVIGATE the machine may accept or
// refuse, and the URL then says where the app is, replacing the entry (docs/decisions/0072).

// The devtools' door (docs/decisions/0077): their hash and whether they were open in this tab. The panel itself is a lazy
// chunk (src/devtools/, loaded by src/startApp.tsx); nothing of it is in the start page.

/** The devtools' own hash, `#/__dev`, optionally `?machine=<id>&node=<stateNodeId>`. */
const DEV_HASH = /^#\/__dev(?:\?(.*))?$/;
/** Whether the panel is open in this tab (sessionStorage: it stays open across a reload). */
export const DEVTOOLS_OPEN_KEY = 'quoteflow.devtools.open';

export interface DevtoolsRequest {
  machine?: string;
  node?: string;
}

/** The request a `#/__dev` hash makes, or null for any other hash. */
export function parseDevtoolsHash(hash: string): DevtoolsRequest | null {
  const match = DEV_HASH.exec(hash);
  if (!match) return null;
  const params = new URLSearchParams(match[1] ?? '');
  return { machine: params.get('machine') ?? undefined, node: params.get('node') ?? undefined };
}

/** The panel was open in this tab before a reload. */
export function devtoolsWereOpen(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    return storage?.getItem(DEVTOOLS_OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function syncHash(
  actor: AppActor,
  win: Window = window,
  /** `#/__dev` (the devtools' hash) is not the app's: handed to this, the app's own path written back when it opens. */
  onDevtools?: (request: DevtoolsRequest) => void,
): () => void {
  const current = () => selectPath(actor.getSnapshot());
  const questionPath = (node: NodeId, line: Parameters<typeof nodePath>[1]) =>
    `${selectRoutePrefix(actor.getSnapshot())}${nodePath(node, line)}`;

  function onHashChange() {
    const devtools = parseDevtoolsHash(win.location.hash);
    if (devtools && onDevtools) return onDevtools(devtools);
    const route = parseRoute(win.location.hash, ROUTE_PREFIXES);
    if (route.kind === 'unknown') return actor.send({ type: 'ROUTE_NOT_FOUND', path: route.path });
    if (route.kind === 'page') return actor.send({ type: 'SHOW_PAGE', page: route.page, path: route.path });
    actor.send({ type: 'ROUTE_FOUND' });
    // A question of the running line moves its flow; another line's question is refused (the URL says where it is).
    if (route.kind === 'node' && route.line !== selectLine(actor.getSnapshot())) writeHash(true);
    // A white-label brand's questions are under its name: the same question with or without it is where the app is.
    else if (route.kind === 'node' && questionPath(route.node, route.line) !== current()) {
      actor.send({ type: 'NAVIGATE', node: route.node });
      writeHash(true);
    }
    // The question the app shows, by another path (without the white-label partner's name): the URL gets its own back.
    else if (route.kind === 'node') writeHash(true);
    if (route.kind === 'quotes' && !actor.getSnapshot().matches('quotes')) writeHash(true);
    if (route.kind === 'results' && !actor.getSnapshot().matches('quotes')) writeHash(true);
    if (route.kind === 'postQuotes' && route.path !== current()) navigateChain(route.path);
    // Back from the first post-quote screen to the quotes: the shopper leaves the online purchase.
    if (route.kind === 'quotes' && current().startsWith('/postQuotesFlow/'))
      selectResultsRef(actor.getSnapshot())?.send({ type: 'BACK_TO_QUOTES' });
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

  /**
   * A post-quote path the shopper moved to (back, forward, typed): the chain goes to that screen when the shopper has
   * been there and may be again; else, and outside a chain, the URL goes back to where the app is.
   */
  function navigateChain(path: string) {
    const app = actor.getSnapshot();
    const chain = selectChainRef(app);
    const carrier = selectOnlineCarrier(app);
    const node = chain && carrier ? postQuotesRouting()?.nodeOfPath(carrier, chain.getSnapshot(), path) : null;
    if (node) chain!.send({ type: 'NAVIGATE', node: node as NodeId });
    writeHash(true);
  }

  let lastVisited: string[] = [];
  let lastPath: string | null = null;
  function writeHash(replace = false) {
    const path = current();
    // Only a new path from the machine is written. A URL that differs while the machine's path has not moved is the
    // shopper's own navigation (back button) whose hashchange is still on its way: writing now would undo it.
    if (path === lastPath && !replace) return;
    lastPath = path;
    const intake = selectIntakeRef(actor.getSnapshot())?.getSnapshot();
    const chain = selectChainRef(actor.getSnapshot())?.getSnapshot();
    // Moving back to a node already on the list replaces the entry; moving forward adds one for the back button.
    const node = intake ? selectNode(intake) : chain ? chainNode(chain) : null;
    const backwards = node !== null && lastVisited.includes(node) && lastVisited.at(-1) !== node;
    lastVisited = intake?.context.visited ?? chain?.context.visited ?? [];
    if (win.location.hash.replace(/^#/, '') === path) return;
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
  // The post-quote chain inside the rate call: each of its screens has a path of its own.
  let chainSub: { unsubscribe(): void } | undefined;
  let chainRef: unknown;
  const followChain = () => {
    const ref = selectChainRef(actor.getSnapshot());
    if (ref === chainRef) return;
    chainSub?.unsubscribe();
    chainRef = ref;
    chainSub = ref?.subscribe(onChange);
  };
  const followOnline = () => {
    const ref = selectOnlineChildRef(actor.getSnapshot());
    if (ref !== online) {
      onlineSub?.unsubscribe();
      online = ref;
      onlineSub = ref?.subscribe(() => {
        followChain();
        onChange();
      });
    }
    followChain();
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
    chainSub?.unsubscribe();
  };
}

/** The node a chain's snapshot shows (its state value's key), or null while it routes. */
function chainNode(s: { value: unknown }): string | null {
  return typeof s.value === 'object' && s.value !== null ? Object.keys(s.value)[0] : null;
}
