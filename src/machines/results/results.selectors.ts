import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../domain/errors';
import {
  DEFAULT_OFFER_RULES,
  comparedOf,
  lowestPriceKey,
  type Offer,
  offersOf,
  quotedSummary,
  type SortBy,
} from '../../domain/offers';
import { isBindCarrierFor } from '../bind/bind.types';
import type { RatecallMachine } from '../ratecall/ratecall.machine';
import type { ResultsMachine } from './results.machine';
import type { FetchStatus, ResultsErrorKind } from './results.types';
import { extraQuestion, extrasProgress } from './extras';
import type { ChoiceOption } from '../intake/intake.types';

// What the results screens show, from a results snapshot (DESIGN section 4: tags are the contract with the UI).

type Snapshot = SnapshotFrom<ResultsMachine>;

export type ResultsPage = 'loading' | 'results' | 'quickView' | 'online' | 'error';

export interface ResultsView {
  page: ResultsPage;
  loader: boolean;
  /**
   * The loader stands in for the clickwall: while the results load, and on the results until it hides (spec 001
   * section 2: 1.8 s after routing to it), so the cards that answered meanwhile appear together where it was
   * (issue 9: no layout shift; docs/decisions/0039).
   */
  covered: boolean;
  progress: number;
  offers: Offer[];
  quoteCount: number;
  sort: SortBy;
  quoteStatus: FetchStatus;
  adStatus: FetchStatus;
  /** Carriers still being asked. */
  pending: number;
  /** What was quoted, in a line ("7 quotes for 1 driver and 1 vehicle in Austin, TX, Medium coverage"). */
  summary: string;
  /** The cheapest quote's key as sorted (its "Lowest price" badge), null with no quote. */
  lowestKey: string | null;
  /** The quotes ticked to compare that are shown, in the order ticked. */
  compared: string[];
  /** The side-by-side comparison is open. */
  comparing: boolean;
  error: { kind: ResultsErrorKind; title: string; message: string } | null;
}

export function selectPage(s: Snapshot): ResultsPage {
  if (s.hasTag('page:error')) return 'error';
  if (s.hasTag('step:online')) return 'online';
  if (s.hasTag('step:quickView')) return 'quickView';
  if (s.hasTag('step:results')) return 'results';
  return 'loading';
}

export function selectResultsView(s: Snapshot): ResultsView {
  const c = s.context;
  const offers = offersOf(c.quotes, c.ads, c.rules.offers, c.sort);
  const error = c.error
    ? { kind: c.error.kind, title: ERROR_TITLES[c.error.code], message: ERROR_MESSAGES[c.error.code] }
    : null;
  const page = selectPage(s);
  return {
    page,
    loader: c.loader,
    covered: page === 'loading' || (page === 'results' && c.loader),
    progress: c.progress,
    offers,
    quoteCount: offers.filter((o) => o.kind === 'quote').length,
    sort: c.sort,
    quoteStatus: c.quoteStatus,
    adStatus: c.adStatus,
    pending: c.carriers.filter((x) => x.status === 'asking').length,
    summary: quotedSummary({
      quotes: offers.filter((o) => o.kind === 'quote').length,
      drivers: c.user.autoPolicy.operators.length,
      vehicles: c.user.autoPolicy.vehicles.length,
      city: c.user.autoPolicy.policy.city,
      state: c.user.autoPolicy.policy.state,
      tier: c.user.autoPolicy.policy.coverageTier,
    }),
    lowestKey: lowestPriceKey(offers),
    compared: comparedOf(c.compared, c.quotes, c.ads, c.rules.offers),
    comparing: c.comparing,
    error,
  };
}

/** Views are equal when what is drawn is: the offers by key, the figures and the page. */
export function sameView(a: ResultsView, b: ResultsView): boolean {
  return (
    a.page === b.page &&
    a.loader === b.loader &&
    a.progress === b.progress &&
    a.sort === b.sort &&
    a.quoteStatus === b.quoteStatus &&
    a.adStatus === b.adStatus &&
    a.pending === b.pending &&
    a.comparing === b.comparing &&
    a.compared.join() === b.compared.join() &&
    a.error?.kind === b.error?.kind &&
    a.offers.length === b.offers.length &&
    a.offers.every((o, i) => o.key === b.offers[i].key)
  );
}

