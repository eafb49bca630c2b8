import { BIND_CHAIN_IDS } from '../../src/machines/bind/chains';
import { bindCoverage, bindModel, bindPaths } from './bindModel';
import { machineRuleCoverage } from './machineCoverage';
import { formatRuleCoverage, type RuleCoverage } from './ruleCoverage';

// qa:coverage's lines for the post-quote chains: one per registered chain, from its generated paths.
export function printBindCoverage(verbose: boolean): RuleCoverage[] {
  const out: RuleCoverage[] = [];
  for (const chainId of BIND_CHAIN_IDS) {
    const model = bindModel(chainId);
    const cov = bindCoverage(model, bindPaths(model));
    console.log(
      `${cov.machine}: nodes ${cov.nodes.reached}/${cov.nodes.total}, transitions ${cov.transitions.covered}/${cov.transitions.total}`,
    );
    if (verbose) {
      if (cov.nodes.missing.length) console.log(`  nodes not reached: ${cov.nodes.missing.join(', ')}`);
      if (cov.transitions.missing.length)
        console.log(`  transitions not covered: ${cov.transitions.missing.join(', ')}`);
    }
    const paths = bindPaths(model);
    const rules = machineRuleCoverage(model.machine, paths, (user) => ({ user }));
    for (const line of formatRuleCoverage(rules, verbose)) console.log(line);
    out.push(rules);
  }
  return out;
}
