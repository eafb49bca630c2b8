import { intakeChunk, intakeLoaded } from '../intake/intakeSlot';
import { PRODUCT_LINES } from '../products';
import { nodeId, parseNodeId } from '../graph/expandFlow';
import type { NodeId } from '../intake/intake.types';
import { stripTrailingSlashes } from '../../domain/text';
import type { ResultsSnapshotLike } from './results.routes';
import { resultsPathOf } from './results.routes';

/** A registered line's post-quote path, <prefix>/{carrier}/{id}/<slug> (src/machines/bind/routes.ts), the item at most 4. */
const POST_QUOTES_TAIL = /^\/[a-z]{2,40}\/[1-4]\/[A-Za-z0-9-]{1,60}$/;
const isPostQuotesPath = (path: string) =>
  PRODUCT_LINES.some(
    ({ postQuotesPrefix: prefix }) => path.startsWith(prefix) && POST_QUOTES_TAIL.test(path.slice(prefix.length)),
  );

// Hash routes (spec 000 section 2): every question route is /<entity>/<id>/<segment>; the id is the item index.

export const QUOTES_PATH = '/quotes';
/** The path of a results snapshot (spec 001 section 2: /quotes, /results, /error, /post-quotes-error, ...). */
export const resultsPath = (s: ResultsSnapshotLike, postQuotesPrefix: string): string =>
  resultsPathOf(s, postQuotesPrefix);
export const START_PATH = '/';

// The question catalogue's routes come with the intake chunk (docs/decisions/0040): until it is here, the start page
// knows the route of its first question only, from the view the build wrote beside the page (src/startApp.tsx).
let first: { node: string; path: string } | null = null;
export function knowFirstRoute(node: string, path: string): void {
  first = { node, path };
}

let bySegment: Map<string, string> | undefined;
function stepBySegment(): Map<string, string> | undefined {
  if (bySegment || !intakeLoaded()) return bySegment;
  bySegment = new Map(Object.entries(intakeChunk().routes).map(([id, q]) => [`${q.entity}/${q.segment}`, id]));
  return bySegment;
}

export function nodePath(node: NodeId | string): string {
  const parsed = parseNodeId(node);
  if (!parsed) return START_PATH;
  if (!intakeLoaded()) return node === first?.node ? first.path : START_PATH;
  const q = intakeChunk().routes[parsed.step];
  return q ? `/${q.entity}/${parsed.index}/${q.segment}` : START_PATH;
}

/** Information pages reachable from any screen (spec 000 section 2: /glba-notice, /do-not-sell-...). */
export const INFO_PAGES = {
  '/glba-notice': 'glbaNotice',
  '/do-not-sell-or-share-my-personal-information': 'doNotSell',
} as const;
export type InfoPage = (typeof INFO_PAGES)[keyof typeof INFO_PAGES];

/** Pages the results chart shows (spec 001 section 2); reached only from the results, never typed in to skip ahead. */
const RESULTS_PATHS = [
  /^\/results$/,
  /^\/policy\/[1-9]\/quick-view-click-offers$/,
  /^\/error$/,
  /^\/post-quotes-error$/,
  // The home line's clickwall and ads-only results (spec 001 section 2); `home` is no carrier.
  /^\/home\/(?:quotes|results)$/,
  /^\/(?!home\/)[a-z]{2,40}\/quotes$/,
];

export type ParsedRoute =
  | { kind: 'start' }
  | { kind: 'quotes' }
  | { kind: 'results'; path: string }
  | { kind: 'postQuotes'; path: string }
  | { kind: 'page'; page: InfoPage; path: string }
  | { kind: 'node'; node: NodeId }
  | { kind: 'unknown'; path: string };

/**
 * Reads a hash (with or without '#'); question routes map to nodes, anything else is unknown (404). `prefixes`: the
 * carrier and partner names the catch-all accepts before a question route (src/app/hashSync.ts gives them).
 */
export function parseRoute(hash: string, prefixes: ReadonlySet<string> = new Set()): ParsedRoute {
  const path = stripTrailingSlashes(hash.replace(/^#/, '')) || START_PATH;
  if (path === START_PATH) return { kind: 'start' };
  if (path === QUOTES_PATH) return { kind: 'quotes' };
  if (RESULTS_PATHS.some((re) => re.test(path))) return { kind: 'results', path };
  // A post-quote screen (spec 001 section 2): the rate call's chain decides whether it may show (hashSync.ts).
  if (isPostQuotesPath(path)) return { kind: 'postQuotes', path };
  if (Object.hasOwn(INFO_PAGES, path)) return { kind: 'page', page: INFO_PAGES[path as keyof typeof INFO_PAGES], path };
  const node = questionNode(path) ?? prefixedQuestionNode(path, prefixes);
  return node ? { kind: 'node', node } : { kind: 'unknown', path };
}

/** A question route, /<entity>/<id>/<segment> (spec 000 section 2; /policy/{id}/current-premium is one). */
function questionNode(path: string): NodeId | null {
  const m = /^\/([a-z]+)\/([1-9]\d*)\/([a-z0-9-]+)$/.exec(path);
  if (m && !intakeLoaded()) return path === first?.path ? (first.node as NodeId) : null;
  const step = m ? stepBySegment()?.get(`${m[1]}/${m[3]}`) : undefined;
  return m && step && Number(m[2]) <= 4 ? nodeId(step, Number(m[2])) : null;
}

/**
 * The catch-all /{carrier}/{type}/{id}/{component} (spec 000 and 001 section 2): a question route behind a carrier's or
 * white-label partner's name (spec 001 section 2, the partner-name prefix) opens that question; anything else is a
 * 404 (docs/decisions/0027).
 */
function prefixedQuestionNode(path: string, prefixes: ReadonlySet<string>): NodeId | null {
  const m = /^\/([a-z]{2,40})(\/[a-z]+\/[1-9]\d*\/[a-z0-9-]+)$/.exec(path);
  return m && prefixes.has(m[1]) ? questionNode(m[2]) : null;
}
