import type { z } from 'zod';
import type { RuleSummary } from '../../src/contract/rules';
import { RuleDefinition } from './definition';
import { summariseInput } from './inputs';
import type { RuleRow } from './store';

// GET /rules-engine/rules: what each stored rule is, for engineers and QA (spec 001 section 7 "Remote rules").

export function ruleSummary(row: RuleRow): z.infer<typeof RuleSummary> {
  const parsed = RuleDefinition.safeParse(row.definition);
  const base = {
    name: row.name,
    description: row.description,
    default: row.defaultValue ?? null,
    enabled: row.enabled,
  };
  if (!parsed.success) {
    // A row edited into something the engine cannot run: listed, so QA sees why it answers its default.
    return { ...base, family: 'invalid definition', output: 'object', inputSchema: { name: 'unknown', fields: [] } };
  }
  const d = parsed.data;
  return {
    ...base,
    family: d.family,
    output: d.output,
    ...(d.values ? { values: d.values } : {}),
    inputSchema: { name: d.input.schema, fields: summariseInput(d.input.schema, d.input.required) },
  };
}
