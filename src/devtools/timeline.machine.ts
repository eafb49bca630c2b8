import { assign, setup } from 'xstate';

// Time travel (docs/decisions/0077): the session's points, each the root actor's persisted snapshot after an event sent
// from outside the actors, in branches. Step back and forward move a cursor and restore that point as the live session
// (a new app actor from it, as a reload restores one). Fork from an earlier point makes a new branch of the points up
// to it; the branch it left is kept, and can be switched back to. An event while the cursor is back forks the same way,
// so no point is ever lost. The context is what sessionStorage keeps (its own key) while the devtools are open.

export interface Point {
  /** What led here: `app/intake: SUBMIT`. */
  label: string;
  snapshot: unknown;
}

export interface Branch {
  id: number;
  /** The point it forked from, `-` for the first. */
  from: string;
  points: Point[];
}

export interface TimelineContext {
  branches: Branch[];
  /** The branch shown (an index in `branches`). */
  branch: number;
  /** The point the live session is (an index in the branch's points). */
  cursor: number;
}

export type TimelineEvent =
  | { type: 'RECORD'; point: Point }
  | { type: 'BACK' }
  | { type: 'FORWARD' }
  | { type: 'FORK'; at: number }
  | { type: 'SWITCH'; branch: number };

/** The most points a branch keeps (the oldest go), and the most branches (the oldest other than the one shown go). */
export const MAX_POINTS = 80;
export const MAX_BRANCHES = 5;

export const emptyTimeline = (): TimelineContext => ({
  branches: [{ id: 1, from: '-', points: [] }],
  branch: 0,
  cursor: -1,
});

const points = (c: TimelineContext) => c.branches[c.branch].points;

/** A new branch of `kept` points, shown, its cursor on the last; the oldest other branches dropped past the limit. */
function fork(c: TimelineContext, kept: Point[], from: string): TimelineContext {
  const id = Math.max(...c.branches.map((b) => b.id)) + 1;
  const branches = [...c.branches, { id, from, points: kept }].slice(-MAX_BRANCHES);
  return { branches, branch: branches.length - 1, cursor: kept.length - 1 };
}

/** The point at the cursor, which `restore` makes the live session. */
const atCursor = ({ context }: { context: TimelineContext }) => ({
  snapshot: points(context)[context.cursor].snapshot,
});

export const timelineMachine = setup({
  types: {} as { context: TimelineContext; events: TimelineEvent; input: TimelineContext | undefined },
  actions: {
    /** Makes the point at the cursor the live session (provided by the devtools: DevSession.replace). */
    restore: (_, _params: { snapshot: unknown }) => {},
  },
  guards: {
    canBack: ({ context }) => context.cursor > 0,
    canForward: ({ context }) => context.cursor < points(context).length - 1,
    atEnd: ({ context }) => context.cursor === points(context).length - 1,
    pointExists: ({ context, event }) => event.type === 'FORK' && event.at >= 0 && event.at < points(context).length,
    otherBranch: ({ context, event }) =>
      event.type === 'SWITCH' && event.branch !== context.branch && context.branches[event.branch] !== undefined,
  },
}).createMachine({
  id: 'devtoolsTimeline',
  description: "The devtools' time travel: the session's points in branches, and the one the live session is.",
  context: ({ input }) => input ?? emptyTimeline(),
  on: {
    RECORD: [
      {
        guard: 'atEnd',
        actions: assign(({ context, event }) => {
          const kept = [...points(context), event.point].slice(-MAX_POINTS);
          const branches = context.branches.map((b, i) => (i === context.branch ? { ...b, points: kept } : b));
          return { branches, cursor: kept.length - 1 };
        }),
      },
      {
        // The session moved on from an earlier point: a new branch from it, the old one kept.
        actions: assign(({ context, event }) =>
          fork(
            context,
            [...points(context).slice(0, context.cursor + 1), event.point],
            points(context)[context.cursor].label,
          ),
        ),
      },
    ],
    BACK: {
      guard: 'canBack',
      actions: [assign(({ context }) => ({ cursor: context.cursor - 1 })), { type: 'restore', params: atCursor }],
    },
    FORWARD: {
      guard: 'canForward',
      actions: [assign(({ context }) => ({ cursor: context.cursor + 1 })), { type: 'restore', params: atCursor }],
    },
    FORK: {
      guard: 'pointExists',
      actions: [
        assign(({ context, event }) => {
          const at = (event as { at: number }).at;
          return fork(context, points(context).slice(0, at + 1), points(context)[at].label);
        }),
        { type: 'restore', params: atCursor },
      ],
    },
    SWITCH: {
      guard: 'otherBranch',
      actions: [
        assign(({ context, event }) => {
          const branch = (event as { branch: number }).branch;
          return { branch, cursor: context.branches[branch].points.length - 1 };
        }),
        { type: 'restore', params: atCursor },
      ],
    },
  },
});

/** The timeline's key in sessionStorage, apart from the app's own session. */
export const TIMELINE_KEY = 'quoteflow.devtools.timeline';

/** The saved timeline of this tab, or undefined. */
export function loadTimeline(storage: Storage | undefined = globalThis.sessionStorage): TimelineContext | undefined {
  try {
    const raw = storage?.getItem(TIMELINE_KEY);
    const parsed = raw ? (JSON.parse(raw) as TimelineContext) : undefined;
    return parsed && Array.isArray(parsed.branches) && parsed.branches[parsed.branch] ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the timeline; when the storage is full, the oldest half of each branch goes, then nothing is kept. */
export function saveTimeline(context: TimelineContext, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(TIMELINE_KEY, JSON.stringify(context));
  } catch {
    const halved = context.branches.map((b) => ({ ...b, points: b.points.slice(Math.floor(b.points.length / 2)) }));
    try {
      storage?.setItem(
        TIMELINE_KEY,
        JSON.stringify({ ...context, branches: halved, cursor: halved[context.branch].points.length - 1 }),
      );
    } catch {
      storage?.removeItem(TIMELINE_KEY);
    }
  }
}
