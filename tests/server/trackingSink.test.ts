import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TrackingEvent } from '../../src/contract/backoffice';
import {
  countByName,
  inOrder,
  leaksIn,
  maskedMatch,
  needlesOf,
  orderBreak,
  parseTrackingRows,
  reassemble,
  recordingFigures,
  recordingsInOrder,
  type Seeded,
  type SinkRow,
  withLuhnDigit,
} from '../e2e/sink';
import { hostileString } from './arbitraries';

// The pure helpers of the tracking browser spec (tests/e2e/sink.ts, issue 33): a sink row put back together and read
// by the contract, the order checks, the search for seeded personal values, the card numbers and recording figures.

const formContext = { formName: 'defaultAuto', formType: 'auto', formVersion: '1.0.0', formId: 'f-1' };
const stepContext = { stepName: 'zipcode', stepId: 'zipcode~1', stepNumber: 5, stepType: 'zip' };
const ANON = '5f0c6e1a-7b9d-4c3e-a1f2-0123456789ab';

/** A stored row of an event the contract takes, split as the sandbox stores it (server/backoffice/telemetry.ts). */
function rowOf(event: TrackingEvent): SinkRow {
  const { event: name, anonymousId, correlationId, ...payload } = TrackingEvent.parse(event);
  return {
    sink: 'tracking',
    event: name,
    anonymousId: anonymousId ?? null,
    correlationId: correlationId ?? null,
    payload: payload as Record<string, unknown>,
    receivedAt: '2026-11-30T03:30:00.000Z',
  };
}

const viewed = rowOf({ event: 'FormViewed', anonymousId: ANON, correlationId: 'c-1', formContext, stepContext });
const started = rowOf({ event: 'FormStarted', anonymousId: ANON, formContext, stepContext });

describe('a sink row read by the contract', () => {
  it('puts a row back as the client sent it, and the contract takes it again', () => {
    expect(reassemble(viewed)).toEqual({
      event: 'FormViewed',
      anonymousId: ANON,
      correlationId: 'c-1',
      formContext,
      stepContext,
    });
    expect(reassemble(started)).not.toHaveProperty('correlationId');
    const parsed = parseTrackingRows([started, viewed]);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.events.map((e) => e.event)).toEqual(['FormStarted', 'FormViewed']);
  });

  it('names each row the contract refuses, by position, and passes over the error sink', () => {
    const noStep: SinkRow = { ...viewed, payload: { formContext } };
    const unknown: SinkRow = { ...viewed, event: 'Nonsense' };
    const report: SinkRow = { ...viewed, sink: 'error', event: 'failedCall', payload: { status: 500 } };
    const parsed = parseTrackingRows([viewed, noStep, report, unknown]);
    expect(parsed.events).toHaveLength(1);
    expect(parsed.invalid.map((i) => [i.index, i.event])).toEqual([
      [1, 'FormViewed'],
      [3, 'Nonsense'],
    ]);
    expect(parsed.invalid[0].issues.join(' ')).toContain('stepContext');
  });

  it('a QuoteRequested carrying a consent field is refused once reassembled', () => {
    const row: SinkRow = {
      ...viewed,
      event: 'QuoteRequested',
      payload: { vertical: 'auto', quotesRequestId: 'q-1', webContext: { locale: 'en-US', consent: true } },
    };
    expect(parseTrackingRows([row]).invalid).toHaveLength(1);
  });

  it('counts rows by name', () => {
    expect(countByName([viewed, started, viewed])).toEqual({ FormStarted: 1, FormViewed: 2 });
  });
});

