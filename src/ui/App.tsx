import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { AppShell } from './layouts/AppShell';
import { EmbeddedAppShell } from './layouts/EmbeddedShell';
import { Banner } from './components/Banner';
import { Loader } from './components/Loader';
import { START_ERROR_MESSAGES as ERROR_MESSAGES, START_ERROR_TITLES as ERROR_TITLES } from '../domain/startErrors';
import { QuestionScreen } from './screens/QuestionScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { InfoPageScreen } from './screens/InfoPageScreen';
import { useAppActor } from './AppActorContext';
import { ErrorScreen } from './screens/ErrorScreen';
import { BackToOrigin } from './screens/BackToOrigin';
import {
  headerPhoneNumber,
  selectHeaderPhoneNumber,
  selectIntakeRef,
  selectOriginQuotes,
  selectPostQuotesPhoneNumber,
  selectRatecallOfResults,
  selectResultsPhoneNumber,
  selectResultsRef,
  selectScreen,
  selectBrand,
  sameScreen,
  type Screen as AppScreen,
  selectSavedUser,
} from '../machines/app/app.selectors';
import { firstAnswerCheck, selectPhoneNumber } from '../machines/intake/questionView';
import { DEFAULT_PHONE_NUMBER } from '../domain/config';
import type { BrandId } from '../domain/brandId';
import { useBrand } from './layouts/useBrand';

// The results screens are the last thing a shopper sees: their own chunk, fetched while the questions are answered.
export const loadQuotesScreen = () => import('./screens/ResultsScreen');
const ResultsScreen = lazy(() => loadQuotesScreen().then((m) => ({ default: m.ResultsScreen })));
const HomeResultsScreen = lazy(() =>
  import('./screens/HomeResultsScreen').then((m) => ({ default: m.HomeResultsScreen })),
);

// The root view: which screen shows is read from the app snapshot, never decided here.
/** Two saved users alike: the same id and token (a new object each snapshot must not re-render the page). */
const sameSavedUser = (a: { userId: string; token: string } | null, b: { userId: string; token: string } | null) =>
  a === b || (a !== null && b !== null && a.userId === b.userId && a.token === b.token);

export function App() {
  const app = useAppActor();
  const screen = useSelector(app, selectScreen, sameScreen);
  const intake = useSelector(app, selectIntakeRef);
  const results = useSelector(app, selectResultsRef);
  const notice = useSelector(app, (s) => s.context.notice);
  const origin = useSelector(app, selectOriginQuotes);
  // The intraflow number once the address-success chain found it; the default number until then (spec 000 section 4).
  // The finished intake's number stays on the results (app context: the intake child is gone by then).
  const intakePhone = useSelector(intake, (s) => (s ? selectPhoneNumber(s) : undefined));
  const keptPhone = useSelector(app, selectHeaderPhoneNumber);
  // On the home results, the results number their chart found (spec 001 section 7: policyType home, results).
  const resultsPhone = useSelector(results, selectResultsPhoneNumber);
  // In the post-quotes flow, the post-quotes number (the rate-call chart's GET_POST_QUOTE_RULES found it).
  const ratecall = useSelector(results, (s) => (s ? selectRatecallOfResults(s) : undefined));
  const postQuotesPhone = useSelector(ratecall, (s) => (s ? selectPostQuotesPhoneNumber(s) : undefined));
  const bound = useSelector(ratecall, (s) => s?.hasTag('step:purchaseSuccess') ?? false);
  // The brand the URL decided (the start choice's facts); the Liberty-Mutual type's number is fixed (spec 001 s. 1).
  const brand = useSelector(app, selectBrand);
  const brandPhone = useBrand(brand).phone;
  const phoneNumber =
    brandPhone ??
    headerPhoneNumber(
      { intake: intakePhone, postQuotes: postQuotesPhone, results: resultsPhone ?? keptPhone },
      DEFAULT_PHONE_NUMBER,
    );
  // The embedded widget (spec 000 section 2: iframe or embedded with a siteSource) in its own layout (docs/decisions/0091).
  const Shell = useSelector(app, (s) => s.context.start.params.derived.embedded) ? EmbeddedAppShell : AppShell;
  // exp=navlinkout: the shell's navigation links open in a new tab (docs/decisions/0099).
  const navLinkOut = useSelector(app, (s) => s.context.start.params.derived.exp.navLinkOut);
  return (
    <Shell brand={brand} phoneNumber={phoneNumber} bound={bound} navLinkOut={navLinkOut}>
      {notice ? (
        <Banner
          tone="info"
          title={ERROR_MESSAGES[notice]}
          onRetry={() => app.send({ type: 'DISMISS_NOTICE' })}
          retryLabel="Dismiss"
        />
      ) : null}
      {origin ? <BackToOrigin line={origin} onBack={() => app.send({ type: 'BACK_TO_ORIGIN' })} /> : null}
      <Screen screen={screen} phoneNumber={phoneNumber} brand={brand} />
    </Shell>
  );
}

