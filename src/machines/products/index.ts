import { autoLine } from './auto';
import { homeLine } from './home';
import type { StartTarget } from '../intake/startGraph';

// The product-line registry: one line per product line the app runs (issue 26): auto, and home (home, townhome, condo
// and renters, issue 30). A start choice of a line not registered is decided by `lineFor` below.

export const PRODUCT_LINES = [autoLine, homeLine] as const;

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

/** The flow a bundle into a line starts (its `bundleFlow`), or undefined where no bundle leads into it. */
export const bundleFlowOf = (id: string): LineFlowId | undefined =>
  (lineById(id) as { bundleFlow?: LineFlowId }).bundleFlow;

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

/**
 * The registered line whose shopper a user is, by the policy it carries (a returning link may name any line's user);
 * undefined when no registered line owns it (no policy).
 */
export function lineOfUser(user: object): RegisteredLine | undefined {
  return PRODUCT_LINES.find((line) => line.owns(user));
}

/** Enough answers to rate, by the rule of the line the user belongs to (false when no line owns it). */
export function canBeRated(user: LineUser): boolean {
  const line = lineOfUser(user);
  // The line owns this user, so its rule takes it (the union of the lines' rules takes none of them as typed).
  return line !== undefined && (line.canBeRated as (u: LineUser) => boolean)(user);
}
