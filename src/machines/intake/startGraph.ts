import type { MovingPartnerMode, PartnerLabel, QueryParams } from '../../app/queryParams';
import type { RemoteRuleName } from '../../contract/ruleDefaults';
import { START_RULE_DEFAULTS } from '../../contract/startRuleDefaults';
import type { AutoFlowId, HomeStartVariant } from '../../contract/flowIds';
import { type BrandId, brandOf } from '../../domain/brandId';

// The start-graph choice of spec 000 section 2 ("Start-graph choice, by priority"; spec 001 section 4 agrees): one pure
// function of the query string, the hash's first segment and the experiments. How each level reads the URL where the
// spec is silent is recorded in docs/spec-decisions.md. The flows it chooses are src/contract/flowIds.ts's.

/** The nine levels, highest first. */
export const START_LEVELS = [
  'whiteLabelPartner',
  'miniAgency',
  'competitorFocus',
  'paidSearch',
  'embeddedAgency',
  'movingPartnerOrMiniAgency',
  'home',
  'safecoIframe',
  'defaultAuto',
] as const;
export type StartLevel = (typeof START_LEVELS)[number];

/** The variants each start rule can answer besides its default (server/rules/definitions/experiments.json). */
const RULE_VARIANTS = {
  safecoWhitelabelFlows: ['safecoExperience', 'safecoCallin'],
  miniAgencyFlow: [true],
  geicoFocusedFlow: ['ASAP-fork', 'how-proceed'],
  paidLandingPage: ['variantA', 'variantB'],
  shortFlowExperience: ['nerd', 'email', 'otto'],
  nonAgencyShortFlowTestRule: ['shortFlow'],
  '13QuestionMediumFlow': ['thirteenQuestion'],
} as const satisfies Record<keyof typeof START_RULE_DEFAULTS, readonly (string | boolean)[]>;
export type StartRuleName = keyof typeof RULE_VARIANTS;
/** The remote rules the start choice reads, asked for in one batch at flow start. */
export const START_RULES = Object.keys(RULE_VARIANTS) as StartRuleName[];
export type StartExperiments = {
  [R in StartRuleName]: (typeof RULE_VARIANTS)[R][number] | (typeof START_RULE_DEFAULTS)[R];
};

/**
 * Each start rule's value: a variant it can answer, else (missing, failed or unexpected) its default of RULE_DEFAULTS (START_RULE_DEFAULTS, the part the start page holds)
 * (spec 000 section 8: "Remote rule failure: default used").
 */
export function readStartExperiments(experiments: Partial<Record<RemoteRuleName, unknown>>): StartExperiments {
  const read = <R extends StartRuleName>(rule: R): StartExperiments[R] => {
    const value = experiments[rule];
    const known = (RULE_VARIANTS[rule] as readonly unknown[]).includes(value);
    return (known ? value : START_RULE_DEFAULTS[rule]) as StartExperiments[R];
  };
  return Object.fromEntries(START_RULES.map((rule) => [rule, read(rule)])) as StartExperiments;
}

export type StartTarget = { product: 'auto'; flowId: AutoFlowId } | { product: 'home'; variant: HomeStartVariant };

export interface StartFacts {
  partner: PartnerLabel | '';
  /** The brand the URL decided (src/domain/brands.ts): logo, colours, phone, disclosures, post-quotes page, prefix. */
  brand: BrandId;
  embedded: boolean;
  movingPartnerMode: MovingPartnerMode | null;
  /** spec 000 section 6: off for some referrers, themes and the short flows (the sandbox's agencyExperienceAllowed). */
  agencyExperienceAllowed: boolean;
  /** The geico-focused flow's variant, when that flow was chosen. */
  geicoVariant: 'ASAP-fork' | 'how-proceed' | null;
  /** spec 000 section 4: the Safeco-type flow's result flow, when one was chosen. */
  safecoResultFlow: 'fullFlow' | 'mediumFlow' | 'shortFlow' | 'safecoCallin' | null;
}

