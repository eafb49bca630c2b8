import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type ErrorCode } from '../domain/errors';
import { bindRules } from './bind/rules';
import { effectRequirements, effects } from './intake/rules/effects';
import { KNOCKOUT_REQUIREMENTS } from './intake/rules/knockouts';
import { skipRules } from './intake/rules/skipRules';
import { errorRequirement, REQUIREMENTS, requirementOf } from './requirements';

const codes = Object.keys(ERROR_MESSAGES) as ErrorCode[];
const registries = {
  'intake skip rule': Object.entries(skipRules).map(([name, r]) => [name, r.requirement] as const),
  'post-quote skip rule': Object.entries(bindRules).map(([name, r]) => [name, r.requirement] as const),
  'answer side effect': Object.keys(effects).map((name) => [name, effectRequirements[name as never]] as const),
  'knockout criterion': Object.entries(KNOCKOUT_REQUIREMENTS),
  'error code': codes.map((code) => [code, errorRequirement(code)] as const),
};

describe('the requirement catalogue', () => {
  it.each(Object.entries(registries))('gives every %s a requirement of the catalogue', (_kind, entries) => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, requirement] of entries) {
      expect(requirement, name).toBeDefined();
      expect(requirementOf(requirement!.id), name).toEqual(requirement);
      expect(requirement!.section, name).toMatch(/^spec 00[01] §\d+ \S/);
      expect(requirement!.text.length, name).toBeGreaterThan(10);
    }
  });

  it('has no entry that no rule, effect, knockout or error code names (no orphan)', () => {
    const used = new Set(Object.values(registries).flatMap((entries) => entries.map(([, r]) => r!.id)));
    expect(REQUIREMENTS.map((r) => r.id).filter((id) => !used.has(id))).toEqual([]);
  });

  it('refuses an id it does not hold, so a registry cannot name one the catalogue lacks', () => {
    expect(() => requirementOf('000-4.skip.noSuchRule')).toThrow(/noSuchRule/);
  });

  it('names an error requirement by the section that names the code', () => {
    expect(errorRequirement('rc_error').id).toBe('001-8.error.rc_error');
    expect(errorRequirement('invalid_zip')).toMatchObject({
      id: '000-8.error.invalid_zip',
      section: 'spec 000 §8 The error catalogue (intake)',
    });
  });
});
