import { describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';
import { TrackingEvent } from '../contract/backoffice';
import type { StepInfo } from './context';
import { RATINGS, type VitalsLibrary, type VitalsPayload, rate, startVitals } from './vitals';

const step = (n: number): StepInfo => ({
  formContext: { formName: 'defaultAuto', formType: 'auto', formVersion: '0.1.0', formId: 'f-1' },
  stepContext: { stepName: `question ${n}`, stepId: `make~${n}`, stepNumber: n, stepType: 'question' },
});

type Report = (m: Metric) => void;
function harness(first: StepInfo | null = step(1)) {
  const reports: Partial<Record<'CLS' | 'INP' | 'LCP', Report>> = {};
  const opts: Record<string, unknown> = {};
  const lib = {
    onCLS: (cb: Report, o?: unknown) => {
      reports.CLS = cb;
      opts.CLS = o;
    },
    onINP: (cb: Report, o?: unknown) => {
      reports.INP = cb;
      opts.INP = o;
    },
    onLCP: (cb: Report, o?: unknown) => {
      reports.LCP = cb;
      opts.LCP = o;
    },
  } as unknown as VitalsLibrary;
  let current: StepInfo | undefined = first ?? undefined;
  const listeners = new Set<(s: StepInfo | undefined, p: StepInfo | undefined) => void>();
  const sent: VitalsPayload[] = [];
  const vitals = startVitals({
    step: () => current,
    onStep: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    track: (p) => sent.push(p),
    lib,
  });
  const go = (next: StepInfo | undefined) => {
    const previous = current;
    current = next;
    for (const l of listeners) l(next, previous);
  };
  const metric = (name: 'CLS' | 'INP' | 'LCP', value: number, delta: number, rating: Metric['rating']) =>
    reports[name]!({
      name,
      value,
      delta,
      rating,
      id: 'v6-1',
      entries: [],
      navigationType: 'navigate',
      navigationId: 1,
    } as Metric);
  return { vitals, go, metric, sent, opts, listeners };
}

describe('web vitals per step', () => {
  it('maps the ratings as the spec says', () => {
    expect(RATINGS).toEqual({ good: 'GOOD', 'needs-improvement': 'NI', poor: 'POOR' });
    expect([rate(0.1, [0.1, 0.25]), rate(0.2, [0.1, 0.25]), rate(0.3, [0.1, 0.25])]).toEqual(['GOOD', 'NI', 'POOR']);
  });

  it("reports each step's CLS and INP at the step change, with the step's form and step context", () => {
    const h = harness();
    expect(h.opts.CLS).toEqual({ reportAllChanges: true });
    expect(h.opts.INP).toEqual({ reportAllChanges: true });
    h.metric('CLS', 0.05, 0.05, 'good');
    h.metric('CLS', 0.12, 0.07, 'needs-improvement');
    h.metric('INP', 180, 180, 'good');
    h.metric('INP', 260, 80, 'needs-improvement');
    expect(h.sent).toHaveLength(0);
    h.go(step(2));
    expect(h.sent.map((e) => [e.metric, e.rating])).toEqual([
      ['CLS', 'NI'],
      ['INP', 'NI'],
    ]);
    expect(h.sent[0].value).toBeCloseTo(0.12);
    expect(h.sent[1].value).toBe(260);
    expect(h.sent[0].properties).toEqual({ formContext: step(1).formContext, stepContext: step(1).stepContext });
    // A step where nothing grew sends nothing; the next growth belongs to the step shown then.
    h.go(step(3));
    expect(h.sent).toHaveLength(2);
    h.metric('CLS', 0.42, 0.3, 'poor');
    h.vitals.flush();
    expect(h.sent[2]).toMatchObject({
      metric: 'CLS',
      rating: 'POOR',
      properties: { stepContext: { stepId: 'make~3' } },
    });
    expect(h.sent[2].value).toBeCloseTo(0.3);
    for (const e of h.sent) expect(TrackingEvent.safeParse(e).success).toBe(true);
  });

  it('sends LCP once, for the first step shown, whenever the library reports it', () => {
    const h = harness();
    h.go(step(2));
    h.metric('LCP', 3100, 3100, 'needs-improvement');
    expect(h.sent).toEqual([
      {
        event: 'WebVitals',
        metric: 'LCP',
        rating: 'NI',
        value: 3100,
        properties: { formContext: step(1).formContext, stepContext: step(1).stepContext },
      },
    ]);
  });

  it('stops: the pending step is reported, then nothing more', () => {
    const h = harness(null);
    h.metric('INP', 90, 90, 'good');
    h.vitals.stop();
    expect(h.sent).toEqual([{ event: 'WebVitals', metric: 'INP', rating: 'GOOD', value: 90, properties: {} }]);
    expect(h.listeners.size).toBe(0);
    h.metric('LCP', 100, 100, 'good');
    expect(h.sent).toHaveLength(1);
  });
});
