import { AUTO_FLOW_IDS } from './src/machines/intake/flows';
import { intakeModel } from './tests/mbt/intakeModel';
import { generatePaths, generateTransitionPaths } from './tests/mbt/paths';
for (const id of AUTO_FLOW_IDS) {
  const t = Date.now();
  const m = intakeModel(id);
  const p = generatePaths(m);
  const tp = generateTransitionPaths(m, p);
  console.log(
    id,
    p.length,
    tp.length,
    p.reduce((n, x) => n + x.steps.length, 0),
    Date.now() - t,
    'ms',
  );
}
