import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pendingIntakeActors } from '../../src/machines/intake/intake.actors';
import { pendingHomeActors } from '../../src/machines/home/home.actors';
import { nodeShows } from '../../src/machines/graph/flowMachine';
import { AUTO_FLOW_IDS, HOME_FLOW_IDS } from '../../src/contract/flowIds';
import { homeIntakeModel, intakeModel, type IntakeModel } from './intakeModel';
import {
  coverageOf,
  generatePaths,
  generateTransitionPaths,
  nodeOf,
  nodesAlong,
  shortestPerNode,
  type GeneratedPath,
} from './paths';
import { pathTrees, replayTree } from './replay';

// Thousands of steps replayed on real actors (safecoFullFlow: 15 k, seconds): a hang guard for a loaded machine, not
// a speed limit (speed is benched).
const REPLAY_TIMEOUT_MS = 120_000;

// Model-based tests over every registered flow: every path here is generated from the flow's real machine by
// xstate/graph. Invoked actors never settle on their own; their completions are events of the path.
// Every registered line's flows (src/machines/products), each with actors that never settle. Typed as auto's model:
// the walk reads only what every flow machine has (its value, tags, visited nodes, the user).
const FLOWS = [
  ...AUTO_FLOW_IDS.map((id) => ({ model: intakeModel(id), actors: pendingIntakeActors })),
  ...HOME_FLOW_IDS.map((id) => ({ model: homeIntakeModel(id) as unknown as IntakeModel, actors: pendingHomeActors })),
];

describe.each(FLOWS.map((f) => [f.model.flowId as string, f] as const))(
  'the %s machine, walked along generated paths',
  (_flowId, { model, actors }) => {
    const walker = model.machine.provide({ actors: actors as typeof pendingIntakeActors });
    const walk = (path: GeneratedPath) => {
      const actor = createActor(walker, { input: path.input ?? {} }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      return actor;
    };
    const paths = generatePaths(model);
    const transitionPaths = generateTransitionPaths(model, paths);
    const perNode = shortestPerNode(paths.filter((p) => !p.input));

    it('covers every compiled node and every compiled transition', () => {
      const cov = coverageOf(model, [...paths, ...transitionPaths]);
      expect(cov.nodes.missing).toEqual([]);
      expect(cov.transitions.missing).toEqual([]);
      expect(cov.nodes.reached).toBe(model.compiled.nodes.length + 1);
    });

    it('shows only nodes whose skip rules let them show, in every state reached', () => {
      // The compiler left out transitions from what the rules declare of themselves: were a declaration wrong, a
      // guarded list would fall through to a node that should have been skipped. Every reached state ends a shortest
      // path, and every way out of one ends a transition path: their last states are every state entered.
      const byId = new Map(model.compiled.nodes.map((n) => [n.id as string, n]));
      for (const path of [...paths, ...transitionPaths]) {
        const node = nodeOf(path.state.value);
        // The first step shows unconditionally; complete is no question. A node answered and waiting for the
        // follow-ups (docs/decisions/0046) was entered before its answer: its answer may be what hides it now.
        if (node === 'complete' || node === model.compiled.initial || path.state.hasTag('state:following')) continue;
        const last = path.steps.at(-1)!;
        expect(
          nodeShows(
            model.line.catalogueOf(model.flowId) as Parameters<typeof nodeShows>[0],
            path.state.context.user,
            byId.get(node)!,
          ),
          `${node} after ${last.event.type}`,
        ).toBe(true);
      }
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
      'every generated path, and every way out of every reached state, replays step by step as the traversal predicted',
      () => {
        // The paths merged where they share a prefix, every step of every path replayed once on a real actor: where
        // paths part, the actor's persisted snapshot (what the app keeps across reloads) starts one actor per other way.
        expect(transitionPaths.length).toBeGreaterThan(paths.length);
        const all = [...paths, ...transitionPaths];
        let replayed = 0;
        let ended = 0;
        for (const tree of pathTrees(all)) {
          const { steps, ends } = replayTree(tree, {
            start: (input, snapshot) => createActor(walker, { snapshot, input: input ?? {} }).start(),
            check: (snap, predicted, event) => {
              if (JSON.stringify(snap.value) !== JSON.stringify(predicted.value))
                expect(snap.value, `${event?.type ?? 'start'} into ${nodeOf(predicted.value)}`).toEqual(
                  predicted.value,
                );
            },
          });
          replayed += steps;
          ended += ends;
        }
        // The walk went down every tree: every path's end was reached and checked.
        expect(ended).toBe(all.length);
        expect(replayed).toBeGreaterThanOrEqual(Math.max(...transitionPaths.map((p) => p.steps.length - 1)));
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

    it('NAVIGATE goes back to a visited node and forward again to the last one; a node never visited is refused', () => {
      const path = perNode.get('complete')!;
      const seq = nodesAlong(path);
      const actor = walk({ ...path, steps: path.steps.slice(0, -1) });
      const last = nodeOf(actor.getSnapshot().value);
      const user = actor.getSnapshot().context.user;
      actor.send({ type: 'NAVIGATE', node: seq[2] as `${string}~${number}` });
      expect(nodeOf(actor.getSnapshot().value)).toBe(seq[2]);
      expect(actor.getSnapshot().context.visited).toEqual(seq.slice(0, 3));
      actor.send({ type: 'NAVIGATE', node: last as `${string}~${number}` });
      expect(nodeOf(actor.getSnapshot().value)).toBe(last);
      expect(actor.getSnapshot().context.visited).toEqual(seq.slice(0, seq.indexOf(last) + 1));
      expect(actor.getSnapshot().context.user).toEqual(user);
      const unvisited = model.compiled.nodes.find((n) => !seq.includes(n.id));
      if (unvisited) {
        actor.send({ type: 'NAVIGATE', node: unvisited.id });
        expect(nodeOf(actor.getSnapshot().value)).toBe(last);
      }
      actor.stop();
    });
  },
);
