import type { PropertyBag, ReportErrorRequest, TrackingEvent } from '../../src/contract/backoffice';
import { NETWORK_STATUS_NAME } from '../../src/contract/backoffice';
import { SINKS } from './constants';
import { isPersonalKey, scrubDeep, scrubUrl, stripPersonal } from './privacy';

// Rows for telemetry_events: the customer-data layer's events (spec 001 section 7) and the error-monitoring reports
// (spec 001 sections 7, 8), with personal values removed before anything is stored.

export interface TelemetryRow {
  sink: string;
  event: string;
  anonymousId: string | null;
  correlationId: string | null;
  payload: Record<string, unknown>;
}

const bag = (b: PropertyBag | undefined) => (b ? stripPersonal(b) : undefined);

export function trackingRow(e: TrackingEvent): TelemetryRow {
  const { event, anonymousId, correlationId, ...rest } = e;
  const payload: Record<string, unknown> = scrubDeep({ ...rest, properties: undefined });
  if (rest.properties) payload.properties = bag(rest.properties);
  if (e.event === 'Identify' && e.traits) payload.traits = bag(e.traits);
  if (e.event === 'FieldInputted') {
    // The typed value of a personal field (name, email, phone, birth date, ...) is never kept.
    const { value, ...field } = e.field;
    payload.field = scrubDeep(value === undefined || isPersonalKey(field.name) ? field : { ...field, value });
  }
  if (e.event === 'QuoteRequested') {
    const { page, referrer, ...web } = e.webContext;
    payload.webContext = {
      ...web,
      ...(page ? { page: scrubUrl(page) } : {}),
      ...(referrer ? { referrer: scrubUrl(referrer) } : {}),
    };
  }
  return {
    sink: SINKS.tracking,
    event,
    anonymousId: anonymousId ?? null,
    correlationId: correlationId ?? null,
    payload: dropUndefined(payload),
  };
}

export function errorRow(report: ReportErrorRequest): TelemetryRow {
  const { correlationId, anonymousId, page, message, ...rest } = report;
  const common = {
    ...(page ? { page: scrubUrl(page) } : {}),
    ...(message ? { message: scrubDeep(message) } : {}),
  };
  if (rest.kind === 'failedCall') {
    const statusName =
      rest.status in NETWORK_STATUS_NAME
        ? NETWORK_STATUS_NAME[rest.status as keyof typeof NETWORK_STATUS_NAME]
        : 'http';
    return {
      sink: SINKS.error,
      event: 'failedCall',
      anonymousId: anonymousId ?? null,
      correlationId: correlationId ?? null,
      payload: dropUndefined({ ...scrubDeep(rest), endpoint: scrubUrl(rest.endpoint), statusName, ...common }),
    };
  }
  const { details, ...event } = rest;
  return {
    sink: SINKS.error,
    event: rest.event,
    anonymousId: anonymousId ?? null,
    correlationId: correlationId ?? null,
    payload: dropUndefined({ ...scrubDeep(event), details: bag(details), ...common }),
  };
}

function dropUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
