import { describe, expect, it } from 'vitest';
import { HOME_FLOW_IDS } from '../../src/contract/flowIds';
import type { PropertyUser } from '../../src/contract/property';
import { homeSkipRules, type HomeSkipRuleName } from '../../src/machines/home/skipRules';
import { homeIntakeModel } from './intakeModel';
import { generatePaths } from './paths';

// The compiler trusts what each home skip rule declares it implies (catalogue.ts `implies`: other rules' values, and
// `someRule`, one of several facts holding): a wrong declaration would leave out a transition a shopper can take.
// Here every declaration is checked on every shopper the home flows' generated paths reach.

function shoppers(): PropertyUser[] {
  const seen = new Map<string, PropertyUser>();
  for (const id of HOME_FLOW_IDS)
    for (const p of generatePaths(homeIntakeModel(id))) {
      const user = p.state.context.user as PropertyUser;
      seen.set(JSON.stringify(user), user);
    }
  return [...seen.values()];
}

describe('what the home skip rules declare they imply', () => {
  const users = shoppers();
  const names = Object.keys(homeSkipRules) as HomeSkipRuleName[];
  const holds = (name: string, u: PropertyUser) => homeSkipRules[name as HomeSkipRuleName].test(u, 1);

  it('meets shoppers of every verdict of the declaring rules', () => {
    for (const name of names.filter((n) => homeSkipRules[n].implies))
      expect(new Set(users.map((u) => holds(name, u))).size, name).toBe(2);
  });

  it.each(names.filter((n) => homeSkipRules[n].implies))('%s: holds of every shopper met', (name) => {
    for (const u of users) {
      const value = holds(name, u);
      const said = homeSkipRules[name].implies?.[value ? 'whenTrue' : 'whenFalse'];
      for (const [other, expected] of Object.entries(said?.rules ?? {}))
        expect(holds(other, u), `${name}=${value} implies ${other}=${expected}`).toBe(expected);
      const some = Object.entries(said?.someRule ?? {});
      if (some.length)
        expect(
          some.some(([other, v]) => holds(other, u) === v),
          `${name}=${value}: one of ${JSON.stringify(said?.someRule)}`,
        ).toBe(true);
    }
  });
});
