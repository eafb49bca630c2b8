import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_RULE_NAMES, RULE_DEFAULTS } from '../../src/contract/rules';
import { AGENCY_INELIGIBLE_AUTO_STATES } from '../../src/domain/config';
import { AD_INVENTORY } from '../partners/adInventory';
import { AGENCY_ELIGIBLE_AUTO_STATES, AGENCY_ELIGIBLE_HOME_STATES } from './constants';
import {
  DEFINITIONS_DIR,
  type RuleDefinition,
  checksumOf,
  definitionProblems,
  familyRules,
  loadDefinitions,
  stableJson,
} from './definition';

// The seed files (spec 001 section 7 "Remote rules"): every rule of the spec, each with its default and examples.

const rules = loadDefinitions();
const byName = new Map(rules.map((r) => [r.name, r]));

describe('the definitions directory', () => {
  it('defines every remote rule of the spec exactly once, and nothing else', () => {
    expect([...byName.keys()].sort()).toEqual([...REMOTE_RULE_NAMES].sort());
    expect(rules).toHaveLength(REMOTE_RULE_NAMES.length);
  });

  it.each(rules.map((r) => [r.name, r] as const))(
    '%s defaults as the client does (false, null or control)',
    (name, r) => {
      expect(r.defaultValue).toBe(RULE_DEFAULTS[name as keyof typeof RULE_DEFAULTS]);
    },
  );

  // Table-driven from the files: a rule added without examples fails here.
  it.each(rules.map((r) => [r.name, r] as const))(
    '%s documents a non-default decision and a second, different value',
    (_name, r) => {
      const values = new Set(r.examples.map((e) => stableJson(e.expect)));
      expect(r.examples.length).toBeGreaterThanOrEqual(2);
      expect(values.size).toBeGreaterThanOrEqual(2);
      expect(r.examples.some((e) => stableJson(e.expect) !== stableJson(r.defaultValue))).toBe(true);
    },
  );

  it('copies into each row only the facts and shared conditions its decisions reach', () => {
    const geico = byName.get('geicoAutoEligibility')!.definition;
    expect(Object.keys(geico.conditions).sort()).toEqual(['autoPolicy', 'geicoEligible']);
    expect(Object.keys(geico.facts).sort()).toEqual(['propertyPolicyTypes', 'whiteLabelCarrierPartners']);
  });
});

describe('agency-eligible states (spec 000 section 9)', () => {
  it('are 44 for auto (the project list of src/domain/config.ts) and 31 for home, all among the auto states', () => {
    expect(AGENCY_ELIGIBLE_AUTO_STATES).toHaveLength(44);
    expect(
      AGENCY_ELIGIBLE_AUTO_STATES.some((s) => (AGENCY_INELIGIBLE_AUTO_STATES as readonly string[]).includes(s)),
    ).toBe(false);
    expect(new Set(AGENCY_ELIGIBLE_HOME_STATES).size).toBe(31);
    expect(AGENCY_ELIGIBLE_HOME_STATES.every((s) => AGENCY_ELIGIBLE_AUTO_STATES.includes(s))).toBe(true);
  });
});

describe('definition checks', () => {
  const base = (): RuleDefinition => structuredClone(byName.get('mockMaAd')!.definition);

  it('accepts the shipped definition', () => {
    expect(definitionProblems('mockMaAd', false, base())).toEqual([]);
  });

  it('rejects a default that does not follow the output kind', () => {
    expect(definitionProblems('mockMaAd', null, base())).toContain('a boolean rule defaults to false');
  });

  it('rejects unknown facts, operators, conditions and decision values', () => {
    const d = base();
    d.decisions.push({
      name: 'broken',
      conditions: { all: [{ fact: 'shoeSize', operator: 'roughly', value: 9 }, { condition: 'nowhere' }] },
      event: { type: 'decide', params: { value: 'yes' } },
    });
    const problems = definitionProblems('mockMaAd', false, d).join('; ');
    expect(problems).toContain('fact shoeSize');
    expect(problems).toContain('operator roughly is unknown');
    expect(problems).toContain('condition nowhere is not defined');
    expect(problems).toContain('decision broken answers "yes", not a boolean');
  });

  it('rejects a listed fact that shadows an input field or a code fact, and a required field the schema lacks', () => {
    const d = base();
    d.facts.state = ['TX'];
    d.facts.bucket = 3;
    d.input.required = ['shoeSize'];
    const problems = definitionProblems('mockMaAd', false, d).join('; ');
    expect(problems).toContain('fact state shadows');
    expect(problems).toContain('fact bucket shadows');
    expect(problems).toContain('required field shoeSize');
  });

  it('rejects a variant rule without a control value', () => {
    const d = structuredClone(byName.get('paidLandingPage')!.definition);
    d.values = ['variantA', 'variantB'];
    expect(definitionProblems('paidLandingPage', 'control', d).join('; ')).toContain('control value');
  });

  it('names the file and rule when a seed file is wrong', () => {
    const file = JSON.parse(readFileSync(join(DEFINITIONS_DIR, 'ads.json'), 'utf8'));
    file.rules[0].default = false;
    expect(() => familyRules(file, 'ads.json')).toThrow(
      /ads\.json: iPACoverageMAAdPlacementIDs: a list rule defaults to null/,
    );
    const dir = mkdtempSync(join(tmpdir(), 'rules-'));
    writeFileSync(join(dir, 'a.json'), readFileSync(join(DEFINITIONS_DIR, 'ads.json')));
    writeFileSync(join(dir, 'b.json'), readFileSync(join(DEFINITIONS_DIR, 'ads.json')));
    expect(() => loadDefinitions(dir)).toThrow(/defined twice/);
  });
});

describe('checksums', () => {
  it('do not depend on key order and change with any content', () => {
    const r = byName.get('mockMaAd')!;
    const reordered = JSON.parse(stableJson(r.definition)) as RuleDefinition;
    expect(checksumOf(r.description, false, reordered)).toBe(r.checksum);
    const edited = structuredClone(r.definition);
    edited.facts.qaTrafficSources = ['qa'];
    expect(checksumOf(r.description, false, edited)).not.toBe(r.checksum);
    expect(checksumOf(`${r.description}.`, false, r.definition)).not.toBe(r.checksum);
  });
});

// maAutoAggregators names advertisers by the exchange's names (an ad's `carrier`): every name it can answer is an
// advertiser of the sandbox's inventory that buys auto ads and is an aggregator there (docs/decisions/0098).
describe("maAutoAggregators' names", () => {
  it('are the inventory aggregators that buy auto ads, and its widest list names all of them', () => {
    const r = byName.get('maAutoAggregators')!;
    const lists = [...r.definition.decisions.map((d) => d.event.params.value), r.definition.otherwise] as string[][];
    const aggregators = AD_INVENTORY.filter((a) => a.isAggregator && a.bids.auto !== undefined).map((a) => a.name);
    for (const list of lists) for (const name of list) expect(aggregators).toContain(name);
    expect([...(r.definition.otherwise as string[])].sort()).toEqual([...aggregators].sort());
  });
});
