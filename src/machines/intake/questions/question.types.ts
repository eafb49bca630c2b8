import type { z } from 'zod/mini';
import type { Draft } from 'immer';
import type { AutoUser } from '../../../contract';
import type { StepCall, StepFollowUp } from '../../graph/catalogue';
import type { IntakeActors } from '../intake.actors';
import type { ChoiceOption, IntakeContext } from '../intake.types';
import type { SkipRuleName } from '../rules/skipRules';
import type { EffectName } from '../rules/effects';

/** The kinds of form a question renders as; the UI has one form component per kind. */
export type FormKind =
  | 'choice'
  | 'select'
  | 'name'
  | 'date'
  | 'zip'
  | 'email'
  | 'address'
  | 'previousAddress'
  | 'checklist'
  | 'summary'
  /** Five incident categories, each a list of month-and-year entries. */
  | 'incidents'
  /** SR-22 case number and filing dates. */
  | 'sr22Filing'
  | 'phone'
  /** A one-time code texted to the shopper. */
  | 'code'
  | 'addressPhone'
  /** The items so far with their details, each with an edit link (the options). */
  | 'review'
  /** A terminal page: a message and no answer (catalogue.ts `terminal`). */
  | 'knockout'
  | 'nameBirthdate'
  | 'marriedGenderMilitary';

/** Where the answer goes in the URL: `#/<entity>/<index>/<segment>`. */
export type RouteEntity = 'vehicles' | 'drivers' | 'contact' | 'general' | 'policy';

type ActorName = keyof IntakeActors & string;
/**
 * A server call of an auto question: naming the actor types its input, its output and the answer it is given
 * (`T`), so `input` and `apply` are checked against the actor they call.
 */
export type AutoCall<T = unknown> = { [K in ActorName]: StepCall<AutoUser, IntakeActors, K, T> }[ActorName];
/** A call made once the check passes (the address-success chain), typed by the actor it names like `AutoCall`. */
export type AutoFollowUp = { [K in ActorName]: StepFollowUp<AutoUser, IntakeActors, K> }[ActorName];

/** A question, declared once: the machine, the UI and the tests all read it. */
export interface Question<A = unknown> {
  id: string;
  entity: RouteEntity;
  segment: string;
  /** The screen's heading; may name the vehicle or driver it asks about. */
  title: (ctx: IntakeContext, index: number) => string;
  subtitle?: (ctx: IntakeContext, index: number) => string | undefined;
  /** The spec sentence behind the step, shown in the inspector as the state's description. */
  description: string;
  form: FormKind;
  options?: (ctx: IntakeContext, index: number) => ChoiceOption[];
  schema: z.ZodMiniType<A>;
  /** The current answer, read back from the user (prefills the form after BACK or a reload). */
  read: (user: AutoUser, index: number) => A | undefined;
  /**
   * Writes the answer into the user (an immer recipe). A question without one stores nothing itself: its effects
   * or its check do (a summary's Yes adds an item; a previous address is stored as the address service returns it),
   * and the machine remembers the answer for when the shopper comes back.
   */
  write?: (user: Draft<AutoUser>, answer: A, index: number) => void;
  /** Valid sample answers for forms without options: model-based tests and stories draw from them. */
  examples?: A[];
  skip?: SkipRuleName[];
  effects?: EffectName[];
  /** The flow stops here when it shows: no later step, only back or its way on (the knockout page). */
  terminal?: true;
  /** A terminal page's way on, its one answer's label: it finishes the flow, which names the page as its exit. */
  wayOn?: string;
  /** Options fetched before answering. */
  load?: AutoCall;
  /** The answer checked by the server before moving on; its result applied to the user. */
  check?: AutoCall<A>;
  /** Asked while the shopper types (debounced by the machine), never blocking the answer. */
  suggest?: AutoCall<string>;
  /** Asked together once the check passes, each with its default: the address-success chain (spec 000 section 4). */
  followUps?: AutoFollowUp[];
}

/** Keeps each question's answer type while the catalogue stores them side by side. */
export function defineQuestion<A>(q: Question<A>): Question<A> {
  return q;
}
