import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { RULE_NAME_PATTERN, RuleOutputKind, type RuleValue } from '../../src/contract/rules';
import { CODE_FACTS } from './constants';
import { INPUT_SCHEMA_NAMES, type InputSchemaName, inputFieldNames } from './inputs';
import { KNOWN_DECORATORS, KNOWN_OPERATORS } from './operators';

// The shape of a remote rule (spec 001 section 7) as stored in remote_rules.definition and seeded from
// definitions/*.json: json-rules-engine rules whose event says the value, plus what the engine needs to run them.

const Json: z.ZodType<RuleValue> = z.lazy(() =>
  z.union([z.boolean(), z.string(), z.number(), z.null(), z.array(Json), z.record(z.string(), Json)]),
) as z.ZodType<RuleValue>;

export interface LeafCondition {
  fact: string;
  operator: string;
  value: unknown;
  path?: string;
  params?: Record<string, unknown>;
  name?: string;
}
export type Condition =
  | LeafCondition
  | { all: Condition[]; name?: string }
  | { any: Condition[]; name?: string }
  | { not: Condition; name?: string }
  | { condition: string; name?: string };

const Leaf = z.strictObject({
  fact: z.string().min(1),
  operator: z.string().min(1),
  value: z.unknown(),
  path: z.string().startsWith('$').optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  name: z.string().optional(),
});
const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    Leaf,
    z.strictObject({ all: z.array(ConditionSchema), name: z.string().optional() }),
    z.strictObject({ any: z.array(ConditionSchema), name: z.string().optional() }),
    z.strictObject({ not: ConditionSchema, name: z.string().optional() }),
    z.strictObject({ condition: z.string(), name: z.string().optional() }),
  ]),
) as z.ZodType<Condition>;
/** json-rules-engine's top level: all, any, not or a shared-condition reference. */
const TopLevel = z.union([
  z.strictObject({ all: z.array(ConditionSchema), name: z.string().optional() }),
  z.strictObject({ any: z.array(ConditionSchema), name: z.string().optional() }),
  z.strictObject({ not: ConditionSchema, name: z.string().optional() }),
  z.strictObject({ condition: z.string(), name: z.string().optional() }),
]);

/** One json-rules-engine rule: when its conditions hold, the rule answers event.params.value. */
const Decision = z.strictObject({
  name: z.string().min(1).max(80),
  priority: z.number().int().min(1).max(1000).optional(),
  conditions: TopLevel,
  event: z.strictObject({ type: z.literal('decide'), params: z.strictObject({ value: Json }) }),
});
export type Decision = z.infer<typeof Decision>;

const InputSpec = z.strictObject({
  schema: z.enum(INPUT_SCHEMA_NAMES as [InputSchemaName, ...InputSchemaName[]]),
  required: z.array(z.string()).default([]),
});

/**
 * How decisions become the value. first: the matching decision of highest priority (then file order); collect: the
 * values of every matching decision, in that order; flags: an object with every flag, true where a decision named
 * it matched.
 */
export const RuleMode = z.enum(['first', 'collect', 'flags']);

/** What remote_rules.definition holds: self-contained, so a row can be evaluated without its file. */
export const RuleDefinition = z.strictObject({
  family: z.string().min(1),
  output: RuleOutputKind,
  mode: RuleMode.default('first'),
  values: z.array(z.string()).optional(),
  flags: z.array(z.string()).optional(),
  input: InputSpec,
  facts: z.record(z.string(), Json).default({}),
  conditions: z.record(z.string(), TopLevel).default({}),
  decisions: z.array(Decision).min(1),
  /** The value when no decision matches (a decision, not a failure: isDefault stays false). */
  otherwise: Json,
});
export type RuleDefinition = z.infer<typeof RuleDefinition>;

const Example = z.strictObject({ input: z.record(z.string(), z.unknown()), expect: Json, note: z.string().optional() });
export type RuleExample = z.infer<typeof Example>;