/** The rate-call chart the shopper continued online with. */
export function selectOnlineRef(s: Snapshot): ActorRefFrom<RatecallMachine> | undefined {
  return s.children.ratecall as ActorRefFrom<RatecallMachine> | undefined;
}

export interface ExtrasView {
  open: boolean;
  /** 0 to 100: the share of the modal's questions answered. */
  progress: number;
  questions: { id: string; title: string; options: ChoiceOption[]; value: string | undefined }[];
}

/** The results modal's extra questions (extras.ts): open while the chart's extras region is OPEN. */
export function selectExtras(s: Snapshot): ExtrasView {
  const { user, extras } = s.context;
  const questions = extras.flatMap((id) => {
    const q = extraQuestion(id);
    return q ? [{ id, title: q.title, options: q.options, value: q.read(user) }] : [];
  });
  return { open: s.hasTag('modal:extras'), progress: extrasProgress(user, extras), questions };
}

export const sameExtras = (a: ExtrasView, b: ExtrasView) =>
  a.open === b.open &&
  a.progress === b.progress &&
  a.questions.length === b.questions.length &&
  a.questions.every((q, i) => q.id === b.questions[i].id && q.value === b.questions[i].value);

export interface BundleView {
  /** Where the renters offers show: beside the results, in a pop-up, or not at all. */
  display: 'page' | 'popUp' | null;
  /** Still fetching the renters quotes or ads. */
  fetching: boolean;
  /** The renters quotes (bought on their own site: no "Continue online" from the auto results) and ads. */
  offers: Offer[];
  /** The pop-up's words: editableBundlePopUpCopy's renters copy, else the default (DEFAULT_BUNDLE_COPY). */
  copy: { headline: string; body: string | null; cta: string };
}

/** The bundle offers' own words, where editableBundlePopUpCopy gives none (or a copy for another product). */
export const DEFAULT_BUNDLE_COPY: BundleView['copy'] = {
  headline: 'Bundle renters insurance with your car',
  body: null,
  cta: 'See all renters quotes',
};

/** The renters half of a bundle (spec 001 section 1), from the chart's bundle region. */
export function selectBundle(s: Snapshot): BundleView {
  const b = s.context.bundle;
  const shown = s.hasTag('bundle:shown');
  const fetching = b.display !== null && (b.quoteStatus === 'InProgress' || b.adStatus === 'InProgress');
  if (!shown && !fetching) return { display: null, fetching: false, offers: [], copy: DEFAULT_BUNDLE_COPY };
  // A renters quote continues online where its carrier sells renters online (decision 0088); others go on elsewhere.
  const quotes = b.quotes.map((q) =>
    q.onlineBind && !isBindCarrierFor('renters', q.carrierId) ? { ...q, onlineBind: false } : q,
  );
  // The rule's copy is the pop-up's, and only a renters copy fits the renters offers beside the auto results.
  const copy =
    b.display === 'popUp' && b.copy?.productType === 'renters'
      ? { headline: b.copy.headline, body: b.copy.body, cta: b.copy.cta }
      : DEFAULT_BUNDLE_COPY;
  return {
    display: b.display,
    fetching,
    offers: offersOf(quotes, b.ads, DEFAULT_OFFER_RULES, s.context.sort),
    copy,
  };
}

export const sameBundle = (a: BundleView, b: BundleView) =>
  a.display === b.display &&
  a.fetching === b.fetching &&
  a.copy.headline === b.copy.headline &&
  a.copy.body === b.copy.body &&
  a.copy.cta === b.copy.cta &&
  a.offers.length === b.offers.length &&
  a.offers.every((o, i) => o.key === b.offers[i].key);
