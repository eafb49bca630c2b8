import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PropertyUser } from '../../contract/property';
import { isRentersUser, propertyPolicyOf } from '../../contract/property';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../domain/errors';
import { lowestPriceKey, type Offer, offersOf } from '../../domain/offers';
import { isBindCarrierFor, policyTypeOfShopper } from '../bind/bind.types';
import type { RatecallMachine } from '../ratecall/ratecall.machine';
import type { ResultsErrorKind } from '../results/results.types';
import type { HomeResultsMachine } from './homeResults.machine';

// What the home results screens show, from a home results snapshot (its tags are the contract with the UI).

type Snapshot = SnapshotFrom<HomeResultsMachine>;

export type HomeResultsPage = 'loading' | 'quotes' | 'ads' | 'redirect' | 'error' | 'online';

export interface HomeResultsView {
  page: HomeResultsPage;
  /** "home", "townhome", "condo" or "renters": the words of the page's heading. */
  policy: string;
  offers: Offer[];
  quoteCount: number;
  /** Partners or ads still being asked. */
  fetching: boolean;
  pending: number;
  lowestKey: string | null;
  /** Evertree's quote page, once the chart sends the shopper there. */
  redirect: string | null;
  phoneNumber: string | null;
  /** The auto bundle offer (docs/decisions/0085): a card on the page, a pop-up, or none. */
  bundle: 'page' | 'popUp' | null;
  error: { kind: ResultsErrorKind; title: string; message: string } | null;
}

export function selectHomePage(s: Snapshot): HomeResultsPage {
  if (s.hasTag('page:error')) return 'error';
  if (s.hasTag('step:online')) return 'online';
  if (s.hasTag('step:evertreeRedirect')) return 'redirect';
  if (s.hasTag('state:loading')) return 'loading';
  return s.hasTag('step:homeResults') ? 'ads' : 'quotes';
}

/** The policy as the shopper chose it, in lower case (renters for a renters user). */
export const policyWord = (user: PropertyUser): string =>
  isRentersUser(user) ? 'renters' : propertyPolicyOf(user).policy.policyType.toLowerCase();

export function selectHomeResultsView(s: Snapshot): HomeResultsView {
  const c = s.context;
  // Only a carrier with the home or renters chains sells online (decision 0088); any other quote goes on at its
  // carrier's site or by phone.
  const policyType = policyTypeOfShopper(c.user);
  const quotes = c.quotes.map((q) =>
    q.onlineBind && !isBindCarrierFor(policyType, q.carrierId) ? { ...q, onlineBind: false } : q,
  );
  const offers = offersOf(quotes, c.ads, c.offers, 'monthly');
  const error = c.error
    ? { kind: c.error.kind, title: ERROR_TITLES[c.error.code], message: ERROR_MESSAGES[c.error.code] }
    : null;
  return {
    page: selectHomePage(s),
    policy: policyWord(c.user),
    offers,
    quoteCount: offers.filter((o) => o.kind === 'quote').length,
    fetching: c.quoteStatus === 'InProgress' || c.adStatus === 'InProgress',
    pending: c.carriers.filter((x) => x.status === 'asking').length,
    lowestKey: lowestPriceKey(offers),
    redirect: c.redirect,
    phoneNumber: c.phoneNumber,
    bundle: s.hasTag('bundle:page') ? 'page' : s.hasTag('bundle:popUp') ? 'popUp' : null,
    error,
  };
}

/** Two views show the same when their parts do (the selector's equality: no re-render for an unchanged view). */
export function sameHomeView(a: HomeResultsView, b: HomeResultsView): boolean {
  return (
    a.page === b.page &&
    a.policy === b.policy &&
    a.fetching === b.fetching &&
    a.pending === b.pending &&
    a.redirect === b.redirect &&
    a.phoneNumber === b.phoneNumber &&
    a.bundle === b.bundle &&
    a.error?.title === b.error?.title &&
    a.offers.length === b.offers.length &&
    a.offers.every((o, i) => o.key === b.offers[i].key)
  );
}

/** The rate-call chart the shopper continued online with (the ONLINE state's child), while it runs. */
export function selectHomeOnlineRef(s: Snapshot): ActorRefFrom<RatecallMachine> | undefined {
  return s.children.ratecall as ActorRefFrom<RatecallMachine> | undefined;
}
