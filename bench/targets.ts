import { BUDGET_KB, HOME_START } from '../build/budget';

/** Lighthouse's medians for one page: the score (0-100), FCP, LCP and TBT in ms, CLS. */
export interface PageFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** What one `npm run bench` measured that the targets read; a section that failed leaves its figures out. */
export interface BenchFigures {
  startPage?: PageFigures;
  /** `#/home`, the home line's start (issue 30): its first question prerendered too, shown by index.html (0084). */
  homeStartPage?: PageFigures;
  returningLink?: PageFigures;
  /** The start page's initial JS, KB gzip (build/budget.ts). */
  initialJsKb?: number;
  /** The home start page's JS: the start page's and the home intake chunk's, KB gzip (build/budget.ts HOME_START). */
  homeStartJsKb?: number;
  /** Continue clicked to the next question painted, the record's walk at 4x CPU slowdown (ms). */
  step?: { p50: number; p95: number };
  /** The machine's cost per event over the scripted flow (wall median) and XState's floor for a plain answer (µs). */
  machine?: { usPerEvent: number; floorUs: number };
}

export interface Target {
  what: string;
  figure: (f: BenchFigures) => number | undefined;
  atMost?: number;
  atLeast?: number;
  unit: '' | 's' | 'ms' | 'KB gzip';
}

const seconds = (ms: number | undefined) => (ms === undefined ? undefined : ms / 1000);
// CLS to the three decimals Lighthouse's report shows: "CLS 0" is a report that reads 0.000.
const cls = (page: PageFigures | undefined) => (page ? Math.round(page.cls * 1000) / 1000 : undefined);

/** Issue 26's restated performance targets (and issue 30's for the home start page), each with this run's figure. */
export const TARGETS: Target[] = [
  { what: 'start page: Lighthouse mobile performance', figure: (f) => f.startPage?.score, atLeast: 98, unit: '' },
  { what: 'start page: FCP', figure: (f) => seconds(f.startPage?.fcp), atMost: 1.2, unit: 's' },
  { what: 'start page: LCP', figure: (f) => seconds(f.startPage?.lcp), atMost: 1.2, unit: 's' },
  { what: 'start page: TBT', figure: (f) => f.startPage?.tbt, atMost: 50, unit: 'ms' },
  { what: 'start page: CLS', figure: (f) => cls(f.startPage), atMost: 0, unit: '' },
  { what: 'start page: initial JS', figure: (f) => f.initialJsKb, atMost: BUDGET_KB.js, unit: 'KB gzip' },
  { what: 'home start: Lighthouse mobile performance', figure: (f) => f.homeStartPage?.score, atLeast: 98, unit: '' },
  { what: 'home start: LCP', figure: (f) => seconds(f.homeStartPage?.lcp), atMost: 1.2, unit: 's' },
  { what: 'home start: TBT', figure: (f) => f.homeStartPage?.tbt, atMost: 50, unit: 'ms' },
  { what: 'home start: JS', figure: (f) => f.homeStartJsKb, atMost: HOME_START.budgetKb, unit: 'KB gzip' },
  { what: 'a step at 4x CPU (record walk): p50', figure: (f) => f.step?.p50, atMost: 100, unit: 'ms' },
  { what: 'a step at 4x CPU (record walk): p95', figure: (f) => f.step?.p95, atMost: 200, unit: 'ms' },
  { what: 'returning link: Lighthouse performance', figure: (f) => f.returningLink?.score, atLeast: 90, unit: '' },
  { what: 'returning link: LCP', figure: (f) => seconds(f.returningLink?.lcp), atMost: 2.5, unit: 's' },
  { what: 'returning link: CLS', figure: (f) => cls(f.returningLink), atMost: 0, unit: '' },
];

export type Verdict = 'met' | 'NOT met' | 'not measured';

export function verdict(target: Target, figures: BenchFigures): Verdict {
  const value = target.figure(figures);
  if (value === undefined || Number.isNaN(value)) return 'not measured';
  if (target.atMost !== undefined && value > target.atMost) return 'NOT met';
  if (target.atLeast !== undefined && value < target.atLeast) return 'NOT met';
  return 'met';
}

const withUnit = (text: string, unit: Target['unit']) => (unit ? `${text} ${unit}` : text);
// A figure is judged unrounded, so seconds are shown to the millisecond: a figure a millisecond over its limit does
// not print as the limit.
const show = (value: number | undefined, unit: Target['unit']) => {
  if (value === undefined || Number.isNaN(value)) return '-';
  const digits = unit === 's' ? 3 : unit === 'KB gzip' ? 1 : unit === '' && value > 0 && value < 1 ? 3 : 0;
  return withUnit(value.toFixed(digits), unit);
};

/** The table `npm run bench` ends with: each target, this run's figure and met / NOT met; the machine to watch. */
export function targetTable(figures: BenchFigures): string[] {
  const limit = (t: Target) =>
    t.atLeast !== undefined ? `>= ${withUnit(String(t.atLeast), t.unit)}` : `<= ${withUnit(String(t.atMost), t.unit)}`;
  const rows = TARGETS.map(
    (t) =>
      `${t.what.padEnd(42)} ${limit(t).padEnd(16)} ${show(t.figure(figures), t.unit).padEnd(15)} ${verdict(t, figures)}`,
  );
  const m = figures.machine;
  return [
    `${'target (issue 26)'.padEnd(42)} ${'target'.padEnd(16)} ${'this run'.padEnd(15)} verdict`,
    ...rows,
    `machine, a figure to watch (no target): ${m ? `${m.usPerEvent.toFixed(1)} µs an event, XState's floor ${m.floorUs.toFixed(1)} µs` : 'not measured'}`,
  ];
}
