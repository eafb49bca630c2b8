// A flow is data (spec 000 section 2): ordered steps in progress sections, with loops over items (vehicles, drivers).
// Step ids are the catalogue's; a product narrows `S` to its own ids so a misspelt step fails `tsc`.

export interface LoopSpec<S extends string = string> {
  /** The catalogue's loop: what counts the items. */
  loop: string;
  /** Steps for the first item (the primary driver's order, or the first vehicle's). */
  first: readonly S[];
  /** Steps for items added later (non-primary drivers, new vehicles). */
  more: readonly S[];
  /** The "add another?" step closing each item; not offered on the last possible item (spec 000 section 4). */
  summary?: S;
  max: number;
}

export type FlowStep<S extends string = string> = S | LoopSpec<S>;

/** A progress section: the flow's progress bar spreads evenly over its sections (auto: thirds). */
export interface FlowSection<S extends string = string> {
  name: string;
  steps: readonly FlowStep<S>[];
}

export interface FlowSpec<S extends string = string> {
  id: string;
  product: string;
  /** One sentence for the inspector and the QA plans: where the flow comes from. */
  description: string;
  sections: readonly FlowSection<S>[];
  /**
   * The share of the progress bar (0-99) the flow fills, spread over its sections: 99 (the whole bar) unless the
   * product's bar has parts after the flow (home and renters: the intake is the policy-details half).
   */
  progressSpan?: number;
}

export function loop<S extends string>(
  kind: string,
  first: readonly S[],
  opts: { more?: readonly S[]; summary?: S; max: number },
): LoopSpec<S> {
  return { loop: kind, first, more: opts.more ?? first, summary: opts.summary, max: opts.max };
}

/** Every step id a flow lists, loops included, once each. */
export function stepsOf<S extends string>(spec: FlowSpec<S>): S[] {
  const out = new Set<S>();
  for (const section of spec.sections)
    for (const s of section.steps) {
      if (typeof s === 'string') out.add(s);
      else for (const id of [...s.first, ...s.more, ...(s.summary ? [s.summary] : [])]) out.add(id);
    }
  return [...out];
}
