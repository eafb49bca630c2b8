import { AUTO_FLOW_IDS } from '../../src/machines/intake/flows';
import { intakeModel } from './intakeModel';
import { coverageOf, generatePaths, generateTransitionPaths } from './paths';

// npm run qa:coverage: one line per machine (every registered flow, the rate call, the app, the results), from
// generated paths.
for (const flowId of AUTO_FLOW_IDS) {
  const model = intakeModel(flowId);
  const paths = generatePaths(model);
  const cov = coverageOf(model, [...paths, ...generateTransitionPaths(model, paths)]);
  console.log(
    `${cov.machine}: nodes ${cov.nodes.reached}/${cov.nodes.total}, transitions ${cov.transitions.covered}/${cov.transitions.total}`,
  );
  if (process.argv.includes('--verbose')) {
    if (cov.nodes.missing.length) console.log(`  nodes not reached: ${cov.nodes.missing.join(', ')}`);
    if (cov.transitions.missing.length) console.log(`  transitions not covered: ${cov.transitions.missing.join(', ')}`);
  }
}

(await import('./bindCoverage')).printBindCoverage(process.argv.includes('--verbose'));
const toFirstQuote = (await import('./screenCount')).questionsToFirstQuote();
console.log(`questions to the first quote (one driver, one vehicle, TX): ${toFirstQuote.length}`);
if (process.argv.includes('--verbose')) console.log(`  ${toFirstQuote.join(' > ')}`);
(await import('./bindScreens')).printScreenCounts(process.argv.includes('--verbose'));

const rc = await import('./ratecallModel');
const r = rc.ratecallCoverage((await rc.ratecallPaths()).paths);
console.log(
  `${r.machine}: nodes ${r.nodes.reached}/${r.nodes.total}, transitions ${r.transitions.covered}/${r.transitions.total}`,
);

const app = await import('./appModel');
const a = app.appCoverage(app.appPaths());
console.log(
  `${a.machine}: nodes ${a.nodes.reached}/${a.nodes.total}, transitions ${a.transitions.covered}/${a.transitions.total}`,
);

const results = await import('./resultsModel');
const rs = results.resultsCoverage(results.resultsPaths());
console.log(
  `${rs.machine}: nodes ${rs.nodes.reached}/${rs.nodes.total}, transitions ${rs.transitions.covered}/${rs.transitions.total}`,
);
