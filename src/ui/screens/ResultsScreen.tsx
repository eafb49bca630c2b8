import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { greeting, Loader } from '../components/Loader';
import { ProgressBar } from '../components/ProgressBar';
import { MAX_COMPARED, OFFERS_ONLY_TITLE, SORT_LABELS, SORTS, type SortBy, quoteCountTitle } from '../../domain/offers';
import { ComparisonView } from './ResultsScreenComparison';
import type { ResultsMachine } from '../../machines/results/results.machine';
import { sameView, selectOnlineRef, selectResultsView } from '../../machines/results/results.selectors';
import { ErrorScreen } from './ErrorScreen';
import { QuoteList } from './QuoteList';
import { SponsoredOffers } from './SponsoredOffers';
import { QuickViewScreen } from './QuickViewScreen';
import { BundleOffers, PurchaseBundleOffer } from './BundleOffers';
import { type HomeBundle, homeBundleOf } from '../../domain/bundle';
import { QUICK_VIEW_PATH } from '../../domain/constants';
import { SavedQuoteLink } from './SavedQuoteLink';
import { SpecialOfferCard } from './SpecialOfferCard';
import { lemonadeOfferOf, sameOffer } from '../../domain/specialOffer';
import { Button } from '../components/Button';
import { warmLocaleData } from '../../app/warmLocaleData';
import { yieldToMain } from '../../app/yieldToMain';
import './ResultsScreen.css';

// The screens built on react-aria (the extras modal, the post-quote online screens) load when they open: the results a
// returning link opens then never evaluate react-aria and the later fields on the way (issue 9: a long task less).
const OnlineScreen = lazy(() => import('./OnlineScreen').then((m) => ({ default: m.OnlineScreen })));
// The extras modal's react-aria asks for the browser's locale data as it is evaluated: loaded off the page's thread (a
// worker) first (app/warmLocaleData.ts). Its chunk is then evaluated in two tasks, the larger half of react-aria first.
const ExtrasDialog = lazy(async () => {
  await warmLocaleData();
  await import('./extrasAriaFirst');
  await yieldToMain();
  const { ExtrasDialog } = await import('./ExtrasDialog');
  return { default: ExtrasDialog };
});

// /quotes and /results (spec 001 sections 2 and 4): the loader, then the clickwall where each carrier's card appears
// as it answers, ads beside them; /error's variants; and the carrier the shopper continued online with.

export interface ResultsScreenProps {
  results: ActorRefFrom<ResultsMachine>;
  onEdit: () => void;
  /** From a bundle offer on to another line's quotes (the app's START_LINE). */
  onStartLine: (line: 'home', bundle: HomeBundle) => void;
  /** The server copy of the answers, for the returning-user link. */
  saved?: { userId?: string; token?: string };
  /** carrierOffer=lemonade: Lemonade's special offer, with its redirect URL, first on the results (decision 0099). */
  specialOffer?: boolean;
}

/** The loader's car (spec 001 section 2: a car image), drawn inline. */
function CarImage() {
  return (
    <svg className="qf-loader-car" viewBox="0 0 120 48" width="120" height="48" aria-hidden="true" focusable="false">
      <path
        d="M10 34 L18 20 Q22 14 30 14 L78 14 Q86 14 92 20 L102 30 Q112 31 112 38 L112 40 L10 40 Z"
        fill="currentColor"
      />
      <circle cx="32" cy="40" r="7" fill="#fff" stroke="currentColor" strokeWidth="4" />
      <circle cx="90" cy="40" r="7" fill="#fff" stroke="currentColor" strokeWidth="4" />
    </svg>
  );
}

function ResultsLoader({ progress, firstName }: { progress: number; firstName?: string }) {
  return (
    <div className="qf-results__loader">
      <CarImage />
      <ProgressBar value={Math.min(99, progress)} label="Getting quotes" />
      <Loader
        label="Getting your quotes"
        eyebrow={greeting('Buckle up', firstName)}
        text="Your quotes are en route!"
        subtext="Getting your lowest rate..."
      />
    </div>
  );
}

