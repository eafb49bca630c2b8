import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIND_CHAIN_IDS } from '../../../src/machines/bind/chains';
import { AUTO_FLOW_IDS, HOME_FLOW_IDS } from '../../../src/contract/flowIds';
import { sourceKey } from '../pathCache';
import { bindPlans } from './bindPlans';
import { chartPlans } from './chartPlans';
import { autoPlans, homePlans } from './intakePlans';
import type { MachinePlans } from './plan';
import { filesOf } from './write';

// npm run qa:paths: every machine's test plans written to docs/qa/ (docs/decisions/0080).

export const QA_DIR = fileURLToPath(new URL('../../../docs/qa', import.meta.url));

/** Every machine's plans, in the index's order. */
export async function allPlans(): Promise<MachinePlans[]> {
  return [
    ...(await chartPlans()),
    ...AUTO_FLOW_IDS.map(autoPlans),
    ...HOME_FLOW_IDS.map(homePlans),
    ...BIND_CHAIN_IDS.map(bindPlans),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const machines = await allPlans();
  const files = filesOf(machines, sourceKey());
  mkdirSync(QA_DIR, { recursive: true });
  for (const old of readdirSync(QA_DIR)) if (!files.has(old)) rmSync(join(QA_DIR, old));
  for (const [name, text] of files) writeFileSync(join(QA_DIR, name), text);
  for (const m of machines)
    console.log(
      `${m.id}: ${m.plans.length} plans, ${m.plans.reduce((n, p) => n + p.steps.length, 0)} steps, transitions ${m.transitions.covered}/${m.transitions.total} (generated paths: ${m.generated.paths}, ${m.generated.steps} steps)`,
    );
}