/** The screen the app snapshot selects (selectScreen); each sends its events to the app. */
function Screen({ screen, phoneNumber, brand }: { screen: AppScreen; phoneNumber: string; brand: BrandId }) {
  const app = useAppActor();
  const savedUser = useSelector(app, selectSavedUser, sameSavedUser);
  const found = () => app.send({ type: 'ROUTE_FOUND' });
  const retry = () => app.send({ type: 'RETRY' });
  const edit = () => app.send({ type: 'EDIT_ANSWERS' });
  // carrierOffer=lemonade: the auto results show Lemonade's special offer first (docs/decisions/0099).
  const lemonadeOffer = useSelector(app, (s) => s.context.start.params.derived.lemonadeOffer);
  switch (screen.kind) {
    case 'loadingUser':
      return (
        // Its own key: the next wait's loader is a new one, not these words rewritten where they stand (a rewritten
        // centred line moves, a layout shift: issue 9).
        // Its words are the link's first paint and its largest text (issue 9: the largest paint at the first one).
        <Loader
          key="saved"
          label="Loading your saved quote"
          text="Loading your saved quote…"
          subtext="Welcome back. Your answers are saved: we are getting them and fresh quotes from the carriers, which takes a few seconds."
        />
      );
    case 'notFound':
      return <NotFoundScreen path={screen.path} hasAnswers={screen.hasAnswers} onContinue={found} />;
    case 'infoPage':
      return <InfoPageScreen page={screen.page} onContinue={found} phoneNumber={phoneNumber} savedUser={savedUser} />;
    case 'results':
      return (
        <Suspense fallback={<Loader label="Loading your quotes" text="Loading your quotes…" />}>
          <ResultsScreen
            results={screen.results}
            onEdit={edit}
            onStartLine={(line, bundle) => app.send({ type: 'START_LINE', line, bundle })}
            saved={screen.saved}
            specialOffer={lemonadeOffer}
          />
        </Suspense>
      );
    case 'homeResults':
      return (
        <Suspense fallback={<Loader label="Loading your quotes" text="Loading your quotes…" />}>
          <HomeResultsScreen
            results={screen.results}
            onEdit={edit}
            onStartLine={(line, bundle) => app.send({ type: 'START_LINE', line, bundle })}
            saved={screen.saved}
          />
        </Suspense>
      );
    case 'resultsUnavailable':
      return (
        <ErrorScreen
          kind="general"
          title={ERROR_TITLES.results_error}
          message={ERROR_MESSAGES.results_error}
          onRetry={retry}
          onEdit={edit}
        />
      );
    case 'resultsLoading':
      return <Loader label="Loading your quotes" text="Loading your quotes…" />;
    case 'question':
      return <QuestionScreen intake={screen.intake} line={screen.line} brand={brand} />;
    case 'waitingQuestion':
      return (
        <QuestionScreen
          brand={brand}
          waiting={{
            view: screen.view,
            check: firstAnswerCheck(screen.first),
            send: (event) => {
              if (event.type === 'SUBMIT' || event.type === 'RETRY') app.send(event);
            },
          }}
        />
      );
    case 'intakeUnavailable':
      return (
        <ErrorScreen
          kind="general"
          title={ERROR_TITLES.network_error}
          message={ERROR_MESSAGES.network_error}
          onRetry={retry}
        />
      );
    case 'intakeLoading':
      return <Loader label="Loading the questions" text="Loading…" />;
    case 'none':
      return null;
  }
}
