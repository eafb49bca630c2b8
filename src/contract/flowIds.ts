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

/** The home start variants the start graph chooses between (spec 000 section 2, level 7); no home flow exists yet. */
export const HOME_START_VARIANTS = ['zipContinuity', 'transition', 'default'] as const;
export type HomeStartVariant = (typeof HOME_START_VARIANTS)[number];

/**
 * The flow names the remote rules know (their `flowName` fact, server/rules/constants.ts): an auto flow's id, except
 * the zip-continuity start, which is the default order, and the Safeco-type flows, the white-label partner's graph.
 */
export const RULE_FLOW_NAME_OF: Readonly<Partial<Record<AutoFlowId, string>>> = {
  zipContinuityAuto: 'defaultAuto',
  safecoFullFlow: 'whitelabel',
  safecoMediumFlow: 'whitelabel',
  safecoShortFlow: 'whitelabel',
  safecoCallinFlow: 'whitelabel',
};

/** Every flow name the remote rules take: the auto flows' and those of the flows the app does not run yet. */
export const RULE_FLOW_NAMES = [
  ...new Set(AUTO_FLOW_IDS.map((id) => RULE_FLOW_NAME_OF[id] ?? id)),
  'safecoIframe',
  'defaultHome',
  'renters',
];
