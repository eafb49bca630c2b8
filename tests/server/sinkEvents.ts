import fc from 'fast-check';
import {
  MAX_EVENTS_PER_BATCH,
  ReportErrorRequest,
  TrackEventsRequest,
  type TrackingEvent,
} from '../../src/contract/backoffice';

// Event batches for the sink's quota tests (issue 27, defect 4), each parsed by the contract's schema: what a whole
// purchase sends, and the biggest batches a client can post.

/**
 * The screens of the longest purchase: the safeco full flow at 4 vehicles and 4 drivers asks 92 questions; safeco's
 * post-quote chains (vehicle and driver details broken out, undisclosed drivers, coverages, payment) about 82 screens.
 */
export const PURCHASE_SCREENS = { intake: 92, postQuote: 82 } as const;
/** Fields typed per screen, generously (the name and address screens have 2-4, most have 1). */
const FIELDS_PER_SCREEN = 3;

const form = (screen: number) => ({
  formName: screen < PURCHASE_SCREENS.intake ? 'auto-intake-safecoFullFlow' : 'auto-post-quotes-safeco',
  formType: screen < PURCHASE_SCREENS.intake ? 'quote' : 'bind',
  formVersion: '2026.11.3',
  formId: `form-${screen}`,
  formBrand: 'quoteflow',
});
const step = (screen: number) => ({
  stepName: `vehicleSummaryDetails-${screen}`,
  stepId: `vehicles~${screen % 4}~primaryUse`,
  stepNumber: screen,
  stepType: 'question',
});

/**
 * Every event the longest purchase sends, as the customer-data layer's spec lists them (spec 001 section 7): per
 * screen a view, a submit, three typed fields; one error in ten screens; then the results and the purchase's events.
 */
export function purchaseEvents(anonymousId: string, sessionId: string): TrackingEvent[] {
  const base = { anonymousId, sessionId, correlationId: `corr-${anonymousId}`, timestamp: '2026-11-28T21:00:00.000Z' };
  const properties = {
    flow: 'safecoFullFlow',
    vertical: 'auto',
    isAgency: false,
    experiment: 'control',
    device: 'mobile',
  };
  const events: unknown[] = [{ event: 'FormStarted', ...base, formContext: form(0), stepContext: step(0) }];
  for (let screen = 0; screen < PURCHASE_SCREENS.intake + PURCHASE_SCREENS.postQuote; screen++) {
    const context = { formContext: form(screen), stepContext: step(screen) };
    events.push({ event: 'FormViewed', ...base, ...context, properties });
    for (let f = 0; f < FIELDS_PER_SCREEN; f++) {
      events.push({
        event: 'FieldInputted',
        ...base,
        ...context,
        field: { name: `field${f}`, type: 'select', value: 'Commute to work or school' },
      });
    }
    if (screen % 10 === 0) {
      events.push({ event: 'FormErrored', ...base, ...context, errorType: 'validation', errorMessage: 'Choose one' });
    }
    events.push({ event: 'FormSubmitted', ...base, ...context, properties });
  }
  const carriers = [
    'safeco',
    'libertymutual',
    'lemonade',
    'branch',
    'root',
    'fasttrack',
    'geico',
    'quinstreet',
    'mediaalpha',
  ];
  events.push(
    {
      event: 'Identify',
      ...base,
      userId: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
      traits: { state: 'TX', vehicles: 4 },
    },
    {
      event: 'PaidSearchParams',
      ...base,
      pid: 'p-77',
      clickIds: { gclid: 'Cj0KCQjw-abc123xyz' },
      utms: { utm_source: 'google', utm_campaign: 'auto_nb' },
      sessionSource: 'paid-search',
    },
    { event: 'SessionIdMapper', ...base, partnerSessionId: 'partner-session-9f2', vertical: 'auto' },
    { event: 'Prefill', ...base, status: 'success' },
    {
      event: 'QuoteRequested',
      ...base,
      vertical: 'auto',
      quotesRequestId: 'qr-3',
      webContext: {
        page: 'https://app.example.com/',
        referrer: 'https://www.google.com/',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        locale: 'en-US',
        screen: { width: 390, height: 844 },
      },
    },
    ...carriers.map((carrier, position) => ({
      event: 'ProductViewed',
      ...base,
      product: { carrier, adType: 'quote', position, price: 1200 + position },
    })),
    { event: 'ProductClicked', ...base, product: { carrier: 'safeco', adType: 'quote', position: 0, price: 1200 } },
    // Web vitals on each of the three page loads (start, results, post-quotes).
    ...['CLS', 'FCP', 'INP', 'LCP', 'TTFB', 'FID'].flatMap((metric) =>
      [0, 1, 2].map(() => ({ event: 'WebVitals', ...base, metric, rating: 'GOOD', value: 120 })),
    ),
    {
      event: 'AutoPolicyObject',
      ...base,
      properties: { coverageTier: 'MID', vehicles: 4, drivers: 4, carrier: 'safeco', premium: 1200 },
    },
    { event: 'ChargeableEvent', ...base, chargeableEventId: 'ce-1', vertical: 'auto', productId: 'auto-purchase' },
    { event: 'ConversionTracked', ...base, conversionType: 'purchase', value: 1200 },
    { event: 'PostbackTracked', ...base, postbackId: 'pb-1', carrier: 'safeco', status: 'sold' },
  );
  return TrackEventsRequest.shape.events.element.array().parse(events);
}

/** The events in batches of the contract's largest size. */
export function inBatches<T>(events: T[], size = MAX_EVENTS_PER_BATCH): T[][] {
  return Array.from({ length: Math.ceil(events.length / size) }, (_, i) => events.slice(i * size, (i + 1) * size));
}

/** Any code point or grapheme but the NUL and half surrogates the contract refuses. */
const validUnit = fc
  .oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  )
  .filter((u) => u !== '\u0000');
/** One full-Unicode string of at most 500 UTF-16 units, whole code points only (a fixed seed: the same every run). */
function unicodeText(seed: number): string {
  const [units] = fc.sample(fc.array(validUnit, { minLength: 500, maxLength: 500 }), { seed, numRuns: 1 });
  let text = '';
  for (const unit of units) {
    if (text.length + unit.length > 500) break;
    text += unit;
  }
  return text;
}

/**
 * A batch near the 256 KiB body limit: 50 events, each with 4 property values of up to 500 UTF-16 units. `session` names the
 * events' anonymous id (null: none, so only the client's quota counts them); `marker` starts each conversionType, so a
 * test finds its rows.
 */
export function bigBatch(session: string | null, marker: string, seed = 1): TrackingEvent[] {
  const properties = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`note${i}`, unicodeText(seed + i)]));
  const events = Array.from({ length: MAX_EVENTS_PER_BATCH }, (_, i) => ({
    event: 'ConversionTracked',
    ...(session ? { anonymousId: session } : {}),
    conversionType: `${marker}-${i}`,
    properties,
  }));
  return TrackEventsRequest.parse({ events }).events;
}

/** A monitored error with 10 details of up to 500 UTF-16 units each (a few KB to 20 KB stored). */
export function bigReport(anonymousId: string | null, seed = 1) {
  const details = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`note${i}`, unicodeText(seed + i)]));
  return ReportErrorRequest.parse({
    kind: 'monitoredEvent',
    event: 'PageUnload',
    ...(anonymousId ? { anonymousId } : {}),
    details,
  });
}
