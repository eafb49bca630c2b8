import { getShortestPaths } from 'xstate/graph';
import { getNextSnapshot, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { appMachine } from '../../src/machines/app/app.machine';
import '../../src/machines/intake/intake.live';
import '../../src/machines/home/intake.live';
import { registerResults } from '../../src/machines/app/resultsSlot';
import { resultsMachine } from '../../src/machines/results/results.machine';
import { homeResultsMachine } from '../../src/machines/homeResults/homeResults.machine';
import { initialUser } from '../../src/machines/intake/initialUser';
import { PRODUCT_LINES, lineOfFlow } from '../../src/machines/products';
import { readStartExperiments } from '../../src/machines/intake/startGraph';
import { hashFirstSegment, readQueryParams } from '../../src/app/queryParams';
import { shortestPathToComplete } from './paths';
import { autoParts, homeIntakeModel, homeParts, intakeModel } from './intakeModel';

// The root machine's model: start (fresh or returning), the intake's completion, and the ways back from quotes.

type Snapshot = SnapshotFrom<typeof appMachine>;
type Event = EventFromLogic<typeof appMachine>;

// Each line's results chart chunk, as the app's loadResults would have registered it (their own models are
// resultsModel.ts and homeResultsModel.ts).
registerResults('auto', { machine: resultsMachine });
registerResults('home', { machine: homeResultsMachine });

/** Every registered line's flows with their entries (the URL each data file gives). */
const LINE_FLOWS = [autoParts, homeParts].flatMap((line) => Object.values(line.flows));
/** Every registered flow id, as the app machine has a state for each. */
const FLOW_IDS = PRODUCT_LINES.flatMap((line) => line.flowIds as readonly string[]);

const returning = { userId: '3b241101-e2bb-4255-8caf-4136c566a962', token: 'v1.token' };

/** What the experiments call answers: the values each registered flow's entry names, and all defaults. */
const experimentOutputs = [{}, ...LINE_FLOWS.map((flow) => flow.entry.experiments).filter((x) => x !== undefined)].map(
  (values) => ({ values: readStartExperiments(values), defaulted: {}, failure: null }),
);
const experimentsDone = (output: unknown) => ({ type: 'xstate.done.actor.experiments', output }) as unknown as Event;

/** The app before the intake chunk is here: its guard says so until the chunk's load is done. */
const waitingForChunk = appMachine.provide({ guards: { intakeLoaded: () => false } });

export function appPaths() {
  const finished = shortestPathToComplete(intakeModel('defaultAuto')).state.context;
  const server = { userId: returning.userId, token: returning.token };
  const output = { user: finished.user, server };
  // A home flow finishes with a home shopper (the home line's own walk to its end).
  const homeOutput = { user: shortestPathToComplete(homeIntakeModel('defaultHome')).state.context.user, server };
  const events = (s: Snapshot): Event[] => {
    if (s.matches('loadingReturningUser')) {
      return [
        { type: 'xstate.done.actor.fetchReturningUser', output: finished.user },
        // A link saved before the answers could be rated reopens the questions.
        { type: 'xstate.done.actor.fetchReturningUser', output: initialUser() },
        { type: 'xstate.error.actor.fetchReturningUser', error: { code: 'user_not_found', status: 404 } },
        // The server (or its database) briefly down: the same link works later.
        { type: 'xstate.error.actor.fetchReturningUser', error: { code: 'user_not_found', status: 503 } },
      ] as unknown as Event[];
    }
    // A bundle's flow and its results lead back to the results it was started from.
    const back: Event[] = s.context.origin !== null ? [{ type: 'BACK_TO_ORIGIN' }] : [];
    if (s.matches('intake'))
      return [
        {
          type: 'xstate.done.actor.intake',
          output: lineOfFlow(s.context.flowId).id === 'home' ? homeOutput : output,
        } as unknown as Event,
        // The experiments answer once per start: each registered flow's experiment values, and every default.
        ...(s.context.experiments === null ? experimentOutputs.map(experimentsDone) : []),
        ...back,
      ];
    if (s.matches({ quotes: 'LOADING_RESULTS' }))
      return [
        { type: 'xstate.done.actor.loadResults' },
        { type: 'xstate.error.actor.loadResults', error: new Error('chunk failed') },
      ] as unknown as Event[];
    if (s.matches({ quotes: 'RESULTS_UNAVAILABLE' })) return [{ type: 'RETRY' }, { type: 'EDIT_ANSWERS' }];
    if (s.matches('quotes'))
      return [
        { type: 'EDIT_ANSWERS' },
        { type: 'NAVIGATE', node: 'zipcode~1' },
        // The auto results' "Get your home quote" (the auto-to-home bundle) starts the home transition flow; the home
        // results' auto offer starts auto's default flow.
        lineOfFlow(s.context.flowId).id === 'auto'
          ? ({ type: 'START_LINE', line: 'home', bundle: 'autoToHome' } as const)
          : ({ type: 'START_LINE', line: 'auto', bundle: 'homeToAuto' } as const),
        ...back,
      ];
    return [];
  };
  const serializeState = (s: Snapshot) =>
    JSON.stringify([
      s.value,
      s.context.flowId,
      s.context.experiments !== null,
      s.context.result !== null,
      s.context.notice,
      s.context.bundle !== null,
      s.context.origin !== null,
    ]);
  // Fresh, returning, and one start per registered flow of every line, entered by the URL its data file gives.
  const entries = LINE_FLOWS.map((flow) => flow.entry);
  const inputs = [
    undefined,
    { returning },
    ...entries.map((e) => ({
      start: {
        params: readQueryParams({ search: e.search, hash: e.hash }),
        hashFirstSegment: hashFirstSegment(e.hash),
      },
    })),
  ];
  const shortest = inputs.flatMap((input) =>
    // Each with its input, so a replay (ruleCoverage.ts) starts where it started.
    getShortestPaths(appMachine, { events, serializeState, input, limit: 1000 }).map((p) => ({ ...p, input })),
  );
  // The start page's first question before the intake chunk is here (docs/decisions/0040): the chunk not loaded yet.
  const waitingEvents = (s: Snapshot): Event[] =>
    s.matches({ intake: 'waitingForIntake' })
      ? ([
          { type: 'SUBMIT', answer: 'Yes' },
          { type: 'xstate.done.actor.loadIntake' },
          { type: 'xstate.error.actor.loadIntake', error: new Error('chunk failed') },
        ] as unknown as Event[])
      : s.matches({ intake: 'intakeUnavailable' })
        ? [{ type: 'RETRY' }, { type: 'SUBMIT', answer: 'No' }]
        : [];
  const waitingShortest = getShortestPaths(waitingForChunk, {
    events: waitingEvents,
    serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.held]),
    limit: 100,
  });
  // Plus one step from each: a retry goes back to a state already reached, so shortest paths never take it.
  const waiting = [
    ...waitingShortest,
    ...waitingShortest.flatMap((p) =>
      waitingEvents(p.state).map((event) => {
        const next = getNextSnapshot(waitingForChunk, p.state, event);
        return { ...p, state: next, steps: [...p.steps, { state: next, event }], weight: p.steps.length + 1 };
      }),
    ),
  ];
  // Plus one step from each: both ways out of quotes end in the same state, so shortest paths hold only one.
  return [
    ...waiting,
    ...shortest,
    ...shortest.flatMap((p) =>
      events(p.state).map((event) => {
        const next = getNextSnapshot(appMachine, p.state, event);
        return { ...p, state: next, steps: [...p.steps, { state: next, event }], weight: p.steps.length + 1 };
      }),
    ),
  ];
}

