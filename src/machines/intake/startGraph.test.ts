import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../../server/rules/definition';
import { anyJson, encodeAny, hostileString } from '../../../tests/server/arbitraries';
import { readQueryParams } from '../../app/queryParams';
import { AUTO_FLOW_IDS } from '../../contract/flowIds';
import { REMOTE_RULE_NAMES, RULE_DEFAULTS, type RemoteRuleName } from '../../contract/rules';
import {
  AGENCY_BLOCKED_REFERRERS,
  AGENCY_BLOCKED_THEMES,
  SHORT_FLOWS,
  START_LEVELS,
  START_RULES,
  type StartLevel,
  chooseStartGraph,
  readStartExperiments,
} from './startGraph';

// spec 000 section 2 "Start-graph choice, by priority": nine levels, each winning over every lower one and losing to
// every higher one; a failed rule reads as its default and the shopper still gets a flow.

type Experiments = Partial<Record<RemoteRuleName, unknown>>;
interface Scenario {
  search?: Record<string, string>;
  home?: boolean;
  experiments?: Experiments;
}

/** The choice for a scenario; `flowId` is undefined for a home choice. */
function choose({ search = {}, home = false, experiments = {} }: Scenario) {
  const params = readQueryParams({ search: `?${new URLSearchParams(search)}` });
  const choice = chooseStartGraph(params, home ? 'home' : '', experiments);
  return { ...choice, flowId: choice.product === 'auto' ? choice.flowId : undefined };
}

/** The least that turns each level on, chosen so that any of them can hold together (the safeco ones agree). */
const ONLY: Record<StartLevel, Scenario> = {
  whiteLabelPartner: { search: { siteSource: 'safeco' }, experiments: { safecoWhitelabelFlows: 'safecoExperience' } },
  miniAgency: { experiments: { miniAgencyFlow: true } },
  competitorFocus: { experiments: { geicoFocusedFlow: 'how-proceed' } },
  paidSearch: { search: { utm_campaign: 'nb_ins' } },
  embeddedAgency: { search: { iframe: 'true', siteSource: 'safeco', exp: 'agency' } },
  movingPartnerOrMiniAgency: { search: { flow: 'mmagency' } },
  home: { home: true },
  safecoIframe: { search: { iframe: 'true', siteSource: 'safeco' } },
  defaultAuto: { search: { zip: '30301' }, experiments: { nonAgencyShortFlowTestRule: 'shortFlow' } },
};

const merge = (...scenarios: Scenario[]): Scenario => ({
  search: Object.assign({}, ...scenarios.map((s) => s.search)),
  home: scenarios.some((s) => s.home),
  experiments: Object.assign({}, ...scenarios.map((s) => s.experiments)),
});

/** spec 000 section 2, written out here so that the test does not take the order from the code it checks. */
const SPEC_ORDER: readonly StartLevel[] = [
  'whiteLabelPartner', // 1. white-label partner graph
  'miniAgency', // 2. mini-agency flow
  'competitorFocus', // 3. focused flow for a specific competitor experiment
  'paidSearch', // 4. paid-search short-flow variants
  'embeddedAgency', // 5. embedded agency flow
  'movingPartnerOrMiniAgency', // 6. moving-partner widget or mini-agency
  'home', // 7. home variants
  'safecoIframe', // 8. safeco iframe
  'defaultAuto', // 9. default auto graph
];
const levelOf = (name: StartLevel) => SPEC_ORDER.indexOf(name) + 1;
const decidedBy = (scenario: Scenario) => choose(scenario).reason.name;

describe('the nine levels of the start-graph priority', () => {
  it('reports the levels in the order of the spec', () => {
    expect(START_LEVELS).toEqual(SPEC_ORDER);
  });

  it.each(SPEC_ORDER)('%s decides on its own signal alone', (name) => {
    const choice = choose(ONLY[name]);
    expect(choice.reason).toMatchObject({ name, level: levelOf(name) });
  });

  it.each(SPEC_ORDER)('%s wins with the signals of every lower level present at once', (name) => {
    const lower = SPEC_ORDER.slice(levelOf(name)).map((l) => ONLY[l]);
    expect(decidedBy(merge(ONLY[name], ...lower))).toBe(name);
  });

  const pairs = SPEC_ORDER.flatMap((higher, i) => SPEC_ORDER.slice(i + 1).map((lower) => [higher, lower] as const));
  it.each(pairs)('%s wins over %s', (higher, lower) => {
    expect(decidedBy(merge(ONLY[lower], ONLY[higher]))).toBe(higher);
    expect(decidedBy(merge(ONLY[higher], ONLY[lower]))).toBe(higher);
  });
});

