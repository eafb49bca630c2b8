import { autoLine } from './auto';
import { LINE_OF_POLICY_KEY, POLICY_KEYS } from '../../contract/policyKeys';
import type { StartTarget } from '../intake/startGraph';

// The product-line registry: one line per product line the app runs (issue 26). Home and renters join here once
// their modules exist (issues 30, 31); until then the start graph's home choice is decided by `lineFor` below.

export const PRODUCT_LINES = [autoLine] as const;

export type RegisteredLine = (typeof PRODUCT_LINES)[number];
export type LineId = RegisteredLine['id'];
/** The answers of any registered line's shopper. */
export type LineUser = Parameters<RegisteredLine['canBeRated']>[0];
/** Any registered line's flow id. */
export type LineFlowId = RegisteredLine['flowIds'][number];
/** Any registered line's flow machine. */
export type LineMachine = ReturnType<Awaited<ReturnType<RegisteredLine['loadIntake']>>['flowMachine']>;

/** The line a fresh start runs when nothing chose another: the first registered. */
export const DEFAULT_LINE: RegisteredLine = PRODUCT_LINES[0];

/** A registered line by its id (the default line for one not registered). */
export const lineById = (id: string): RegisteredLine => PRODUCT_LINES.find((line) => line.id === id) ?? DEFAULT_LINE;

/**
 * The registered line whose shopper a saved user is, by its policy key (src/contract/users.ts LINE_OF_POLICY_KEY);
 * undefined when that line is not registered or the user has no policy.
 */
export function lineOfUser(user: object): RegisteredLine | undefined {
  const key = POLICY_KEYS.find((k) => (user as Record<string, unknown>)[k] !== undefined);
  return key ? PRODUCT_LINES.find((line) => line.id === LINE_OF_POLICY_KEY[key]) : undefined;
}

/** The registered line that has a flow, by its id. */
export function lineOfFlow(flowId: string): RegisteredLine {
  return PRODUCT_LINES.find((line) => (line.flowIds as readonly string[]).includes(flowId)) ?? DEFAULT_LINE;
}

/**
 * The line and flow a start-graph choice runs. A choice of a line not registered yet (home, until issue 30) runs the
 * default line's default flow, and says so: `notRegistered` names what the start graph chose.
 */
export function lineFor(target: StartTarget): { line: RegisteredLine; flowId: LineFlowId; notRegistered?: string } {
  const line = PRODUCT_LINES.find((l) => l.id === target.product);
  if (line) return { line, flowId: line.startFlow(target) };
  const chosen = target.product === 'auto' ? target.flowId : `${target.product}:${target.variant}`;
  return { line: DEFAULT_LINE, flowId: DEFAULT_LINE.defaultFlow, notRegistered: chosen };
}
