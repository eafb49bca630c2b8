import { describe, expect, it } from 'vitest';
import { propertyScreenCounts, screenCounts } from './bindScreens';
import { questionsToFirstQuote } from './screenCount';

// Issue 28: the count of screens from the first question to the first quote and to purchase success, for a
// one-driver, one-vehicle shopper in Texas, must not grow. These are budgets: lower them when a change shortens the
// journey; a change that lengthens it fails here and has to say why in a decision.
// 30: a Texan is agency eligible and the smsEnable rule texts them a code, so the phone and its verification (spec 000
// section 4: shown if agency eligible) follow email (docs/decisions/0094).
const QUESTIONS_TO_FIRST_QUOTE = 30;
const POST_QUOTE_SCREENS: Record<string, number> = {
  safeco: 19,
  libertymutual: 14,
  branch: 16,
  root: 18,
  fasttrack: 3,
};
/** Issue 31: a one-occupant home owner's and renter's (the sample shoppers), the same for every carrier. */
const PROPERTY_POST_QUOTE_SCREENS: Record<string, number> = { 'home owner': 15, renter: 13 };

describe('screens a one-driver, one-vehicle shopper in Texas sees', () => {
  const questions = questionsToFirstQuote();

  it(`answers at most ${QUESTIONS_TO_FIRST_QUOTE} questions before the quotes`, () => {
    expect(questions.length, questions.join(' > ')).toBeLessThanOrEqual(QUESTIONS_TO_FIRST_QUOTE);
    // One vehicle and one driver: each asked once.
    expect(questions.filter((n) => n.startsWith('year~'))).toEqual(['year~1']);
    expect(questions.filter((n) => n.startsWith('name~'))).toEqual(['name~1']);
  });

  it('sees no more screens from the quote card to purchase success than before, per carrier', () => {
    const counts = screenCounts().filter((c) => c.household === '1 driver, 1 vehicle');
    expect(counts.map((c) => c.carrier).sort()).toEqual(Object.keys(POST_QUOTE_SCREENS).sort());
    for (const c of counts) expect(c.screens, c.slugs.join(' > ')).toBeLessThanOrEqual(POST_QUOTE_SCREENS[c.carrier]);
  });

  it('a home owner and a renter see no more screens from the quote card to purchase success than before', () => {
    for (const c of propertyScreenCounts())
      expect(c.screens, `${c.carrier}, ${c.household}: ${c.slugs.join(' > ')}`).toBeLessThanOrEqual(
        PROPERTY_POST_QUOTE_SCREENS[c.household],
      );
  });
});
