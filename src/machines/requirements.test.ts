import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { appMachine } from './app/app.machine';
import { autoFlows } from './intake/flows';
import { createIntakeMachine } from './intake/intake.machine';
import { ratecallMachine } from './ratecall/ratecall.machine';
import { resultsMachine } from './results/results.machine';
import { ERROR_MESSAGES, type ErrorCode } from '../domain/errors';
import { bindRules } from './bind/rules';
import { effectRequirements, effects } from './intake/rules/effects';
import { KNOCKOUT_REQUIREMENTS } from './intake/rules/knockouts';
import { skipRules } from './intake/rules/skipRules';
import { homeSkipRules } from './home/skipRules';
import { errorRequirement, type Requirement, REQUIREMENTS, requirementOf } from './requirements';

/** Every requirement a machine's states and transitions carry in their `meta`. */
function metaRequirements(machine: AnyStateMachine): Requirement[] {
  const out: Requirement[] = [];
  const walk = (n: AnyStateNode) => {
    const carriers = [n, ...[...n.transitions.values()].flat(), ...(n.always ?? [])];
    for (const c of carriers) out.push(...((c.meta as { requirements?: Requirement[] })?.requirements ?? []));
    for (const child of Object.values(n.states)) walk(child);
  };
  walk(machine.root);
  return out;
}

const codes = Object.keys(ERROR_MESSAGES) as ErrorCode[];
const registries = {
  'intake skip rule': Object.entries(skipRules).map(([name, r]) => [name, r.requirement] as const),
  'home display condition': Object.entries(homeSkipRules).map(([name, r]) => [name, r.requirement] as const),
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

  it.each([
    ['the app', appMachine],
    ['the rate call', ratecallMachine],
    ['the results', resultsMachine],
    ['the default intake flow', createIntakeMachine(autoFlows.defaultAuto)],
  ])('is what %s carries in its meta, word for word', (_name, machine) => {
    const carried = metaRequirements(machine as AnyStateMachine);
    expect(carried.length).toBeGreaterThan(0);
    for (const r of carried) expect(r, r.id).toEqual(requirementOf(r.id));
  });

  it('sits on the node a skip rule can hide and on each route that passes over it (Massachusetts skips the credit score)', () => {
    const machine = createIntakeMachine(autoFlows.defaultAuto);
    const nodes: AnyStateNode[] = [];
    const walk = (n: AnyStateNode) => {
      nodes.push(n);
      for (const child of Object.values(n.states)) walk(child);
    };
    walk(machine.root);
    const ids = (meta: unknown) => ((meta as { requirements?: Requirement[] })?.requirements ?? []).map((r) => r.id);
    const credit = nodes.find((n) => n.key === 'creditScore~1')!;
    expect(ids(credit.meta)).toContain('000-4.skip.creditHiddenState');
    const routes = nodes.flatMap((n) => n.always ?? []);
    const over = routes.filter((t) => ids(t.meta).includes('000-4.skip.creditHiddenState'));
    expect(over.length).toBeGreaterThan(0);
    // Each of them leaves from before the credit score to after it; none goes to it.
    for (const t of over) expect(t.target?.map((n) => n.key)).not.toContain('creditScore~1');
    const into = routes.filter((t) => t.target?.some((n) => n.key === 'creditScore~1'));
    expect(into.length).toBeGreaterThan(0);
    for (const t of into) expect(ids(t.meta)).not.toContain('000-4.skip.creditHiddenState');
    // A check's node carries its call failing and its answer refused ('Invalid Zip').
    const zip = nodes.find((n) => n.key === 'zipcode~1')!;
    expect(ids(zip.meta)).toEqual(expect.arrayContaining(['000-7.error.zip_lookup_failed', '000-8.error.invalid_zip']));
  });
});
