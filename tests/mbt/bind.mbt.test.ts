import { describe, expect, it } from 'vitest';
import { createActor, getNextSnapshot } from 'xstate';
import { bindCatalogue } from '../../src/machines/bind/bind.catalogue';
import { BIND_CHAIN_IDS, bindChains } from '../../src/machines/bind/chains';
import type { BindChain } from '../../src/machines/bind/chains/blocks';
import { nodeShows } from '../../src/machines/graph/flowMachine';
import { bindCoverage, bindModel, bindPaths, nodeOfBind } from './bindModel';
import { pathTrees, replayTree } from './replay';

// Model-based tests over every registered post-quote chain: every path is generated from the chain's real machine by
// xstate/graph, from the households bindModel.ts picks; adding a chain to the registry adds it here.
describe.each(BIND_CHAIN_IDS)('the %s chain, walked along generated paths', (chainId) => {
  const model = bindModel(chainId);
  const chain: BindChain = bindChains[chainId];
  const catalogue = bindCatalogue(chain.product, chain.alwaysShown);
  const paths = bindPaths(model);

  it('covers every compiled node and every compiled transition', () => {
    const cov = bindCoverage(model, paths);
    expect(cov.nodes.missing).toEqual([]);
    expect(cov.transitions.missing).toEqual([]);
  });

  it('shows only screens whose skip rules let them show, in every state reached', () => {
    const byId = new Map(model.compiled.nodes.map((n) => [n.id as string, n]));
    for (const p of paths) {
      const node = nodeOfBind(p.state.value);
      if (node === 'complete') continue;
      expect(nodeShows(catalogue, p.state.context.user, byId.get(node)!), node).toBe(true);
    }
  });

  it('replays its paths on a real actor, and BACK from each screen returns to the one before', () => {
    // The paths merged where they share a prefix, every step of every path sent once (tests/mbt/replay.ts).
    let ended = 0;
    for (const tree of pathTrees(paths)) {
      const { ends } = replayTree(tree, {
        start: (user, snapshot) => createActor(model.machine, { snapshot, input: { user } }).start(),
        check: (now, predicted, _event, before) => {
          expect(nodeOfBind(now.value)).toBe(nodeOfBind(predicted.value));
          if (before && now.status !== 'done' && nodeOfBind(now.value) !== nodeOfBind(before.value)) {
            const back = getNextSnapshot(model.machine, now, { type: 'BACK' });
            expect(nodeOfBind(back.value)).toBe(nodeOfBind(before.value));
          }
        },
      });
      ended += ends;
    }
    // The walk went down every tree: every path's end was reached and checked.
    expect(ended).toBe(paths.length);
  });
});