/** Transitions are counted as (state, event, next state): both ways out of quotes lead back to the intake. */
export function appCoverage(paths: ReturnType<typeof appPaths>) {
  const top = (v: unknown) => (typeof v === 'string' ? v : Object.keys(v as object)[0]);
  const quotesStates = Object.keys(appMachine.root.states.quotes.states).map((q) => `quotes.${q}`);
  const nodes = [
    ...Object.keys(appMachine.root.states),
    'intake.waitingForIntake',
    'intake.intakeUnavailable',
    ...FLOW_IDS.map((id) => `intake.${id}`),
    ...quotesStates,
  ];
  const transitions = [
    'start>intake',
    'start>loadingReturningUser',
    'loadingReturningUser>xstate.done.actor.fetchReturningUser>intake',
    'loadingReturningUser>xstate.done.actor.fetchReturningUser>quotes',
    'quotes>xstate.done.actor.loadResults>quotes',
    'quotes>xstate.error.actor.loadResults>quotes',
    'quotes>RETRY>quotes',
    'loadingReturningUser>xstate.error.actor.fetchReturningUser>intake',
    'intake>xstate.done.actor.intake>quotes',
    'quotes>EDIT_ANSWERS>intake',
    'quotes>NAVIGATE>intake',
    'quotes>START_LINE>intake.transitionHome',
    'quotes>START_LINE>intake.defaultAuto',
    'intake>BACK_TO_ORIGIN>quotes',
    'quotes>BACK_TO_ORIGIN>quotes',
    'intake>xstate.done.actor.experiments>intake',
    'intake.waitingForIntake>SUBMIT>intake.waitingForIntake',
    'intake.waitingForIntake>xstate.done.actor.loadIntake>intake.defaultAuto',
    'intake.waitingForIntake>xstate.error.actor.loadIntake>intake.intakeUnavailable',
    'intake.intakeUnavailable>RETRY>intake.waitingForIntake',
    'intake.intakeUnavailable>SUBMIT>intake.waitingForIntake',
    ...FLOW_IDS.map((id) => `intake.choosing>intake.${id}`),
  ];
  const reached = new Set<string>();
  const covered = new Set<string>();
  for (const p of paths) {
    p.steps.forEach((step, i) => {
      const to = top(step.state.value);
      reached.add(to);
      const flow = step.state.matches('intake') ? (step.state.value as { intake: string }).intake : null;
      if (step.state.matches('quotes')) reached.add(`quotes.${(step.state.value as { quotes: string }).quotes}`);
      if (flow) {
        // Entering the intake passes `choosing`, whose eventless choice lands on the flow's state.
        reached.add(`intake.${flow}`);
        covered.add(`intake.choosing>intake.${flow}`);
      }
      if (i === 0) {
        // The initial microstep leaves `start` at once: which way it went is the first settled state.
        reached.add('start');
        covered.add(`start>${to}`);
      } else {
        covered.add(`${top(p.steps[i - 1].state.value)}>${step.event.type}>${to}`);
        // Within the intake: its own states (waiting for the chunk, the chunk unavailable, a flow).
        const sub = (v: unknown) => {
          const inner = (v as { intake?: unknown }).intake;
          return typeof inner === 'string' ? `intake.${inner}` : top(v);
        };
        covered.add(`${sub(p.steps[i - 1].state.value)}>${step.event.type}>${sub(step.state.value)}`);
      }
    });
  }
  return {
    machine: appMachine.id,
    nodes: { reached: nodes.filter((n) => reached.has(n)).length, total: nodes.length },
    transitions: { covered: transitions.filter((t) => covered.has(t)).length, total: transitions.length },
  };
}
