import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { ReportErrorRequest, TRACKING_EVENTS, TrackingEvent } from '../src/contract/backoffice';
import { ATLAS_MACHINES } from '../src/devtools/atlas/registry';
import { kindOf } from '../src/tracking/context';
import { RULES } from '../src/tracking/rules';
import type { MachineKind, Rule, Trigger } from '../src/tracking/types';

// `npm run tracking:plan` (issue 33, docs/decisions/0101): docs/tracking-plan.md, written from the rules (RULES) and
// the machines' own definitions: each rule's declarative trigger matched against every machine's state nodes and
// transitions, the fields from the contract's schema. `-- --check` exits 1 when the file is not what it would write
// (tracking/plan.test.ts does the same in `npm test`).

const ROOT = resolve(import.meta.dirname, '..');
export const PLAN_PATH = join(ROOT, 'docs', 'tracking-plan.md');

interface Loaded {
  id: string;
  kind: MachineKind;
  nodes: AnyStateNode[];
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

const matches = (pattern: string, value: string) =>
  pattern.endsWith('*') ? value.startsWith(pattern.slice(0, -1)) : value === pattern;

/** What a trigger matches in one machine: the states entered, or the transitions taken, by id. */
function matchesIn(trigger: Trigger, m: Loaded): string[] {
  switch (trigger.on) {
    case 'enterTag':
      return m.nodes.filter((n) => n.tags.some((t) => matches(trigger.tag, t))).map((n) => n.id);
    case 'enterState': {
      const id = `${m.id}.${trigger.path}`;
      return m.nodes.some((n) => n.id === id) ? [id] : [];
    }
    case 'event':
      return m.nodes.flatMap((n) =>
        [...n.transitions.keys()].filter((e) => matches(trigger.type, e)).map((e) => `${n.id} on ${e}`),
      );
    case 'start':
      return [m.id];
    case 'load':
      return [];
  }
}

function triggerText(trigger: Trigger): string {
  switch (trigger.on) {
    case 'enterTag':
      return `a state tagged \`${trigger.tag}\` is entered (or re-entered for another item)`;
    case 'enterState':
      return `the state \`${trigger.path}\` is entered`;
    case 'event':
      return `the machine takes an event \`${trigger.type}\``;
    case 'start':
      return "the actor's first snapshot";
    case 'load':
      return 'once per page load, outside any machine';
  }
}

type Shape = Record<string, { safeParse(v: unknown): { success: boolean } }>;
/** The fields of an event (its contract schema's keys; optional ones marked `?`). */
function fieldsOf(rule: Rule): string[] {
  const shape = (() => {
    if (rule.sink === 'monitoring') {
      const kind = rule.event === 'failedCall' ? 'failedCall' : 'monitoredEvent';
      return ReportErrorRequest.options.find((o) => o.shape.kind.value === kind)?.shape as unknown as Shape;
    }
    return TrackingEvent.options.find((o) => o.shape.event.value === rule.event)?.shape as unknown as Shape;
  })();
  if (!shape) return [];
  return Object.entries(shape).map(([k, s]) => (s.safeParse(undefined).success ? `${k}?` : k));
}

function sentBy(rule: Rule, machines: Loaded[]): string[] {
  if (rule.trigger.on === 'load' || rule.kind === 'page') return ['- Sent once per page load (not by a machine).'];
  const of = machines.filter((m) => m.kind === rule.kind);
  const leaves = (rule as { leaves?: unknown }).leaves;
  if (typeof leaves === 'string') {
    const asking = of
      .map((m) => ({ m, hits: m.nodes.filter((n) => n.tags.includes(`step:${leaves}`)).length }))
      .filter((f) => f.hits > 0);
    return [
      `- Sent when the step \`${leaves}\` is left forward (the next step shows), in ${asking.length} of the ${of.length} flows: ${asking.map((f) => `\`${f.m.id}\` (${f.hits})`).join(', ')}.`,
    ];
  }
  const found = of.map((m) => ({ m, hits: matchesIn(rule.trigger, m) })).filter((f) => f.hits.length > 0);
  if (found.length === 0) return ['- **No state or transition of the machines matches this trigger.**'];
  const total = found.reduce((n, f) => n + f.hits.length, 0);
  const what = rule.trigger.on === 'event' ? 'transitions' : 'states';
  if (of.length > 1) {
    const every =
      found.length === of.length
        ? `every ${rule.trigger.on === 'enterTag' ? 'step' : 'match'} of the ${of.length} ${rule.kind === 'bind' ? 'chains' : 'flows'}`
        : `${found.length} of the ${of.length} ${rule.kind === 'bind' ? 'chains' : 'flows'}`;
    return [
      `- Evaluated on ${every}: ${total} ${what} in all.`,
      `- ${found.map((f) => `\`${f.m.id}\` (${f.hits.length})`).join(', ')}.`,
    ];
  }
  const shown = found[0].hits.slice(0, 12).map((h) => `\`${h}\``);
  const more = found[0].hits.length > 12 ? `, and ${found[0].hits.length - 12} more` : '';
  return [`- In \`${found[0].m.id}\`, ${found[0].hits.length} ${what}: ${shown.join(', ')}${more}.`];
}