export function ResultsScreen({ results, onEdit, onStartLine, saved, specialOffer = false }: ResultsScreenProps) {
  const view = useSelector(results, selectResultsView, sameView);
  const offer = useSelector(results, (s) => (specialOffer ? lemonadeOfferOf(s.context.quotes) : null), sameOffer);
  const firstName = useSelector(results, (s) => s.context.user.autoPolicy.operators[0]?.firstName);
  const online = useSelector(results, selectOnlineRef);
  const homeBundle = useSelector(results, (s) => homeBundleOf(s.context.user));
  const extrasOpen = useSelector(results, (s) => s.hasTag('modal:extras'));
  const heading = useRef<HTMLHeadingElement>(null);
  // When the loader is due to go (`covered`: it stands in for the clickwall), the cards are rendered in a deferred
  // pass, which React renders in slices, yielding between them (a machine's update renders in one task otherwise): the
  // loader stays until they are ready.
  const covered = useDeferredValue(view.covered) || view.covered;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the new heading whenever the page changes
  useEffect(() => heading.current?.focus(), [view.page, covered]);

  if (view.page === 'online' && online) {
    return (
      <Suspense fallback={<Loader label="Loading your offer" text="Loading your offer…" />}>
        <OnlineScreen ratecall={online} onBack={() => results.send({ type: 'BACK_TO_QUOTES' })} />
        {homeBundle ? (
          <PurchaseBundleOffer ratecall={online} bundle={homeBundle} onStart={() => onStartLine('home', homeBundle)} />
        ) : null}
      </Suspense>
    );
  }
  if (view.page === 'error' && view.error) {
    return (
      <div className="qf-results">
        {view.loader ? <ResultsLoader progress={view.progress} firstName={firstName} /> : null}
        <ErrorScreen
          kind={view.error.kind}
          title={view.error.title}
          message={view.error.message}
          onRetry={() => results.send({ type: 'RETRY' })}
          onEdit={onEdit}
        />
      </div>
    );
  }
  if (view.page === 'quickView') return <QuickViewScreen offers={view.offers} quotesPath="/quotes" />;
  if (covered) {
    return (
      <section className="qf-results" aria-labelledby="results-title">
        <h1 id="results-title" ref={heading} tabIndex={-1} className="visually-hidden">
          Getting your quotes
        </h1>
        <ResultsLoader progress={view.progress} firstName={firstName} />
      </section>
    );
  }
  const fetching = view.quoteStatus === 'InProgress' || view.adStatus === 'InProgress';
  const hasQuotes = view.quoteCount > 0;
  const quotes = view.offers.filter((o) => o.kind === 'quote');
  const ads = view.offers.filter((o) => o.kind === 'ad');
  return (
    <section className="qf-results qf-results--wide" aria-labelledby="results-title">
      <div className="qf-results__intro">
        <h1 id="results-title" ref={heading} tabIndex={-1}>
          {hasQuotes ? quoteCountTitle(view.quoteCount) : OFFERS_ONLY_TITLE}
        </h1>
        <p className="qf-results__summary">{view.summary}</p>
        <p className="qf-results__status" role="status">
          {fetching
            ? `Still getting quotes${view.pending ? ` from ${view.pending} more carrier${view.pending === 1 ? '' : 's'}` : ''}…`
            : 'All carriers have answered.'}
        </p>
      </div>
      {hasQuotes ? (
        <div className="qf-results__tools">
          <SortChoice sort={view.sort} onChange={(by) => results.send({ type: 'SORT', by })} />
          <CompareBar count={view.compared.length} onOpen={() => results.send({ type: 'OPEN_COMPARISON' })} />
        </div>
      ) : null}
      {view.comparing ? (
        <ComparisonView
          quotes={view.compared.flatMap((key) => quotes.find((o) => o.key === key) ?? [])}
          onClose={() => results.send({ type: 'CLOSE_COMPARISON' })}
          onContinue={(carrierId, quoteId) => results.send({ type: 'CONTINUE_ONLINE', carrierId, quoteId })}
        />
      ) : null}
      {offer ? <SpecialOfferCard offer={offer} /> : null}
      <QuoteList
        quotes={quotes}
        lowestKey={view.lowestKey}
        compare={{ compared: view.compared, onToggle: (key) => results.send({ type: 'TOGGLE_COMPARE', key }) }}
        onContinue={(carrierId, quoteId) => results.send({ type: 'CONTINUE_ONLINE', carrierId, quoteId })}
      />
      <SponsoredOffers ads={ads} />
      <BundleOffers results={results} onStartLine={onStartLine} />
      {!fetching && ads.length ? (
        <p>
          <a className="qf-results__link" href={`#${QUICK_VIEW_PATH}`}>
            See only the offers you can open right away
          </a>
        </p>
      ) : null}
      <div className="qf-results__end">
        <Button variant="secondary" onPress={onEdit}>
          Review my answers
        </Button>
        <SavedQuoteLink saved={saved} />
      </div>
      {extrasOpen ? (
        <Suspense fallback={null}>
          <ExtrasDialog results={results} />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * The sort shown and choosable (monthly payment or paid in full): the card's large price follows it. Native radios
 * drawn as a segmented control (no react-aria on the results: issue 9); arrow keys move between them.
 */
function SortChoice({ sort, onChange }: { sort: SortBy; onChange: (by: SortBy) => void }) {
  return (
    <fieldset className="qf-segmented">
      <legend className="qf-segmented__legend">Sort quotes by, lowest first</legend>
      <div className="qf-segmented__options">
        {SORTS.map((by) => (
          <label key={by} className="qf-segmented__option">
            <input
              className="qf-segmented__input"
              type="radio"
              name="results-sort"
              value={by}
              checked={sort === by}
              onChange={() => onChange(by)}
            />
            <span className="qf-segmented__label">{SORT_LABELS[by]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** How many quotes are ticked to compare, and the button that opens the comparison (two or three). */
function CompareBar({ count, onOpen }: { count: number; onOpen: () => void }) {
  return (
    <div className="qf-results__compare-bar">
      <p className="qf-results__compare-count" aria-live="polite">
        {count === 0
          ? `Tick Compare on up to ${MAX_COMPARED} quotes to see them side by side.`
          : `${count} of ${MAX_COMPARED} quotes ticked to compare.`}
      </p>
      {count >= 2 ? (
        <Button variant="secondary" onPress={onOpen}>
          Compare {count} quotes
        </Button>
      ) : null}
    </div>
  );
}
