import { useSelector } from '@xstate/react';
import { AppShell } from '../ui/layouts';
import { QuestionScreen } from './screens/QuestionScreen';
import { QuotesScreen } from './screens/QuotesScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { useAppActor } from './AppActorContext';
import { selectIntakeRef, selectRatecallRef } from '../machines/app/app.selectors';

// The root view: which screen shows is read from the app snapshot, never decided here.
export function App() {
  const app = useAppActor();
  const notFound = useSelector(app, (s) => s.context.notFoundPath);
  const intake = useSelector(app, selectIntakeRef);
  const ratecall = useSelector(app, selectRatecallRef);
  return (
    <AppShell>
      {notFound ? (
        <NotFoundScreen path={notFound} onContinue={() => app.send({ type: 'ROUTE_FOUND' })} />
      ) : ratecall ? (
        <QuotesScreen ratecall={ratecall} onEdit={() => app.send({ type: 'EDIT_ANSWERS' })} />
      ) : intake ? (
        <QuestionScreen intake={intake} />
      ) : null}
    </AppShell>
  );
}
