import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pendingIntakeActors } from '../../src/machines/intake/intake.actors';
import { machine } from './intakeModel';
import {
  coverageOf,
  generatePaths,
  generateTransitionPaths,
  nodeOf,
  nodesAlong,
  shortestPerNode,
  type GeneratedPath,
} from './paths';
import { compileFlow } from '../../src/machines/graph/compileFlow';
import { defaultAutoFlow } from '../../src/machines/intake/flows/defaultAuto.flow';

// Hundreds of paths replayed on real actors: a hang guard for a loaded machine, not a speed limit (speed is benched).
const REPLAY_TIMEOUT_MS = 120_000;

// Model-based tests: every path here is generated from the real default-auto machine by xstate/graph.
// Invoked actors never settle on their own; their completions are events of the path, as in the traversal.
const walker = machine.provide({ actors: pendingIntakeActors });

function walk(path: GeneratedPath) {
  const actor = createActor(walker, { input: {} }).start();
  for (const step of path.steps.slice(1)) actor.send(step.event);
  return actor;
}

const paths = generatePaths();
const perNode = shortestPerNode(paths);
const compiled = compileFlow(defaultAutoFlow);

describe('the default auto machine, walked along generated paths', () => {
  it('reaches every compiled node, complete included', () => {
    const cov = coverageOf(paths);
    expect(cov.nodes.missing).toEqual([]);
    expect(cov.nodes.reached).toBe(compiled.nodes.length + 1);
  });

  it.each([...perNode.entries()].map(([node, p]) => [node, p] as const))(
    'the shortest path to %s ends there, tagged',
    (node, path) => {
      const actor = walk(path);
      const snap = actor.getSnapshot();
      expect(nodeOf(snap.value)).toBe(node);
      expect(snap.value).toEqual(path.state.value);
      if (node !== 'complete') expect(snap.hasTag(`step:${node.split('~')[0]}`)).toBe(true);
      // Visited is the path's node sequence: what BACK and NAVIGATE rely on.
      if (node !== 'complete') expect(snap.context.visited).toEqual(nodesAlong(path));
      actor.stop();
    },
  );

  it(
    'every generated path replays to the state the traversal predicted',
    () => {
      for (const path of paths) {
        const actor = walk(path);
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        actor.stop();
      }
    },
    REPLAY_TIMEOUT_MS,
  );

  it('BACK from every reached node returns to the node before it, answers kept', () => {
    for (const [node, path] of perNode) {
      const seq = nodesAlong(path);
      if (node === 'complete' || seq.length < 2) continue;
      const actor = walk(path);
      const before = actor.getSnapshot().context.user;
      actor.send({ type: 'BACK' });
      expect(nodeOf(actor.getSnapshot().value)).toBe(seq.at(-2));
      expect(actor.getSnapshot().context.user).toEqual(before);
      actor.stop();
    }
  });

  it('NAVIGATE to a node never visited redirects to the first step; to a visited one goes back there', () => {
    const path = perNode.get('complete')!;
    const seq = nodesAlong(path);
    const actor = walk({ ...path, steps: path.steps.slice(0, -1) });
    actor.send({ type: 'NAVIGATE', node: seq[3] as `${string}~${number}` });
    expect(nodeOf(actor.getSnapshot().value)).toBe(seq[3]);
    expect(actor.getSnapshot().context.visited).toEqual(seq.slice(0, 4));
    actor.send({ type: 'NAVIGATE', node: 'year~4' });
    expect(nodeOf(actor.getSnapshot().value)).toBe(compiled.initial);
    actor.stop();
  });

  it('the transition cover walks every way out of every reached state', () => {
    const edgePaths = generateTransitionPaths(paths);
    expect(edgePaths.length).toBeGreaterThan(paths.length);
    for (const path of edgePaths.filter((_p, i) => i % 7 === 0)) {
      const actor = walk(path);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
  });
});
