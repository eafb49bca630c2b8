import type { Engine } from 'json-rules-engine';

// Operators the remote rules add to json-rules-engine's own (spec 001 section 7): text search in referrers and
// campaigns, experiment bucket ranges and local-time windows.

/** json-rules-engine 7's built-in operators and decorators (decorators prefix an operator: not:in, someFact:in). */
const BUILT_IN_OPERATORS = [
  'equal',
  'notEqual',
  'in',
  'notIn',
  'contains',
  'doesNotContain',
  'lessThan',
  'lessThanInclusive',
  'greaterThan',
  'greaterThanInclusive',
];
export const KNOWN_DECORATORS = ['someFact', 'someValue', 'everyFact', 'everyValue', 'swap', 'not'];

const asList = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string');
const isPair = (v: unknown): v is [unknown, unknown] => Array.isArray(v) && v.length === 2;

export const CUSTOM_OPERATORS = {
  /** The fact (text) contains any of the value's strings, ignoring case: referrer includesText ["pub_network"]. */
  includesText: (fact: unknown, value: unknown) =>
    typeof fact === 'string' && asList(value).some((needle) => fact.toLowerCase().includes(needle.toLowerCase())),
  /** The fact (an experiment bucket 0-99) lies in [from, to], both inclusive. */
  inBuckets: (fact: unknown, value: unknown) =>
    typeof fact === 'number' &&
    isPair(value) &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    fact >= value[0] &&
    fact <= value[1],
  /** The fact (HH:MM) lies in [start, end): ["08:00", "20:00"]. Zero-padded 24-hour text orders like time. */
  inTimeRange: (fact: unknown, value: unknown) =>
    typeof fact === 'string' &&
    isPair(value) &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    fact >= value[0] &&
    fact < value[1],
} as const;

export const KNOWN_OPERATORS = [...BUILT_IN_OPERATORS, ...Object.keys(CUSTOM_OPERATORS)];

export function addCustomOperators(engine: Engine): void {
  for (const [name, evaluate] of Object.entries(CUSTOM_OPERATORS)) engine.addOperator(name, evaluate);
}
