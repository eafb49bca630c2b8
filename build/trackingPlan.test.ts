import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRACKING_EVENTS } from '../src/contract/backoffice';
import { RULES } from '../src/tracking/rules';
import { PLAN_PATH, generatePlan, loadMachines, renderPlan } from './trackingPlan';

// The tracking plan is generated (issue 33): `npm test` fails when docs/tracking-plan.md is not what
// `npm run tracking:plan` writes from the rules and the machines now.

describe('the tracking plan', () => {
  it('is current: run `npm run tracking:plan` after changing a rule or a machine', async () => {
    const text = await generatePlan();
    expect(
      readFileSync(PLAN_PATH, 'utf8') === text,
      'docs/tracking-plan.md is stale: run `npm run tracking:plan`',
    ).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThan(200_000);
  });

  it('names every rule, its event and fields, and finds a transition for each in the machines', async () => {
    const machines = await loadMachines();
    const text = renderPlan(RULES, machines);
    for (const rule of RULES) expect(text).toContain(`### \`${rule.id}\`: ${rule.event}`);
    expect(text).not.toContain('No state or transition of the machines matches');
    expect(text).toContain(`The contract defines ${TRACKING_EVENTS.length} tracking events`);
    // A rule whose trigger nothing matches is said so, not dropped.
    const ghost = { ...RULES[0], id: 'ghost', trigger: { on: 'enterState' as const, path: 'nowhere' } };
    expect(renderPlan([ghost], machines)).toContain('No state or transition of the machines matches');
  });
});
