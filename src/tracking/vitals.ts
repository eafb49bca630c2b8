import { CLSThresholds, type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import type { PropertyBag, TrackingEvent } from '../contract/backoffice';
import type { StepInfo } from './context';

// Web vitals per step (issue 33, spec 001 section 7 WebVitals; docs/decisions/0103, P51). The app's questions are soft
// navigations the browser does not see as pages, so the web-vitals library (v6) measures the page and this module
// attributes what it reports to the step the shopper sees (the observer's `step()`):
// - CLS and INP are asked with `reportAllChanges`: every growth of the page's value arrives at once, with its delta,
//   while the step that caused it is shown. At each step change (and when the page hides) the step left gets one
//   WebVitals per metric that grew on it: CLS the sum of its deltas (the shift that step added), INP the page's value
//   at its last growth there (the slowest interaction so far, which was on that step). A step where neither grew sends
//   none: nothing of it was worse than before.
// - LCP belongs to the page load alone (a later step paints no new largest contentful paint the API reports): it goes
//   once, for the first step shown.
// Ratings: 'good' GOOD, 'needs-improvement' NI, 'poor' POOR; a step's CLS sum is rated with the library's thresholds.

export type VitalsPayload = Omit<
  Extract<TrackingEvent, { event: 'WebVitals' }>,
  'anonymousId' | 'correlationId' | 'timestamp'
>;
type Rating = VitalsPayload['rating'];

export const RATINGS: Record<Metric['rating'], Rating> = { good: 'GOOD', 'needs-improvement': 'NI', poor: 'POOR' };

/** The library's rating for a value against a metric's thresholds. */
export function rate(value: number, [good, poor]: readonly [number, number]): Rating {
  return value <= good ? 'GOOD' : value <= poor ? 'NI' : 'POOR';
}

export interface VitalsLibrary {
  onCLS: typeof onCLS;
  onINP: typeof onINP;
  onLCP: typeof onLCP;
}

export interface VitalsOptions {
  step(): StepInfo | undefined;
  onStep(listener: (step: StepInfo | undefined, previous: StepInfo | undefined) => void): () => void;
  track(payload: VitalsPayload): void;
  lib?: VitalsLibrary;
}

interface StepVitals {
  cls?: number;
  inp?: { value: number; rating: Rating };
}

/** A step's context as event properties (a property bag holds no undefined). */
export function stepProperties(step: StepInfo | undefined, extra: Record<string, string | number> = {}): PropertyBag {
  const clean = (o: object) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
  return step ? { formContext: clean(step.formContext), stepContext: clean(step.stepContext), ...extra } : { ...extra };
}

export function startVitals(opts: VitalsOptions): { flush(): void; stop(): void } {
  const lib = opts.lib ?? { onCLS, onINP, onLCP };
  let stopped = false;
  let current = opts.step();
  let firstStep = current;
  let pending: StepVitals = {};

  const send = (metric: VitalsPayload['metric'], value: number, rating: Rating, step: StepInfo | undefined) => {
    if (stopped || !Number.isFinite(value) || value < 0) return;
    opts.track({ event: 'WebVitals', metric, rating, value, properties: stepProperties(step) });
  };

  const flush = () => {
    const { cls, inp } = pending;
    pending = {};
    if (cls !== undefined) send('CLS', cls, rate(cls, CLSThresholds as [number, number]), current);
    if (inp) send('INP', inp.value, inp.rating, current);
  };

  const unlisten = opts.onStep((step) => {
    flush();
    current = step;
    firstStep ??= step;
  });

  lib.onCLS(
    (m) => {
      if (m.delta > 0) pending.cls = (pending.cls ?? 0) + m.delta;
    },
    { reportAllChanges: true },
  );
  lib.onINP(
    (m) => {
      if (m.delta > 0) pending.inp = { value: m.value, rating: RATINGS[m.rating] };
    },
    { reportAllChanges: true },
  );
  lib.onLCP((m) => send('LCP', m.value, RATINGS[m.rating], firstStep ?? current));

  return {
    flush,
    stop() {
      flush();
      stopped = true;
      unlisten();
    },
  };
}
