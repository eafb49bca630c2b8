import { describe, expect, it } from 'vitest';
import { RentersUser } from '../../src/contract/property';
import { SlackRequestDetails } from '../../src/contract/backoffice';
import type { AutoUser } from '../../src/contract/entities';
import { slackMessage } from './slack';

const auto: AutoUser = {
  contact: { email: 'pat@example.com', phoneNumber: '2125550100', consentedToContact: true, consentToSms: true },
  tracking: {},
  autoPolicy: {
    discounts: { paperless: true, payInFull: true },
    vehicles: [{ id: 1, year: '2019', make: 'Honda', model: 'Civic' }],
    operators: [{ id: 1, isPrimary: true, firstName: 'Pat', lastName: 'Quinn' }],
    policy: { zip: '10001', city: 'New York', state: 'NY', coverageTier: 'MID' },
  },
};

describe('slack agent hand-off', () => {
  it('says who, how to reach them, why, and where in the carrier flow they stopped', () => {
    const details = SlackRequestDetails.parse({
      ratecall: 'RC3',
      step: 'BIND_RC3',
      carrier: 'safeco',
      externalId: 'ext-42',
      companysQuoteNumber: 'SQ-1001',
      reason: 'bind_error',
      errorMessage: 'Bind RC3 failed',
    });
    const m = slackMessage({ kind: 'auto', user: auto }, details);
    expect(m.channel).toBe('#agent-handoff');
    expect(m.text).toBe('Agent needed: Pat Quinn could not bind the policy with safeco (auto)');
    const all = JSON.stringify(m.blocks);
    for (const part of [
      '(212) 555 - 0100',
      'pat@example.com',
      'New York, NY, 10001',
      '2019 Honda Civic',
      'BIND_RC3',
      'ext-42',
      'SQ-1001',
      'Bind RC3 failed',
    ]) {
      expect(all).toContain(part);
    }
    expect(m.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: m.text } });
  });

  it("defaults to connect-to-agent and escapes Slack's control characters", () => {
    const renters = RentersUser.parse({
      contact: { email: 'a@b.co' },
      rentersPolicy: { occupants: [{ firstName: 'Ana' }], properties: [], policy: {} },
    });
    const m = slackMessage(
      { kind: 'renters', user: renters },
      SlackRequestDetails.parse({ errorMessage: '<!channel> & <https://x|y>' }),
    );
    expect(m.text).toBe('Agent needed: Ana asked to talk to an agent (renters)');
    const all = JSON.stringify(m.blocks);
    expect(all).toContain('&lt;!channel&gt; &amp; &lt;https://x|y&gt;');
    expect(all).not.toContain('<!channel>');
  });
});
