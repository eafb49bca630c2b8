import type { AutoFlow } from './autoFlow';
import { defaultAutoFlow } from './defaultAuto.flow';

// Which auto flows exist, by id, and the flows loaded so far. The start page carries the default flow's data only:
// the registry (flows/index.ts, every flow's data) is a chunk of its own that registers every flow when it loads, and
// the app loads it before it runs any other flow (src/startApp.tsx, src/app/createApp.ts; docs/decisions/0037).

import { AUTO_FLOW_IDS, type AutoFlowId } from '../../../contract/flowIds';

export { AUTO_FLOW_IDS, type AutoFlowId };
export const DEFAULT_FLOW: AutoFlowId = 'defaultAuto';

export function isAutoFlowId(id: unknown): id is AutoFlowId {
  return typeof id === 'string' && (AUTO_FLOW_IDS as readonly string[]).includes(id);
}

const loaded = new Map<AutoFlowId, AutoFlow>([[DEFAULT_FLOW, defaultAutoFlow]]);

/** Called by the registry when it loads: every flow can then be built. */
export function registerFlows(flows: Record<AutoFlowId, AutoFlow>): void {
  for (const id of AUTO_FLOW_IDS) loaded.set(id, flows[id]);
}

export const isFlowLoaded = (id: AutoFlowId): boolean => loaded.has(id);

/** A flow's data; only the default flow's before the registry has loaded. */
export function loadedFlow(id: AutoFlowId): AutoFlow {
  const flow = loaded.get(id);
  if (!flow) throw new Error(`Flow '${id}' is not loaded yet: await loadFlows() before running it`);
  return flow;
}

/**
 * Loads the registry and registers every flow. Registered here from the registry's export: the build drops a module's
 * top-level statements when none of its exports is read (package.json `sideEffects`), so the registry's own call to
 * `registerFlows` (which the tests and tools importing it rely on) does not run in the app.
 */
export const loadFlows = (): Promise<void> => import('./index').then((registry) => registerFlows(registry.autoFlows));
