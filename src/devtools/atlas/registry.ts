import type { AnyStateMachine } from 'xstate';
import type { BindChainId } from '../../machines/bind/chains';
import { type LineId, PRODUCT_LINES } from '../../machines/products';

// Every machine the flow atlas draws (issue 29): each intake flow of every product line, the results charts, the
// rate-call lifecycle, each post-quote chain and the app. Each loads lazily, so this list holds names only; the
// chain ids are written out (the chain registry brings every chain's data) and registry.test.ts checks them
// against `bindChains`.

export type AtlasKind = 'app' | 'flow' | 'results' | 'ratecall' | 'chain';

export interface AtlasMachine {
  id: string;
  kind: AtlasKind;
  title: string;
  load: () => Promise<AnyStateMachine>;
}

/** The post-quote chains, in the chain registry's order (src/machines/bind/chains/index.ts). */
export const ATLAS_CHAIN_IDS = [
  'safecoPreMvr',
  'safecoPreMvrVinFirst',
  'safecoPreMvrVinLast',
  'libertymutualPreMvr',
  'libertymutualPreMvrVinFirst',
  'libertymutualPreMvrVinLast',
  'branchPreMvr',
  'branchPreMvrVinFirst',
  'branchPreMvrVinLast',
  'rootPreMvr',
  'fasttrackPreMvr',
  'safecoPostMvr',
  'libertymutualPostMvr',
  'safecoCoverages',
  'libertymutualCoverages',
  'autoPayment',
  'homePreMvr',
  'rentersPreMvr',
  'homeCoverages',
  'rentersCoverages',
  'homePayment',
  'rentersPayment',
] as const satisfies readonly BindChainId[];

/** A line's flow machine as the app runs it: from the line's own intake chunk. */
const flowOf = (line: (typeof PRODUCT_LINES)[number], id: string) => () =>
  line.loadIntake().then((chunk) => chunk.flowMachine(id as never) as AnyStateMachine);

export const ATLAS_MACHINES: AtlasMachine[] = [
  {
    id: 'app',
    kind: 'app',
    title: 'App',
    load: () => import('../../machines/app/app.machine').then((m) => m.appMachine as AnyStateMachine),
  },
  ...PRODUCT_LINES.flatMap((line) =>
    line.flowIds.map(
      (id): AtlasMachine => ({ id, kind: 'flow', title: `Intake flow ${id} (${line.id})`, load: flowOf(line, id) }),
    ),
  ),
  {
    id: 'results',
    kind: 'results',
    title: 'Results',
    load: () => import('../../machines/results/results.machine').then((m) => m.resultsMachine as AnyStateMachine),
  },
  {
    id: 'homeResults',
    kind: 'results',
    title: 'Home results',
    load: () =>
      import('../../machines/homeResults/homeResults.machine').then((m) => m.homeResultsMachine as AnyStateMachine),
  },
  {
    id: 'ratecall',
    kind: 'ratecall',
    title: 'Rate call',
    load: () => import('../../machines/ratecall/ratecall.machine').then((m) => m.ratecallMachine as AnyStateMachine),
  },
  ...ATLAS_CHAIN_IDS.map(
    (id): AtlasMachine => ({
      id,
      kind: 'chain',
      title: `Post-quote chain ${id}`,
      load: () => import('../../machines/bind/bind.machine').then((m) => m.bindMachineOf(id) as AnyStateMachine),
    }),
  ),
];

/** A step's skip rules, by name, in the catalogue the machine runs on. */
export type SkipsOf = (step: string) => readonly string[];

/** Each product line's catalogue of its flows' steps (adding a line without one is a type error). */
const LINE_SKIPS: Record<LineId, (flowId: string) => Promise<SkipsOf>> = {
  auto: (flowId) =>
    Promise.all([import('../../machines/intake/flows'), import('../../machines/intake/intake.catalogue')]).then(
      ([flows, catalogue]) => {
        const c = catalogue.catalogueFor(flows.autoFlows[flowId as keyof typeof flows.autoFlows]);
        return (step) => c.step(step).skip ?? [];
      },
    ),
  home: () =>
    import('../../machines/home/catalogue').then(
      ({ homeCatalogue }) =>
        (step: string) =>
          homeCatalogue.step(step).skip ?? [],
    ),
};

/** The skip rules of a flow's or chain's steps; none for the other machines. */
export async function loadSkips(machineId: string): Promise<SkipsOf | undefined> {
  const entry = ATLAS_MACHINES.find((m) => m.id === machineId);
  if (entry?.kind === 'flow') {
    const line = PRODUCT_LINES.find((l) => (l.flowIds as readonly string[]).includes(machineId));
    return line ? LINE_SKIPS[line.id](machineId) : undefined;
  }
  if (entry?.kind === 'chain') {
    const [chains, catalogue] = await Promise.all([
      import('../../machines/bind/chains'),
      import('../../machines/bind/bind.catalogue'),
    ]);
    const chain = chains.bindChains[machineId as BindChainId];
    const c = catalogue.bindCatalogue(chain.product, chain.alwaysShown);
    return (step) => c.step(step).skip ?? [];
  }
  return undefined;
}
