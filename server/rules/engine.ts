import { createHash } from 'node:crypto';
import { Engine, type RuleResult } from 'json-rules-engine';
import type { RuleValue } from '../../src/contract/rules';
import { localTime } from './clock';
import { AGENCY_ELIGIBLE_AUTO_STATES, AGENCY_ELIGIBLE_HOME_STATES, BUCKET_COUNT, FOOTPRINT_FACTS } from './constants';
import { RuleDefinition, definitionProblems } from './definition';
import { addCustomOperators } from './operators';

// Runs one remote rule (spec 001 section 7) with json-rules-engine: the input object's fields are the facts, plus
// the reference lists and the computed facts below. Compiled engines are cached per rule and checksum.

export interface CompiledRule {
  definition: RuleDefinition;
  /** The rule's value for an input already checked against its schema. */
  run(facts: Record<string, unknown>): Promise<RuleValue>;
}

/** The experiment bucket 0-99 of a shopper: sha256(salt:id), so a shopper always sees the same variant. */
export function bucketOf(salt: string, id: string): number {
  return createHash('sha256').update(`${salt}:${id}`).digest().readUInt32BE(0) % BUCKET_COUNT;
}

export function compileRule(
  name: string,
  raw: unknown,
  defaultValue: RuleValue,
  now: () => Date = () => new Date(),
): CompiledRule {
  const definition = RuleDefinition.parse(raw);
  const problems = definitionProblems(name, defaultValue, definition);
  if (problems.length) throw new Error(`Rule ${name}: ${problems.join('; ')}`);

  // Facts missing from an input are undefined: a condition on them is false, which is what optional answers mean.
  const engine = new Engine([], { allowUndefinedFacts: true });
  addCustomOperators(engine);
  engine.addFact('agencyAutoStates', [...AGENCY_ELIGIBLE_AUTO_STATES]);
  engine.addFact('agencyHomeStates', [...AGENCY_ELIGIBLE_HOME_STATES]);
  for (const [id, states] of Object.entries(FOOTPRINT_FACTS)) engine.addFact(id, [...states]);
  engine.addFact('bucket', async (params, almanac) => {
    const id =
      (await almanac.factValue<string | undefined>('anonymousId')) ??
      (await almanac.factValue<string | undefined>('sessionId'));
    return id ? bucketOf(typeof params.salt === 'string' ? params.salt : name, id) : undefined;
  });
  // The zone is the rule's (params.timeZone: a call centre) or the shopper's (input timeZone); the instant is the
  // input's currentDate or the server clock.
  engine.addFact('localTime', async (params, almanac) => {
    const zone =
      typeof params.timeZone === 'string' ? params.timeZone : await almanac.factValue<string | undefined>('timeZone');
    if (!zone) return undefined;
    const at = await almanac.factValue<string | undefined>('currentDate');
    return localTime(at ? new Date(at) : now(), zone);
  });
  for (const [id, value] of Object.entries(definition.facts)) engine.addFact(id, value);
  for (const [id, condition] of Object.entries(definition.conditions)) engine.setCondition(id, condition as never);
  const order = new Map(definition.decisions.map((d, i) => [d.name, i]));
  for (const d of definition.decisions) {
    engine.addRule({ name: d.name, priority: d.priority ?? 1, conditions: d.conditions as never, event: d.event });
  }

  const decidedValue = (results: RuleResult[]): RuleValue => {
    const matched = [...results].sort(
      (a, b) => (b.priority ?? 1) - (a.priority ?? 1) || (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0),
    );
    const values = matched.map((r) => (r.event?.params as { value: RuleValue } | undefined)?.value as RuleValue);
    switch (definition.mode) {
      case 'first':
        return values.length ? values[0] : definition.otherwise;
      case 'collect':
        return values.length ? values : definition.otherwise;
      case 'flags':
        return Object.fromEntries((definition.flags ?? []).map((f) => [f, values.includes(f)]));
    }
  };

  // An Engine keeps a run status of its own: two overlapping runs of one engine let the first to finish stop the
  // other's lower priorities. Runs of one cached engine therefore take turns (each is well under a millisecond).
  let queue: Promise<unknown> = Promise.resolve();
  return {
    definition,
    run(facts) {
      const next = queue.then(async () => decidedValue((await engine.run(facts)).results));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

const cache = new Map<string, { checksum: string; rule: CompiledRule }>();

/** The compiled rule for a stored row, recompiled when its checksum changed. Throws when the definition is broken. */
export function compiledFor(
  name: string,
  checksum: string,
  definition: unknown,
  defaultValue: RuleValue,
): CompiledRule {
  const hit = cache.get(name);
  if (hit && hit.checksum === checksum) return hit.rule;
  const rule = compileRule(name, definition, defaultValue);
  cache.set(name, { checksum, rule });
  return rule;
}