const RuleEntry = z.strictObject({
  name: z.string().regex(RULE_NAME_PATTERN),
  description: z.string().min(10),
  default: Json,
  output: RuleOutputKind,
  mode: RuleMode.optional(),
  values: z.array(z.string()).optional(),
  flags: z.array(z.string()).optional(),
  input: InputSpec,
  facts: z.record(z.string(), Json).optional(),
  conditions: z.record(z.string(), TopLevel).optional(),
  decisions: z.array(Decision).min(1),
  otherwise: Json.optional(),
  examples: z.array(Example),
});

/** A seed file: one family of rules sharing reference facts and named conditions. */
export const RuleFamilyFile = z.strictObject({
  family: z.string().min(1),
  description: z.string().min(10),
  facts: z.record(z.string(), Json).default({}),
  conditions: z.record(z.string(), TopLevel).default({}),
  rules: z.array(RuleEntry).min(1),
});

/** A rule ready to seed: the remote_rules row plus the examples its file documents it with. */
export interface SeedRule {
  name: string;
  description: string;
  defaultValue: RuleValue;
  definition: RuleDefinition;
  checksum: string;
  examples: RuleExample[];
  file: string;
}

export const DEFINITIONS_DIR = fileURLToPath(new URL('./definitions/', import.meta.url));

/** JSON with sorted keys, so a checksum does not depend on key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const checksumOf = (description: string, defaultValue: RuleValue, definition: RuleDefinition) =>
  createHash('sha256').update(stableJson({ description, defaultValue, definition })).digest('hex');

/** Every definition file of a directory, checked; throws naming the file and the problem. */
export function loadDefinitions(dir = DEFINITIONS_DIR): SeedRule[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const rules: SeedRule[] = [];
  for (const file of files) {
    const raw: unknown = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
    rules.push(...familyRules(raw, file));
  }
  const seen = new Set<string>();
  for (const r of rules) {
    if (seen.has(r.name)) throw new Error(`Rule ${r.name} is defined twice (${r.file})`);
    seen.add(r.name);
  }
  return rules;
}

export function familyRules(raw: unknown, file: string): SeedRule[] {
  const parsed = RuleFamilyFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  const family = parsed.data;
  return family.rules.map((entry) => {
    const facts = { ...family.facts, ...entry.facts };
    const conditions = { ...family.conditions, ...entry.conditions };
    const draft: RuleDefinition = {
      family: family.family,
      output: entry.output,
      mode: entry.mode ?? (entry.output === 'flags' ? 'flags' : 'first'),
      ...(entry.values ? { values: entry.values } : {}),
      ...(entry.flags ? { flags: entry.flags } : {}),
      input: entry.input,
      facts: {},
      conditions: {},
      decisions: entry.decisions,
      otherwise: entry.otherwise ?? (entry.output === 'flags' ? null : entry.default),
    };
    // Only what the rule's conditions reach is copied into its row, so an unrelated list change re-seeds nothing.
    const used = referencesOf(
      draft.decisions.map((d) => d.conditions),
      conditions,
    );
    for (const name of used.conditions) if (conditions[name]) draft.conditions[name] = conditions[name];
    for (const name of used.facts) if (Object.hasOwn(facts, name)) draft.facts[name] = facts[name];
    const problems = definitionProblems(entry.name, entry.default, draft);
    if (problems.length) throw new Error(`${file}: ${entry.name}: ${problems.join('; ')}`);
    return {
      name: entry.name,
      description: entry.description,
      defaultValue: entry.default,
      definition: draft,
      checksum: checksumOf(entry.description, entry.default, draft),
      examples: entry.examples,
      file,
    };
  });
}

/** Facts and shared conditions a set of conditions uses, following condition references. */
export function referencesOf(
  roots: unknown[],
  shared: Record<string, unknown>,
): { facts: Set<string>; conditions: Set<string> } {
  const facts = new Set<string>();
  const conditions = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (typeof o.fact === 'string') facts.add(o.fact);
    if (typeof o.condition === 'string' && !conditions.has(o.condition)) {
      conditions.add(o.condition);
      walk(shared[o.condition]);
    }
    for (const v of Object.values(o)) walk(v);
  };
  roots.forEach(walk);
  return { facts, conditions };
}

