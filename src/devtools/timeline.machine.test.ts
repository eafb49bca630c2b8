import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { emptyTimeline, loadTimeline, saveTimeline, TIMELINE_KEY, timelineMachine } from './timeline.machine';

// Time travel's store (docs/decisions/0077): a cursor over the session's points, in branches, each restore a point.

function timeline() {
  const restored: unknown[] = [];
  const actor = createActor(
    timelineMachine.provide({ actions: { restore: (_, { snapshot }) => void restored.push(snapshot) } }),
    { input: emptyTimeline() },
  ).start();
  for (const n of [1, 2, 3]) actor.send({ type: 'RECORD', point: { label: `e${n}`, snapshot: n } });
  return { actor, restored, context: () => actor.getSnapshot().context };
}

/** A sessionStorage double that refuses writes over `limit` characters. */
function storage(limit = Number.POSITIVE_INFINITY): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > limit) throw new DOMException('full', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe('the timeline', () => {
  it('steps back and forward, restoring each point, and stops at either end', () => {
    const { actor, restored, context } = timeline();
    expect(context().cursor).toBe(2);
    actor.send({ type: 'FORWARD' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    expect(restored).toEqual([2, 1]);
    expect(context().cursor).toBe(0);
    actor.send({ type: 'FORWARD' });
    actor.send({ type: 'FORWARD' });
    expect(restored).toEqual([2, 1, 2, 3]);
  });

  it('forks when the session moves on from an earlier point, keeping the branch it left', () => {
    const { actor, context } = timeline();
    actor.send({ type: 'BACK' });
    actor.send({ type: 'RECORD', point: { label: 'other', snapshot: 9 } });
    expect(context().branches.map((b) => b.points.map((p) => p.snapshot))).toEqual([
      [1, 2, 3],
      [1, 2, 9],
    ]);
    expect(context()).toMatchObject({ branch: 1, cursor: 2 });
    expect(context().branches[1].from).toBe('e2');
  });

  it('forks from an earlier point on request and switches back to the old branch', () => {
    const { actor, restored, context } = timeline();
    actor.send({ type: 'FORK', at: 0 });
    expect(context()).toMatchObject({ branch: 1, cursor: 0 });
    expect(restored).toEqual([1]);
    actor.send({ type: 'SWITCH', branch: 0 });
    expect(context()).toMatchObject({ branch: 0, cursor: 2 });
    expect(restored).toEqual([1, 3]);
    // A point or branch that does not exist is refused.
    actor.send({ type: 'FORK', at: 7 });
    actor.send({ type: 'SWITCH', branch: 5 });
    expect(restored).toEqual([1, 3]);
  });

  it('survives a reload in its own sessionStorage key, and halves itself when the storage is full', () => {
    const { context } = timeline();
    const roomy = storage();
    saveTimeline(context(), roomy);
    expect(loadTimeline(roomy)).toEqual(context());
    const tight = storage(JSON.stringify(context()).length - 1);
    saveTimeline(context(), tight);
    expect(loadTimeline(tight)?.branches[0].points.map((p) => p.snapshot)).toEqual([2, 3]);
    expect(loadTimeline(tight)?.cursor).toBe(1);
    roomy.setItem(TIMELINE_KEY, '{broken');
    expect(loadTimeline(roomy)).toBeUndefined();
  });
});
