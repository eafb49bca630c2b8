import { type AnyActorLogic, type AnyActorRef, type AnyMachineSnapshot, transition } from 'xstate';
import { actorTree } from './actorTree';
import type { Point } from './timeline.machine';

// The devtools open on a session already running (or restored by a reload): what happened before was not inspected,
// but an intake flow knows the nodes it visited. Each earlier node is a point the flow's own NAVIGATE back reaches
// (every answer kept, the nodes after it ahead), computed with XState's pure `transition` on the live snapshot: no
// action runs, nothing is sent. The last point is the session as it is (docs/decisions/0077).

interface PersistedRoot {
  children?: Record<string, { snapshot: unknown }>;
}

/** The points before the devtools opened, oldest first, the live session last. */
export function pointsBeforeOpening(root: AnyActorRef): Point[] {
  const now = root.getPersistedSnapshot?.() as PersistedRoot;
  const live: Point = { label: 'the session when the devtools opened', snapshot: now };
  const intake = actorTree(root).find((n) => n.path === 'app/intake');
  const logic = (intake?.ref as { logic?: AnyActorLogic } | undefined)?.logic;
  const snapshot = intake?.ref.getSnapshot() as AnyMachineSnapshot | undefined;
  const visited = (snapshot?.context as { visited?: string[] } | undefined)?.visited ?? [];
  if (!intake || !logic || !snapshot || !now.children?.intake) return [live];
  const earlier = visited.slice(0, -1).flatMap((node): Point[] => {
    try {
      const [next] = transition(logic, snapshot as never, { type: 'NAVIGATE', node } as never);
      const children = {
        ...now.children,
        intake: { ...now.children!.intake, snapshot: logic.getPersistedSnapshot(next) },
      };
      return [{ label: `app/intake at ${node} (before the devtools opened)`, snapshot: { ...now, children } }];
    } catch {
      return [];
    }
  });
  return [...earlier, live];
}
