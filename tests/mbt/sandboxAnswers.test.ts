import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../server/rules/definition';
import { compileRule } from '../../server/rules/engine';
import { ELIGIBILITY_RULES, readEligibility, SMS_RULE } from '../../src/actors/addressChain.actor';
import { hashFirstSegment, readQueryParams } from '../../src/app/queryParams';
import { freshUser } from '../../src/machines/intake/freshUser';
import { AUTO_FLOW_IDS, autoFlows } from '../../src/machines/intake/flows';
import { eligibilityInput } from '../../src/machines/intake/questions/addressChain';
import { sandboxFollowUpOutput } from './intakeModel';

// The browser walks follow the sandbox's answers to the address-success chain (intakeModel.ts): here the real
// eligibility rules decide for a shopper entering each flow by its URL, as the app starts them, in several states.

const rules = loadDefinitions().filter((r) => (ELIGIBILITY_RULES as readonly string[]).includes(r.name));
const compiled = rules.map((r) => ({ name: r.name, rule: compileRule(r.name, r.definition, r.defaultValue) }));
const smsRule = loadDefinitions().find((r) => r.name === SMS_RULE)!;
const sms = compileRule(smsRule.name, smsRule.definition, smsRule.defaultValue);

describe("the walks' eligibility is the sandbox's", () => {
  it.each(AUTO_FLOW_IDS)('for a shopper entering %s', async (flowId) => {
    const { entry } = autoFlows[flowId];
    const start = { params: readQueryParams(entry), hashFirstSegment: hashFirstSegment(entry.hash) };
    for (const [state, whenShopping] of [
      ['TX', 'ASAP'],
      ['TX', 'justChecking'],
      ['NY', 'ASAP'],
      ['CA', undefined],
      ['MI', 'withinFewDays'],
      ['FL', 'thisMonth'],
    ] as const) {
      const user = produce(freshUser({ start, flowId, anonymousId: undefined }), (u) => {
        u.autoPolicy.policy.state = state;
        u.autoPolicy.policy.whenShopping = whenShopping;
      });
      const input = eligibilityInput(user);
      const results: Record<string, { value: unknown }> = Object.fromEntries(
        await Promise.all(compiled.map(async ({ name, rule }) => [name, { value: await rule.run(input) }] as const)),
      );
      // smsEnable is asked second, with the agency verdict (src/actors/addressChain.actor.ts).
      const agency = readEligibility(results).agency;
      results[SMS_RULE] = { value: await sms.run({ ...input, isAgencyEligible: agency }) };
      expect(sandboxFollowUpOutput(flowId, 'eligibility', user), `${flowId} in ${state}`).toEqual(
        readEligibility(results),
      );
    }
  });
});
