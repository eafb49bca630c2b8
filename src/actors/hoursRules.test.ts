import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoUser } from '../../tests/server/fixtures';
import { type Server, startServer } from '../../tests/server/harness';
import { rulesEndpoints } from '../contract/rules';
import { RULE_DEFAULTS } from '../contract/ruleDefaults';
import type { AutoUser } from '../contract/entities';
import type { UsState } from '../domain/constants';
import { AS_SOON_AS_POSSIBLE, REACH_OUT_QUESTION, reachOutNow, reachOutQuestions } from '../machines/bind/reachOut';
import { readPostQuoteRules } from '../machines/ratecall/postQuoteRules';
import { callEndpoint } from './http';
import { carrierHoursAsked, postQuoteRuleInputs } from './postQuoteRules.actor';
import { createHttp, setHttpClient } from './transport';

// The hours rules a purchase online reads (spec 001 section 7 "Hours", decision 0097), asked of the sandbox's own
// definitions at fixed moments (the client's clock is the input's currentDate, so no test depends on the hour): the
// Liberty Mutual carrier's lmDRC rule of the shopper's zone, the fast-track desk's list, chatAvailability; and each
// rule's default when the call fails.

const inZone = (timeZone: string, state: UsState): AutoUser => {
  const user = autoUser();
  user.autoPolicy.policy.state = state;
  user.autoPolicy.policy.address = { streetAddress: '1 Main St', city: 'Somewhere', state, zip: '78701', timeZone };
  return user;
};

describe('the hours rules asked', () => {
  it('the Liberty Mutual carrier asks the one lmDRC rule of its zone; a fast-track carrier the desk list', () => {
    const lm = { user: inZone('Pacific/Honolulu', 'HI'), carrierId: 'libertymutual' };
    const names = (input: typeof lm) => postQuoteRuleInputs(input, 'desktop').map((r) => r.name);
    expect(names(lm).filter((n) => n.startsWith('lmDRC'))).toEqual(['lmDRCHawaiiTime']);
    expect(names(lm)).not.toContain('fastTrackSupportedCarrierIDs');
    const ft = { user: inZone('America/Chicago', 'TX'), carrierId: 'fasttrack' };
    expect(names(ft)).toContain('fastTrackSupportedCarrierIDs');
    expect(names(ft).some((n) => n.startsWith('lmDRC'))).toBe(false);
    const other = { user: inZone('America/Chicago', 'TX'), carrierId: 'safeco' };
    expect(carrierHoursAsked(other)).toEqual({ lmDrcRule: null, fastTrackCarrier: null });
  });
});