export type StartChoice = StartTarget & {
  /** Which level decided and on what signal, for the devtools. */
  reason: { level: number; name: StartLevel; because: string };
  facts: StartFacts;
};

interface Signals {
  p: QueryParams;
  home: boolean;
  x: StartExperiments;
}
type Decision = { target: StartTarget; because: string };

const auto = (flowId: AutoFlowId, because: string): Decision => ({ target: { product: 'auto', flowId }, because });
/** Partners whose own widget has a level below the embedded agency flow (6: mymove, 8: safeco). */
const PARTNER_WIDGETS: readonly string[] = ['mymove', 'safeco'];

const SAFECO_RESULT_FLOWS: Partial<Record<AutoFlowId, NonNullable<StartFacts['safecoResultFlow']>>> = {
  safecoFullFlow: 'fullFlow',
  safecoMediumFlow: 'mediumFlow',
  safecoShortFlow: 'shortFlow',
  safecoCallinFlow: 'safecoCallin',
};

/** The Safeco result flow: callin by the experiment; short inside a widget; medium when exp says non-agency. */
function safecoFlow({ p, x }: Signals): AutoFlowId {
  if (x.safecoWhitelabelFlows === 'safecoCallin') return 'safecoCallinFlow';
  if (p.derived.embedded) return 'safecoShortFlow';
  return p.derived.exp.nonAgency ? 'safecoMediumFlow' : 'safecoFullFlow';
}

/** Levels 1 to 8, each deciding or passing (null). */
const LEVELS: Record<Exclude<StartLevel, 'defaultAuto'>, (s: Signals) => Decision | null> = {
  whiteLabelPartner: (s) =>
    s.p.derived.partner === 'safeco' && s.x.safecoWhitelabelFlows !== 'control'
      ? auto(safecoFlow(s), `safeco partner, safecoWhitelabelFlows = ${s.x.safecoWhitelabelFlows}`)
      : null,
  miniAgency: ({ x }) => (x.miniAgencyFlow === true ? auto('miniFlow', 'miniAgencyFlow = true') : null),
  competitorFocus: ({ x }) =>
    x.geicoFocusedFlow !== 'control' ? auto('geicoFocusedFlow', `geicoFocusedFlow = ${x.geicoFocusedFlow}`) : null,
  paidSearch: ({ p, x }) => {
    // spec 000 section 2: "by landing-page experiment and short-flow experience"; the landing page is asked first.
    if (x.paidLandingPage === 'variantA') return auto('paidSearchShortFlowVariantA', 'paidLandingPage = variantA');
    if (x.paidLandingPage === 'variantB') return auto('paidSearchShortFlowVariantB', 'paidLandingPage = variantB');
    if (x.shortFlowExperience === 'nerd') return auto('shortFlowNerd', 'shortFlowExperience = nerd');
    if (x.shortFlowExperience === 'email') return auto('shortFlowEmail', 'shortFlowExperience = email');
    if (x.shortFlowExperience === 'otto') return auto('shortFlowOtto', 'shortFlowExperience = otto');
    return p.derived.paidSearch ? auto('paidSearchShortFlow', 'paid-search URL (nb_ins or coverage_paid)') : null;
  },
  embeddedAgency: ({ p }) => {
    const { embedded, partner, exp } = p.derived;
    // A partner with its own widget keeps it unless the link asks for the agency (exp containing agency).
    const ownWidget = PARTNER_WIDGETS.includes(partner) && !exp.agency;
    return embedded && !exp.nonAgency && !ownWidget ? auto('embeddedAgencyFlow', 'embedded mode') : null;
  },
  movingPartnerOrMiniAgency: ({ p }) => {
    const { embedded, movingPartnerMode, miniAgencyLink } = p.derived;
    if (embedded && movingPartnerMode === 'shortForm') return auto('nonAgencyShortFlow', 'moving-partner short form');
    if (embedded && movingPartnerMode === 'agency') return auto('miniFlow', 'moving-partner widget, agency mode');
    return miniAgencyLink ? auto('miniFlow', 'flow = mmagency') : null;
  },
  home: ({ p, home }) => {
    if (!home) return null;
    // An auto shopper asking for a bundle comes through the transition page; a URL ZIP is confirmed first.
    const variant: HomeStartVariant = p.derived.bundlingPreset ? 'transition' : p.zip ? 'zipContinuity' : 'default';
    return { target: { product: 'home', variant }, because: `home route, ${variant}` };
  },
  safecoIframe: ({ p }) =>
    p.derived.embedded && p.derived.partner === 'safeco'
      ? auto('safecoShortFlow', 'safeco site source, embedded')
      : null,
};

