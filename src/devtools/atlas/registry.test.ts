import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { BIND_CHAIN_IDS } from '../../machines/bind/chains';
import { PRODUCT_LINES } from '../../machines/products';
import { ATLAS_MACHINES, loadSkips } from './registry';
import { RULE_DOCS } from './ruleDocs';
import { skipRules } from '../../machines/intake/rules/skipRules';
import { bindRules } from '../../machines/bind/rules';
import { ALL_STORY_IDS, SCREEN_STORIES, storyFor, storyIdOf } from './storyLinks';

// The atlas lists exactly the machines the registries hold (a flow or chain added without it fails here), each
// loading the machine of its id; every skip rule has its doc; story links are Storybook's own ids.

describe('the atlas registry', () => {
  it('lists every flow of every product line, every post-quote chain, the results charts, the rate call and the app', () => {
    const expected = [
      'app',
      ...PRODUCT_LINES.flatMap((l) => l.flowIds),
      'results',
      'homeResults',
      'ratecall',
      ...BIND_CHAIN_IDS,
    ].sort();
    expect(ATLAS_MACHINES.map((m) => m.id).sort()).toEqual(expected);
  });

  it('loads, for each entry, the machine of that id', async () => {
    for (const entry of ATLAS_MACHINES) expect((await entry.load()).id, entry.id).toBe(entry.id);
  });

  it("gives a flow's and a chain's steps their skip rules, as the flow's catalogue drops them", async () => {
    expect((await loadSkips('defaultAuto'))?.('creditScore')).toEqual(['creditHiddenState']);
    // geicoFocusedFlow shows email whatever the eligibility: its flow data drops the rule from email.
    expect(await loadSkips('defaultAuto').then((s) => s?.('email'))).toContain('notAgencyOrMutualInsurerEligible');
    expect(await loadSkips('geicoFocusedFlow').then((s) => s?.('email'))).not.toContain(
      'notAgencyOrMutualInsurerEligible',
    );
    expect((await loadSkips('safecoPreMvr'))?.('proofOfResidency')).toEqual(['notProofOfResidencyState']);
    expect(await loadSkips('results')).toBeUndefined();
  });
});

describe('rule docs and story links', () => {
  it('has a doc for every skip rule of both catalogues', () => {
    for (const name of [...Object.keys(skipRules), ...Object.keys(bindRules)])
      expect(RULE_DOCS[name], name).toBeTruthy();
    expect(RULE_DOCS.creditHiddenState).toBe(
      'creditScore skipped for CA, HI, MA, MI (the state comes from the ZIP lookup).',
    );
  });

  it("makes Storybook's own story ids", () => {
    for (const [title, name] of [
      ['Screens/QuestionScreen', 'FirstQuestion'],
      ['Screens/QuestionScreen/Incidents and contact', 'Sr22Details'],
      ['Screens/Post-quote/Post-MVR and coverages', 'EditableCoveragesAdjusted'],
    ])
      expect(storyIdOf(title, name)).toBe(toId(title, storyNameFromExport(name)));
  });

  it("links a step to its screen's story, and a tagged screen to one that exists", () => {
    expect(storyFor({ step: 'zipcode', tags: [] })).toBe('screens-questionscreen--zip-invalid');
    expect(storyFor({ step: 'vgsCollect', tags: [] })).toBe('screens-post-quote-payment--card-collect');
    expect(storyFor({ tags: ['screen:results'] })).toBe('screens-resultsscreen--all-answered');
    for (const id of Object.values(SCREEN_STORIES)) expect(ALL_STORY_IDS).toContain(id);
  });
});
