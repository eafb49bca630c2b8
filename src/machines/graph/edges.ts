import type { FlowNode } from './expandFlow';
import type { LoopDef, NodeId, SkipRule } from './catalogue';

// Which nodes can follow a node, worked out from what the skip rules declare of themselves, so the compiler emits
// only transitions some answer can take (DESIGN section 3).
//
// A node is skipped when one of its skip literals holds: one of its skip rules, its loop item being absent (items
// are added by answers), or for a summary, a later item existing. Within one routing decision every guard sees the
// same answers, so the literals must be consistent with each other: a rule that skipped one node skips every later
// node that has it too, and counts of items are intervals. From the node just answered we also know its own rules
// were false when it showed, for every rule that neither this answer nor any later step can change.

export const COMPLETE = 'complete';

export type Literal =
  | { kind: 'rule'; key: string }
  /** The loop has fewer than `index` items. */
  | { kind: 'absent'; loop: string; index: number }
  /** The loop has more than `index` items (a summary is offered only after the last one). */
  | { kind: 'notLast'; loop: string; index: number };

interface Facts {
  rules: Map<string, boolean>;
  counts: Map<string, [number, number]>;
}

export interface EdgeContext {
  nodes: FlowNode[];
  stepSkips: (step: string) => readonly string[];
  /** A terminal step's node has no way forward (catalogue.ts `terminal`). */
  isTerminal?: (step: string) => boolean;
  /** What the rules and loops declare of themselves; their tests are never run here. */
  rules: Record<string, Omit<SkipRule<never>, 'test'>>;
  loops: Record<string, Omit<LoopDef<never>, 'count'>>;
}

export interface ForwardEdge {
  target: NodeId | typeof COMPLETE;
  /** Guarded edges are taken only if the target shows; the last edge of a list is its fallback. */
  guarded: boolean;
  node?: FlowNode;
}

/** The skip literals of a node: it shows when none holds. */
export function literalsOf(ctx: EdgeContext, n: FlowNode): Literal[] {
  const out: Literal[] = [];
  if (n.loop && n.index > 1) out.push({ kind: 'absent', loop: n.loop, index: n.index });
  if (n.summary && n.loop) out.push({ kind: 'notLast', loop: n.loop, index: n.index });
  for (const name of ctx.stepSkips(n.step)) {
    const rule = ctx.rules[name];
    if (!rule) throw new Error(`Step '${n.step}' names an unknown skip rule '${name}'`);
    if (rule.scope === 'item' && rule.onlyAt && !rule.onlyAt.includes(n.index)) continue;
    out.push({ kind: 'rule', key: rule.scope === 'item' ? `${name}@${n.index}` : name });
  }
  return out;
}

/** The key of a rule another rule says something of: an item rule's at the same item as the one saying it. */
const keyAt = (ctx: EdgeContext | undefined, other: string, at: string | undefined) =>
  ctx?.rules[other]?.scope === 'item' && at !== undefined ? `${other}@${at}` : other;

/**
 * Whether every rule value assumed still allows what it says must hold of at least one of several (`someCount`: one
 * of the counts; `someRule`: one of the rules' values, an item rule's at the same item).
 */
function allowed(ctx: EdgeContext | undefined, facts: Facts): boolean {
  if (!ctx) return true;
  for (const [key, value] of facts.rules) {
    const [name, at] = key.split('@');
    const said = ctx.rules[name]?.implies?.[value ? 'whenTrue' : 'whenFalse'];
    const counts = Object.entries(said?.someCount ?? {});
    const fits = counts.some(([loop, [min, max]]) => {
      const [lo, hi] = facts.counts.get(loop) ?? [1, Number.POSITIVE_INFINITY];
      return Math.max(lo, min) <= Math.min(hi, max);
    });
    if (counts.length && !fits) return false;
    const rules = Object.entries(said?.someRule ?? {});
    if (rules.length && !rules.some(([other, v]) => facts.rules.get(keyAt(ctx, other, at)) !== !v)) return false;
  }
  return true;
}

