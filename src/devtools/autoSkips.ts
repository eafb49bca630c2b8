import { compileFlow } from '../machines/graph/compileFlow';
import { type AutoFlowId, autoFlows } from '../machines/intake/flows';
import { catalogueFor } from '../machines/intake/intake.catalogue';
import type { FlowSkips } from './skipped';

// The auto intake's flows as the devtools read their skips: each compiled once, the first time its actor is logged.

const compiled = new Map<string, FlowSkips>();

/** The skips of an auto flow by its machine id (the flow id), or undefined for any other machine. */
export function autoFlowSkips(machineId: string): FlowSkips | undefined {
  if (!(machineId in autoFlows)) return undefined;
  let known = compiled.get(machineId);
  if (!known) {
    const spec = autoFlows[machineId as AutoFlowId];
    const catalogue = catalogueFor(spec);
    known = { flow: compileFlow(spec, catalogue), catalogue };
    compiled.set(machineId, known);
  }
  return known;
}