/** Level 9, which always decides. */
function defaultAuto({ p, x }: Signals): Decision {
  // The non-agency short flow and the 13-question flow are the default graph with their skip sets (spec 000 s. 4).
  if (x.nonAgencyShortFlowTestRule === 'shortFlow')
    return auto('nonAgencyShortFlow', 'nonAgencyShortFlowTestRule = shortFlow');
  if (x['13QuestionMediumFlow'] === 'thirteenQuestion')
    return auto('thirteenQuestionFlow', '13QuestionMediumFlow = thirteenQuestion');
  return p.zip ? auto('zipContinuityAuto', 'ZIP in the URL') : auto('defaultAuto', 'no other level applied');
}

function decide(s: Signals): Decision & { level: number; name: StartLevel } {
  for (const [i, name] of START_LEVELS.entries()) {
    if (name === 'defaultAuto') break;
    const decision = LEVELS[name](s);
    if (decision) return { ...decision, level: i + 1, name };
  }
  return { ...defaultAuto(s), level: START_LEVELS.length, name: 'defaultAuto' };
}

/** spec 000 section 6 and the sandbox's eligibility rules: what turns the agency experience off. */
export const AGENCY_BLOCKED_REFERRERS: readonly string[] = ['pub_network', 'coverage_paid'];
/**
 * The themes without the agency experience: bankrate's. Not safeco's: spec 001 section 1 gives the Safeco-type
 * partner the agency experience (its full flow then asks coverage level, BI limit, discounts, email and bundling;
 * docs/spec-decisions.md P3).
 */
export const AGENCY_BLOCKED_THEMES: readonly string[] = ['bankrate'];
export const SHORT_FLOWS: readonly AutoFlowId[] = [
  'paidSearchShortFlow',
  'paidSearchShortFlowVariantA',
  'paidSearchShortFlowVariantB',
  'shortFlowNerd',
  'shortFlowEmail',
  'shortFlowOtto',
  'nonAgencyShortFlow',
  'thirteenQuestionFlow',
];

function agencyExperienceAllowed(p: QueryParams, target: StartTarget): boolean {
  const referrer = p.utmReferrer?.toLowerCase() ?? '';
  if (AGENCY_BLOCKED_REFERRERS.some((r) => referrer.includes(r))) return false;
  if (AGENCY_BLOCKED_THEMES.includes(p.derived.partner) || p.derived.exp.nonAgency) return false;
  return !(target.product === 'auto' && SHORT_FLOWS.includes(target.flowId));
}

/** The flow a shopper starts, by the nine-level priority of spec 000 section 2. */
export function chooseStartGraph(
  params: QueryParams,
  hashFirstSegment: string,
  experiments: Partial<Record<RemoteRuleName, unknown>>,
): StartChoice {
  const x = readStartExperiments(experiments);
  const { level, name, target, because } = decide({ p: params, home: hashFirstSegment === 'home', x });
  const flowId = target.product === 'auto' ? target.flowId : null;
  const facts: StartFacts = {
    partner: params.derived.partner,
    brand: brandOf(params),
    embedded: params.derived.embedded,
    movingPartnerMode: params.derived.movingPartnerMode,
    agencyExperienceAllowed: agencyExperienceAllowed(params, target),
    geicoVariant: flowId === 'geicoFocusedFlow' && x.geicoFocusedFlow !== 'control' ? x.geicoFocusedFlow : null,
    safecoResultFlow: (flowId && SAFECO_RESULT_FLOWS[flowId]) ?? null,
  };
  return { ...target, reason: { level, name, because }, facts };
}
