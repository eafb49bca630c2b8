import { useSelector } from '@xstate/react';
import { AppShell } from '../ui/layouts';
import { QuestionScreen } from './screens/QuestionScreen';
import { QuotesScreen } from './screens/QuotesScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { InfoPageScreen } from './screens/InfoPageScreen';
import { useAppActor } from './AppActorContext';
import { selectIntakeRef, selectRatecallRef } from '../machines/app/app.selectors';

// The root view: which screen shows is read from the app snapshot, never decided here.
export function App() {
  const app = useAppActor();
  const overlay = useSelector(app, (s) => s.context.overlay);
  const intake = useSelector(app, selectIntakeRef);
  const ratecall = useSelector(app, selectRatecallRef);
  return (
    <AppShell>
      {overlay?.page === 'notFound' ? (
        <NotFoundScreen path={overlay.path} onContinue={() => app.send({ type: 'ROUTE_FOUND' })} />
      ) : overlay ? (
        <InfoPageScreen page={overlay.page} onContinue={() => app.send({ type: 'ROUTE_FOUND' })} />
      ) : ratecall ? (
        <QuotesScreen ratecall={ratecall} onEdit={() => app.send({ type: 'EDIT_ANSWERS' })} />
      ) : intake ? (
        <QuestionScreen intake={intake} />
      ) : null}
    </AppShell>
  );
}
