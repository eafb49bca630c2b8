import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { AppShell } from './layouts/AppShell';
import { Banner } from './components/Banner';
import { Loader } from './components/Loader';
import { START_ERROR_MESSAGES as ERROR_MESSAGES, START_ERROR_TITLES as ERROR_TITLES } from '../domain/startErrors';
import { QuestionScreen } from './screens/QuestionScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { InfoPageScreen } from './screens/InfoPageScreen';
import { useAppActor } from './AppActorContext';
import { ErrorScreen } from './screens/ErrorScreen';
import {
  headerPhoneNumber,
  selectHeaderPhoneNumber,
  selectIntakeRef,
  selectPostQuotesPhoneNumber,
  selectRatecallOfResults,
  selectResultsRef,
  selectWaitingView,
} from '../machines/app/app.selectors';
import { firstAnswerCheck, sameView, selectPhoneNumber } from '../machines/intake/questionView';
import { DEFAULT_PHONE_NUMBER } from '../domain/config';

// The results screens are the last thing a shopper sees: their own chunk, fetched while the questions are answered.
export const loadQuotesScreen = () => import('./screens/ResultsScreen');
const ResultsScreen = lazy(() => loadQuotesScreen().then((m) => ({ default: m.ResultsScreen })));

// The root view: which screen shows is read from the app snapshot, never decided here.
export function App() {
  const app = useAppActor();
  const overlay = useSelector(app, (s) => s.context.overlay);
  const intake = useSelector(app, selectIntakeRef);
  const results = useSelector(app, selectResultsRef);
  const quotesPage = useSelector(app, (s) =>
    s.matches({ quotes: 'RESULTS_UNAVAILABLE' }) ? 'unavailable' : s.matches('quotes') ? 'loading' : null,
  );
  // Only a shopper who has answered something is told their answers are kept.
  const hasAnswers = useSelector(
    app,
    (s) => s.context.result !== null || (selectIntakeRef(s)?.getSnapshot().context.visited.length ?? 0) > 1,
  );
  const notice = useSelector(app, (s) => s.context.notice);
  const saved = useSelector(
    app,
    (s) => s.context.result?.server,
    (a, b) => a?.token === b?.token,
  );
  const loadingUser = useSelector(app, (s) => s.matches('loadingReturningUser'));
  // The first question while the intake chunk loads (docs/decisions/0040); a loader when the page brought no view.
  const waitingView = useSelector(app, selectWaitingView, sameView);
  const first = useSelector(app, (s) => s.context.first);
  const waitingIntake = useSelector(
    app,
    (s) => s.matches({ intake: 'waitingForIntake' }) || s.matches({ intake: 'intakeUnavailable' }),
  );
  const intakeUnavailable = useSelector(app, (s) => s.matches({ intake: 'intakeUnavailable' }));
  // The intraflow number once the address-success chain found it; the default number until then (spec 000 section 4).
  // The finished intake's number stays on the results (app context: the intake child is gone by then).
  const intakePhone = useSelector(intake, (s) => (s ? selectPhoneNumber(s) : undefined));
  const keptPhone = useSelector(app, selectHeaderPhoneNumber);
  // In the post-quotes flow, the post-quotes number (the rate-call chart's GET_POST_QUOTE_RULES found it).
  const ratecall = useSelector(results, (s) => (s ? selectRatecallOfResults(s) : undefined));
  const postQuotesPhone = useSelector(ratecall, (s) => (s ? selectPostQuotesPhoneNumber(s) : undefined));
  const phoneNumber = headerPhoneNumber(
    { intake: intakePhone, postQuotes: postQuotesPhone, results: keptPhone },
    DEFAULT_PHONE_NUMBER,
  );
  return (
    <AppShell phoneNumber={phoneNumber}>
      {notice ? (
        <Banner
          tone="info"
          title={ERROR_MESSAGES[notice]}
          onRetry={() => app.send({ type: 'DISMISS_NOTICE' })}
          retryLabel="Dismiss"
        />
      ) : null}
      {loadingUser ? (
        // Its own key: the next wait's loader is a new one, not these words rewritten where they stand (a rewritten
        // centred line moves, a layout shift: issue 9).
        // Its words are the link's first paint and its largest text (issue 9: the largest paint at the first one).
        <Loader
          key="saved"
          label="Loading your saved quote"
          text="Loading your saved quote…"
          subtext="Welcome back. Your answers are saved: we are getting them and fresh quotes from the carriers, which takes a few seconds."
        />
      ) : overlay?.page === 'notFound' ? (
        <NotFoundScreen
          path={overlay.path}
          hasAnswers={hasAnswers}
          onContinue={() => app.send({ type: 'ROUTE_FOUND' })}
        />
      ) : overlay ? (
        <InfoPageScreen page={overlay.page} onContinue={() => app.send({ type: 'ROUTE_FOUND' })} />
      ) : results ? (
        <Suspense fallback={<Loader label="Loading your quotes" text="Loading your quotes…" />}>
          <ResultsScreen results={results} onEdit={() => app.send({ type: 'EDIT_ANSWERS' })} saved={saved} />
        </Suspense>
      ) : quotesPage === 'unavailable' ? (
        <ErrorScreen
          kind="general"
          title={ERROR_TITLES.results_error}
          message={ERROR_MESSAGES.results_error}
          onRetry={() => app.send({ type: 'RETRY' })}
          onEdit={() => app.send({ type: 'EDIT_ANSWERS' })}
        />
      ) : quotesPage === 'loading' ? (
        <Loader label="Loading your quotes" text="Loading your quotes…" />
      ) : intake ? (
        <QuestionScreen intake={intake} />
      ) : waitingView && first ? (
        <QuestionScreen
          waiting={{
            view: waitingView,
            check: firstAnswerCheck(first),
            send: (event) => {
              if (event.type === 'SUBMIT' || event.type === 'RETRY') app.send(event);
            },
          }}
        />
      ) : intakeUnavailable ? (
        <ErrorScreen
          kind="general"
          title={ERROR_TITLES.network_error}
          message={ERROR_MESSAGES.network_error}
          onRetry={() => app.send({ type: 'RETRY' })}
        />
      ) : waitingIntake ? (
        <Loader label="Loading the questions" text="Loading…" />
      ) : null}
    </AppShell>
  );
}
