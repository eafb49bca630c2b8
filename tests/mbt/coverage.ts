import { performance } from 'node:perf_hooks';
import { appMachine } from '../../src/machines/app/app.machine';
import { ratecallMachine } from '../../src/machines/ratecall/ratecall.machine';
import { resultsMachine } from '../../src/machines/results/results.machine';
import { homeResultsMachine } from '../../src/machines/homeResults/homeResults.machine';
import { AUTO_FLOW_IDS, HOME_FLOW_IDS } from '../../src/contract/flowIds';
import { homeIntakeModel, intakeModel } from './intakeModel';
import { intakeRuleCoverage, machineRuleCoverage } from './machineCoverage';
import { type Coverage, coverageOf, generatePaths, generateTransitionPaths } from './paths';
import { REQUIREMENTS } from '../../src/machines/requirements';
import { formatCatalogueCoverage, formatRuleCoverage, type RuleCoverage } from './ruleCoverage';

// npm run qa:coverage: per machine (every registered flow, the post-quote chains, the rate call, the app, the
// results), from generated paths: its nodes and edges as the models count them, then (ruleCoverage.ts) every state
// and transition of its definition, eventless ones included, its guards seen both true and false, and the spec
// requirements its states and transitions carry that the paths reach. `--verbose` lists what is missing of each.

const verbose = process.argv.includes('--verbose');
const started = performance.now();
const print = (lines: string[]) => {
  for (const line of lines) console.log(line);
};
const machines: RuleCoverage[] = [];
/** A machine's rule coverage, printed and kept for the catalogue's line. */
const report = (c: RuleCoverage) => {
  machines.push(c);
  print(formatRuleCoverage(c, verbose));
};

/** A flow's compiled nodes and transitions its paths reach. */
const printFlow = (cov: Coverage) => {
  console.log(
    `${cov.machine}: nodes ${cov.nodes.reached}/${cov.nodes.total}, transitions ${cov.transitions.covered}/${cov.transitions.total}`,
  );
  if (verbose) {
    if (cov.nodes.missing.length) console.log(`  nodes not reached: ${cov.nodes.missing.join(', ')}`);
    if (cov.transitions.missing.length) console.log(`  transitions not covered: ${cov.transitions.missing.join(', ')}`);
  }
};

for (const flowId of AUTO_FLOW_IDS) {
  const model = intakeModel(flowId);
  const paths = generatePaths(model);
  printFlow(coverageOf(model, [...paths, ...generateTransitionPaths(model, paths)]));
  report(intakeRuleCoverage(flowId));
}
// The home line's flows: their definition's coverage without auto's per-rule detail (machineCoverage.ts).
for (const flowId of HOME_FLOW_IDS) {
  const model = homeIntakeModel(flowId);
  const paths = generatePaths(model);
  const walked = [...paths, ...generateTransitionPaths(model, paths)];
  printFlow(coverageOf(model, walked));
  report(machineRuleCoverage(model.machine, walked as unknown as Parameters<typeof machineRuleCoverage>[1]));
}

machines.push(...(await import('./bindCoverage')).printBindCoverage(verbose));
const toFirstQuote = (await import('./screenCount')).questionsToFirstQuote();
console.log(`questions to the first quote (one driver, one vehicle, TX): ${toFirstQuote.length}`);
if (verbose) console.log(`  ${toFirstQuote.join(' > ')}`);
(await import('./bindScreens')).printScreenCounts(verbose);

const rc = await import('./ratecallModel');
const rcPaths = (await rc.ratecallPaths()).paths;
const r = rc.ratecallCoverage(rcPaths);
console.log(
  `${r.machine}: nodes ${r.nodes.reached}/${r.nodes.total}, transitions ${r.transitions.covered}/${r.transitions.total}`,
);
report(machineRuleCoverage(ratecallMachine, rcPaths));

const app = await import('./appModel');
const appPaths = app.appPaths();
const a = app.appCoverage(appPaths);
console.log(
  `${a.machine}: nodes ${a.nodes.reached}/${a.nodes.total}, transitions ${a.transitions.covered}/${a.transitions.total}`,
);
report(machineRuleCoverage(appMachine, appPaths));

const results = await import('./resultsModel');
const resultsPaths = results.resultsPaths();
const rs = results.resultsCoverage(resultsPaths);
console.log(
  `${rs.machine}: nodes ${rs.nodes.reached}/${rs.nodes.total}, transitions ${rs.transitions.covered}/${rs.transitions.total}`,
);
report(machineRuleCoverage(resultsMachine, resultsPaths));

const home = await import('./homeResultsModel');
const homePaths = home.homeResultsPaths();
const hs = home.homeResultsCoverage(homePaths);
console.log(
  `${hs.machine}: nodes ${hs.nodes.reached}/${hs.nodes.total}, transitions ${hs.transitions.covered}/${hs.transitions.total}`,
);
report(machineRuleCoverage(homeResultsMachine, homePaths));
print(formatCatalogueCoverage(REQUIREMENTS, machines, verbose));
console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