/** Loads every machine the app runs (the atlas's registry), with its kind for the rules. */
export async function loadMachines(): Promise<Loaded[]> {
  const out: Loaded[] = [];
  for (const entry of ATLAS_MACHINES) {
    const kind = kindOf(entry.id);
    if (!kind) continue;
    const machine: AnyStateMachine = await entry.load();
    out.push({ id: machine.id, kind, nodes: allNodes(machine.root) });
  }
  return out;
}

/** The plan's text: the same for the same rules and machines (no dates, nothing random). */
export function renderPlan(rules: readonly Rule[], machines: Loaded[]): string {
  const events = [...new Set(rules.map((r) => r.event))];
  const tracking = rules.filter((r) => r.sink === 'tracking');
  const unsent = TRACKING_EVENTS.filter((e) => !events.includes(e));
  const flows = machines.filter((m) => m.kind === 'intake');
  const chains = machines.filter((m) => m.kind === 'bind');
  const steps = (m: Loaded) =>
    m.nodes.filter((n) => n.tags.some((t) => t.startsWith('step:') && t !== 'step:complete'));
  const lines: string[] = [
    '# Tracking plan',
    '',
    '<!-- Generated by `npm run tracking:plan` from src/tracking/rules and the machines: do not edit by hand. -->',
    '',
    'Which transition of which machine sends which event of the customer-data layer (spec 001 section 7), with which',
    'fields. Events come from the machines, never from components: the tracking layer watches every actor through',
    "XState's inspection API and runs the rules below on each transition (docs/decisions/0101). Every event also carries",
    '`anonymousId`, `correlationId` (one per browser session), `sessionId` and `timestamp`, added by the observer; a',
    "form event's `formContext.formId` is one id per form started. A **marketing** event is never sent for a shopper",
    'who opted out of sale and sharing.',
    '',
    '## Counts',
    '',
    `- ${rules.length} rules (${tracking.length} tracking, ${rules.length - tracking.length} monitoring) sending ${events.length} kinds of event.`,
    `- The contract defines ${TRACKING_EVENTS.length} tracking events; ${unsent.length ? `sent by no rule here: ${unsent.map((e) => `\`${e}\``).join(', ')} (sent outside the machines, at load or by the delivery layer, or not yet built)` : 'every one is sent by a rule'}.`,
    `- Machines read: ${machines.length} (${flows.length} intake flows, ${chains.length} post-quote chains, and ${machines
      .filter((m) => m.kind !== 'intake' && m.kind !== 'bind')
      .map((m) => `\`${m.id}\``)
      .join(', ')}).`,
    '',
    '## Drop-off',
    '',
    'Drop-off is counted per state, not per position: a FormViewed without the FormSubmitted of the same',
    '`stepContext.stepId` in the same `formContext.formId` is a shopper who left on that step. `stepId` is the state',
    "node's id within its machine (`make~2`: the make of vehicle 2), so branching flows read right; `stepNumber` is",
    "only the shopper's position in the form (1-based) and differs between shoppers for the same state. The states a",
    'form can be left on, per machine:',
    '',
    ...[...flows, ...chains].map((m) => `- \`${m.id}\`: ${steps(m).length} step states`),
    '',
    '## Rules',
    '',
  ];
  for (const rule of rules) {
    lines.push(
      `### \`${rule.id}\`: ${rule.event}`,
      '',
      rule.description,
      '',
      `- Sink: ${rule.sink}${rule.sink === 'tracking' ? `; marketing: ${rule.marketing ? '**yes**' : 'no'}` : ''}; spec ${rule.spec}.`,
      `- Machine: ${rule.kind}; when ${triggerText(rule.trigger)}.`,
      `- Fields: ${fieldsOf(rule)
        .map((f) => `\`${f}\``)
        .join(', ')}.`,
      ...sentBy(rule, machines),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export async function generatePlan(): Promise<string> {
  return renderPlan(RULES, await loadMachines());
}

async function main() {
  const text = await generatePlan();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(PLAN_PATH, 'utf8');
    } catch {
      // Missing: stale.
    }
    if (current !== text) {
      console.error('docs/tracking-plan.md is stale: run `npm run tracking:plan`.');
      process.exit(1);
    }
    console.log('docs/tracking-plan.md is current.');
    return;
  }
  writeFileSync(PLAN_PATH, text);
  console.log(`Wrote docs/tracking-plan.md (${Buffer.byteLength(text)} bytes).`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
