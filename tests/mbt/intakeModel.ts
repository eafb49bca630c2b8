import { type AnyStateMachine, getNextSnapshot, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { questionOf } from '../../src/machines/intake/questions';
import type { FlowSpec } from '../../src/machines/graph/flowSpec';
import type { QuestionView } from '../../src/machines/intake/questionView';
import type { FlowEntry } from '../../src/machines/intake/flows/autoFlow';
import { propertyPolicyOf, type PropertyUser } from '../../src/contract/property';
import { HOME_FLOW_IDS, type HomeFlowId } from '../../src/contract/flowIds';
import { freshPropertyUser } from '../../src/machines/home/freshUser';
import { homeIntakeChunk } from '../../src/machines/home/intake.live';
import { shortestPathToComplete } from './paths';
import { homeFlows, homeMachineOf } from '../../src/machines/home/flows';
import { homeCatalogue } from '../../src/machines/home/catalogue';
import { homeQuestionOf } from '../../src/machines/home/questions';
import { selectHomeQuestionView } from '../../src/machines/home/home.selectors';
import type { HomeMachine } from '../../src/machines/home/home.machine';
import { prefillOutputs } from '../../src/machines/home/flows/homeWalk.testing';
import { compileFlow, type CompiledFlow } from '../../src/machines/graph/compileFlow';
import { FOLLOW_UPS, followUpsRunning, stepsValue } from '../../src/machines/graph/regions';
import { catalogueFor } from '../../src/machines/intake/intake.catalogue';
import { DEFAULT_PHONE_NUMBER, isAgencyAutoState } from '../../src/domain/config';
import type { AutoUser } from '../../src/contract';
import { KNOCKOUT_PARTNER, knockoutAnswersOf, whitelabelKnockouts } from '../../src/machines/intake/rules/knockouts';
import { readQueryParams } from '../../src/app/queryParams';
import { ruleFlowName } from '../../src/machines/intake/questions/addressChain';
import { createIntakeMachine, type IntakeMachine } from '../../src/machines/intake/intake.machine';
import { autoFlows, type AutoFlowId } from '../../src/machines/intake/flows';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { AGENCY_BLOCKED_REFERRERS, AGENCY_BLOCKED_THEMES, SHORT_FLOWS } from '../../src/machines/intake/startGraph';
import { addressOf, makesOf, modelsOf, trimsOf, zipLookupOf } from './referenceData';

// The model QA walks, for any registered flow: which events each snapshot accepts (answers drawn from the
// catalogue, actor completions drawn from the sandbox's reference data) and which parts of a snapshot decide where
// the flow can go.

type Snapshot = SnapshotFrom<IntakeMachine>;
type Event = EventFromLogic<IntakeMachine>;

/** Answers QA pins for a walk: a step's sampled answers are narrowed to those listed (JSON-equal). */
export type Pinned = Partial<Record<string, unknown[]>>;

export interface IntakeModel<F extends string = AutoFlowId, M extends AnyStateMachine = IntakeMachine> {
  flowId: F;
  /** The line's parts the model reads (its flows, questions, and where the calls' inputs are in its answers). */
  line: LineParts<F>;
  /** Whether the sandbox could answer so, for a shopper entering by the flow's URL (walks the browser repeats). */
  sandboxCouldAnswer: (s: SnapshotFrom<M>, e: EventFromLogic<M>) => boolean;
  machine: M;
  compiled: CompiledFlow;
  eventsFor: (s: SnapshotFrom<M>) => EventFromLogic<M>[];
  eventsWith: (pinned: Pinned) => (s: SnapshotFrom<M>) => EventFromLogic<M>[];
  serializeState: (s: SnapshotFrom<M>) => string;
}

/** A question as the model reads it, of any line's catalogue. */
interface ModelQuestion {
  examples?: readonly unknown[];
  load?: { actor: string; error: string };
  check?: { actor: string; error: string };
  suggest?: { actor: string; error: string };
  followUps?: readonly { id: string; error: string }[];
  read: (u: never, index: number) => unknown;
}

/** The catalogue's skip rules as the model reads them. */
interface ModelCatalogue {
  step(id: string): {
    skip?: readonly string[];
    followUps?: readonly { decides?: readonly string[] }[];
    gate?: unknown;
  };
  rules: Record<string, { changedBy: readonly string[]; test: (u: never, index: number) => boolean }>;
}

/**
 * What the model needs of a product line (src/machines/products): its flow registry and their machines, its
 * catalogue, questions and views, where its shopper's answers keep what the calls read, and what its calls answer.
 */
export interface LineParts<F extends string> {
  flows: Record<F, FlowSpec & { entry: FlowEntry }>;
  defaultFlow: F;
  machineOf(id: F): AnyStateMachine;
  catalogueOf(id: F): ModelCatalogue;
  questionOf(step: string): ModelQuestion;
  selectQuestionView(s: Snapshot): QuestionView | null;
  /** The policy's ZIP and the contact's email (what the ZIP lookup, the address and the email checks answer for). */
  zipOf(user: unknown): string;
  emailOf(user: unknown): string | undefined;
  /** A list's load (auto's vehicle makes, models and trims). */
  loadOutput(s: Snapshot, step: string, index: number): unknown;
  /** Every answer each follow-up can give. */
  followUpOutputs: Record<string, unknown[]>;
  /**
   * What a gate asked on the way on answers (catalogue.ts `Gate`): the actor, what the sandbox's rule answers for
   * these answers, and its error code; none for a line without gates.
   */
  gateOf?(s: Snapshot): { actor: string; outputs: unknown[]; error: string };
  /**
   * What the gate will decide for these answers (whether the knockout rule knocks out): until the flow passes the
   * gated step, it tells apart shoppers whose later route differs, as the skip rule's verdict did before it was asked.
   */
  gateVerdict?(user: unknown): unknown;
  sandboxCouldAnswer(flowId: F): (s: Snapshot, e: Event) => boolean;
  /** The sizes of the shopper's lists (items of a loop). */
  counts(user: unknown): number[];
  /**
   * Shoppers a flow can start with other than a fresh one, where the line's own default flow reaches none that another
   * way in would bring (home: each flow's URL, the auto-to-home bundles); undefined: those its default flow reaches.
   */
  carriedStarts?: () => unknown[];
}

/** Sampled answers for a step: every option of a choice (options drive skip rules), a few of long lists. */
function answersFor(line: LineParts<string>, s: Snapshot): unknown[] {
  const view = line.selectQuestionView(s)!;
  const q = line.questionOf(view.step);
  if (q.examples) return [...q.examples];
  if (view.form === 'select') return view.options.slice(0, q.load ? 1 : 2).map((o) => o.value);
  return view.options.map((o) => o.value);
}

function autoLoadOutput(s: Snapshot, step: string, index: number) {
  const v = s.context.user.autoPolicy.vehicles[index - 1];
  if (step === 'make') return makesOf(v.year!).slice(0, 3);
  if (step === 'model') return modelsOf(v.year!, v.make!).slice(0, 3);
  return trimsOf(v.year!, v.make!, v.model!).slice(0, 3);
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as Event;
const fail = (id: string, code: string) => ({ type: `xstate.error.actor.${id}`, error: { code } }) as unknown as Event;

/**
 * Forward events only: BACK from every reached node is walked by the suites as the path plus one BACK, since
 * BACK into earlier nodes with later answers set multiplies the state space without reaching anything new.
 */
const eventsWith =
  (line: LineParts<string>, machineId: string, pinned: Pinned) =>
  (s: Snapshot): Event[] => {
    const view = line.selectQuestionView(s);
    if (!view) return [];
    const q = line.questionOf(view.step);
    switch (view.phase) {
      case 'following':
        return followUpEvents(line, machineId, s, view.pendingFollowUps);
      case 'loading':
        return [done(q.load!.actor, line.loadOutput(s, view.step, view.index)), fail(q.load!.actor, q.load!.error)];
      case 'loadFailed':
        return [{ type: 'RETRY' }];
      case 'deciding': {
        // The rule answers what the sandbox's would (knockouts.test.ts holds the client's copy equal to it), or fails:
        // the fallback decides the same.
        const gate = line.gateOf!(s);
        return [...gate.outputs.map((o) => done(gate.actor, o)), fail(gate.actor, gate.error)];
      }
      case 'checking': {
        const zip = line.zipOf(s.context.user);
        const actor = q.check!.actor;
        if (actor === 'lookupZip') return [done(actor, zipLookupOf(zip)), fail(actor, 'invalid_zip')];
        if (actor === 'validateEmail')
          return [done(actor, { email: line.emailOf(s.context.user) }), fail(actor, 'email_undeliverable')];
        // The send: texted, or the sandbox failing (the number marked invalid), or the number refused; with smsEnable
        // off, no call is made.
        if (actor === 'sendPhoneCode')
          return (s.context.user as AutoUser).autoPolicy.policy.isSmsEnabled
            ? [
                done(actor, { status: 'sent', expiresInSeconds: 600 }),
                done(actor, { status: 'failed' }),
                fail(actor, 'phone_invalid'),
              ]
            : [done(actor, { status: 'off' })];
        if (actor === 'checkPhoneCode') return [done(actor, { verified: true }), fail(actor, 'phone_code_incorrect')];
        const example = (q.examples as { streetAddress: string; zip?: string }[])[0];
        const addressZip = actor === 'validateAddress' ? zip : example.zip!;
        return [done(actor, addressOf(example.streetAddress, addressZip)), fail(actor, 'address_validation_failed')];
      }
      case 'answering': {
        const pins = pinned[view.step]?.map((a) => JSON.stringify(a));
        const answers = answersFor(line, s).filter((a) => !pins || pins.includes(JSON.stringify(a)));
        const ahead = precheckEvents(line, s, view.node);
        if (ahead) return ahead;
        return [
          ...answers.map((answer): Event => ({ type: 'SUBMIT', answer })),
          ...suggestEvents(line, machineId, s, view.node),
          ...(precheckOf(s, view.node) === 'idle' && !s.context.ahead && !s.context.error
            ? [{ type: 'DRAFT', answer: (q.examples as unknown[])[0] } as Event]
            : []),
        ];
      }
    }
  };

/** The answers the sandbox can give each follow-up of the address-success chain (every eligibility verdict). */
export const FOLLOW_UP_OUTPUTS: Record<string, unknown[]> = {
  phoneNumber: [{ phoneNumber: DEFAULT_PHONE_NUMBER, isFallback: false }],
  // smsEnable and quinstreetIntraflowAvailability answered with each verdict (the offer only when agency eligible).
  eligibility: [true, false].flatMap((agency) =>
    [true, false].flatMap((mutualInsurer) =>
      [true, false].flatMap((sms) =>
        (agency ? [true, false] : [false]).map((intraflowOffer) => ({
          agency,
          mutualInsurer,
          emailValidation: true,
          sms,
          intraflowOffer,
        })),
      ),
    ),
  ),
  tiers: [{ tiers: [] }],
};

/**
 * The first follow-up still running answers (every output) or fails; or the bounded wait runs out. They answer in
 * their declared order: which of them answers first changes nothing the flow reads, so other orders would only
 * multiply the states walked. They run beside the next questions (the follow-ups region) and are answered here, at
 * the first node whose way on waits for them: when they answer before it changes nothing that node's route reads
 * either (the compiler makes every node whose route reads them wait), so answering earlier would only multiply
 * the states walked too.
 */
function followUpEvents(line: LineParts<string>, machineId: string, s: Snapshot, pending: string[]): Event[] {
  const value = s.value as Record<string, unknown>;
  const node = Object.keys(value[FOLLOW_UPS] as Record<string, unknown>)[0];
  const q = line.questionOf(node.split('~')[0]);
  const out: Event[] = [];
  for (const id of pending.slice(0, 1)) {
    const f = q.followUps!.find((x) => x.id === id)!;
    for (const output of line.followUpOutputs[id]) out.push(done(id, output));
    out.push(fail(id, f.error));
  }
  if (pending.length)
    out.push({ type: `xstate.after.followUpWait.${machineId}.${FOLLOW_UPS}.${node}` } as unknown as Event);
  return out;
}

/** A delayed transition of a state the snapshot is in (its key), as the machine names its event. */
function delayedEvent(s: Snapshot, key: string, delay: string): Event[] {
  const nodes = (s as unknown as { _nodes: { key: string; after?: { eventType: string }[] }[] })._nodes;
  const after = nodes.find((n) => n.key === key)?.after?.find((t) => t.eventType.startsWith(`xstate.after.${delay}.`));
  return after ? [{ type: after.eventType } as unknown as Event] : [];
}

/** The pre-check region of a node's `answering` (docs/decisions/0054), when its check may be asked ahead. */
function precheckOf(s: Snapshot, node: string): string | undefined {
  const answering = (stepsValue(s.value) as Record<string, { answering?: unknown }>)[node]?.answering;
  return typeof answering === 'object' ? (answering as Record<string, string>).precheck : undefined;
}

/**
 * The check asked ahead of the press (docs/decisions/0054), once a node's first sampled answer is drafted (from the
 * resting node, without an error: `eventsWith`): its rest running out, then the check's answer (as the press's check
 * would give it) or its failure, or the press coming while it is asked; once answered, the press with that answer
 * (on at once) or another (the check asked); once failed, the press (the check asked again). Only these events, so
 * the states the draft adds stay few (a second draft stopping the first is the compiler's unit tests').
 * Undefined where the node is not in the middle of one: its usual events.
 */
function precheckEvents(line: LineParts<string>, s: Snapshot, node: string): Event[] | undefined {
  const sub = precheckOf(s, node);
  const ahead = s.context.ahead;
  if (sub === undefined || !ahead || ahead.node !== node) return undefined;
  const q = line.questionOf(node.split('~')[0]);
  const examples = (q.examples ?? []) as unknown[];
  const id = `precheck:${q.check!.actor}`;
  const submit = (answer: unknown) => ({ type: 'SUBMIT', answer }) as Event;
  if (sub === 'resting') return delayedEvent(s, 'resting', 'precheckDelay');
  if (sub === 'asking') {
    const input = ahead.input as { zip?: string; email?: string; street?: string; zipcode?: string };
    const output =
      q.check!.actor === 'lookupZip'
        ? zipLookupOf(input.zip!)
        : q.check!.actor === 'validateEmail'
          ? { email: input.email }
          : addressOf(input.street!, input.zipcode!);
    return [done(id, output), fail(id, q.check!.error), submit(examples[0])];
  }
  if (ahead.status === 'answered') return examples.slice(0, 2).map(submit);
  return [submit(examples[0])];
}

/** Address suggestions: typing (SUGGEST), the machine's debounce firing, then the suggestions or their failure. */
function suggestEvents(line: LineParts<string>, machineId: string, s: Snapshot, node: string): Event[] {
  const q = line.questionOf(node.split('~')[0]);
  if (!q.suggest) return [];
  const example = (q.examples as { streetAddress: string }[])[0];
  const value: unknown = stepsValue(s.value);
  const answering = (value as Record<string, Record<string, unknown>>)[node]?.answering;
  // Beside a pre-check, the suggestions are a region of `answering` of their own.
  const sub = typeof answering === 'object' ? (answering as Record<string, string>).suggestions : answering;
  if (sub === 'idle') return [{ type: 'SUGGEST', text: example.streetAddress }];
  if (sub === 'typing')
    return typeof answering === 'object'
      ? delayedEvent(s, 'typing', 'suggestDelay')
      : [{ type: `xstate.after.suggestDelay.${machineId}.${node}.answering.typing` } as unknown as Event];
  const a = addressOf(example.streetAddress, line.zipOf(s.context.user));
  const option = {
    value: JSON.stringify({ streetAddress: a.streetAddress, secondaryAddress: '' }),
    label: `${a.streetAddress}, ${a.city} ${a.state} ${a.zip}`,
  };
  return [done(q.suggest.actor, [option]), fail(q.suggest.actor, q.suggest.error)];
}

/**
 * What the sandbox answers the address-success chain for a shopper who entered by the flow's URL, as the rules of
 * server/rules/definitions/eligibility.json decide it (sandboxAnswers.test.ts runs the real rules to check this): the
 * agency experience is disallowed in short flows, for some themes and referrers (the start graph's lists).
 */
export function sandboxFollowUpOutput(flowId: AutoFlowId, id: string, user: AutoUser): unknown {
  const { derived, utmReferrer } = readQueryParams(autoFlows[flowId].entry);
  const state = user.autoPolicy.policy.state;
  const allowed =
    !(SHORT_FLOWS as readonly string[]).includes(ruleFlowName(flowId)!) &&
    !AGENCY_BLOCKED_THEMES.includes(derived.partner) &&
    !AGENCY_BLOCKED_REFERRERS.some((r) => (utmReferrer ?? '').toLowerCase().includes(r));
  const agency = allowed && isAgencyAutoState(state);
  if (id === 'eligibility') {
    // experiments.json emailValidationEnabled: off for publisher-network referrals (the intake's rules input has no
    // `embedded` fact: docs/spec-decisions.md).
    const emailValidation = !(utmReferrer ?? '').includes('pub_network');
    // experiments.json smsEnable: consent to texts (a fresh shopper's default) and agency eligible or the safeco theme.
    const sms = user.contact.consentToSms && (agency || derived.partner === 'safeco');
    // eligibility.json quinstreetIntraflowAvailability: agency eligible and buying soon (its not-embedded condition
    // holds: the intake's rules input has no `embedded` fact, as for emailValidationEnabled).
    const intraflowOffer = agency && ['ASAP', 'withinFewDays'].includes(user.autoPolicy.policy.whenShopping ?? '');
    return { agency, mutualInsurer: agency && derived.partner !== 'safeco', emailValidation, sms, intraflowOffer };
  }
  if (id === 'tiers') return isAgencyAutoState(state) ? { tiers: [] } : null;
  return FOLLOW_UP_OUTPUTS[id][0];
}

/** A follow-up's answer or failure that the sandbox would give, never the wait running out (the sandbox answers). */
function autoSandboxCouldAnswer(flowId: AutoFlowId) {
  return (s: Snapshot, e: Event): boolean => {
    if (e.type.startsWith('xstate.after.followUpWait')) return false;
    // The sandbox texts the code it is asked to (the failed send is the fault drills' and the unit tests').
    if ((e.type as string) === 'xstate.done.actor.sendPhoneCode')
      return (e as unknown as { output?: { status: string } }).output?.status !== 'failed';
    // The sandbox answers the knockout rule (its failure, the fallback deciding, is the unit tests').
    if ((e.type as string) === 'xstate.error.actor.fetchKnockouts') return false;
    const m = /^xstate\.(done|error)\.actor\.(phoneNumber|eligibility|tiers)$/.exec(e.type);
    if (!m) return true;
    const expected = sandboxFollowUpOutput(flowId, m[2], s.context.user);
    if (m[1] === 'error') return expected === null;
    return expected !== null && JSON.stringify((e as { output?: unknown }).output) === JSON.stringify(expected);
  };
}

/**
 * A follow-up's answers that the flow's rules can tell apart: of the sampled answers that leave the same state (as
 * `serializeState` reads it: which nodes ahead show), the first. A flow without the email step cannot tell a
 * mutual-insurer verdict from none, nor one without the coverage level the tier data from none. Failures and the
 * wait running out stay: they are other transitions of the machine.
 */
function tellApart(machine: IntakeMachine, events: (s: Snapshot) => Event[], serializeState: (s: Snapshot) => string) {
  return (s: Snapshot): Event[] => {
    const all = events(s);
    if (!s.hasTag('state:following')) return all;
    const seen = new Set<string>();
    return all.filter((e) => {
      if (!/^xstate\.done\.actor\./.test(e.type)) return true;
      const key = `${e.type} ${serializeState(getNextSnapshot(machine, s, e))}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
}

/** The auto line's parts (src/machines/intake). */
export const autoParts: LineParts<AutoFlowId> = {
  flows: autoFlows,
  defaultFlow: 'defaultAuto',
  machineOf: (id) => createIntakeMachine(autoFlows[id]),
  catalogueOf: (id) => catalogueFor(autoFlows[id]),
  questionOf,
  selectQuestionView,
  zipOf: (u) => (u as AutoUser).autoPolicy.policy.zip!,
  emailOf: (u) => (u as AutoUser).contact.email,
  loadOutput: autoLoadOutput,
  followUpOutputs: FOLLOW_UP_OUTPUTS,
  gateOf: (s) => ({
    actor: 'fetchKnockouts',
    outputs: [whitelabelKnockouts(KNOCKOUT_PARTNER, knockoutAnswersOf(s.context.user as AutoUser))],
    error: 'knockout_rule_failed',
  }),
  gateVerdict: (u) => whitelabelKnockouts(KNOCKOUT_PARTNER, knockoutAnswersOf(u as AutoUser)).length > 0,
  sandboxCouldAnswer: autoSandboxCouldAnswer,
  counts: (u) => [(u as AutoUser).autoPolicy.vehicles.length, (u as AutoUser).autoPolicy.operators.length],
};

/** The home line's parts (src/machines/home): no loops, no list loads; the prefill answers found or not. */
export const homeParts: LineParts<HomeFlowId> = {
  flows: homeFlows,
  defaultFlow: 'defaultHome',
  machineOf: (id) => homeMachineOf(id),
  catalogueOf: () => homeCatalogue,
  questionOf: homeQuestionOf,
  selectQuestionView: (s) => selectHomeQuestionView(s as unknown as Parameters<typeof selectHomeQuestionView>[0]),
  zipOf: (u) => propertyPolicyOf(u as PropertyUser).policy.zip!,
  emailOf: (u) => (u as PropertyUser).contact.email,
  loadOutput: (_s, step) => {
    throw new Error(`the home line loads no list (${step})`);
  },
  followUpOutputs: { phoneNumber: FOLLOW_UP_OUTPUTS.phoneNumber, homePrefill: prefillOutputs },
  // The sandbox answers every call of the home intake; which prefill it finds depends on the address.
  sandboxCouldAnswer: () => (_s, e) => !e.type.startsWith('xstate.after.followUpWait'),
  counts: () => [],
  // Each home flow's own URL (the ZIP asked first, bundling interest), and the auto results' bundles (START_LINE).
  carriedStarts: () => {
    const auto = shortestPathToComplete(intakeModel('defaultAuto')).state.context.user;
    return [
      ...HOME_FLOW_IDS.map((flowId) =>
        freshPropertyUser({ start: { params: readQueryParams(homeFlows[flowId].entry) }, flowId }),
      ),
      homeIntakeChunk.bundleUser!(auto, 'autoToHome'),
      homeIntakeChunk.bundleUser!(auto, 'autoToRenters'),
    ];
  },
};

const models = new Map<string, IntakeModel<string, AnyStateMachine>>();

/** The model of a registered auto flow (built once per flow). */
export function intakeModel(flowId: AutoFlowId): IntakeModel {
  return lineModel(autoParts, flowId) as unknown as IntakeModel;
}

/** The model of a registered home flow (built once per flow). */
export function homeIntakeModel(flowId: HomeFlowId): IntakeModel<HomeFlowId, HomeMachine> {
  return lineModel(homeParts, flowId) as unknown as IntakeModel<HomeFlowId, HomeMachine>;
}

/** The model of any line's registered flow (built once per flow; flow ids are unique across lines). */
export function lineModel<F extends string>(line: LineParts<F>, flowId: F): IntakeModel<F, AnyStateMachine> {
  const hit = models.get(flowId);
  if (hit) return hit as IntakeModel<F, AnyStateMachine>;
  const flow = line.flows[flowId];
  const machine = line.machineOf(flowId) as unknown as IntakeMachine;
  const catalogue = line.catalogueOf(flowId);
  const compiled = compileFlow(flow, catalogue as unknown as Parameters<typeof compileFlow>[1]);
  const position = new Map<string, number>(compiled.nodes.map((n, i) => [n.id, i]));
  /**
   * For each position, the nodes at or after it that skip rules can hide, each with its rules, and whether a rule is
   * settled there: no step at or after the position can change it (its `changedBy`, which declarations.test.ts checks).
   */
  const skippableAhead = compiled.nodes.map((_n, pos) => {
    const stepsAhead = new Set(compiled.nodes.slice(pos).map((n) => n.step));
    return compiled.nodes
      .slice(pos)
      .map((n) => ({
        n,
        rules: (catalogue.step(n.step).skip ?? []).map((name) => ({
          name,
          settled: !catalogue.rules[name].changedBy.some((step) => stepsAhead.has(step)),
        })),
      }))
      .filter(({ rules }) => rules.length > 0);
  });
  /**
   * What decides where the flow can still go: the state, the item counts, the verdicts of the skip rules still ahead
   * and the error. Verdicts already behind are dropped, or the state space is the product of every answer; and a node
   * a settled rule hides is hidden for good, so its other rules' verdicts are dropped too (agency-ineligible after the
   * ZIP lookup hides the coverage level whatever the tier data): no guard can tell those states apart.
   */
  // A rule a follow-up decides is not settled while the follow-ups still run: their answer can change it yet.
  const decided = new Set(
    compiled.nodes.flatMap((n) => catalogue.step(n.step).followUps ?? []).flatMap((f) => f.decides ?? []),
  );
  // The gated step's position (catalogue.ts `Gate`): before it, what its gate will answer decides the route too.
  const gatedAt = compiled.nodes.findIndex((n) => catalogue.step(n.step).gate !== undefined);
  const serializeState = (s: Snapshot): string => {
    const u = s.context.user;
    const value = s.value;
    const running = followUpsRunning(value).length > 0;
    const steps = stepsValue(value);
    const pos = position.get(typeof steps === 'string' ? steps : Object.keys(steps)[0]);
    const verdicts =
      pos === undefined
        ? ''
        : skippableAhead[pos]
            .map(({ n, rules }) => {
              const held = rules.map(({ name }) => catalogue.rules[name].test(u as never, n.index));
              return rules.some(({ name, settled }, i) => settled && held[i] && !(running && decided.has(name)))
                ? 'h'
                : held.map(Number).join('');
            })
            .join(',');
    // While a check runs, the answer being checked decides what the check returns (a zip decides the state).
    const view = s.hasTag('state:loading') ? line.selectQuestionView(s) : null;
    const checking =
      view?.phase === 'checking' ? JSON.stringify(line.questionOf(view.step).read(u as never, view.index)) : null;
    return JSON.stringify([
      value,
      ...line.counts(u),
      verdicts,
      s.context.error?.code ?? null,
      gatedAt >= 0 && pos !== undefined && pos <= gatedAt ? (line.gateVerdict?.(u) ?? null) : null,
      checking,
      // What was asked ahead decides where a press goes (on at once, or to the check); only while answering.
      s.context.ahead && !checking ? [s.context.ahead.key, s.context.ahead.status] : null,
    ]);
  };
  const model = {
    flowId,
    line,
    sandboxCouldAnswer: line.sandboxCouldAnswer(flowId),
    machine,
    compiled,
    eventsFor: tellApart(machine, eventsWith(line, machine.id, {}), serializeState),
    eventsWith: (pinned: Pinned) => eventsWith(line, machine.id, pinned),
    serializeState,
  } as unknown as IntakeModel<F, AnyStateMachine>;
  models.set(flowId, model as IntakeModel<string, AnyStateMachine>);
  return model;
}

export const TRAVERSAL_LIMIT = 200_000;