/** Narrows a loop's known count to [min, max]; null when no count is left. */
function bound(facts: Facts, loop: string, min: number, max: number, ctx?: EdgeContext): Facts | null {
  const [lo, hi] = facts.counts.get(loop) ?? [1, Number.POSITIVE_INFINITY];
  const next: [number, number] = [Math.max(lo, min), Math.min(hi, max)];
  if (next[0] > next[1]) return null;
  if (next[0] === lo && next[1] === hi) return facts;
  const counts = new Map(facts.counts);
  counts.set(loop, next);
  const out = { ...facts, counts };
  return allowed(ctx, out) ? out : null;
}

/**
 * Whatever a rule's value implies (SkipRule `implies`), an item rule's implications taken at its own item; and, the
 * contrapositive: a rule whose value would make this one the opposite of what it is takes the other value.
 */
function implied(ctx: EdgeContext | undefined, facts: Facts, key: string, holds: boolean): Facts | null {
  const [name, at] = key.split('@');
  let f: Facts | null = facts;
  for (const [other, rule] of Object.entries(ctx?.rules ?? {})) {
    // `other` true would make this rule the opposite of `holds`: so `other` is false (and likewise for its false).
    for (const value of [true, false]) {
      const says = rule.implies?.[value ? 'whenTrue' : 'whenFalse']?.rules?.[name];
      if (says !== undefined && says !== holds)
        f = f && assume(f, { kind: 'rule', key: keyAt(ctx, other, at) }, !value, ctx);
    }
  }
  const said = ctx?.rules[name]?.implies?.[holds ? 'whenTrue' : 'whenFalse'];
  if (!said || !f) return f;
  for (const [loop, [min, max]] of Object.entries(said.counts ?? {})) {
    f = bound(f, loop, min, max, ctx);
    if (!f) return null;
  }
  for (const [other, value] of Object.entries(said.rules ?? {})) {
    f = assume(f, { kind: 'rule', key: keyAt(ctx, other, at) }, value, ctx);
    if (!f) return null;
  }
  return f;
}

function assume(facts: Facts, lit: Literal, holds: boolean, ctx?: EdgeContext): Facts | null {
  if (lit.kind === 'rule') {
    const known = facts.rules.get(lit.key);
    if (known === holds) return facts;
    if (known !== undefined) return null;
    const rules = new Map(facts.rules);
    rules.set(lit.key, holds);
    const next = { ...facts, rules };
    return allowed(ctx, next) ? implied(ctx, next, lit.key, holds) : null;
  }
  const [lo, hi] = facts.counts.get(lit.loop) ?? [1, Number.POSITIVE_INFINITY];
  // absent(k): count < k; notLast(k): count > k.
  if (lit.kind === 'absent')
    return holds ? bound(facts, lit.loop, lo, lit.index - 1, ctx) : bound(facts, lit.loop, lit.index, hi, ctx);
  return holds ? bound(facts, lit.loop, lit.index + 1, hi, ctx) : bound(facts, lit.loop, lo, lit.index, ctx);
}

function assumeAll(facts: Facts | null, lits: Literal[], holds: boolean, ctx?: EdgeContext): Facts | null {
  for (const lit of lits) {
    if (!facts) return null;
    facts = assume(facts, lit, holds, ctx);
  }
  return facts;
}

const keyOf = (f: Facts) =>
  JSON.stringify([[...f.rules].sort(), [...f.counts].sort((a, b) => a[0].localeCompare(b[0]))]);

/**
 * What is known when routing from `from` (0-based position): its loop item exists, and its own skip literals were
 * false when it showed, unless this answer or a later step can change them. The first node shows unconditionally
 * when it has no skip literals; with some, the start routed past it unless they were false (startEdges).
 */
function factsAt(ctx: EdgeContext, from: number, lastWriter: (lit: Literal) => number): Facts {
  const src = ctx.nodes[from];
  const facts: Facts = { rules: new Map(), counts: new Map() };
  for (const [name, loop] of Object.entries(ctx.loops)) facts.counts.set(name, [loop.min, Number.POSITIVE_INFINITY]);
  let f: Facts | null = facts;
  if (src.loop) f = assume(f, { kind: 'absent', loop: src.loop, index: src.index }, false, ctx);
  if (!f) return facts;
  for (const lit of literalsOf(ctx, src)) {
    if (lastWriter(lit) >= from) continue;
    f = assume(f!, lit, false, ctx) ?? f;
  }
  return f!;
}