describe('the order checks', () => {
  it('orderBreak names the first event missing or out of order', () => {
    expect(orderBreak(['A', 'B', 'x', 'C', 'B'], ['A', 'B', 'C'])).toBeNull();
    expect(orderBreak(['A', 'C'], ['A', 'B', 'C'])).toBe('B never arrived');
    expect(orderBreak(['B', 'A', 'C'], ['A', 'B', 'C'])).toBe('B (at 0) arrived before A (at 1)');
  });

  it('inOrder holds exactly when the wanted items occur in turn', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }), fc.array(fc.boolean()), (seen, keep) => {
        const wanted = seen.filter((_, i) => keep[i % Math.max(keep.length, 1)] ?? true);
        expect(inOrder(seen, wanted)).toBe(true);
        expect(inOrder(seen, [...wanted, 6])).toBe(false);
      }),
    );
    expect(inOrder([1, 2, 3], [3, 1])).toBe(false);
  });

  it('maskedMatch takes a replayed text masked character for character, and nothing else', () => {
    expect(maskedMatch("Zyq, what's your gender?", "Zyq, what's your gender?")).toBe(true);
    expect(maskedMatch("***, what's your gender?", "Zyq, what's your gender?")).toBe(true);
    expect(maskedMatch('*** ***', 'Ann Lee')).toBe(true);
    expect(maskedMatch('*******', 'Ann Lee')).toBe(false);
    expect(maskedMatch('***', 'Ann Lee')).toBe(false);
    expect(maskedMatch('Bob', 'Ann')).toBe(false);
    fc.assert(
      fc.property(hostileString(), fc.array(fc.boolean()), (shown, mask) => {
        const masked = shown.split('').map((c, i) => (mask[i % Math.max(mask.length, 1)] && /\S/.test(c) ? '*' : c));
        expect(maskedMatch(masked.join(''), shown)).toBe(true);
        expect(maskedMatch(`${shown}x`, shown)).toBe(false);
      }),
      { numRuns: 60 },
    );
    expect(inOrder(['A', '* B', 'C'], ['Z B', 'C'], maskedMatch)).toBe(true);
  });
});

describe('the search for seeded values', () => {
  const seeds: Seeded[] = [
    { label: 'first name', value: 'Zyqorthan' },
    { label: 'phone', value: '(312) 555-7341', digits: true },
    { label: 'birth date', value: '07/19/1983', digits: true },
  ];

  it('searches the value, its digits alone and a date in ISO form', () => {
    expect(needlesOf(seeds).map((n) => n.needle)).toEqual([
      'zyqorthan',
      '(312) 555-7341',
      '3125557341',
      '07/19/1983',
      '07191983',
      '1983-07-19',
    ]);
    expect(leaksIn('{"phone":"3125557341"}', seeds)).toEqual(['phone (digits)']);
    expect(leaksIn('born 1983-07-19', seeds)).toEqual(['birth date (ISO)']);
  });

  it('finds a seeded value in any text, whatever its case, and reports nothing of a text without one', () => {
    fc.assert(
      fc.property(hostileString(), hostileString(), fc.array(fc.boolean(), { minLength: 9 }), (before, after, up) => {
        const cased = [...'Zyqorthan'].map((c, i) => (up[i] ? c.toUpperCase() : c.toLowerCase())).join('');
        expect(leaksIn(`${before}${cased}${after}`, seeds)).toContain('first name');
        const clean = `${before}|${after}`.replace(/z/gi, '').replace(/\d/g, '');
        expect(leaksIn(clean, seeds)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('gives card numbers the payment checks take', () => {
    expect(withLuhnDigit('424242424242424')).toBe('4242424242424242');
    expect(withLuhnDigit('400000000000000')).toBe('4000000000000002');
    expect(withLuhnDigit('4000 0000 0000 011')).toBe('4000000000000119');
  });
});

describe('the recordings', () => {
  const chunk = (recordingId: string, sequence: number, stamps: number[]) => ({
    recordingId,
    sequence,
    events: stamps.map((timestamp) => ({ type: 3, timestamp, data: {} })),
  });

  it('puts each recording’s chunks in sequence, recordings in the order they arrived', () => {
    const out = recordingsInOrder([chunk('b', 1, [30]), chunk('a', 0, [1]), chunk('b', 0, [20])]);
    expect(out.map((r) => [r.recordingId, (r.events as { timestamp: number }[]).map((e) => e.timestamp)])).toEqual([
      ['b', [20, 30]],
      ['a', [1]],
    ]);
  });

  it('measures the bytes stored, the span of the timestamps and the bytes a minute', () => {
    const recordings = [chunk('a', 0, [0, 30_000]), chunk('a', 1, [60_000])];
    const bytes = recordings.reduce((n, r) => n + JSON.stringify(r.events).length, 0);
    expect(recordingFigures(recordings)).toEqual({
      chunks: 2,
      events: 3,
      bytes,
      durationMs: 60_000,
      bytesPerMinute: bytes,
    });
    expect(recordingFigures([]).bytesPerMinute).toBe(0);
  });
});
