// The flows of each product line, by id: the one list the start graph, the flows' registry, the app machine and the
// sandbox's remote rules all read (spec 000 section 2). Adding a flow adds its id here.

/** Every auto flow, in the registry's order (src/machines/intake/flows/index.ts holds exactly these). */
export const AUTO_FLOW_IDS = [
  'defaultAuto',
  'zipContinuityAuto',
  'paidSearchShortFlow',
  'paidSearchShortFlowVariantA',
  'paidSearchShortFlowVariantB',
  'shortFlowNerd',
  'shortFlowEmail',
  'geicoFocusedFlow',
  'nonAgencyShortFlow',
  'thirteenQuestionFlow',
  'miniFlow',
  'embeddedAgencyFlow',
  'safecoFullFlow',
  'safecoMediumFlow',
  'safecoCallinFlow',
  'safecoShortFlow',
  'shortFlowOtto',
] as const;
export type AutoFlowId = (typeof AUTO_FLOW_IDS)[number];
/** The flow a fresh auto start runs when no other level of the start graph decides. */
export const DEFAULT_AUTO_FLOW: AutoFlowId = 'defaultAuto';

/** The home start variants the start graph chooses between (spec 000 section 2, level 7). */
export const HOME_START_VARIANTS = ['zipContinuity', 'transition', 'default'] as const;
export type HomeStartVariant = (typeof HOME_START_VARIANTS)[number];

/** Every flow of the home line (home, townhome, condo and renters: the policy type is an answer), registry order. */
export const HOME_FLOW_IDS = ['defaultHome', 'zipContinuityHome', 'transitionHome'] as const;
export type HomeFlowId = (typeof HOME_FLOW_IDS)[number];
export const DEFAULT_HOME_FLOW: HomeFlowId = 'defaultHome';
/** The home flow each start variant runs. */
export const HOME_FLOW_OF_VARIANT: Readonly<Record<HomeStartVariant, HomeFlowId>> = {
  default: 'defaultHome',
  zipContinuity: 'zipContinuityHome',
  transition: 'transitionHome',
};

/**
 * The flow names the remote rules know (their `flowName` fact, server/rules/constants.ts): an auto flow's id, except
 * the zip-continuity start, which is the default order, and the Safeco-type flows, the white-label partner's graph.
 */
export const RULE_FLOW_NAME_OF: Readonly<Partial<Record<AutoFlowId | HomeFlowId, string>>> = {
  zipContinuityAuto: 'defaultAuto',
  // The home flows are the default home order to the rules; a renters shopper's is 'renters' (ruleFlowName below).
  zipContinuityHome: 'defaultHome',
  transitionHome: 'defaultHome',
  safecoFullFlow: 'whitelabel',
  safecoMediumFlow: 'whitelabel',
  safecoShortFlow: 'whitelabel',
  safecoCallinFlow: 'whitelabel',
};

/**
 * The flow name the remote rules know for a flow: a home flow's shopper who chose Renters is in the 'renters' flow
 * to the rules (the policy type is an answer of the home flows, not a flow of its own).
 */
export function ruleFlowName(flowId: AutoFlowId | HomeFlowId, renters = false): string {
  if (renters && (HOME_FLOW_IDS as readonly string[]).includes(flowId)) return 'renters';
  return RULE_FLOW_NAME_OF[flowId] ?? flowId;
}

/** Every flow name the remote rules take: the auto and home flows', renters, and the Safeco iframe's. */
export const RULE_FLOW_NAMES = [
  ...new Set([...AUTO_FLOW_IDS, ...HOME_FLOW_IDS].map((id) => ruleFlowName(id))),
  'safecoIframe',
  'renters',
];
