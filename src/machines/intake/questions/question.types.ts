import type { z } from 'zod/mini';
import type { Draft } from 'immer';
import type { AutoUser } from '../../../contract';
import type { ActorMap, ChoiceOption, StepCall, StepFollowUp, StepGate } from '../../graph/catalogue';
import type { FlowContext } from '../../graph/flowMachine';
import type { UserSave } from '../userSave';
import type { IntakeActors } from '../intake.actors';
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
  | 'marriedGenderMilitary'
  /** A street line and unit, validated in the ZIP's city and state (the home and renters addresses). */
  | 'street'
  /** Year built, square footage, stories, foundation, garage, bedrooms and bathrooms (home details). */
  | 'homeDetails'
  /** Facts found for the shopper (the options) to confirm (Yes) or edit (No): verify details. */
  | 'verifyDetails'
  /** Deductible, personal liability and medical payments amounts (home and renters coverages). */
  | 'coverageAmounts';

/** Where an auto answer goes in the URL: `#/<entity>/<index>/<segment>`. */
export type AutoRouteEntity = 'vehicles' | 'drivers' | 'contact' | 'general' | 'policy';

/**
 * A server call of a question: naming the actor (of the line's actors `X`) types its input, its output and the
 * answer it is given (`T`), so `input` and `apply` are checked against the actor they call.
 */
export type QuestionCall<U, X extends ActorMap, T = unknown> = {
  [K in keyof X & string]: StepCall<U, X, K, T>;
}[keyof X & string];
/** A call made once the check passes (the address-success chain), typed by the actor it names like `QuestionCall`. */
export type QuestionFollowUp<U, X extends ActorMap> = { [K in keyof X & string]: StepFollowUp<U, X, K> }[keyof X &
  string];
/** A gate (catalogue.ts `Gate`), typed by the actor it names like `QuestionCall`. */
export type QuestionGate<U, X extends ActorMap> = { [K in keyof X & string]: StepGate<U, X, K> }[keyof X & string];
export type AutoCall<T = unknown> = QuestionCall<AutoUser, IntakeActors, T>;
export type AutoFollowUp = QuestionFollowUp<AutoUser, IntakeActors>;

/**
 * A question of a product line, declared once: the machine, the UI and the tests all read it. Generic over its
 * answer `A`, the line's user `U`, its actors `X` and its route entities `E` (and the names of its skip rules `S` and
 * side effects `F`); auto's are `AutoQuestion`.
 */
export interface Question<
  A,
  U,
  X extends ActorMap,
  E extends string,
  S extends string = string,
  F extends string = string,
> {
  id: string;
  entity: E;
  segment: string;
  /** The screen's heading; may name the vehicle or driver it asks about. */
  title: (ctx: FlowContext<U, UserSave>, index: number) => string;
  subtitle?: (ctx: FlowContext<U, UserSave>, index: number) => string | undefined;
  /** The spec sentence behind the step, shown in the inspector as the state's description. */
  description: string;
  form: FormKind;
  options?: (ctx: FlowContext<U, UserSave>, index: number) => ChoiceOption[];
  schema: z.ZodMiniType<A>;
  /** The current answer, read back from the user (prefills the form after BACK or a reload). */
  read: (user: U, index: number) => A | undefined;
  /**
   * Writes the answer into the user (an immer recipe). A question without one stores nothing itself: its effects
   * or its check do (a summary's Yes adds an item; a previous address is stored as the address service returns it),
   * and the machine remembers the answer for when the shopper comes back.
   */
  write?: (user: Draft<U>, answer: A, index: number) => void;
  /** Valid sample answers for forms without options: model-based tests and stories draw from them. */
  examples?: A[];
  skip?: S[];
  effects?: F[];
  /** The flow stops here when it shows: no later step, only back or its way on (the knockout page). */
  terminal?: true;
  /** A terminal page's way on, its one answer's label: it finishes the flow, which names the page as its exit. */
  wayOn?: string;
  /** Options fetched before answering. */
  load?: QuestionCall<U, X>;
  /** The answer checked by the server before moving on; its result applied to the user. */
  check?: QuestionCall<U, X, A>;
  /** Asked while the shopper types (debounced by the machine), never blocking the answer. */
  suggest?: QuestionCall<U, X, string>;
  /** Asked together once the check passes, each with its default: the address-success chain (spec 000 section 4). */
  followUps?: QuestionFollowUp<U, X>[];
  /** A remote decision asked on the way to the question, before its skip rules (catalogue.ts `Gate`). */
  gate?: QuestionGate<U, X>;
}

/** An auto question. */
export type AutoQuestion<A = unknown> = Question<A, AutoUser, IntakeActors, AutoRouteEntity, SkipRuleName, EffectName>;

/** Keeps each auto question's answer type while the catalogue stores them side by side. */
export function defineQuestion<A>(q: AutoQuestion<A>): AutoQuestion<A> {
  return q;
}
