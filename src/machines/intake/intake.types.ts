import type { AutoUser, ZipLookup } from '../../contract';
import type { ErrorCode } from '../../domain/errors';

/** A node of a compiled flow: `stepId~index` (spec 000 section 2: route nodes are keyed by step id plus '~' plus the index). */
export type NodeId = `${string}~${number}`;

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

/** An error value from the error catalogue, shown on the step it belongs to. */
export interface StepError {
  code: IntakeErrorCode;
  node: NodeId;
}
export type IntakeErrorCode = ErrorCode;

export interface IntakeContext {
  flowId: string;
  /** The shopper's answers, in the contract's shape. */
  user: AutoUser;
  /** Nodes visited, in order; BACK pops, NAVIGATE truncates (spec 000 section 4: page visibility). */
  visited: NodeId[];
  /** Options fetched for a node (makes, models, trims), keyed by node. */
  options: Partial<Record<NodeId, ChoiceOption[]>>;
  /** The last zip lookup, kept to fill the address step's city and state. */
  zipLookup?: ZipLookup;
  error: StepError | null;
  /** The text address suggestions are being asked for (the last SUGGEST). */
  suggestQuery: string;
  /** Highest progress reached, 0-99: progress only increases (spec 000 section 2). */
  progress: number;
  /** Server copy of the user: id and signed returning-user token, once POST /user answered. */
  server: { userId?: string; token?: string };
  /** The server refused the last save (a 4xx): the answers stay here, the server copy lags until a save passes. */
  saveError: ErrorCode | null;
}

export type IntakeEvent =
  | { type: 'SUBMIT'; answer: unknown }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'NAVIGATE'; node: NodeId }
  | { type: 'USER_SAVED'; userId: string; token: string }
  /** The server refused a save (not retried): the catalogue's code and the HTTP status. */
  | { type: 'USER_SAVE_FAILED'; code: ErrorCode; status?: number }
  /** The street typed so far, sent when the form wants suggestions; the machine debounces and asks. */
  | { type: 'SUGGEST'; text: string };

export interface IntakeInput {
  /** Answers restored from a returning-user load or URL parameters. */
  user?: AutoUser;
  /** The server copy those answers came from, so later saves update it. */
  server?: { userId?: string; token?: string };
}
