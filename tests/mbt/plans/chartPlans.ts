import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  getNextSnapshot,
} from 'xstate';
import { appMachine } from '../../../src/machines/app/app.machine';
import { ratecallMachine } from '../../../src/machines/ratecall/ratecall.machine';
import { resultsMachine } from '../../../src/machines/results/results.machine';
import { homeResultsMachine } from '../../../src/machines/homeResults/homeResults.machine';
import { homeResultsPaths } from '../homeResultsModel';
import { appPaths } from '../appModel';
import { ratecallPaths } from '../ratecallModel';
import { resultsPaths } from '../resultsModel';
import { shown } from './intakePlans';
import { type MachinePlans, type Requirement, stepRequirements, stepsOf } from './plan';
import { coveringWalks } from './walk';

// The charts' test plans (the app, the results, the rate-call lifecycle): covering walks over their generated paths,
// a transition being one of the chart's own (per event and guard, eventless ones included).

type S = AnyMachineSnapshot;
type E = AnyEventObject;

const nodesOf = (s: S) => (s as unknown as { _nodes: AnyStateNode[] })._nodes;

/** Every transition the chart defines, eventless (`always`) ones included, with a readable id. */
export function transitionsOf(machine: AnyStateMachine) {
  const ids = new Map<AnyTransitionDefinition, string>();
  const walk = (n: AnyStateNode) => {
    const list = [...n.transitions.values()].flat().concat(n.always ?? []);
    list.forEach((t, i) => {
      const guard = t.guard ? ` [${typeof t.guard === 'object' && 'type' in t.guard ? t.guard.type : 'guard'}]` : '';
      const to = (t.target ?? []).map((x) => x.id).join(',') || '(stays)';
      ids.set(t, `${n.id} ${t.eventType || 'always'}${guard} -> ${to} #${i + 1}`);
    });
    for (const child of Object.values(n.states)) walk(child);
  };
  walk(machine.root);
  return ids;
}

/**
 * The transitions a macrostep takes: the event's, then each eventless one (or a region's completion) it passed: its
 * source left, its targets entered (read off the snapshots before and after, without re-running the step).
 */
function takenBy(machine: AnyStateMachine, ids: Map<AnyTransitionDefinition, string>) {
  const eventless = [...ids.keys()].filter(
    (x) => (x.eventType === '' || x.eventType.startsWith('xstate.done.state.')) && (x.target ?? []).length > 0,
  );
  return (before: S, event: E, after: S): AnyTransitionDefinition[] => {
    const taken = [...machine.getTransitionData(before, event)];
    const was = new Set(nodesOf(before));
    const now = new Set(nodesOf(after));
    const entered = new Set(taken.flatMap((t) => t.target ?? []));
    for (const x of eventless)
      if (
        !now.has(x.source) &&
        (x.target ?? []).every((n) => now.has(n) && !was.has(n)) &&
        (entered.has(x.source) || [...entered].some((n) => x.source.id.startsWith(`${n.id}.`)))
      )
        taken.push(x);
    return taken;
  };
}

/** What decides a chart's way on, as the graph merges states: its value and its context (actor refs left out). */
const keyOf = (s: S) =>
  JSON.stringify([s.value, s.context], (_k, v: unknown) =>
    v && typeof v === 'object' && 'send' in v && typeof (v as { send: unknown }).send === 'function' ? undefined : v,
  );

/** An event as a tester sees it happen. */
function actionOf(e: E): { action: string; input: string } {
  const type = e.type;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return { action: `The ${done[1]} call answers`, input: clip(shown(e.output ?? '')) };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) {
    const code = (e.error as { code?: string } | undefined)?.code ?? String(e.error);
    return { action: `The ${error[1]} call fails (${code})`, input: 'x-sandbox-fault (server/README.md)' };
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return { action: `Wait (${after[1]} passes)`, input: '' };
  const words = type.toLowerCase().replace(/_/g, ' ');
  const { type: _t, ...rest } = e;
  return {
    action: `${words[0].toUpperCase()}${words.slice(1)}`,
    input: Object.keys(rest).length ? clip(shown(rest)) : '',
  };
}

/** A long answer (a carrier's whole quote) cut to what a tester checks at a glance. */
const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);