describe('what each level chooses', () => {
  it('1: the Safeco-type flow by result flow: callin, short in a widget, medium for exp non, else full', () => {
    const safeco = (variant: string, search: Record<string, string> = {}) =>
      choose({ search: { siteSource: 'safeco', ...search }, experiments: { safecoWhitelabelFlows: variant } });
    expect(safeco('safecoExperience')).toMatchObject({
      flowId: 'safecoFullFlow',
      facts: { safecoResultFlow: 'fullFlow' },
    });
    expect(safeco('safecoExperience', { exp: 'non' })).toMatchObject({
      flowId: 'safecoMediumFlow',
      facts: { safecoResultFlow: 'mediumFlow' },
    });
    expect(safeco('safecoExperience', { iframe: 'true' })).toMatchObject({ flowId: 'safecoShortFlow' });
    expect(safeco('safecoCallin', { iframe: 'true' })).toMatchObject({
      flowId: 'safecoCallinFlow',
      facts: { safecoResultFlow: 'safecoCallin' },
    });
    // The experiment's control group, and other partners, get no white-label graph.
    expect(safeco('control').flowId).toBe('defaultAuto');
    const bankrate = { search: { siteSource: 'bankrate' }, experiments: { safecoWhitelabelFlows: 'safecoCallin' } };
    expect(choose(bankrate).flowId).toBe('defaultAuto');
  });

  it('2 and 3: the mini flow, and the geico-focused flow with its variant', () => {
    expect(choose(ONLY.miniAgency).flowId).toBe('miniFlow');
    for (const variant of ['ASAP-fork', 'how-proceed'] as const) {
      expect(choose({ experiments: { geicoFocusedFlow: variant } })).toMatchObject({
        flowId: 'geicoFocusedFlow',
        facts: { geicoVariant: variant },
      });
    }
    expect(choose({}).facts.geicoVariant).toBeNull();
  });

  it('4: the landing-page experiment first, then the short-flow experience, then the plain paid-search flow', () => {
    const paid = (experiments: Experiments) => choose({ search: { utm_campaign: 'nb_ins' }, experiments }).flowId;
    expect(paid({ paidLandingPage: 'variantA', shortFlowExperience: 'nerd' })).toBe('paidSearchShortFlowVariantA');
    expect(paid({ paidLandingPage: 'variantB', shortFlowExperience: 'otto' })).toBe('paidSearchShortFlowVariantB');
    expect(paid({ shortFlowExperience: 'nerd' })).toBe('shortFlowNerd');
    expect(paid({ shortFlowExperience: 'email' })).toBe('shortFlowEmail');
    expect(paid({ shortFlowExperience: 'otto' })).toBe('shortFlowOtto');
    expect(paid({})).toBe('paidSearchShortFlow');
    expect(choose({ search: { utm_referrer: 'bing_coverage_paid' } }).flowId).toBe('paidSearchShortFlow');
    // A variant the sandbox decided counts on its own (it only answers one for paid-search traffic).
    expect(choose({ experiments: { shortFlowExperience: 'email' } }).flowId).toBe('shortFlowEmail');
  });

  it('5: a widget in embedded mode, unless the link says non-agency or a partner has a widget of its own', () => {
    const embed = (search: Record<string, string>) => choose({ search: { iframe: 'true', ...search } }).flowId;
    expect(embed({ siteSource: 'acme-news' })).toBe('embeddedAgencyFlow');
    expect(choose({ search: { embedded: 'true', siteSource: 'cnet' } }).flowId).toBe('embeddedAgencyFlow');
    expect(embed({})).toBe('defaultAuto');
    expect(embed({ siteSource: 'acme-news', exp: 'nonagency' })).toBe('defaultAuto');
    expect(embed({ siteSource: 'mymove' })).toBe('miniFlow');
    expect(embed({ siteSource: 'mymove', exp: 'agency' })).toBe('embeddedAgencyFlow');
  });

  it("6: the moving partner's widget by its mode, or the mini-agency link", () => {
    const embed = (siteSource: string) => choose({ search: { iframe: 'true', siteSource } });
    expect(embed('mymove-shortform')).toMatchObject({
      flowId: 'nonAgencyShortFlow',
      facts: { movingPartnerMode: 'shortForm' },
    });
    expect(embed('mymove-agency')).toMatchObject({ flowId: 'miniFlow', facts: { movingPartnerMode: 'agency' } });
    expect(choose({ search: { flow: 'mmagency' } }).flowId).toBe('miniFlow');
    // The moving partner's site source outside a widget is a brand label only.
    expect(choose({ search: { siteSource: 'mymove' } })).toMatchObject({
      flowId: 'defaultAuto',
      facts: { partner: 'mymove' },
    });
  });

  it('7: home starts with the transition page for a bundle, the ZIP-continuity step for a URL ZIP, else its default', () => {
    const home = (search: Record<string, string>) => choose({ search, home: true });
    expect(home({})).toMatchObject({ product: 'home', variant: 'default' });
    expect(home({ zip: '30301' })).toMatchObject({ product: 'home', variant: 'zipContinuity' });
    expect(home({ bundlingInterest: 'Yes', zip: '30301' })).toMatchObject({ product: 'home', variant: 'transition' });
    expect(choose({ search: { zip: '30301' }, home: false })).toMatchObject({ product: 'auto' });
  });

  it('8 and 9: the Safeco iframe; the default graph, its two skip-set experiments and its ZIP-continuity start', () => {
    expect(choose(ONLY.safecoIframe).flowId).toBe('safecoShortFlow');
    expect(
      choose({ experiments: { nonAgencyShortFlowTestRule: 'shortFlow', '13QuestionMediumFlow': 'thirteenQuestion' } })
        .flowId,
    ).toBe('nonAgencyShortFlow');
    expect(choose({ experiments: { '13QuestionMediumFlow': 'thirteenQuestion' } }).flowId).toBe('thirteenQuestionFlow');
    expect(choose({ search: { zip: '30301' } }).flowId).toBe('zipContinuityAuto');
    expect(choose({})).toMatchObject({
      product: 'auto',
      flowId: 'defaultAuto',
      reason: { level: 9, name: 'defaultAuto' },
    });
  });
});

