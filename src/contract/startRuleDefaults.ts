// The part of ./ruleDefaults.ts the start page reads before any call: the start graph's rules with the value a
// failure gives (spec 000 section 8), and the partner labels the URL can decide (spec 000 section 6). Apart, so that
// the start page does not hold every rule's default (issue 9: a module the start page imports is in its chunk whole);
// ./ruleDefaults.ts spreads them into RULE_DEFAULTS and re-exports them.

/** The start graph's rules (src/machines/intake/startGraph.ts) and their defaults. */
export const START_RULE_DEFAULTS = {
  nonAgencyShortFlowTestRule: 'control',
  '13QuestionMediumFlow': 'control',
  shortFlowExperience: 'control',
  safecoWhitelabelFlows: 'control',
  geicoFocusedFlow: 'control',
  paidLandingPage: 'control',
  miniAgencyFlow: false,
} as const satisfies Record<string, false | null | 'control'>;

/** spec 000 section 6: the partner labels a traffic source can decide, read by the client and the rules alike ('' for none). */
export const PARTNER_LABELS = [
  'erika',
  'bankrate',
  'safeco',
  'mymove',
  'cnet',
  'sage',
  'ratezip',
  'betterbuck',
  'carzing',
] as const;
