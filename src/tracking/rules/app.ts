import { formContextOf, formTypeOf } from '../context';
import type { ObservedTransition, TrackingPayload, TrackingRule, TrackingSession } from '../types';

// The app chart's rules (spec 001 section 7): the pages it shows itself when a chunk does not load. The intake's and
// the results' own screens are their machines' rules.

const flowIdOf = (t: ObservedTransition): string | undefined => {
  const id = t.after.context.flowId;
  return typeof id === 'string' && id ? id : undefined;
};

function unavailable(
  t: ObservedTransition,
  session: TrackingSession,
  state: string,
  formType: string,
  errorType: string,
) {
  const flowId = flowIdOf(t);
  if (!flowId) return [];
  const formName = formType === 'results' ? 'results' : flowId;
  return [
    {
      event: 'FormErrored',
      formContext: formContextOf({ formName, formType, brand: session.brand }),
      stepContext: {
        stepName: state,
        stepId: state,
        stepNumber: 1,
        stepType: formType === 'results' ? 'results' : 'question',
      },
      errorType,
    } as TrackingPayload,
  ];
}

export const APP_RULES: TrackingRule[] = [
  {
    id: 'app.intakeUnavailable',
    sink: 'tracking',
    event: 'FormErrored',
    marketing: false,
    kind: 'app',
    trigger: { on: 'enterState', path: 'intake.intakeUnavailable' },
    description: "The questions' chunk did not load (offline): the first question says so and offers a retry.",
    spec: '001-7',
    build: (t, session) =>
      unavailable(
        t,
        session,
        'intake.intakeUnavailable',
        formTypeOf(flowIdOf(t) ?? '', undefined),
        'intake_unavailable',
      ),
  },
  {
    id: 'app.resultsUnavailable',
    sink: 'tracking',
    event: 'FormErrored',
    marketing: false,
    kind: 'app',
    trigger: { on: 'enterState', path: 'quotes.RESULTS_UNAVAILABLE' },
    description: "The results' chunk did not load (offline): the page says so and offers a retry.",
    spec: '001-7',
    build: (t, session) => unavailable(t, session, 'quotes.RESULTS_UNAVAILABLE', 'results', 'results_unavailable'),
  },
];
