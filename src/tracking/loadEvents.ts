import type { QueryParams } from '../app/queryParams';
import type { TrackingEvent } from '../contract/backoffice';
import { lineOfFlow } from '../machines/products';
import { idOf } from './rules/results';
import type { ObservedTransition, TrackingPayload, TrackingRule } from './types';

// The events of a page load, outside any machine (spec 001 section 7: "At load: siteSource equal to the partner rate
// site with a sessionID sends the session mapper; any attribution parameter sends paid search params";
// docs/decisions/0103, P50). Both read the URL the shopper came in by, as the app read it at its start (the app
// machine's `start.params`), not the URL now: the returning-link parameters are gone by then, the others are not.

/** A load event as built here; tracking.ts adds the ids and the time (a distributive Omit: each keeps its fields). */
export type LoadPayload =
  | Omit<Extract<TrackingEvent, { event: 'SessionIdMapper' }>, 'anonymousId' | 'correlationId' | 'timestamp'>
  | Omit<Extract<TrackingEvent, { event: 'PaidSearchParams' }>, 'anonymousId' | 'correlationId' | 'timestamp'>;

type Vertical = Extract<TrackingEvent, { event: 'SessionIdMapper' }>['vertical'];

/** The partner rate site is the bankrate-type partner (its site sources give the bankrate label, spec 000 s. 6). */
export const PARTNER_RATE_SITE = 'bankrate';

/** Which source a session came by: the site source, else utm_source, else the name of a click id, pid or other utm. */
export function sessionSourceOf(params: QueryParams): string | undefined {
  const { attribution } = params;
  const clickId = Object.keys(attribution.clickIds)[0];
  const utm = Object.keys(attribution.utms)[0];
  return (
    params.siteSource ??
    attribution.utms.utm_source ??
    clickId ??
    (attribution.pid !== undefined ? 'pid' : undefined) ??
    utm
  );
}

/** Any attribution parameter of spec 000 section 2 on the URL: pid, a click id, a utm, or a site source. */
export function hasAttribution(params: QueryParams): boolean {
  const { attribution } = params;
  return (
    attribution.pid !== undefined ||
    Object.keys(attribution.clickIds).length > 0 ||
    Object.keys(attribution.utms).length > 0 ||
    params.siteSource !== undefined
  );
}

/** The load-time events of this URL for the line the app started (SessionIdMapper, PaidSearchParams). */
export function loadEvents(params: QueryParams, vertical: Vertical): LoadPayload[] {
  const out: LoadPayload[] = [];
  if (params.derived.partner === PARTNER_RATE_SITE && params.sessionId !== undefined)
    out.push({ event: 'SessionIdMapper', partnerSessionId: params.sessionId, vertical });
  const sessionSource = sessionSourceOf(params);
  if (hasAttribution(params) && sessionSource !== undefined) {
    const { pid, clickIds, utms } = params.attribution;
    out.push({
      event: 'PaidSearchParams',
      ...(pid === undefined ? {} : { pid }),
      clickIds: { ...clickIds },
      utms: { ...utms } as Record<string, string>,
      sessionSource,
    });
  }
  return out;
}

/** The app snapshot's start URL and line (the load rules read them from the app actor's snapshot). */
function startOf(t: ObservedTransition): { params?: QueryParams; vertical: Vertical } {
  const context = t.after.context as { flowId?: unknown; start?: { params?: QueryParams } };
  const flowId = typeof context.flowId === 'string' ? context.flowId : undefined;
  const line = flowId ? lineOfFlow(flowId).id : 'auto';
  return {
    params: context.start?.params,
    vertical: (VERTICALS as readonly string[]).includes(line) ? (line as Vertical) : 'auto',
  };
}
const VERTICALS = ['auto', 'home', 'renters'] as const;

const loadRule = (
  id: string,
  event: 'SessionIdMapper' | 'PaidSearchParams',
  marketing: boolean,
  description: string,
): TrackingRule => ({
  id,
  kind: 'page',
  trigger: { on: 'load' },
  sink: 'tracking',
  event,
  marketing,
  description,
  spec: '001-7',
  build: (t) => {
    const { params, vertical } = startOf(t);
    return params ? (loadEvents(params, vertical).filter((e) => e.event === event) as TrackingPayload[]) : [];
  },
});

/** The widget's load in a partner page (embedded mode): the partner is the URL's site source (spec decision P58). */
export const widgetRule: TrackingRule = {
  id: 'page.widgetReady',
  kind: 'page',
  trigger: { on: 'load' },
  sink: 'tracking',
  event: 'WidgetEvent',
  marketing: false,
  description: "The app opened as the embedded widget in a partner's page: the widget is ready, for that partner.",
  spec: '001-7',
  build: (t) => {
    const { params } = startOf(t);
    if (!params?.derived.embedded) return [];
    const partner = idOf(params.siteSource, 60);
    return [{ event: 'WidgetEvent', name: 'ready', ...(partner ? { partner } : {}) } as TrackingPayload];
  },
};

/**
 * The page-load rules (trigger `load`), for the observer's table and the generated plan: SessionIdMapper (the partner's
 * session, its own bookkeeping: not marketing), PaidSearchParams (ad attribution: marketing, never sent for a shopper
 * who opted out of sale and sharing) and the widget's WidgetEvent ready.
 */
export const LOAD_RULES: TrackingRule[] = [
  loadRule(
    'page.sessionIdMapper',
    'SessionIdMapper',
    false,
    "The shopper came from the partner rate site with its sessionID: our session is mapped to the partner's.",
  ),
  loadRule(
    'page.paidSearchParams',
    'PaidSearchParams',
    true,
    'The URL carries an attribution parameter (pid, a click id, a utm or a site source): the session is attributed.',
  ),
  widgetRule,
];