/** What a definition must satisfy to be seeded or run; the same checks guard rows edited in the database. */
export function definitionProblems(name: string, defaultValue: RuleValue, d: RuleDefinition): string[] {
  const problems: string[] = [];
  const expectDefault = d.output === 'boolean' ? false : d.output === 'variant' ? 'control' : null;
  if (defaultValue !== expectDefault) problems.push(`a ${d.output} rule defaults to ${JSON.stringify(expectDefault)}`);
  const fields = new Set(inputFieldNames(d.input.schema));
  for (const key of d.input.required)
    if (!fields.has(key)) problems.push(`required field ${key} is not in ${d.input.schema}`);

  const decisionNames = new Set<string>();
  for (const dec of d.decisions) {
    if (decisionNames.has(dec.name)) problems.push(`decision ${dec.name} appears twice`);
    decisionNames.add(dec.name);
    const v = dec.event.params.value;
    if (d.mode === 'first' && !fitsOutput(d, v))
      problems.push(`decision ${dec.name} answers ${JSON.stringify(v)}, not a ${d.output}`);
    if (d.mode === 'flags' && !(typeof v === 'string' && d.flags?.includes(v)))
      problems.push(`decision ${dec.name} names no flag`);
    if (d.mode === 'collect' && v === null) problems.push(`decision ${dec.name} collects null`);
  }
  if (d.mode === 'flags' && (d.output !== 'flags' || !d.flags?.length))
    problems.push('flags mode needs output flags and a flags list');
  if (d.mode === 'collect' && d.output !== 'list') problems.push('collect mode answers a list');
  if ((d.output === 'variant' || d.output === 'choice') && !d.values?.length)
    problems.push(`a ${d.output} rule lists its values`);
  if (d.output === 'variant' && !d.values?.includes('control')) problems.push('a variant rule has a control value');
  if (d.mode !== 'flags' && d.otherwise !== null && !fitsOutput(d, d.otherwise))
    problems.push('otherwise does not fit the output');

  const refs = referencesOf(
    d.decisions.map((x) => x.conditions),
    d.conditions,
  );
  for (const c of refs.conditions) if (!d.conditions[c]) problems.push(`condition ${c} is not defined`);
  for (const f of refs.facts) {
    const known = fields.has(f) || Object.hasOwn(d.facts, f) || (CODE_FACTS as readonly string[]).includes(f);
    if (!known) problems.push(`fact ${f} is neither an input field, a listed fact nor a code fact`);
  }
  for (const f of Object.keys(d.facts)) {
    if ((CODE_FACTS as readonly string[]).includes(f) || fields.has(f))
      problems.push(`fact ${f} shadows an input field or code fact`);
  }
  for (const op of operatorsOf([...d.decisions.map((x) => x.conditions), ...Object.values(d.conditions)])) {
    const parts = op.split(':');
    const base = parts.pop() as string;
    if (!KNOWN_OPERATORS.includes(base) || parts.some((p) => !KNOWN_DECORATORS.includes(p)))
      problems.push(`operator ${op} is unknown`);
  }
  if (!RULE_NAME_PATTERN.test(name)) problems.push('the name must match [A-Za-z0-9_-]{1,80}');
  return problems;
}

function fitsOutput(d: RuleDefinition, v: RuleValue): boolean {
  switch (d.output) {
    case 'boolean':
      return typeof v === 'boolean';
    case 'variant':
    case 'choice':
      return typeof v === 'string' && (d.values ?? []).includes(v);
    case 'list':
      return Array.isArray(v);
    case 'object':
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    case 'flags':
      return false;
  }
}

function operatorsOf(roots: unknown[]): Set<string> {
  const ops = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (typeof o.operator === 'string' && typeof o.fact === 'string') ops.add(o.operator);
    for (const [k, v] of Object.entries(o)) if (k !== 'value') walk(v);
  };
  roots.forEach(walk);
  return ops;
}
