import type { AnyActorRef } from 'xstate';

// Every live actor of the session, read from the root's snapshot and its children's, recursively (docs/decisions/0077):
// a restored (reloaded) session shows as it is, whatever the devtools saw happen.

export interface ActorNode {
  /** Its place in the tree: `app`, `app/intake`, `app/results/ratecall/bind`. */
  path: string;
  /** The machine it runs (`snapshot.machine.id`), or null for a promise or callback actor. */
  machineId: string | null;
  ref: AnyActorRef;
  status: string;
  value: unknown;
  tags: string[];
  context: unknown;
}

interface SnapshotLike {
  status?: string;
  value?: unknown;
  tags?: Set<string>;
  context?: unknown;
  children?: Record<string, AnyActorRef | undefined>;
  machine?: { id: string };
}

/** The actors under `root` (itself first), depth first, in the order their parents list them. */
export function actorTree(root: AnyActorRef, name = 'app'): ActorNode[] {
  const out: ActorNode[] = [];
  const visit = (ref: AnyActorRef, path: string, depth: number) => {
    const s = ref.getSnapshot() as SnapshotLike;
    out.push({
      path,
      machineId: s.machine?.id ?? null,
      ref,
      status: s.status ?? 'active',
      value: s.value,
      tags: s.tags ? [...s.tags].sort() : [],
      context: s.context,
    });
    if (depth > 10) return;
    for (const [id, child] of Object.entries(s.children ?? {})) if (child) visit(child, `${path}/${id}`, depth + 1);
  };
  visit(root, name, 0);
  return out;
}

/** The path of an actor in the tree, else its own id. */
export function pathOf(tree: ActorNode[], ref: unknown): string {
  return tree.find((n) => n.ref === ref)?.path ?? (ref as { id?: string }).id ?? '?';
}

/** A state value in one line: `a.b`, parallel regions as `a.(b | c)`. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return String(value);
  const parts = Object.entries(value as Record<string, unknown>).map(([key, child]) => {
    const rest = valueText(child);
    return rest && !(typeof child === 'object' && Object.keys(child as object).length === 0) ? `${key}.${rest}` : key;
  });
  return parts.length > 1 ? `(${parts.join(' | ')})` : (parts[0] ?? '');
}