describe('the hours rules, against the sandbox', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ rateLimit: false });
    setHttpClient(createHttp(`${server.base}/api`));
  });
  afterAll(() => server.close());

  const ask = async (user: AutoUser, carrierId: string, at: string) => {
    const input = { user, carrierId };
    const rules = postQuoteRuleInputs(input, 'desktop', new Date(at));
    const answer = await callEndpoint(rulesEndpoints.evaluateRules, { body: { rules } }, 'network_error');
    return readPostQuoteRules(answer.results, null, carrierHoursAsked(input));
  };

  it("Liberty Mutual's centre: open on a Tuesday morning in Chicago, closed before 8am and on Sunday", async () => {
    const chicago = inZone('America/Chicago', 'TX');
    // Tuesday 2025-06-03 09:30 CDT
    expect((await ask(chicago, 'libertymutual', '2025-06-03T14:30:00Z')).lmCentreOpen).toBe(true);
    // Tuesday 07:30 CDT
    const early = await ask(chicago, 'libertymutual', '2025-06-03T12:30:00Z');
    expect(early.lmCentreOpen).toBe(false);
    expect(early.defaulted).not.toHaveProperty('lmDRCCentralTime');
    expect((await ask(chicago, 'libertymutual', '2025-06-08T16:00:00Z')).lmCentreOpen).toBe(false);
    // The same instant that is 09:30 in Chicago is 04:30 in Honolulu: the shopper's own zone decides.
    expect((await ask(inZone('Pacific/Honolulu', 'HI'), 'libertymutual', '2025-06-03T14:30:00Z')).lmCentreOpen).toBe(
      false,
    );
  });

  it("the fast-track desk takes a Texan on a Tuesday afternoon, not at 22:30 Eastern, nor a New Yorker's", async () => {
    const texan = inZone('America/Chicago', 'TX');
    const open = await ask(texan, 'fasttrack', '2025-06-03T17:00:00Z');
    expect(open.fastTrackDeskOpen).toBe(true);
    const late = await ask(texan, 'fasttrack', '2025-06-04T02:30:00Z');
    expect(late.fastTrackDeskOpen).toBe(false);
    expect((await ask(inZone('America/New_York', 'NY'), 'fasttrack', '2025-06-03T17:00:00Z')).fastTrackDeskOpen).toBe(
      false,
    );
    // A closed desk takes "As soon as possible" away even while the agency's agents are on the phones.
    expect(reachOutNow({ agentsOpen: true, fastTrackDeskOpen: late.fastTrackDeskOpen })).toBe(false);
    expect(reachOutNow({ agentsOpen: true, fastTrackDeskOpen: open.fastTrackDeskOpen })).toBe(true);
    expect(reachOutNow({ agentsOpen: true, fastTrackDeskOpen: null })).toBe(true);
  });

  it('chatAvailability: staffed on a Sunday at 11:00 Eastern, not at 19:00', async () => {
    const texan = inZone('America/Chicago', 'TX');
    expect((await ask(texan, 'safeco', '2025-06-08T15:00:00Z')).chatOpen).toBe(true);
    expect((await ask(texan, 'safeco', '2025-06-08T23:00:00Z')).chatOpen).toBe(false);
  });
});

describe('the hours rules when they cannot decide', () => {
  it('a failed call: the centre closed, the desk closed (next business morning), no chat', () => {
    const rules = readPostQuoteRules(null, null, { lmDrcRule: 'lmDRCEasternTime', fastTrackCarrier: 'fasttrack' });
    expect(rules.lmCentreOpen).toBe(RULE_DEFAULTS.lmDRCEasternTime);
    expect(rules.fastTrackDeskOpen).toBe(false);
    expect(rules.chatOpen).toBe(RULE_DEFAULTS.chatAvailability);
    expect(rules.defaulted).toMatchObject({
      lmDRCEasternTime: 'call_failed',
      fastTrackSupportedCarrierIDs: 'call_failed',
      chatAvailability: 'call_failed',
    });
  });

  it("a rule that answers its default or a value the app does not know gives the rule's default", () => {
    const rules = readPostQuoteRules(
      {
        lmDRCPacificTime: { value: 'yes', isDefault: false },
        fastTrackSupportedCarrierIDs: { value: null, isDefault: true, reason: 'invalid_input', field: 'state' },
      },
      null,
      { lmDrcRule: 'lmDRCPacificTime', fastTrackCarrier: 'fasttrack' },
    );
    expect(rules.lmCentreOpen).toBe(false);
    expect(rules.fastTrackDeskOpen).toBe(false);
    expect(rules.defaulted).toMatchObject({
      lmDRCPacificTime: 'unexpected_value',
      fastTrackSupportedCarrierIDs: 'unexpected_value',
    });
  });

  it('the reach-out drops "As soon as possible" when the desk is closed', () => {
    const question = {
      id: REACH_OUT_QUESTION,
      type: 'select',
      text: 'When should an agent reach out?',
      options: [
        { value: AS_SOON_AS_POSSIBLE, label: AS_SOON_AS_POSSIBLE },
        { value: 'Tomorrow morning', label: 'Tomorrow morning' },
      ],
    } as never;
    const closed = reachOutQuestions([question], reachOutNow({ agentsOpen: true, fastTrackDeskOpen: false }));
    expect(closed[0].options?.map((o) => o.value)).toEqual(['Tomorrow morning']);
  });
});
