import { describe, expect, it } from 'vitest';
import { checksOf, walkSchemas } from '../../../contract/walkSchemas';
import { questions } from '.';

// The browser loads zod/mini with no locale (docs/decisions/0008): a check without a message of its own would tell
// the shopper only "Invalid input". A value of the wrong type never reaches a schema: the forms build the answer.
describe('the question catalogue', () => {
  it('gives every check a shopper can fail a message of its own', () => {
    const bare = Object.entries(questions).flatMap(([id, q]) =>
      walkSchemas([q.schema]).flatMap((schema) =>
        checksOf(schema)
          .filter((c) => c.check !== 'overwrite' && !(c as { error?: unknown }).error)
          .map((c) => `${id}: ${c.check}`),
      ),
    );
    expect(bare).toEqual([]);
  });
});
