import { intakeChunk, intakeLoaded } from '../intake/intakeSlot';
import { DEFAULT_LINE, PRODUCT_LINES, type LineId } from '../products';
import { nodeId, parseNodeId } from '../graph/expandFlow';
import type { NodeId } from '../intake/intake.types';
import { stripTrailingSlashes } from '../../domain/text';
import { BRAND_PATH_PREFIX, type BrandId } from '../../domain/brandId';
import type { ResultsSnapshotLike } from './results.routes';
import { resultsPathOf } from './results.routes';

/**
 * A post-quote path, /postQuotesFlow/{policyType}/{carrier}/{id}/<slug> (src/machines/bind/routes.ts), of any policy type
 * bought online: the API's (auto; home and renters for the home line, ambiguity A1), the item at most 4.
 */
const POST_QUOTES_PATH = /^\/postQuotesFlow\/(auto|home|renters)\/[a-z]{2,40}\/[1-4]\/[A-Za-z0-9-]{1,60}$/;
const isPostQuotesPath = (path: string) => POST_QUOTES_PATH.test(path);

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

/** Each loaded line's question routes, `<entity>/<segment>` -> step id. */
const bySegment = new Map<LineId, Map<string, string>>();
function stepBySegment(line: LineId): Map<string, string> | undefined {
  const known = bySegment.get(line);
  if (known || !intakeLoaded(line)) return known;
  const routes = new Map(Object.entries(intakeChunk(line).routes).map(([id, q]) => [`${q.entity}/${q.segment}`, id]));
  bySegment.set(line, routes);
  return routes;
}

const prefixOf = (line: LineId) => PRODUCT_LINES.find((l) => l.id === line)?.routePrefix ?? '';

/**
 * A node's route in its line: `<prefix>/<entity>/<id>/<segment>` (spec 000 section 2: auto's without a prefix, home's
 * under /home), or `<prefix>/<entity>` for a page without an index (the home transition page).
 */
export function nodePath(node: NodeId | string, line: LineId = DEFAULT_LINE.id): string {
  const parsed = parseNodeId(node);
  if (!parsed) return START_PATH;
  if (!intakeLoaded(line)) return line === DEFAULT_LINE.id && node === first?.node ? first.path : START_PATH;
  const q = intakeChunk(line).routes[parsed.step];
  if (!q) return START_PATH;
  const prefix = prefixOf(line);
  return q.segment ? `${prefix}/${q.entity}/${parsed.index}/${q.segment}` : `${prefix}/${q.entity}`;
}

/**
 * A brand's question-route prefix: a white-label partner's name (spec 000 section 2, "For a white-label partner the
 * path is prefixed with the partner name (not in the post-quotes flow)"), `/safeco`; '' for every other brand.
 */
export function routePrefixOf(brand: BrandId): string {
  const name = BRAND_PATH_PREFIX[brand];
  return name ? `/${name}` : '';
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
  /** A line's start (`/`, auto's; `/home`, the home line's). */
  | { kind: 'start'; line?: LineId }
  | { kind: 'quotes' }
  | { kind: 'results'; path: string }
  | { kind: 'postQuotes'; path: string }
  | { kind: 'page'; page: InfoPage; path: string }
  | { kind: 'node'; node: NodeId; line: LineId }
  | { kind: 'unknown'; path: string };

/**
 * Reads a hash (with or without '#'); question routes map to nodes, anything else is unknown (404). `prefixes`: the
 * carrier and partner names the catch-all accepts before a question route (src/app/hashSync.ts gives them).
 */
export function parseRoute(hash: string, prefixes: ReadonlySet<string> = new Set()): ParsedRoute {
  // The hash's own query (`#/home?zip=78701`) is the start's parameters (src/app/queryParams.ts), not the route.
  const route = hash.replace(/^#/, '');
  const query = route.indexOf('?');
  const path = stripTrailingSlashes(query < 0 ? route : route.slice(0, query)) || START_PATH;
  if (path === START_PATH) return { kind: 'start' };
  const lineStart = PRODUCT_LINES.find((l) => l.routePrefix && path === l.routePrefix);
  if (lineStart) return { kind: 'start', line: lineStart.id };
  if (path === QUOTES_PATH) return { kind: 'quotes' };
  if (RESULTS_PATHS.some((re) => re.test(path))) return { kind: 'results', path };
  // A post-quote screen (spec 001 section 2): the rate call's chain decides whether it may show (hashSync.ts).
  if (isPostQuotesPath(path)) return { kind: 'postQuotes', path };
  if (Object.hasOwn(INFO_PAGES, path)) return { kind: 'page', page: INFO_PAGES[path as keyof typeof INFO_PAGES], path };
  const node = anyQuestionNode(path) ?? prefixedQuestionNode(path, prefixes);
  return node ? { kind: 'node', ...node } : { kind: 'unknown', path };
}

/** A question route of any line: under a line's prefix, or the default line's. */
function anyQuestionNode(path: string): { node: NodeId; line: LineId } | null {
  const lined = linedQuestionNode(path);
  if (lined) return lined;
  const node = questionNode(path, DEFAULT_LINE.id);
  return node ? { node, line: DEFAULT_LINE.id } : null;
}

/** A question route under a line's prefix (`/home/occupant/1/name`, `/home/transition`). */
function linedQuestionNode(path: string): { node: NodeId; line: LineId } | null {
  for (const l of PRODUCT_LINES) {
    if (!l.routePrefix || !path.startsWith(`${l.routePrefix}/`)) continue;
    const rest = path.slice(l.routePrefix.length);
    const page = /^\/([a-z]+)$/.exec(rest);
    const step = page ? stepBySegment(l.id)?.get(`${page[1]}/`) : undefined;
    const node = step ? nodeId(step, 1) : questionNode(rest, l.id);
    if (node) return { node, line: l.id };
  }
  return null;
}

/** A question route, /<entity>/<id>/<segment> (spec 000 section 2; /policy/{id}/current-premium is one). */
function questionNode(path: string, line: LineId): NodeId | null {
  const m = /^\/([a-z]+)\/([1-9]\d*)\/([a-z0-9-]+)$/.exec(path);
  if (m && !intakeLoaded(line)) return line === DEFAULT_LINE.id && path === first?.path ? (first.node as NodeId) : null;
  const step = m ? stepBySegment(line)?.get(`${m[1]}/${m[3]}`) : undefined;
  return m && step && Number(m[2]) <= 4 ? nodeId(step, Number(m[2])) : null;
}

/**
 * The catch-all /{carrier}/{type}/{id}/{component} (spec 000 and 001 section 2): a question route of any line behind a
 * carrier's or white-label partner's name (spec 000 section 2, the partner-name prefix the app writes for a
 * white-label brand: selectPath) opens that question; anything else is a 404 (docs/decisions/0027, 0090).
 */
function prefixedQuestionNode(path: string, prefixes: ReadonlySet<string>): { node: NodeId; line: LineId } | null {
  const m = /^\/([a-z]{2,40})(\/[a-z]+\/.+)$/.exec(path);
  return m && prefixes.has(m[1]) ? anyQuestionNode(m[2]) : null;
}
