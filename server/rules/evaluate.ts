import { type RuleOutcome, type RuleReason, ruleDefault } from '../../src/contract/rules';
import { compiledFor } from './engine';
import { ruleInputSchema } from './inputs';
import type { RuleRow } from './store';

// The failure contract of spec 001 section 7: a rule that cannot decide answers its default (false, null or
// 'control'; null for a name nobody knows), flagged isDefault with the reason, never an HTTP error.

export type RuleLog = (name: string, reason: RuleReason) => void;

export async function evaluateRow(
  name: string,
  row: RuleRow | undefined,
  input: Record<string, unknown>,
  log: RuleLog = () => {},
): Promise<RuleOutcome> {
  // A name without a row: the spec's default when the contract knows the name, else null.
  if (!row) return fallback(ruleDefault(name), 'unknown_rule');
  const defaultValue = row.defaultValue ?? null;
  // An engine error is a broken rule, worth a log line; a disabled rule or a bad input is not.
  const failed = (): RuleOutcome => {
    log(name, 'engine_error');
    return fallback(defaultValue, 'engine_error');
  };
  if (!row.enabled) return fallback(defaultValue, 'rule_disabled');
  let rule: ReturnType<typeof compiledFor>;
  try {
    rule = compiledFor(name, row.checksum, row.definition, defaultValue);
  } catch {
    return failed();
  }
  const { schema, required } = rule.definition.input;
  const parsed = ruleInputSchema(schema, required).safeParse(input);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.');
    return fallback(defaultValue, 'invalid_input', path ? `input.${path}` : 'input');
  }
  try {
    return { value: await rule.run(parsed.data), isDefault: false };
  } catch {
    return failed();
  }
}

function fallback(value: RuleOutcome['value'], reason: RuleReason, field?: string): RuleOutcome {
  return { value, isDefault: true, reason, ...(field ? { field } : {}) };
}
