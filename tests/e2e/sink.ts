import type { APIRequestContext } from '@playwright/test';
import { TrackingEvent } from '../../src/contract/backoffice';

// The tracking spec's reading of the sandbox's sink (issue 33): what GET /api/sandbox/sink/:anonymousId answers, the
// tracking rows put back together as the client sent them and checked by the contract, and the shopper's seeded
// personal values searched for in any text (the stored bytes, the page's request bodies). Pure but for `readSink`:
// tests/server/trackingSink.test.ts tests them.

/** One stored row of the event or error sink, in the order received. */
export interface SinkRow {
  sink: 'tracking' | 'error';
  event: string;
  anonymousId: string | null;
  correlationId: string | null;
  payload: Record<string, unknown>;
  receivedAt: string;
}
/** One stored chunk of a session recording (rrweb events). */
export interface SinkRecording {
  recordingId: string;
  sequence: number;
  events: unknown[];
}
export interface SinkAnswer {
  events: SinkRow[];
  recordings: SinkRecording[];
}

/** The sink reader's answer for the anonymous id, and its bytes as sent (every stored byte is searched). */
export async function readSink(
  request: APIRequestContext,
  anonymousId: string,
): Promise<{ answer: SinkAnswer; bytes: string }> {
  const res = await request.get(`/api/sandbox/sink/${encodeURIComponent(anonymousId)}`);
  const bytes = await res.text();
  if (res.status() !== 200) throw new Error(`GET /api/sandbox/sink answered ${res.status()}: ${bytes.slice(0, 300)}`);
  return { answer: JSON.parse(bytes) as SinkAnswer, bytes };
}

/** A tracking row as the client sent it: `{ event, anonymousId, correlationId, ...payload }` (nulls left out). */
export function reassemble(row: SinkRow): Record<string, unknown> {
  return {
    event: row.event,
    ...(row.anonymousId === null ? {} : { anonymousId: row.anonymousId }),
    ...(row.correlationId === null ? {} : { correlationId: row.correlationId }),
    ...row.payload,
  };
}

export interface ParsedRows {
  events: TrackingEvent[];
  /** Each tracking row the contract refuses: its position, name and the contract's first complaints. */
  invalid: { index: number; event: string; issues: string[] }[];
}

/** The tracking rows (error rows passed over), each reassembled and parsed by the contract's `TrackingEvent`. */
export function parseTrackingRows(rows: readonly SinkRow[]): ParsedRows {
  const out: ParsedRows = { events: [], invalid: [] };
  rows.forEach((row, index) => {
    if (row.sink !== 'tracking') return;
    const parsed = TrackingEvent.safeParse(reassemble(row));
    if (parsed.success) out.events.push(parsed.data);
    else
      out.invalid.push({
        index,
        event: row.event,
        issues: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`),
      });
  });
  return out;
}

/** How many rows of each event name, names sorted. */
export function countByName(rows: readonly { event: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { event } of [...rows].sort((a, b) => a.event.localeCompare(b.event)))
    counts[event] = (counts[event] ?? 0) + 1;
  return counts;
}

/**
 * Where `names` breaks the order `chain` asks, or null: each name of the chain must occur, and the first occurrence of
 * each after the first occurrence of the one before it.
 */
export function orderBreak(names: readonly string[], chain: readonly string[]): string | null {
  let previous = -1;
  for (const [i, name] of chain.entries()) {
    const at = names.indexOf(name);
    if (at < 0) return `${name} never arrived`;
    if (at < previous) return `${name} (at ${at}) arrived before ${chain[i - 1]} (at ${previous})`;
    previous = at;
  }
  return null;
}

/** Whether `wanted` occurs in `seen` in order, other items between allowed; `same` compares (by default `===`). */
export function inOrder<T, W = T>(
  seen: readonly T[],
  wanted: readonly W[],
  same: (item: T, want: W) => boolean = (a, b) => (a as unknown) === b,
): boolean {
  let i = 0;
  for (const item of seen) if (i < wanted.length && same(item, wanted[i])) i += 1;
  return i === wanted.length;
}

/**
 * Whether a replayed text is the shown one, some of it masked: as long, each character the same or, where the shown
 * one is not a space, an asterisk (the recorder masks a typed value or a personal-looking run character for character).
 */
export function maskedMatch(replayed: string, shown: string): boolean {
  if (replayed.length !== shown.length) return false;
  for (let i = 0; i < shown.length; i += 1)
    if (replayed[i] !== shown[i] && !(replayed[i] === '*' && /\S/.test(shown[i]))) return false;
  return true;
}

/** A seeded personal value: `digits` also searches its digits alone (a phone, a card, a birth date). */
export interface Seeded {
  label: string;
  value: string;
  digits?: boolean;
}

/**
 * The strings that betray a seeded value, lower-cased: the value itself, its digits alone when asked (at least six,
 * so a short one cannot match by chance), and a US date's ISO form.
 */
export function needlesOf(seeds: readonly Seeded[]): { label: string; needle: string }[] {
  const out: { label: string; needle: string }[] = [];
  for (const { label, value, digits } of seeds) {
    out.push({ label, needle: value.toLowerCase() });
    const only = value.replace(/\D/g, '');
    if (digits && only.length >= 6 && only !== value) out.push({ label: `${label} (digits)`, needle: only });
    const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
    if (us) out.push({ label: `${label} (ISO)`, needle: `${us[3]}-${us[1]}-${us[2]}` });
  }
  return out;
}

/** The seeded values found in `text` (case-insensitive), by label; none for a clean text. */
export function leaksIn(text: string, seeds: readonly Seeded[]): string[] {
  const lower = text.toLowerCase();
  return needlesOf(seeds)
    .filter(({ needle }) => lower.includes(needle))
    .map(({ label }) => label);
}

/** Where each seeded value occurs in `text`: its label and up to 160 characters around it, for a failure's message. */
export function leakExcerpts(text: string, seeds: readonly Seeded[]): string[] {
  const lower = text.toLowerCase();
  return needlesOf(seeds).flatMap(({ label, needle }) => {
    const at = lower.indexOf(needle);
    return at < 0 ? [] : [`${label}: ...${text.slice(Math.max(0, at - 120), at + needle.length + 40)}...`];
  });
}

/** A card number the payment checks take (Luhn), from 15 digits of its start. */
export function withLuhnDigit(start: string): string {
  const digits = start.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** The recordings' size and length: stored bytes of their events, the span of their timestamps, bytes a minute. */
export function recordingFigures(recordings: readonly SinkRecording[]) {
  const events = recordings.flatMap((r) => r.events) as { timestamp?: unknown }[];
  const bytes = recordings.reduce((n, r) => n + Buffer.byteLength(JSON.stringify(r.events)), 0);
  const stamps = events.map((e) => e.timestamp).filter((t): t is number => typeof t === 'number');
  const durationMs = stamps.length ? Math.max(...stamps) - Math.min(...stamps) : 0;
  return {
    chunks: recordings.length,
    events: events.length,
    bytes,
    durationMs,
    bytesPerMinute: durationMs > 0 ? Math.round(bytes / (durationMs / 60_000)) : 0,
  };
}

/** The chunks of each recording, in sequence, the recordings in the order their first chunk arrived. */
export function recordingsInOrder(recordings: readonly SinkRecording[]): { recordingId: string; events: unknown[] }[] {
  const ids = [...new Set(recordings.map((r) => r.recordingId))];
  return ids.map((recordingId) => ({
    recordingId,
    events: recordings
      .filter((r) => r.recordingId === recordingId)
      .sort((a, b) => a.sequence - b.sequence)
      .flatMap((r) => r.events),
  }));
}
