import { type EventFromLogic, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { COMPLETE } from '../../../src/machines/graph/compileFlow';
import { skippedBetween } from '../../../src/devtools/skipped';
import type { IntakeMachine } from '../../../src/machines/intake/intake.machine';
import type { AutoFlowId } from '../../../src/machines/intake/flows';
import type { HomeFlowId } from '../../../src/contract/flowIds';
import { homeFlows } from '../../../src/machines/home/flows';
import { type PropertyUser, isRentersUser, propertyPolicyOf } from '../../../src/contract/property';
import { homeIntakeModel, type IntakeModel, intakeModel } from '../intakeModel';
import { generatePaths, generateTransitionPaths, nodeOf } from '../paths';
import {
  type MachinePlans,
  type Plan,
  type PlanStep,
  type Requirement,
  stepRequirements,
  stepsOf,
  transitionCount,
} from './plan';
import { coveringWalks, type Walk } from './walk';
import { transitionsOf } from './chartPlans';

// An intake flow's test plans, of any line (auto's flows, home's): the covering walks over its generated paths
// (forward answers, actor completions, and BACK from each node), each step in the shopper's words from the line's
// question views.

type Snapshot = SnapshotFrom<IntakeMachine>;
type Event = EventFromLogic<IntakeMachine>;
/** Any line's flow model, read through what every flow machine has (as tests/mbt/intake.mbt.test.ts does). */
type Model = IntakeModel<string>;

/** What a line's plans say besides its questions' own words. */
interface PlanWords {
  /** Where a shopper carried in by a path's input starts (a path without input starts fresh at the flow's URL). */
  startOf: (user: unknown, flowId: string) => string;
  /** The page the finished questions lead to. */
  finished: string;
}

/** The calls the intake makes, as a tester sees them, with the sandbox endpoint a fault is set on (server/README.md). */
const CALLS: Record<string, { name: string; route: string }> = {
  lookupZip: { name: 'The ZIP lookup', route: 'zipLookup' },
  fetchMakes: { name: 'The list of makes', route: 'makes' },
  fetchModels: { name: 'The list of models', route: 'models' },
  fetchTrims: { name: 'The list of trims', route: 'trims' },
  validateAddress: { name: 'The address check', route: 'addressValidate' },
  validatePreviousAddress: { name: 'The previous address check', route: 'addressValidate' },
  validateEmail: { name: 'The email check', route: 'emailValidate' },
  suggestAddresses: { name: 'The address suggestions', route: 'addressAutocomplete' },
  sendPhoneCode: { name: 'Sending the phone code', route: 'verifyPhone' },
  checkPhoneCode: { name: 'The phone code check', route: 'checkPhoneVerification' },
  phoneNumber: { name: 'The agency phone number lookup', route: 'phoneExperienceMapping' },
  eligibility: { name: 'The agency eligibility check', route: 'evaluateRules' },
  tiers: { name: 'The agency coverage tiers', route: 'agencyCoverages' },
  homePrefill: { name: "The home prefill lookup (the home's known facts)", route: 'homePrefill' },
};
/** Failures the sandbox gives for "nothing found" (a 404 or an empty list), the rest for an error. */
const EMPTY_FAILURES = new Set(['invalid_zip', 'address_validation_failed', 'email_undeliverable']);

/** A value as the shopper gives or sees it: an option's label where the question lists it. */
export function shown(value: unknown, options: readonly { value: string; label: string }[] = []): string {
  if (Array.isArray(value)) return value.map((v) => shown(v, options)).join(', ') || '(none)';
  const option = options.find((o) => o.value === value || o.value === JSON.stringify(value));
  if (option) return option.label;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (Array.isArray(o.places) && o.places.length) return shown(o.places[0]);
    if ('placeName' in o) return `${o.placeName}, ${o.stateAbbreviation}`;
    if ('streetAddress' in o && 'city' in o) return `${o.streetAddress}, ${o.city} ${o.state} ${o.zip}`;
    if ('label' in o) return String(o.label);
    // A form of several fields: each filled one by its name.
    return Object.entries(o)
      .filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && !v.length))
      .map(([k, v]) => `${k}: ${typeof v === 'boolean' ? (v ? 'Yes' : 'No') : shown(v)}`)
      .join('; ');
  }
  return typeof value === 'string' ? relativeMonth(value) : String(value);
}

/**
 * A month-and-year answer (an accident's date: `monthsAgo` of today) as the months before today, so the plans read
 * the same next month; a tester enters the month that many months back.
 */