/** The pages a chart's screen tags stand for, in a tester's words (the app's selectScreen reads the same tags). */
const SCREENS: Record<string, string> = {
  'screen:question': 'a question of the intake',
  'screen:loadingUser': "the loader while a returning shopper's answers load",
  'screen:waitingForIntake': 'the first question, its answer kept while the app loads',
  'screen:intakeUnavailable': 'the page saying the questions could not load, with Try again',
  'screen:resultsLoading': 'the quotes loader',
  'screen:resultsUnavailable': 'the page saying the quotes could not load, with Try again',
  'screen:results': 'the quotes page',
  'step:resultsLoading': 'the quotes loader',
  'step:results': 'the quotes page',
  'step:quickView': "a quote's quick view",
  'step:online': 'the online purchase under way',
  'step:rc1Loading': "the loader while the carrier's quote loads",
  'step:quotes': "the carrier's quote",
  'step:noQuotes': 'the page saying the carrier has no quote',
  'step:postQuotesLoading': 'the purchase loader',
  'step:purchaseSuccess': 'the purchase success page',
  'step:agentRequested': 'the page saying an agent will call',
  'step:fastTrackReachOut': "the page saying the carrier's agent will reach out",
  'step:rc1Error': "the page saying the carrier's quote failed",
  'step:rc2Questions': "the carrier's purchase questions",
  'step:undisclosedDriversHousehold': 'the question on drivers in the household not listed',
  'step:proceedWithUpdatedPrice': 'the updated price to review',
  'step:editableCoverages': 'the coverages to edit',
  'step:paymentMethod': 'the payment screens',
  'step:carrierRejected': 'the page saying the carrier declined',
  'step:rcError': 'the purchase error page',
  'step:postQuotesError': 'the post-quote error page',
  'step:errorGeneral': 'the general error page',
  'step:errorServer': 'the server error page',
  'step:errorClickwall': 'the error page with the ads (clickwall)',
  'step:errorNoAds': 'the no-ads error page',
  'step:errorNoAgency': 'the no-agency error page',
  'step:homeQuotes': 'the home quotes page (/home/quotes: its loader, then the quote cards and ads)',
  'step:homeResults': 'the home results page of ads alone (/home/results)',
  'step:evertreeRedirect': "the redirect to Evertree's own quote page",
  'step:errorEvertree': "the Evertree error page ('No Evertree id returned')",
  'bundle:shown': 'the bundle offer',
  'modal:extras': 'the extras dialog',
};

/** The page a state shows, from its tags: the words above, else the tag's own name (an error page's, a step's). */
function screenOf(s: S): string {
  const tags = [...((s as { tags?: Set<string> }).tags ?? [])].filter((t) =>
    /^(screen|step|page|modal|bundle):/.test(t),
  );
  const named = tags.filter((t) => t !== 'page:error');
  const words = named.map((t) => SCREENS[t] ?? `the ${t.slice(t.indexOf(':') + 1)} page`);
  if (tags.includes('page:error') && !words.length) words.push('an error page');
  return words.join(', ');
}

/** What a tester checks after a step: the page it shows, with the chart's state for the engineer beside it. */
const expectedOf = (s: S) => {
  const screen = screenOf(s);
  return screen ? `${screen[0].toUpperCase()}${screen.slice(1)} (${stateOf(s)})` : stateOf(s);
};

const stateOf = (s: S) => {
  const flat = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : Object.entries(v as Record<string, unknown>).flatMap(([k, x]) => flat(x).map((y) => `${k}.${y}`));
  return `${s.status === 'done' ? 'done: ' : ''}${flat(s.value).join(' + ')}`;
};

export function plansOf(
  machine: AnyStateMachine,
  kind: MachinePlans['kind'],
  title: string,
  setup: string,
  paths: readonly { input?: unknown; steps: readonly { state: S; event: E }[] }[],
): MachinePlans {
  const ids = transitionsOf(machine);
  const taken = takenBy(machine, ids);
  const { walks, covered } = coveringWalks<S, E>({
    paths,
    key: keyOf,
    next: (s, e) => getNextSnapshot(machine, s, e),
    took: (before, event, after) => taken(before, event, after).map((t) => ids.get(t)!),
  });
  const requirements = new Map<string, Requirement>();
  const all = [...new Set(ids.values())];
  return {
    id: machine.id,
    kind,
    title,
    setup,
    plans: walks.map((walk, n) => ({
      id: `${machine.id}-${String(n + 1).padStart(2, '0')}`,
      start: `${stateOf(walk.steps[0].state)}${walk.input ? ` (input: ${Object.keys(walk.input as object).join(', ')})` : ''}`,
      steps: walk.steps.slice(1).map((step, i) => {
        const before = walk.steps[i].state;
        const reqs = stepRequirements(before, step.state, taken(before, step.event, step.state));
        for (const r of reqs) requirements.set(r.id, r);
        return { ...actionOf(step.event), expected: expectedOf(step.state), requirements: reqs.map((r) => r.id) };
      }),
    })),
    transitions: { covered: covered.size, total: all.length, notCovered: all.filter((t) => !covered.has(t)) },
    generated: { paths: paths.length, steps: stepsOf(paths) },
    requirements: [...requirements.values()].sort((a, b) => a.id.localeCompare(b.id)),
  };
}

export async function chartPlans(): Promise<MachinePlans[]> {
  return [
    plansOf(
      appMachine,
      'app',
      'The app: start (fresh or returning), the intake, the quotes and the ways back.',
      'Start the app with `npm start` and open http://localhost:8080/.',
      appPaths(),
    ),
    plansOf(
      resultsMachine,
      'results',
      "The results chart: saving the shopper, the carriers' quotes, ads, the loader and the post-quote offers.",
      'Finish an intake plan: the quotes page follows.',
      resultsPaths(),
    ),
    plansOf(
      ratecallMachine,
      'ratecall',
      'The rate-call lifecycle: RC1 quotes, the online purchase steps, errors and retries.',
      'Finish an intake plan and press Continue online on a quote.',
      (await ratecallPaths()).paths,
    ),
    plansOf(
      homeResultsMachine,
      'results',
      "The home results chart: saving the shopper, the home clickwall rules, the partners' home or renters quotes, ads and Evertree.",
      'Finish a home intake plan (defaultHome): the home quotes or the ads follow.',
      homeResultsPaths(),
    ),
  ];
}
