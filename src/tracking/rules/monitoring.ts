import type { ReportErrorRequest } from '../../contract/backoffice';
import { ANONYMOUS_ID_KEY } from '../../app/anonymousId';
import type {
  MachineKind,
  MonitoredEventName,
  MonitoringPayload,
  MonitoringRule,
  ObservedTransition,
  Rule,
} from '../types';
import { idOf } from './results';

// The monitored events of the results, home results, rate calls and the app (spec 001 sections 7 and 8;
// docs/decisions/0102): the agency clickwall reached or its error, a partner's quote call failing, the anonymous id
// (the MCID the experiments bucket by) not kept, and an error page shown, each with codes and ids only: never a
// message, so no personal value can be in one. PageUnload is the page's (T3); failed calls are failedCalls.ts's.

type Monitored = Omit<
  Extract<ReportErrorRequest, { kind: 'monitoredEvent' }>,
  'anonymousId' | 'correlationId' | 'page' | 'occurredAt'
>;
const report = (event: MonitoredEventName, details: NonNullable<Monitored['details']>): MonitoringPayload[] => [
  { kind: 'monitoredEvent', event, details } satisfies Monitored as MonitoringPayload,
];
const SPEC = '001-7, 001-8';

type ResultsError = { error: { code: string } | null };
const errorCode = (t: ObservedTransition) => idOf((t.after.context as ResultsError).error?.code, 60) ?? 'unknown';
const verticalOf = (t: ObservedTransition) => {
  if (t.kind === 'results') return 'auto';
  const u = (t.after.context as { user?: { homePolicy?: unknown; rentersPolicy?: unknown } }).user;
  return u?.rentersPolicy ? 'renters' : 'home';
};

function rule(
  id: string,
  kind: MachineKind | 'page',
  event: MonitoredEventName,
  trigger: MonitoringRule['trigger'],
  description: string,
  build: MonitoringRule['build'],
): MonitoringRule {
  return { id, kind, sink: 'monitoring', event, trigger, description, spec: SPEC, build };
}

const resultsLines = ['results', 'homeResults'] as const;

/** The anonymous id is kept in this browser (its storage answers it back); false when storage refuses it. */
export function anonymousIdKept(
  anonymousId: string,
  storage: Pick<Storage, 'getItem'> | undefined = (globalThis as { localStorage?: Storage }).localStorage,
): boolean {
  try {
    return storage?.getItem(ANONYMOUS_ID_KEY) === anonymousId;
  } catch {
    return false;
  }
}

export const MONITORING_RULES: Rule[] = [
  ...resultsLines.flatMap((kind) => [
    rule(
      `${kind}.clickwallCalled`,
      kind,
      'ClickwallCalled',
      { on: 'enterState', path: 'flow.FETCH_QUOTES_AND_ADS' },
      'The agency clickwall is reached: its quotes and ads are asked for and the shopper handed off.',
      (t) => report('ClickwallCalled', { outcome: 'reached', vertical: verticalOf(t) }),
    ),
    rule(
      `${kind}.partnerRequestError`,
      kind,
      'PartnerRequestError',
      { on: 'event', type: 'CARRIER_FAILED' },
      "A partner's quote call failed (the clickwall shows the others).",
      (t) =>
        report('PartnerRequestError', {
          carrier: idOf(t.event.carrierId) ?? 'unknown',
          code: idOf(t.event.code) ?? 'unknown',
          vertical: verticalOf(t),
        }),
    ),
    rule(
      `${kind}.errorPageShown`,
      kind,
      'ErrorPageShown',
      { on: 'enterTag', tag: 'page:error' },
      'The results reach an error page: its catalogue code.',
      (t) => report('ErrorPageShown', { code: errorCode(t), vertical: verticalOf(t) }),
    ),
  ]),
  rule(
    'results.clickwallError',
    'results',
    'ClickwallCalled',
    { on: 'enterState', path: 'flow.CLICKWALL_ERROR' },
    'The Massachusetts clickwall had no ads after the retries and the fallback: clickwall_error.',
    () => report('ClickwallCalled', { outcome: 'error', code: 'clickwall_error', vertical: 'auto' }),
  ),
  rule(
    'homeResults.clickwallError',
    'homeResults',
    'ClickwallCalled',
    { on: 'enterState', path: 'flow.EVERTREE_ERROR' },
    'The Evertree clickwall returned no Evertree id: evertree_error.',
    (t) => report('ClickwallCalled', { outcome: 'error', code: 'evertree_error', vertical: verticalOf(t) }),
  ),
  ...(
    [
      ['step:rc1Error', 'rc1_quotes_error'],
      ['step:carrierRejected', 'carrier_rejected'],
      ['step:postQuotesError', 'post_quotes_error'],
      ['step:rcError', 'rc_error'],
    ] as const
  ).map(([tag, code]) =>
    rule(
      `ratecall.errorPageShown.${code}`,
      'ratecall',
      'ErrorPageShown',
      { on: 'enterTag', tag },
      `A purchase reaches the ${code} error page.`,
      () => report('ErrorPageShown', { code }),
    ),
  ),
  rule(
    'app.notFound',
    'app',
    'ErrorPageShown',
    { on: 'event', type: 'ROUTE_NOT_FOUND' },
    'The app shows its 404 page for an address it does not know.',
    () => report('ErrorPageShown', { code: 'not_found' }),
  ),
  ...(
    [
      ['screen:intakeUnavailable', 'intake_unavailable'],
      ['screen:resultsUnavailable', 'results_unavailable'],
    ] as const
  ).map(([tag, code]) =>
    rule(
      `app.${code}`,
      'app',
      'ErrorPageShown',
      { on: 'enterTag', tag },
      `The app's ${code.replace('_', ' ')} page (its chunk did not load).`,
      () => report('ErrorPageShown', { code }),
    ),
  ),
  rule(
    'page.mcidError',
    'page',
    'McidError',
    { on: 'load' },
    'At load: the anonymous id the experiments bucket by (the MCID) cannot be kept in this browser, so its buckets may change on the next visit.',
    (_t, session) => (anonymousIdKept(session.anonymousId) ? [] : report('McidError', { reason: 'notPersisted' })),
  ),
];