function relativeMonth(text: string, today = new Date()): string {
  const m = /^(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return text;
  const ago = today.getFullYear() * 12 + today.getMonth() - (Number(m[2]) * 12 + Number(m[1]) - 1);
  return `the month ${ago} months ago`;
}

/** The screen a snapshot shows. */
function screenOf(model: Model, words: PlanWords, s: Snapshot): string {
  if (s.status === 'done') return `The questions end: ${words.finished}`;
  const view = model.line.selectQuestionView(s);
  if (!view) return 'The quotes page';
  const title = `'${view.title}'`;
  const error = view.error ? ` with the message '${view.error.title}'` : '';
  const phase = {
    answering: '',
    loading: ' (its choices loading)',
    checking: ' (checking the answer)',
    following: ' (Continue pressed, waiting for the background lookups)',
    loadFailed: ' (its choices failed to load: Try again)',
    deciding: ' (Continue pressed, asking the partner whether the answers qualify)',
  }[view.phase];
  return `${title}${phase}${error}`;
}

/** The call an actor event is about: `xstate.done.actor.lookupZip`, `precheck:lookupZip`. */
const callOf = (type: string) => {
  const id = type.replace(/^xstate\.(done|error)\.actor\./, '').replace(/^precheck:/, '');
  return { ...(CALLS[id] ?? { name: `The ${id} call`, route: id }), ahead: type.includes('precheck:') };
};

/** What a tester does (or lets happen) for an event, and the input it needs. */
function actionOf(model: Model, before: Snapshot, event: Event): { action: string; input: string } {
  const view = model.line.selectQuestionView(before);
  const title = view ? `'${view.title}'` : 'the question';
  const e = event as { type: string; answer?: unknown; text?: string; output?: unknown; error?: { code?: string } };
  if (e.type === 'SUBMIT') {
    const answer = shown(e.answer, view?.options);
    const press = view?.terminal ? (view.wayOn ?? 'Continue') : 'Continue';
    return { action: `Answer ${title} with ${answer} and press ${press}`, input: answer };
  }
  if (e.type === 'DRAFT') {
    const answer = shown(e.answer, view?.options);
    return { action: `Type ${answer} into ${title}, without pressing Continue`, input: answer };
  }
  if (e.type === 'SUGGEST') return { action: `Start typing '${e.text}' into ${title}`, input: e.text ?? '' };
  if (e.type === 'BACK') return { action: 'Press Back', input: '' };
  if (e.type === 'RETRY') return { action: 'Press Try again', input: '' };
  if (e.type.startsWith('xstate.after.suggestDelay'))
    return { action: 'Stop typing for a moment: the address suggestions are asked', input: '' };
  if (e.type.startsWith('xstate.after.precheckDelay'))
    return { action: 'Stop typing for a moment: the answer is checked before you press Continue', input: '' };
  if (e.type.startsWith('xstate.after.followUpWait'))
    return {
      action: 'The background lookups do not answer in time: the flow goes on without them',
      input: 'x-sandbox-fault: route=phoneExperienceMapping;kind=latency;ms=15000',
    };
  if (e.type.startsWith('xstate.done.actor.')) {
    const call = callOf(e.type);
    const what = `${call.name}${call.ahead ? ' (asked ahead)' : ''}`;
    const list = Array.isArray(e.output) && e.output.length ? `${shown(e.output)}, ...` : shown(e.output);
    return { action: `${what} answers: ${list}`, input: '(the sandbox answers so)' };
  }
  if (e.type.startsWith('xstate.error.actor.')) {
    const call = callOf(e.type);
    const code = e.error?.code ?? 'error';
    const kind = EMPTY_FAILURES.has(code) ? 'empty' : 'error';
    return {
      action: `${call.name}${call.ahead ? ' (asked ahead)' : ''} fails (${code})`,
      input: `x-sandbox-fault: route=${call.route};kind=${kind}`,
    };
  }
  return { action: `Send ${e.type}`, input: '' };
}

/** The skip rules that hid the steps a forward step passed over (the devtools' own reading, skippedBetween). */
function skipsBetween(model: Model, before: Snapshot, after: Snapshot): string[] {
  const flow = model.compiled;
  const from = nodeOf(before.value);
  if (!flow.nodes.some((n) => n.id === from)) return [];
  const catalogue = model.line.catalogueOf(model.flowId) as Parameters<typeof skippedBetween>[0]['catalogue'];
  return skippedBetween({ flow, catalogue }, after.context.user, from, nodeOf(after.value))
    .filter((s) => s.rule in catalogue.rules)
    .map((s) => `skip ${s.node}: ${s.rule}`);
}

/** The transitions qa:coverage counts: node to node forward, BACK to each possible predecessor. */
function intakeEdges({ compiled }: Model): Set<string> {
  const edges = new Set<string>();
  for (const [from, list] of compiled.edges) for (const e of list) edges.add(`${from}>${e.target}`);
  for (const [to, preds] of compiled.predecessors) for (const p of preds) edges.add(`${to}<${p}`);
  return edges;
}

/** An auto flow's plans. */
export const autoPlans = (flowId: AutoFlowId): MachinePlans => intakePlans(intakeModel(flowId), AUTO_WORDS);

/** A home flow's plans (home, townhome, condo and renters: the policy type is an answer). */
export const homePlans = (flowId: HomeFlowId): MachinePlans =>
  intakePlans(homeIntakeModel(flowId) as unknown as Model, HOME_WORDS);

function intakePlans(model: Model, words: PlanWords): MachinePlans {
  const { flowId } = model;
  const edges = intakeEdges(model);
  const generated = generatePaths(model);
  const paths = [...generated, ...generateTransitionPaths(model, generated)];
  // The chart's own transitions (per event and guard: a failed call, a retry, a pre-check) besides the node-to-node
  // edges qa:coverage counts.
  const chart = transitionsOf(model.machine);
  const took = (before: Snapshot, event: Event, after: Snapshot) => {
    const own = model.machine.getTransitionData(before, event).map((t) => chart.get(t)!);
    const a = nodeOf(before.value);
    const b = nodeOf(after.value);
    const id = event.type === 'BACK' ? `${a}<${b}` : `${a}>${b}`;
    return a !== b && edges.has(id) ? [id, ...own] : own;
  };
  const back: Event = { type: 'BACK' };
  const { walks, covered } = coveringWalks<Snapshot, Event>({
    paths,
    key: model.serializeState,
    next: (s, e) => getNextSnapshot(model.machine, s, e),
    took,
    probe: (s) => (model.line.selectQuestionView(s)?.phase === 'answering' && s.can(back) ? [back] : []),
    enables: (t) => {
      const [a, b] = t.split('>');
      return b && b !== COMPLETE && edges.has(`${b}<${a}`) ? [`${b}<${a}`] : [];
    },
    eventsFor: model.eventsFor,
  });
  const requirements = new Map<string, Requirement>();
  const plans = walks.map((walk, i) => planOf(model, words, walk, i, requirements));
  const flow = model.line.flows[flowId];
  const entry = `${flow.entry.search ?? ''}${flow.entry.hash ?? ''}`;
  return {
    id: flowId,
    kind: 'flow',
    title: flow.description,
    setup: `Start the app with \`npm start\` and open http://localhost:8080/${entry} in a private window (no saved answers).`,
    plans,
    transitions: transitionCount([...edges, ...new Set(chart.values())], covered),
    generated: { paths: paths.length, steps: stepsOf(paths) },
    requirements: [...requirements.values()].sort((a, b) => a.id.localeCompare(b.id)),
  };
}

function planOf(
  model: Model,
  words: PlanWords,
  walk: Walk<Snapshot, Event>,
  index: number,
  seen: Map<string, Requirement>,
): Plan {
  const steps: PlanStep[] = [];
  walk.steps.slice(1).forEach((step, i) => {
    const before = walk.steps[i].state;
    const { action, input } = actionOf(model, before, step.event);
    const reqs = stepRequirements(before, step.state, model.machine.getTransitionData(before, step.event));
    for (const r of reqs) seen.set(r.id, r);
    const skips = step.event.type === 'BACK' ? [] : skipsBetween(model, before, step.state);
    const requirements = [...reqs.map((r) => r.id), ...skips];
    const expected = screenOf(model, words, step.state);
    // A call's answer or failure is no step of the tester's: it follows the press before it (a failure's fault set
    // before that press).
    const prev = steps.at(-1);
    if (prev && /^xstate\.((done|error)\.actor|after\.followUpWait)\./.test(step.event.type)) {
      prev.action = `${prev.action}. ${action}`;
      if (!step.event.type.startsWith('xstate.done.'))
        prev.input = `${prev.input ? `${prev.input}; ` : ''}set first: ${input}`;
      prev.expected = expected;
      prev.requirements = [...new Set([...prev.requirements, ...requirements])];
      return;
    }
    steps.push({ action, input, expected, requirements: [...new Set(requirements)] });
  });
  const user = (walk.input as { user?: unknown } | undefined)?.user;
  const start = user ? words.startOf(user, model.flowId) : 'A new shopper';
  return { id: `${model.flowId}-${String(index + 1).padStart(2, '0')}`, start, steps };
}

const AUTO_WORDS: PlanWords = {
  startOf: (user) => {
    const { vehicles, operators } = (user as { autoPolicy: { vehicles: unknown[]; operators: unknown[] } }).autoPolicy;
    return `A shopper back from the quotes to edit their answers (${vehicles.length} vehicles, ${operators.length} drivers): reach the quotes with these answers first, then press Edit answers`;
  },
  finished: 'the quotes page ("Getting your quotes")',
};

const HOME_WORDS: PlanWords = {
  startOf: (user, flowId) => {
    const u = user as PropertyUser;
    const { policy } = propertyPolicyOf(u);
    const started = u.tracking.formName ?? 'defaultHome';
    const entry = homeFlows[started as HomeFlowId]?.entry.hash ?? '#/home';
    const answers = `${policy.policyType}${policy.zip ? `, ZIP ${policy.zip}` : ''}`;
    const first = policy.isAutoBundle
      ? `An auto shopper who ${isRentersUser(u) ? "rents and pressed 'See all renters quotes'" : "owns a home and pressed 'Get your home quote'"} on the auto quotes (finish an auto plan so)`
      : `A shopper who opened http://localhost:8080/${entry} (answers: ${answers})`;
    // A returning link of an unfinished home shopper opens the page's own home flow with the saved answers.
    if (started === flowId) return first;
    return `${first}, left before the quotes, and opens their returning link (?user_id=...&token=...) on this flow's page: its questions open with those answers`;
  },
  finished: 'the home quotes (/home/quotes) or the ads alone (/home/results), as the home clickwall rules say',
};
