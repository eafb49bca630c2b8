import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyJson, anyString, hostileString } from '../../tests/server/arbitraries';
import { RECORDING_BUFFER_EVENTS, RecordingChunkRequest } from './recording';
import { isContractText } from './textBounds';

// The recording chunk's contract (issue 33, docs/decisions/0104) on any input: full Unicode (NUL, lone surrogates,
// astral characters) and very long strings. An id is accepted exactly when it is storable text of 1 to 64 characters
// with something besides spaces; an event's own fields (rrweb's) are kept whatever they hold; a refusal names its field.

const valid = { anonymousId: 'anon', correlationId: 'corr', recordingId: 'rec', sequence: 0 };
const event = { type: 3, timestamp: 1_700_000_000_000 };

describe('RecordingChunkRequest', () => {
  it('accepts an id exactly when it is storable, trimmed-nonempty text of at most 64 characters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('anonymousId', 'correlationId', 'recordingId'),
        hostileString(80, 50_000),
        (key, id) => {
          const parsed = RecordingChunkRequest.safeParse({ ...valid, [key]: id, events: [event] });
          const expected = isContractText(id, 64) && id.trim().length > 0;
          expect(parsed.success).toBe(expected);
          if (!parsed.success) expect(parsed.error.issues[0].path[0]).toBe(key);
          else expect(parsed.data[key as 'anonymousId']).toBe(id.trim());
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps an event's own fields, any JSON and any text, as sent", () => {
    fc.assert(
      fc.property(
        fc.dictionary(anyString(12), anyJson({ maxDepth: 3 }), { maxKeys: 6 }),
        hostileString(),
        (rest, text) => {
          const e = { ...rest, data: { text }, type: 3, timestamp: 5 };
          const parsed = RecordingChunkRequest.safeParse({ ...valid, events: [e] });
          expect(parsed.success).toBe(true);
          // All but a `__proto__` key, which zod drops so that no parsed event can carry one.
          const kept = Object.fromEntries(Object.entries(e).filter(([key]) => key !== '__proto__'));
          if (parsed.success) expect(parsed.data.events[0]).toEqual(kept);
        },
      ),
      { numRuns: 200, examples: [[JSON.parse('{"__proto__":{"type":"x"},"constructor":{"prototype":1}}'), '']] },
    );
  });

  it('refuses an event without a whole numeric type or a timestamp, and more than 1,000 events, naming the field', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString(), fc.double(), fc.constant(null), anyJson()), (junk) => {
        const typeOk = typeof junk === 'number' && Number.isInteger(junk) && junk >= 0 && junk <= 99;
        const parsed = RecordingChunkRequest.safeParse({ ...valid, events: [event, { type: junk, timestamp: 1 }] });
        expect(parsed.success).toBe(typeOk);
        if (!parsed.success) expect(parsed.error.issues[0].path).toEqual(['events', 1, 'type']);
      }),
    );
    const many = Array.from({ length: RECORDING_BUFFER_EVENTS + 1 }, () => event);
    const parsed = RecordingChunkRequest.safeParse({ ...valid, events: many });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0].path).toEqual(['events']);
  });
});
