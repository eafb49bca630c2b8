import { AUTO_FLOW_IDS, autoFlows, type AutoFlowId } from '../../src/machines/intake/flows';
import type { FlowEntry } from '../../src/machines/intake/flows/autoFlow';
import { readQueryParams } from '../../src/app/queryParams';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { shortestPathToComplete, type GeneratedPath } from '../mbt/paths';
import { intakeModel } from '../mbt/intakeModel';
import { insuredMover } from '../mbt/shoppers';

// The browser walks of the intake flows (intake.mbt.spec.ts), generated from the real flow machines: the default
// flow along walks that together pass every node, every other registered flow along its shortest path. And which
// walk scans which screen: a screen is a step under a partner's brand, scanned by axe once in the whole suite, by
// the first walk in this list that passes it (decision 0055), whichever worker runs it.

export const model = intakeModel('defaultAuto');
export const defaultWalks: [string, GeneratedPath][] = [
  ['the shortest path from start to quotes', shortestPathToComplete(model)],
  [
    'an insured owner with a spouse who moved recently (carrier, full coverage, spouse marital skip, previous address)',
    shortestPathToComplete(model, insuredMover),
  ],
  [
    'a Californian with tickets (credit score skipped, SR-22 asked)',
    shortestPathToComplete(model, { zipcode: ['94103'], accidents: ['2'], currentlyInsured: ['Yes'] }),
  ],
  [
    'a household of four vehicles and four drivers (every loop node, summaries stop at the 4th, SR-22 details)',
    shortestPathToComplete(model, {
      currentlyInsured: ['Yes'],
      whyInsured: ['betterRate'],
      carrier: ['Progressive'],
      zipcode: ['78701'],
      ownershipStatus: ['Own'],
      maritalStatus: ['No'],
      accidents: ['1'],
      sr22: ['Yes'],
      vehicleSummary: ['Yes'],
      driverSummary: ['Yes'],
      homeOwnershipStatus: ['Own'],
      address: [{ streetAddress: '100 Congress Ave', secondaryAddress: '', livedSixtyDays: 'No' }],
    }),
  ],
];

export type Walk = { name: string; flowId: AutoFlowId; path: GeneratedPath; entry: FlowEntry };
export const walks: Walk[] = [
  ...defaultWalks.map(([name, path]) => ({
    name,
    flowId: 'defaultAuto' as const,
    path,
    entry: autoFlows.defaultAuto.entry,
  })),
  ...AUTO_FLOW_IDS.filter((id): boolean => id !== 'defaultAuto').map((flowId) => ({
    name: `${flowId}, entered by its URL, along its shortest path`,
    flowId,
    path: shortestPathToComplete(intakeModel(flowId)),
    entry: autoFlows[flowId].entry,
  })),
  // The accident-details screen, which no shortest path passes (it answers None to accidents).
  {
    name: 'miniFlow with two accidents or tickets, given in detail',
    flowId: 'miniFlow',
    path: shortestPathToComplete(intakeModel('miniFlow'), { accidents: ['2'] }),
    entry: autoFlows.miniFlow.entry,
  },
];

/** A screen: `${partner}|${step}`. */
export const screenOf = (entry: FlowEntry, node: string) =>
  `${readQueryParams({ search: entry.search, hash: entry.hash }).derived.partner ?? ''}|${node.split('~')[0]}`;

/** The question screens a walk shows, in order (the node before each answer), and its results page. */
export const screensAlong = ({ path, entry }: Walk): string[] => [
  ...path.steps
    .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
    .filter(({ step }) => step.event.type === 'SUBMIT')
    .map(({ before }) => screenOf(entry, selectQuestionView(before!)!.node)),
  screenOf(entry, 'quotes'),
];

/** The screens each walk scans: those no walk before it in the list passes. */
export const scansOf: Map<Walk, Set<string>> = (() => {
  const seen = new Set<string>();
  const out = new Map<Walk, Set<string>>();
  for (const walk of walks) {
    const own = new Set(screensAlong(walk).filter((s) => !seen.has(s)));
    for (const s of own) seen.add(s);
    out.set(walk, own);
  }
  return out;
})();

/** Every screen the intake walks scan. */
export const scannedByWalks: ReadonlySet<string> = new Set([...scansOf.values()].flatMap((s) => [...s]));