describe('when the rules fail', () => {
  const everyDefault = Object.fromEntries(REMOTE_RULE_NAMES.map((r) => [r, RULE_DEFAULTS[r]])) as Experiments;
  const garbage: Experiments = {
    safecoWhitelabelFlows: 'SAFECOCALLIN',
    miniAgencyFlow: 'true',
    geicoFocusedFlow: { value: 'ASAP-fork' },
    paidLandingPage: ['variantA'],
    shortFlowExperience: 1,
    nonAgencyShortFlowTestRule: true,
    '13QuestionMediumFlow': null,
  };
  const urlDecided: [string, Scenario, string][] = [
    ['no signal', {}, 'defaultAuto'],
    ['a URL ZIP', { search: { zip: '30301' } }, 'zipContinuityAuto'],
    ['utm_campaign nb_ins', { search: { utm_campaign: 'nb_ins' } }, 'paidSearchShortFlow'],
    ['an embedded widget', { search: { embedded: 'true', siteSource: 'acme-news' } }, 'embeddedAgencyFlow'],
    ["the moving partner's widget", { search: { iframe: 'true', siteSource: 'mymove' } }, 'miniFlow'],
    ['flow=mmagency', { search: { flow: 'mmagency' } }, 'miniFlow'],
    ['the home route', { home: true }, 'home:default'],
    ['a safeco iframe', { search: { iframe: 'true', siteSource: 'safeco' } }, 'safecoShortFlow'],
  ];
  const outcome = (s: Scenario) => {
    const c = choose(s);
    return c.product === 'auto' ? c.flowId : `home:${c.variant}`;
  };

  it.each(urlDecided)('with %s, every rule missing, defaulted or garbled gives the URL-decided flow', (_, s, flow) => {
    for (const experiments of [{}, everyDefault, garbage]) expect(outcome({ ...s, experiments })).toBe(flow);
  });

  it('reads a missing or unexpected value as the default of RULE_DEFAULTS', () => {
    const read = readStartExperiments(garbage);
    for (const rule of START_RULES) expect(read[rule]).toBe(RULE_DEFAULTS[rule]);
    expect(readStartExperiments({})).toEqual(Object.fromEntries(START_RULES.map((r) => [r, RULE_DEFAULTS[r]])));
  });

  it('never throws and always names a known flow, whatever the URL and the rule values', () => {
    const experiments = fc.dictionary(fc.constantFrom(...REMOTE_RULE_NAMES), anyJson({ maxDepth: 1 }));
    const query = fc
      .array(fc.tuple(fc.constantFrom('siteSource', 'iframe', 'exp', 'flow', 'zip', 'utm_campaign'), hostileString(20)))
      .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeAny(v)}`).join('&'));
    fc.assert(
      fc.property(query, hostileString(10), experiments, (search, segment, x) => {
        const c = chooseStartGraph(readQueryParams({ search }), segment, x);
        if (c.product === 'auto') expect(AUTO_FLOW_IDS).toContain(c.flowId);
        else expect(c.variant).toMatch(/^(zipContinuity|transition|default)$/);
        expect(START_LEVELS[c.reason.level - 1]).toBe(c.reason.name);
      }),
      { numRuns: 200 },
    );
  });
});

describe('agrees with the sandbox rules (server/rules/definitions)', () => {
  const definitions = new Map(loadDefinitions().map((d) => [d.name, d]));

  it('reads every value each start rule can answer', () => {
    for (const rule of START_RULES) {
      const { definition } = definitions.get(rule)!;
      const values = definition.output === 'boolean' ? [true, false] : (definition.values ?? []);
      expect(values.length).toBeGreaterThan(1);
      for (const value of values) expect(readStartExperiments({ [rule]: value })[rule]).toBe(value);
    }
  });

  it("turns the agency experience off for the eligibility rules' referrers, themes and short flows", () => {
    const { facts } = definitions.get('flowAgenciesEligibility')!.definition;
    expect([...AGENCY_BLOCKED_REFERRERS].sort()).toEqual([...(facts.agencyBlockedReferrers as string[])].sort());
    expect([...AGENCY_BLOCKED_THEMES].sort()).toEqual([...(facts.agencyBlockedThemes as string[])].sort());
    expect([...SHORT_FLOWS].sort()).toEqual([...(facts.shortFlows as string[])].sort());
    const allowed = (s: Scenario) => choose(s).facts.agencyExperienceAllowed;
    expect(allowed({})).toBe(true);
    // The Safeco-type partner keeps the agency experience (spec 001 section 1), in its embedded agency flow too.
    expect(allowed(ONLY.embeddedAgency)).toBe(true);
    expect(allowed({ search: { iframe: 'true', siteSource: 'cnet' } })).toBe(true);
    expect(allowed({ search: { utm_referrer: 'x_pub_network' } })).toBe(false);
    expect(allowed({ search: { siteSource: 'bankrate' } })).toBe(false);
    expect(allowed({ search: { exp: 'non' } })).toBe(false);
    expect(allowed(ONLY.paidSearch)).toBe(false);
    expect(allowed(ONLY.defaultAuto)).toBe(false);
    expect(allowed(ONLY.home)).toBe(true);
  });
});

describe('the partner facts of the start choice (spec 000 section 6, spec 001 section 1)', () => {
  it('carries the brand the URL decided, whatever flow is chosen', () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'quoteflow'],
      [{ siteSource: 'safeco' }, 'safeco'],
      [{ siteSource: 'libertymutual' }, 'libertymutual'],
      [{ siteSource: 'bankrate-cpc' }, 'bankrate'],
      [{ siteSource: 'mymove-shortform', iframe: 'true' }, 'mymove'],
      [{ siteSource: 'sage' }, 'sage'],
      [{ siteSource: 'cnet' }, 'quoteflow'],
    ];
    for (const [search, brand] of cases) {
      expect(choose({ search }).facts.brand).toBe(brand);
      expect(choose({ search, home: true }).facts.brand).toBe(brand);
    }
  });

  it('gives the Safeco-type partner the agency experience in its full flow, and keeps the bankrate theme without it', () => {
    const full = choose({
      search: { siteSource: 'safeco' },
      experiments: { safecoWhitelabelFlows: 'safecoExperience' },
    });
    expect(full).toMatchObject({ flowId: 'safecoFullFlow', facts: { brand: 'safeco', agencyExperienceAllowed: true } });
    expect(choose({ search: { siteSource: 'bankrate' } }).facts.agencyExperienceAllowed).toBe(false);
    expect(choose({ search: { siteSource: 'libertymutual' } }).facts.agencyExperienceAllowed).toBe(true);
  });
});
