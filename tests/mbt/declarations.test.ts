import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { AutoUser } from '../../src/contract';
import { questions, questionOf } from '../../src/machines/intake/questions';
import { skipRules, type SkipRuleName } from '../../src/machines/intake/rules/skipRules';
import { autoCatalogue } from '../../src/machines/intake/intake.catalogue';
import { AUTO_FLOW_IDS } from '../../src/machines/intake/flows';
import type { IntakeContext } from '../../src/machines/intake/intake.types';
import { FOLLOW_UP_OUTPUTS, intakeModel } from './intakeModel';
import { generatePaths } from './paths';
import { addressOf, zipLookupOf } from './referenceData';

// The compiler trusts what each skip rule and loop declares: the steps that can change it. Here every question's
// sampled answers (with their side effects and their check's result) are applied to shoppers met along the
// generated paths, and every rule at every index, and every loop's count, is compared before and after: a change
// made by a step the rule does not name fails, naming both, as does a change to another item's value made by a
// step the rule declares changes only its own item (`sameItem`) or only later items (`laterItems`).

const INDICES = [1, 2, 3, 4];
/** Spread samples: the whole range, first and last included, at most `n` of it. */
const spread = <T>(xs: T[], n: number): T[] =>
  xs.length <= n ? xs : Array.from({ length: n }, (_, k) => xs[Math.round((k * (xs.length - 1)) / (n - 1))]);

/** Shoppers as the flows meet them: every state the generated paths reach (fresh and editing a household). */
function sampleContexts(): IntakeContext[] {
  const seen = new Set<string>();
  const out: IntakeContext[] = [];
  for (const id of AUTO_FLOW_IDS)
    for (const p of generatePaths(intakeModel(id))) {
      const key = JSON.stringify(p.state.context.user);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(p.state.context);
    }
  return spread(out, 150);
}

/** Answers to try: the question's examples or every option, and for loaded lists a value from the list. */
function answersOf(step: string, ctx: IntakeContext, index: number): unknown[] {
  const q = questionOf(step);
  if (q.examples) return q.examples;
  if (q.load) return ['Toyota'];
  return spread(q.options?.(ctx, index).map((o) => o.value) ?? [], 8);
}

/** What a check answers for an answer, from the sandbox's reference data. */
function checkOutput(step: string, user: AutoUser, answer: unknown): unknown {
  const q = questionOf(step);
  const a = answer as { streetAddress?: string; zip?: string };
  switch (q.check?.actor) {
    case 'lookupZip':
      return zipLookupOf(String(answer));
    case 'validateAddress':
      return user.autoPolicy.policy.zip ? addressOf(a.streetAddress!, user.autoPolicy.policy.zip) : null;
    case 'validatePreviousAddress':
      return addressOf(a.streetAddress!, a.zip!);
    default:
      return null;
  }
}

/** The shoppers a step's follow-ups can leave: each one's default, and each of its sampled answers applied. */
function followedUp(step: string, user: AutoUser, index: number): AutoUser[] {
  const followUps = autoCatalogue.step(step).followUps ?? [];
  if (!followUps.length) return [];
  const base = produce(user, (d) => {
    for (const f of followUps) f.fallback?.(d, index);
  });
  return [
    base,
    ...followUps.flatMap((f) =>
      (FOLLOW_UP_OUTPUTS[f.id] ?? []).map((output) =>
        produce(base, (d) => {
          f.apply?.(d, output, index);
        }),
      ),
    ),
  ];
}

function verdicts(user: AutoUser): Map<string, boolean | number> {
  const out = new Map<string, boolean | number>();
  for (const [name, rule] of Object.entries(skipRules))
    for (const i of INDICES) out.set(`${name}@${i}`, rule.test(user, i));
  for (const [name, loop] of Object.entries(autoCatalogue.loops)) out.set(`loop:${name}`, loop.count(user));
  return out;
}

describe('what the skip rules and loops declare of themselves', () => {
  const contexts = sampleContexts();

  it('meets a variety of shoppers along the paths', () => {
    expect(contexts.length).toBeGreaterThan(50);
  });

  it.each(Object.keys(questions))('answering %s changes only the rules and loops that name it', (step) => {
    const q = questionOf(step);
    const undeclared = new Set<string>();
    const otherItem = new Set<string>();
    let tried = 0;
    for (const ctx of contexts) {
      const items =
        q.entity === 'vehicles' ? ctx.user.autoPolicy.vehicles.length : ctx.user.autoPolicy.operators.length;
      for (const index of INDICES.filter((i) => i <= items)) {
        for (const answer of answersOf(step, ctx, index)) {
          const parsed = q.schema.safeParse(answer);
          if (!parsed.success) continue;
          let user = produce(ctx.user, (d) => autoCatalogue.step(step).apply(d, parsed.data, index));
          const output = checkOutput(step, user, parsed.data);
          if (q.check?.apply && output) user = produce(user, (d) => q.check!.apply!(d, output as never, index));
          tried += 1;
          const before = verdicts(ctx.user);
          const changed = [...verdicts(user)];
          // The follow-ups of a passed check: their defaults, then each answer the sandbox can give.
          if (output) for (const next of followedUp(step, user, index)) changed.push(...verdicts(next));
          for (const [key, value] of changed) {
            if (before.get(key) === value) continue;
            const [kind, name] = key.startsWith('loop:') ? ['loop', key.slice(5)] : ['rule', key.split('@')[0]];
            const declared =
              kind === 'loop' ? autoCatalogue.loops[name].changedBy : skipRules[name as SkipRuleName].changedBy;
            if (!declared.includes(step)) undeclared.add(key.split('@')[0]);
            // A step declared to change only its own item changed another's value.
            const at = Number(key.split('@')[1]);
            const rule = skipRules[name as SkipRuleName];
            if (kind === 'rule' && at !== index && rule.sameItem?.includes(step))
              otherItem.add(`${key} (sameItem, answered at item ${index})`);
            if (kind === 'rule' && at <= index && rule.laterItems?.includes(step))
              otherItem.add(`${key} (laterItems, answered at item ${index})`);
          }
        }
      }
    }
    expect(tried, `${step}: no answer could be tried`).toBeGreaterThan(0);
    expect([...undeclared], `${step} changes these but they do not name it in changedBy`).toEqual([]);
    expect([...otherItem], `${step} changes an item's value its sameItem or laterItems declaration rules out`).toEqual(
      [],
    );
  });
});
