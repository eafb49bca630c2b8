import type { SnapshotFrom } from 'xstate';
import type { Quote } from '../../contract';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../domain/errors';
import { monthlyPayment, savingsPercentage } from '../../domain/quotes';
import type { RatecallMachine } from './ratecall.machine';

type Snapshot = SnapshotFrom<RatecallMachine>;

export interface QuoteCard {
  id: string;
  carrier: string;
  fullPay?: number;
  monthly?: number;
  payments?: number;
  savings?: number;
  termMonths: number;
  onlineBind: boolean;
  coverages: [string, string][];
}

export interface ResultsView {
  phase: 'loading' | 'results' | 'none' | 'error';
  progress: number;
  quotes: QuoteCard[];
  dropped: number;
  error: string | null;
  /** The error banner's title, from the catalogue (a lost network is not the general roadblock). */
  errorTitle: string | null;
}

const card = (q: Quote): QuoteCard => ({
  id: q.quoteId,
  carrier: q.carrier,
  fullPay: q.fullPayPlan?.totalAmount,
  monthly: monthlyPayment(q),
  payments: q.monthlyPayPlan?.numberOfPayments,
  savings: savingsPercentage(q),
  termMonths: q.termMonths,
  onlineBind: q.onlineBind,
  coverages: Object.entries(q.coverages),
});

export function selectResults(s: Snapshot): ResultsView {
  const phase = s.hasTag('state:loading')
    ? 'loading'
    : s.matches('RESULTS')
      ? 'results'
      : s.matches('NO_QUOTES')
        ? 'none'
        : 'error';
  return {
    phase,
    progress: Math.min(99, s.context.progress),
    quotes: s.context.quotes.map(card),
    dropped: s.context.dropped,
    error: s.context.error ? ERROR_MESSAGES[s.context.error] : null,
    errorTitle: s.context.error ? ERROR_TITLES[s.context.error] : null,
  };
}

export const sameResults = (a: ResultsView, b: ResultsView) => JSON.stringify(a) === JSON.stringify(b);
