import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, referenceBody } from './referenceReply';

describe('reference answers', () => {
  it('derive a quoted ETag from the JSON: equal data, equal tag; other data, another tag', () => {
    const makes = referenceBody([{ label: 'Acura' }, { label: 'BMW' }]);
    expect(makes.json).toBe('[{"label":"Acura"},{"label":"BMW"}]');
    expect(makes.etag).toMatch(/^"[\w-]{27}"$/);
    expect(referenceBody([{ label: 'Acura' }, { label: 'BMW' }]).etag).toBe(makes.etag);
    expect(referenceBody([{ label: 'Acura' }]).etag).not.toBe(makes.etag);
  });

  it('match If-None-Match weakly, in a list, or as *; never when absent or different', () => {
    const { etag } = referenceBody([]);
    for (const header of [etag, `W/${etag}`, ` "x" , ${etag}`, '*']) {
      expect(matchesIfNoneMatch(header, etag), header).toBe(true);
    }
    for (const header of [undefined, '', '"x"', etag.slice(1, -1), `W/"x", "y"`]) {
      expect(matchesIfNoneMatch(header, etag), header).toBe(false);
    }
  });
});
