import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { warmLocaleData } from './warmLocaleData';

describe('warmLocaleData', () => {
  it("asks for the browser's language, in a later task", async () => {
    const asked: string[][] = [];
    const env = {
      Intl: {
        DateTimeFormat: {
          supportedLocalesOf: (l: string[]) => {
            asked.push(l);
            return l;
          },
        } as never,
      },
      navigator: { language: 'fr-CA' },
    };
    const warmed = warmLocaleData(env);
    expect(asked).toEqual([]);
    await warmed;
    expect(asked).toEqual([['fr-CA']]);
  });

  it('property: any language, well-formed or not, full Unicode and very long, never throws', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 5000 }), fc.constantFrom('en-US', '', 'x-private')),
        async (language) => {
          await expect(warmLocaleData({ Intl, navigator: { language } })).resolves.toBeUndefined();
        },
      ),
      { numRuns: 50 },
    );
  });
});
