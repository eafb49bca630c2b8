import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, waitFor, type AnyStateNode } from 'xstate';
import { registerResults } from './resultsSlot';
import { readQueryParams } from '../../app/queryParams';
import '../intake/intake.live';
import { intakeChunk } from '../intake/intakeSlot';
import { freshUser } from '../intake/freshUser';
import type { FirstScreen } from '../intake/questionView';
import { appMachine, type AppInput } from './app.machine';
import { runApp } from './testHarness';
import { sameScreen, selectIntakeRef, selectPath, selectResultsRef, selectScreen } from './app.selectors';

// The one route selector (src/ui/App.tsx renders what it returns): the screen to show, read from the app's
// `screen:*` tags and its context, over every state of the app machine.

const start = { params: readQueryParams({}), hashFirstSegment: '' };
const returning = { userId: '3b241101-e2bb-4255-8caf-4136c566a962', token: 'v1.token' };
const failing = fromPromise<never>(() => Promise.reject(new Error('chunk failed')));

/** The app with every call waiting, the intake chunk here unless `chunk` says otherwise. */
const run = (input: AppInput, actors: Record<string, unknown> = {}, chunk = true) => runApp(input, { actors, chunk });

/** The first question's view as the build writes it beside the page. */
function firstScreen(): FirstScreen {
  const actor = run({ start });
  const view = intakeChunk().selectQuestionView(selectIntakeRef(actor.getSnapshot())!.getSnapshot())!;
  const path = selectPath(actor.getSnapshot());
  actor.stop();
  return { flowId: 'defaultAuto', path, view, required: 'Please choose one.' };
}

/** A saved shopper whose answers can be rated (a state, a vehicle's year, a driver's birthdate). */
function rateableUser() {
  const user = freshUser({ start, flowId: 'defaultAuto' });
  user.autoPolicy.policy.state = 'TX';
  user.autoPolicy.vehicles[0].year = '2019';
  user.autoPolicy.operators[0].birthdate = '1990-01-01';
  return user;
}

const screenOf = (actor: ReturnType<typeof run>) => selectScreen(actor.getSnapshot());

describe('selectScreen', () => {
  it('shows the question of the running intake, and the pages over it, telling a shopper with answers they are kept', () => {
    const actor = run({ start });
    expect(screenOf(actor)).toEqual({ kind: 'question', intake: selectIntakeRef(actor.getSnapshot()), line: 'auto' });
    actor.send({ type: 'ROUTE_NOT_FOUND', path: '/nowhere' });
    expect(screenOf(actor)).toEqual({ kind: 'notFound', path: '/nowhere', hasAnswers: false });
    actor.send({ type: 'ROUTE_FOUND' });
    selectIntakeRef(actor.getSnapshot())!.send({ type: 'SUBMIT', answer: 'Yes' });
    actor.send({ type: 'ROUTE_NOT_FOUND', path: '/nowhere' });
    expect(screenOf(actor)).toEqual({ kind: 'notFound', path: '/nowhere', hasAnswers: true });
    actor.send({ type: 'SHOW_PAGE', page: 'glbaNotice', path: '/glba-notice' });
    expect(screenOf(actor)).toEqual({ kind: 'infoPage', page: 'glbaNotice' });
    actor.send({ type: 'ROUTE_FOUND' });
    expect(screenOf(actor).kind).toBe('question');
    actor.stop();
  });

  it("shows the build's first question while the intake chunk loads, and when it did not load, with a retry", async () => {
    const first = firstScreen();
    const waiting = run({ start, first }, {}, false);
    expect(screenOf(waiting)).toMatchObject({ kind: 'waitingQuestion', first, view: { error: null } });
    waiting.stop();
    const offline = run({ start, first }, { loadIntake: failing }, false);
    await waitFor(offline, (s) => s.matches({ intake: 'intakeUnavailable' }));
    expect(screenOf(offline)).toMatchObject({ kind: 'waitingQuestion', view: { error: { retry: true } } });
    offline.stop();
  });

  it('shows a loader, or the connection error, while the intake chunk is missing on a page that brought no question', async () => {
    const waiting = run({ start }, {}, false);
    expect(screenOf(waiting)).toEqual({ kind: 'intakeLoading' });
    waiting.stop();
    const offline = run({ start }, { loadIntake: failing }, false);
    await waitFor(offline, (s) => selectScreen(s).kind === 'intakeUnavailable');
    offline.stop();
  });

  it("loads a returning shopper's answers, then the results: loading, unavailable, and the chart with the saved link", async () => {
    const loading = run({ start, returning });
    expect(screenOf(loading)).toEqual({ kind: 'loadingUser' });
    loading.stop();
    const found = fromPromise(async () => rateableUser());
    const quotes = run({ start, returning }, { fetchReturningUser: found });
    await waitFor(quotes, (s) => s.matches('quotes'));
    expect(screenOf(quotes)).toEqual({ kind: 'resultsLoading' });
    quotes.stop();
    const unavailable = run({ start, returning }, { fetchReturningUser: found, loadResults: failing });
    await waitFor(unavailable, (s) => selectScreen(s).kind === 'resultsUnavailable');
    unavailable.stop();
    // The chunk's load registers the line's chart (createApp.ts preloadResults): here, a chart that only runs.
    const loaded = fromPromise(async () => registerResults('auto', { machine: createMachine({ id: 'results' }) }));
    const results = run({ start, returning }, { fetchReturningUser: found, loadResults: loaded });
    await waitFor(results, (s) => selectScreen(s).kind === 'results');
    expect(screenOf(results)).toEqual({
      kind: 'results',
      results: selectResultsRef(results.getSnapshot()),
      saved: returning,
    });
    results.stop();
  });

  it('gives every state a screen by its tag: each leaf state of the app machine but the passing ones has one', () => {
    const leaves = (node: AnyStateNode): AnyStateNode[] =>
      Object.keys(node.states).length ? Object.values(node.states).flatMap(leaves) : [node];
    const passing = ['app.start', 'app.intake.choosing'];
    for (const leaf of leaves(appMachine.root)) {
      const screens = leaf.tags.filter((t) => t.startsWith('screen:'));
      expect(screens, leaf.id).toHaveLength(passing.includes(leaf.id) ? 0 : 1);
    }
  });

  it('compares screens by what they render: a new object for the same screen is the same', () => {
    const view = firstScreen().view;
    const first = firstScreen();
    expect(sameScreen({ kind: 'intakeLoading' }, { kind: 'intakeLoading' })).toBe(true);
    expect(
      sameScreen({ kind: 'waitingQuestion', view, first }, { kind: 'waitingQuestion', view: { ...view }, first }),
    ).toBe(true);
    expect(
      sameScreen(
        { kind: 'waitingQuestion', view, first },
        { kind: 'waitingQuestion', view: { ...view, phase: 'checking' }, first },
      ),
    ).toBe(false);
    expect(sameScreen({ kind: 'resultsLoading' }, { kind: 'resultsUnavailable' })).toBe(false);
  });
});
