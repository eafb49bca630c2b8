import fc from 'fast-check';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../../../server/rules/definition';
import { compileRule } from '../../../../server/rules/engine';
import { SAFECO_NOT_WRITTEN as SERVER_SAFECO_NOT_WRITTEN } from '../../../../server/carriers/safeco';
import { PARTNER_LABELS } from '../../../app/queryParams';
import { US_STATES } from '../../../domain/constants';
import { initialUser } from '../initialUser';
import { newDriver } from './effects';
import { type KnockoutAnswers, SAFECO_NOT_WRITTEN, knockoutAnswersOf, whitelabelKnockouts } from './knockouts';
import { skipRules } from './skipRules';
import { driveIntakeTo } from '../../../ui/screens/stories/driveIntake';
import { selectSendToShortFlow, sendsToShortFlow } from '../intake.selectors';

// spec 000 section 4, "Knockout": the client decides the criteria from the answers; the sandbox's whitelabelKnockouts
// rule is the reference, run here on the same answers for every partner.

const seed = loadDefinitions().find((r) => r.name === 'whitelabelKnockouts')!;
const rule = compileRule(seed.name, seed.definition, seed.defaultValue);
const decide = (partner: string, answers: KnockoutAnswers) => rule.run({ partner, answers });

const answers: fc.Arbitrary<KnockoutAnswers> = fc.record(
  {
    state: fc.constantFrom(...US_STATES),
    accidentCount: fc.integer({ min: 0, max: 12 }),
    hasDui: fc.boolean(),
    licenseSuspended: fc.boolean(),
    sr22: fc.boolean(),
    currentlyInsured: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('the white-label knockout criteria', () => {
  it("agree with the sandbox's whitelabelKnockouts rule for every partner and any answers", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PARTNER_LABELS), answers, async (partner, a) => {
        expect(whitelabelKnockouts(partner, a)).toEqual(await decide(partner, a));
      }),
      { numRuns: 400 },
    );
  });

  it("agree with the rule's own examples", async () => {
    for (const example of seed.examples) {
      const { partner, answers: a } = example.input as { partner: (typeof PARTNER_LABELS)[number]; answers: object };
      expect(whitelabelKnockouts(partner, a)).toEqual(example.expect);
    }
  });

  it("know the states Safeco does not write as the sandbox's Safeco does", () => {
    expect([...SAFECO_NOT_WRITTEN].sort()).toEqual([...SERVER_SAFECO_NOT_WRITTEN].sort());
  });

  it("read every driver's incidents, the primary driver's insurance and the state", () => {
    const user = produce(initialUser(), (u) => {
      u.autoPolicy.policy.state = 'NY';
      u.autoPolicy.operators[0].currentlyInsured = 'No';
      u.autoPolicy.operators.push(newDriver(2));
      u.autoPolicy.operators[0].incidents = {
        incidentsPrecheck: 'Yes',
        accidents: [{ date: '01/2025', atFault: true }],
        violations: [],
      };
      u.autoPolicy.operators[1].incidents = {
        incidentsPrecheck: 'Yes',
        accidents: [{ date: '02/2025', atFault: true }],
        violations: [{ date: '03/2025', type: 'DWI' }],
        hasDui: true,
        isDriversLicenseSuspended: true,
      };
      u.autoPolicy.operators[1].sr22 = { isRequired: true };
    });
    expect(knockoutAnswersOf(user)).toEqual({
      state: 'NY',
      accidentCount: 2,
      hasDui: true,
      licenseSuspended: true,
      sr22: true,
      currentlyInsured: false,
    });
    expect(knockoutAnswersOf(initialUser())).toEqual({
      state: undefined,
      accidentCount: 0,
      hasDui: false,
      licenseSuspended: false,
      sr22: false,
    });
  });
});

describe('the knockout page (notKnockedOut)', () => {
  const shows = (edit: (u: ReturnType<typeof initialUser>) => void) =>
    !skipRules.notKnockedOut.test(produce(initialUser(), edit), 1);

  it("shows for a Safeco shopper with a DUI, a suspension, an SR-22, two accidents or a state Safeco doesn't write", () => {
    const incidents = (extra: object) => (u: ReturnType<typeof initialUser>) => {
      u.autoPolicy.operators[0].incidents = { incidentsPrecheck: 'Yes', accidents: [], violations: [], ...extra };
    };
    expect(shows(incidents({ hasDui: true }))).toBe(true);
    expect(shows(incidents({ isDriversLicenseSuspended: true }))).toBe(true);
    const twoAccidents = [1, 2].map((m) => ({ date: `0${m}/2025`, atFault: true }));
    expect(shows(incidents({ accidents: twoAccidents }))).toBe(true);
    expect(shows(incidents({ accidents: twoAccidents.slice(1) }))).toBe(false);
    expect(
      shows((u) => {
        u.autoPolicy.operators[0].sr22 = { isRequired: true };
      }),
    ).toBe(true);
    expect(
      shows((u) => {
        u.autoPolicy.policy.state = 'NJ';
      }),
    ).toBe(true);
    expect(
      shows((u) => {
        u.autoPolicy.policy.state = 'TX';
      }),
    ).toBe(false);
  });

  it('does not show for a Safeco shopper without insurance today (only other partners knock that out)', () => {
    expect(
      shows((u) => {
        u.autoPolicy.operators[0].currentlyInsured = 'No';
      }),
    ).toBe(false);
  });
});

describe("the knockout page's way on (send-to-short-flow)", () => {
  const atKnockout = () =>
    driveIntakeTo('noneligibleUser~1', { flow: 'safecoCallinFlow', answers: { zipcode: '10001' } }).actor;

  it('sets the flag on the page, clears it going back, and finishes the intake with it when taken', () => {
    const actor = atKnockout();
    expect(selectSendToShortFlow(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'BACK' });
    expect(selectSendToShortFlow(actor.getSnapshot())).toBe(false);
    actor.stop();

    const again = atKnockout();
    again.send({ type: 'SUBMIT', answer: true });
    const done = again.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.output?.exit).toBe('noneligibleUser');
    expect(sendsToShortFlow(done.output)).toBe(true);
  });

  it('leaves the flag off for a shopper who finishes the flow by its questions', () => {
    const done = driveIntakeTo('complete', { flow: 'safecoCallinFlow' }).actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(sendsToShortFlow(done.output)).toBe(false);
  });
});
