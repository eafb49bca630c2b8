import { postQuotesRouting } from './resultsSlot';

// The URL of each results page (spec 001 section 2), from the results snapshot and the rate-call chart inside it.
// While online, the post-quote screens' paths come from the results chunk (src/machines/ratecall/ratecall.routes.ts,
// registered with the chart): the chains' slugs are not the start page's to load.

interface Tagged {
  hasTag(tag: string): boolean;
}
export interface ResultsSnapshotLike extends Tagged {
  context: { quoteStatus: string; chosen: { carrierId: string } | null };
  children: Record<string, unknown>;
}
interface RatecallLike extends Tagged {
  context: { errors: { route: string | null } };
}

const ratecallOf = (s: ResultsSnapshotLike): RatecallLike | undefined =>
  (s.children.ratecall as { getSnapshot(): RatecallLike } | undefined)?.getSnapshot();

import { QUICK_VIEW_PATH } from '../../domain/startConstants';

export const HOME_QUOTES_PATH = '/home/quotes';
export const HOME_RESULTS_PATH = '/home/results';

/** `postQuotesPrefix`: the running product line's (src/machines/products). */
export function resultsPathOf(s: ResultsSnapshotLike, postQuotesPrefix: string): string {
  if (s.hasTag('page:error')) return '/error';
  // The home line's results (docs/decisions/0082): ads alone are /home/results, the clickwall /home/quotes.
  if (s.hasTag('step:homeResults')) return HOME_RESULTS_PATH;
  if (s.hasTag('step:homeQuotes') || s.hasTag('step:evertreeRedirect')) return HOME_QUOTES_PATH;
  if (s.hasTag('step:quickView')) return QUICK_VIEW_PATH;
  if (s.hasTag('step:online')) {
    const carrier = s.context.chosen?.carrierId ?? 'carrier';
    const rc = ratecallOf(s);
    // "Did not receive {carrier} in RC1 quotes": the single-carrier page.
    if (!rc || rc.hasTag('step:quotes')) return `/${carrier}/quotes`;
    const onErrorPage = ['step:carrierRejected', 'step:postQuotesError', 'step:rcError'].some((t) => rc.hasTag(t));
    if (onErrorPage && rc.context.errors.route) return rc.context.errors.route;
    const routing = postQuotesRouting();
    return routing ? routing.pathOf(carrier, rc) : `${postQuotesPrefix}/${carrier}/1/post-quotes-landing`;
  }
  // The agency clickwall and its quotes are /quotes; ads alone (no agency experience) are the /results page.
  return s.context.quoteStatus === 'Idle' && s.hasTag('step:results') ? '/results' : '/quotes';
}
