import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileString } from '../../tests/server/arbitraries';
import { deskTakesCarrier, LM_DRC_RULES, lmDrcOpensAt, lmDrcRuleOf, lmDrcZoneOf } from './hours';

// Which lmDRC rule speaks for a shopper's zone, and how fastTrackSupportedCarrierIDs' list reads (decision 0097).

describe('the lmDRC rule of a time zone', () => {
  it.each([
    ['America/New_York', 'lmDRCEasternTime'],
    ['America/Detroit', 'lmDRCEasternTime'],
    ['America/Chicago', 'lmDRCCentralTime'],
    ['America/Indiana/Knox', 'lmDRCCentralTime'],
    ['America/Denver', 'lmDRCMountainTime'],
    // Arizona keeps standard time all year: still Mountain.
    ['America/Phoenix', 'lmDRCMountainTime'],
    ['America/Los_Angeles', 'lmDRCPacificTime'],
    ['America/Anchorage', 'lmDRCAlaskaTime'],
    ['Pacific/Honolulu', 'lmDRCHawaiiTime'],
  ])('%s asks %s', (zone, rule) => {
    expect(lmDrcRuleOf(zone)).toBe(rule);
    expect(LM_DRC_RULES).toContain(rule);
  });

  it('a zone outside the six, none, or one no browser knows asks no rule', () => {
    for (const zone of ['America/Puerto_Rico', 'Europe/London', 'UTC', 'Not/AZone', '', undefined])
      expect(lmDrcRuleOf(zone)).toBeNull();
    fc.assert(
      fc.property(hostileString(), (zone) => {
        const rule = lmDrcRuleOf(zone);
        expect(rule === null || LM_DRC_RULES.includes(rule)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('the centre opens at 7am in Hawaii, else 8am', () => {
    expect(lmDrcOpensAt('Hawaii')).toBe('7am');
    expect(lmDrcOpensAt(lmDrcZoneOf('America/Chicago'))).toBe('8am');
    expect(lmDrcOpensAt(null)).toBe('8am');
  });
});

describe("fastTrackSupportedCarrierIDs' list", () => {
  it('names the carrier, or does not', () => {
    expect(deskTakesCarrier(['fasttrack', 'libertymutual'], 'fasttrack')).toBe(true);
    expect(deskTakesCarrier(['libertymutual'], 'fasttrack')).toBe(false);
    expect(deskTakesCarrier([], 'fasttrack')).toBe(false);
  });

  it('anything but a list of ids is no answer (the default applies)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileString(),
          fc.integer(),
          fc.constant(null),
          fc.boolean(),
          fc.array(fc.integer(), { minLength: 1 }),
        ),
        (value) => {
          expect(deskTakesCarrier(value, 'fasttrack')).toBeUndefined();
        },
      ),
      { numRuns: 200 },
    );
  });
});