/**
 * For a literal's rule (an item rule at the literal's item) or loop, the last position of a node whose step can
 * change it; -1 if none can. A step an item rule declares `sameItem` changes only the item it is asked for, one it
 * declares `laterItems` only the items after it.
 */
function lastWriters(ctx: EdgeContext): (lit: Literal) => number {
  const memo = new Map<string, number>();
  return (lit) => {
    const key = lit.kind === 'rule' ? `rule:${lit.key}` : `loop:${lit.loop}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const [name, at] = lit.kind === 'rule' ? lit.key.split('@') : [lit.loop];
    const index = at === undefined ? undefined : Number(at);
    const rule = lit.kind === 'rule' ? ctx.rules[name] : undefined;
    const changedBy = rule?.changedBy ?? ctx.loops[name].changedBy;
    let last = -1;
    ctx.nodes.forEach((n, pos) => {
      if (!changedBy.includes(n.step)) return;
      if (index !== undefined && rule?.sameItem?.includes(n.step) && n.index !== index) return;
      if (index !== undefined && rule?.laterItems?.includes(n.step) && index <= n.index) return;
      last = pos;
    });
    memo.set(key, last);
    return last;
  };
}

/**
 * The forward edges of every node: its possible next nodes, in flow order, the last one unguarded. A terminal node
 * has none; the nodes before it reach it, when it shows, like any other node.
 */
export function forwardEdges(ctx: EdgeContext): Map<NodeId, ForwardEdge[]> {
  const lastWriter = lastWriters(ctx);
  const literals = ctx.nodes.map((n) => literalsOf(ctx, n));
  const out = new Map<NodeId, ForwardEdge[]>();
  ctx.nodes.forEach((src, from) => {
    // A terminal node's way on finishes the flow: no later node follows it.
    if (ctx.isTerminal?.(src.step)) return void out.set(src.id, [{ target: COMPLETE, guarded: false }]);
    out.set(src.id, edgesFrom(ctx, literals, from + 1, factsAt(ctx, from, lastWriter)));
  });
  return out;
}

/** The nodes that can show first, from `at` on, given the facts: in flow order, the last one unguarded. */
function edgesFrom(ctx: EdgeContext, literals: Literal[][], start: number, initial: Facts): ForwardEdge[] {
  const targets = new Set<number>(); // positions; nodes.length = complete
  const seen = new Set<string>();
  const walk = (at: number, facts: Facts) => {
    if (at === ctx.nodes.length) return void targets.add(at);
    const key = `${at}|${keyOf(facts)}`;
    if (seen.has(key)) return;
    seen.add(key);
    const lits = literals[at];
    if (assumeAll(facts, lits, false, ctx)) targets.add(at);
    // A literal already known to hold skips the node with nothing new assumed: no other branch can add a target.
    const entailed = lits.find((l) => assume(facts, l, true, ctx) === facts);
    if (entailed) return walk(at + 1, facts);
    for (const lit of lits) {
      const next = assume(facts, lit, true, ctx);
      if (next) walk(at + 1, next);
    }
  };
  walk(start, initial);
  const sorted = [...targets].sort((a, b) => a - b);
  return sorted.map((pos, i) => ({
    target: pos === ctx.nodes.length ? COMPLETE : ctx.nodes[pos].id,
    guarded: i < sorted.length - 1,
    node: ctx.nodes[pos],
  }));
}

/**
 * Where a flow starts: its first node, or, when that node has skip rules of its own (a landing page a remote rule
 * skips), the first node that shows. Flows whose first node always shows start there as before.
 */
export function startEdges(ctx: EdgeContext): ForwardEdge[] {
  const facts: Facts = { rules: new Map(), counts: new Map() };
  for (const [name, loop] of Object.entries(ctx.loops)) facts.counts.set(name, [loop.min, Number.POSITIVE_INFINITY]);
  if (!literalsOf(ctx, ctx.nodes[0]).length) return [{ target: ctx.nodes[0].id, guarded: false, node: ctx.nodes[0] }];
  return edgesFrom(
    ctx,
    ctx.nodes.map((n) => literalsOf(ctx, n)),
    0,
    facts,
  );
}
