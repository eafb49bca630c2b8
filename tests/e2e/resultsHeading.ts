import { OFFERS_ONLY_TITLE, quoteCountTitle } from '../../src/domain/offers';
import { escapeRegExp } from '../regexp';

// The settled results' h1, from the titles the results screen itself uses (src/domain/offers.ts), so a reworded
// heading changes one place. A walk cannot know how many carriers will price, so any count the sandbox can give.

const MAX_QUOTES = 99;
const anyOf = (titles: string[]) => new RegExp(`^(?:${titles.map(escapeRegExp).join('|')})$`);
const quoteTitles = Array.from({ length: MAX_QUOTES }, (_, i) => quoteCountTitle(i + 1));

/** "Your N auto insurance quote(s)", N from 1. */
export const QUOTES_HEADING = anyOf(quoteTitles);

/** The quotes' heading, or the offers' when only ads answered. */
export const RESULTS_HEADING = anyOf([...quoteTitles, OFFERS_ONLY_TITLE]);

export { OFFERS_ONLY_TITLE };
