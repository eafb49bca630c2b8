import type { RecordingEvent } from '../../src/contract/recording';
import { scrubText } from './privacy';

// The session recorder's chunks as the sink stores them (issue 33, docs/decisions/0104). The page masks every input
// and every personal text before rrweb hands an event over (src/tracking/recording/record.ts); the server cannot
// unmask anything, so it only makes sure nothing unmasked slips through: an input's value that is not masked (rrweb
// writes a masked value as asterisks) is masked here, and every string has personal-looking values (emails, phones,
// cards, SSNs, dates, VINs) redacted and the characters PostgreSQL cannot store replaced.

/** Deeper than this is no DOM a page of ours builds: refused with a 400 rather than walked. */
export const MAX_EVENT_DEPTH = 400;

/** rrweb's EventType.IncrementalSnapshot and IncrementalSource.Input: `data.text` is what an input holds. */
const INCREMENTAL_SNAPSHOT = 3;
const INPUT_SOURCE = 5;

const MASKED = /^\**$/;
const mask = (value: string) => (MASKED.test(value) ? value : '*'.repeat(Math.min(value.length, 64)));

// NUL and unpaired surrogates: PostgreSQL's jsonb refuses both.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const storable = (s: string) => s.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATE, '\ufffd');

export class TooDeep extends Error {
  constructor(readonly field: string) {
    super(`${field}: nested deeper than ${MAX_EVENT_DEPTH} levels`);
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Step {
  from: unknown;
  into: Record<string, Json> | Json[];
  key: string | number;
  depth: number;
  isAttributes: boolean;
  inAttributes: boolean;
}

/**
 * A scrubbed copy of one event (`field` names it in a refusal, `events.3`): walked without recursion, so a deep DOM
 * cannot overflow the stack; throws TooDeep past MAX_EVENT_DEPTH.
 */
export function scrubRecordingEvent(event: RecordingEvent, field: string): Record<string, unknown> {
  const root: { value: Json } = { value: null };
  // isAttributes: `from` is an element's attributes (a snapshot node's, a mutation's); inAttributes: its parent is.
  const stack: Step[] = [
    {
      from: event,
      into: root as Record<string, Json>,
      key: 'value',
      depth: 0,
      isAttributes: false,
      inAttributes: false,
    },
  ];
  while (stack.length > 0) {
    const { from, into, key, depth, isAttributes, inAttributes } = stack.pop() as Step;
    const put = (v: Json) => {
      (into as Record<string | number, Json>)[key] = v;
    };
    if (typeof from === 'string') {
      put(inAttributes && key === 'value' ? mask(from) : scrubText(storable(from)));
    } else if (typeof from === 'number') {
      put(Number.isFinite(from) ? from : null);
    } else if (typeof from === 'boolean' || from === null) {
      put(from);
    } else if (typeof from === 'object') {
      if (depth >= MAX_EVENT_DEPTH) throw new TooDeep(field);
      if (Array.isArray(from)) {
        const copy: Json[] = new Array(from.length).fill(null);
        put(copy);
        from.forEach((item, i) => {
          stack.push({ from: item, into: copy, key: i, depth: depth + 1, isAttributes: false, inAttributes: false });
        });
      } else {
        const copy: Record<string, Json> = {};
        put(copy);
        for (const [k, v] of Object.entries(from as Record<string, unknown>)) {
          if (v === undefined) continue;
          stack.push({
            from: v,
            into: copy,
            key: storable(k),
            depth: depth + 1,
            isAttributes: k === 'attributes',
            inAttributes: isAttributes,
          });
        }
      }
    }
    // undefined, functions, symbols: not JSON, dropped.
  }
  const out = root.value as Record<string, Json>;
  // An input event's text is the field's value: masked in the page; masked again here if it is not.
  const data = out.data;
  if (
    out.type === INCREMENTAL_SNAPSHOT &&
    data &&
    typeof data === 'object' &&
    !Array.isArray(data) &&
    data.source === INPUT_SOURCE &&
    typeof data.text === 'string'
  ) {
    data.text = mask(data.text);
  }
  return out;
}

/** The bytes a chunk costs against the recording quota: its events as stored, plus a row's fixed allowance. */
export function chunkBytes(events: unknown[]): number {
  return 100 + Buffer.byteLength(JSON.stringify(events));
}
