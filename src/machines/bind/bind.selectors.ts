import type { SnapshotFrom } from 'xstate';
import type { AutoUser } from '../../contract';
import type { PropertyUser } from '../../contract/propertyUser';
import type { RatecallQuestion } from '../../contract/ratecall';
import type { RatecallMachine } from '../ratecall/ratecall.machine';
import { type OnlineSession, type RatecallErrors, sessionPolicyType } from '../ratecall/ratecall.types';
import type { NodeId } from '../graph/catalogue';
import { parseNodeId } from '../graph/expandFlow';
import type { BindMachine } from './bind.machine';
import { type BindPolicyType, type BindShopper, type BindUser, policyTypeOfShopper } from './bind.types';
import { type BindStepDef, bindStepOf, questionIdOf } from './steps';

// What a post-quote screen reads of a chain's snapshot (DESIGN section 4: the UI only subscribes to snapshots): the
// node it is on, its screen definition, and the session's questions that screen asks for its loop item.

type Snapshot = SnapshotFrom<BindMachine>;

export interface BindNodeView {
  node: NodeId;
  step: string;
  /** The loop item: vehicle, driver or undisclosed operator (1 for the policy's and payment's screens). */
  index: number;
  def: BindStepDef;
  user: BindUser;
  /** The answer a client screen gave before (the machine keeps it: the landing, the price accepted), for BACK. */
  remembered: unknown;
  /** BACK is accepted: the node has a predecessor the shopper came from. */
  canGoBack: boolean;
  progress: number;
  /** Nodes visited so far, in order (an Edit on a summary goes back to one of them). */
  visited: readonly NodeId[];
}

/** The node a chain's snapshot is on, or null once the chain is complete (or routing between nodes). */
export function selectBindNode(s: Snapshot): BindNodeView | null {
  const value = s.value;
  if (typeof value === 'string') return null;
  const node = Object.keys(value)[0] as NodeId;
  const parsed = parseNodeId(node);
  if (!parsed) return null;
  return {
    node,
    ...parsed,
    def: bindStepOf(parsed.step),
    user: s.context.user,
    remembered: s.context.remembered[node],
    canGoBack: s.can({ type: 'BACK' }),
    progress: s.context.progress,
    visited: s.context.visited,
  };
}

/** Two views show the same screen with the same answers (useSelector's compare: no re-render otherwise). */
export const sameBindNode = (a: BindNodeView | null, b: BindNodeView | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.node === b.node &&
    a.user === b.user &&
    a.remembered === b.remembered &&
    a.canGoBack === b.canGoBack &&
    a.visited.length === b.visited.length);

/** A question of the session a screen asks, under the field name its answer object uses. */
export interface ScreenQuestion {
  /** The answer's key: the question id's last part (`vin`), or `disclosure.x` on review-disclosures. */
  key: string;
  question: RatecallQuestion;
}

/**
 * The session's questions a screen asks for its loop item, in the screen's field order: a field's question id is the
 * loop item's (questionIdOf) and the question names this screen (`step` = the route slug). A screen without fields of
 * its own (review-disclosures) asks every question of its slug, keyed by the id after the entity.
 */
export function screenQuestions(
  def: BindStepDef,
  user: BindUser,
  index: number,
  questions: readonly RatecallQuestion[],
): ScreenQuestion[] {
  const onScreen = questions.filter((q) => q.step === def.slug);
  if (!def.fields) {
    if (def.source !== 'rc2' && def.source !== 'rc3') return [];
    return onScreen.map((q) => ({ key: q.id.slice(q.id.indexOf('.') + 1), question: q }));
  }
  const entity = def.entity;
  if (!entity) return [];
  const found: ScreenQuestion[] = [];
  for (const key of Object.keys(def.fields)) {
    const id = questionIdOf(user, entity, index, key);
    const question = id ? onScreen.find((q) => q.id === id) : undefined;
    if (question) found.push({ key, question });
  }
  return found;
}

/** What the post-quote screens read of the rate-call chart: the session, its answer errors, the shopper. */
export interface BindSession {
  online: OnlineSession | null;
  errors: RatecallErrors;
  /**
   * The shopper the session buys for, of any policy type (decision 0086 left the widening to the screens): auto's
   * household (its vehicles' and drivers' names) or a home or renters shopper (the home's facts, the occupants). Read
   * a line's own parts through `autoHousehold` and `propertyShopper`.
   */
  user: BindShopper;
  /** The session's policy type (sessionPolicyType; the shopper's before a session is open): picks the screens' variants. */
  policyType: BindPolicyType;
  /** A rate call is running (the chain's answers are being sent). */
  loading: boolean;
}

/** The auto household of a session, or null for a home or renters purchase. */
export const autoHousehold = (session: Pick<BindSession, 'user'>): AutoUser | null =>
  'autoPolicy' in session.user ? session.user : null;

/** The home or renters shopper of a session, or null for an auto purchase. */
export const propertyShopper = (session: Pick<BindSession, 'user'>): PropertyUser | null =>
  'autoPolicy' in session.user ? null : session.user;

export function selectBindSession(s: SnapshotFrom<RatecallMachine>): BindSession {
  const online = s.context.online;
  return {
    online,
    errors: s.context.errors,
    user: s.context.user,
    policyType: online ? sessionPolicyType(online) : policyTypeOfShopper(s.context.user),
    loading: s.hasTag('state:loading'),
  };
}

export const sameBindSession = (a: BindSession, b: BindSession) =>
  a.online === b.online &&
  a.errors === b.errors &&
  a.user === b.user &&
  a.policyType === b.policyType &&
  a.loading === b.loading;
