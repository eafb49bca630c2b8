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
import {
  type KnockoutAnswers,
  type KnockoutCriterion,
  SAFECO_NOT_WRITTEN,
  knockoutAnswersOf,
  whitelabelKnockouts,
} from './knockouts';
import { skipRules } from './skipRules';
import { driveIntakeTo } from '../../../ui/screens/stories/driveIntake';
import { selectQuestionView, selectSendToShortFlow, sendsToShortFlow } from '../intake.selectors';

// spec 000 section 4, "Knockout": the sandbox's whitelabelKnockouts rule, asked on the way to the knockout page,
// decides (docs/decisions/0099); the client's copy of its criteria, the fallback when that call fails, is held equal
// to the rule here, on the same answers for every partner, and to the rule's own examples.

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

describe('the knockout page (notKnockedOut): the rule asked on the way decides', () => {
  const skips = (criteria: KnockoutCriterion[] | undefined) =>
    skipRules.notKnockedOut.test(
      produce(initialUser(), (u) => {
        u.autoPolicy.policy.knockoutCriteria = criteria;
      }),
      1,
    );

  it("reads the rule's answer: a criterion shows the page; none, or the rule not yet asked, skips it", () => {
    expect(skips(['dui'])).toBe(false);
    expect(skips(['accidentLimit', 'stateNotServed'])).toBe(false);
    expect(skips([])).toBe(true);
    expect(skips(undefined)).toBe(true);
  });

  /** The call-in flow's way on from the driver summary, asking the rule (a Safeco shopper in the ZIP's state). */
  const deciding = (zipcode: string) =>
    driveIntakeTo('driverSummary~1', { flow: 'safecoCallinFlow', answers: { zipcode }, phase: 'deciding' }).actor;
  const nodeOf = (actor: ReturnType<typeof deciding>) => selectQuestionView(actor.getSnapshot())?.node;

  it("asks the rule when the way on would reach the page, and goes where its answer says, not the client's copy", () => {
    // New York: the client's copy would knock out (stateNotServed); the rule answering none lets the shopper on.
    const ny = deciding('10001');
    expect(ny.getSnapshot().hasTag('state:deciding')).toBe(true);
    ny.send({ type: 'xstate.done.actor.fetchKnockouts', output: [] } as never);
    expect(nodeOf(ny)).not.toBe('noneligibleUser~1');
    expect(ny.getSnapshot().context.user.autoPolicy.policy.knockoutCriteria).toEqual([]);
    ny.stop();
    // Texas: none by the client's copy; the rule answering a DUI stops the shopper on the page, which lists it.
    const tx = deciding('78701');
    tx.send({ type: 'xstate.done.actor.fetchKnockouts', output: ['dui'] } as never);
    expect(nodeOf(tx)).toBe('noneligibleUser~1');
    expect(selectQuestionView(tx.getSnapshot())?.options.map((o) => o.value)).toEqual(['dui']);
    tx.stop();
  });

  it("falls back on the client's copy of the criteria when the call fails, and says so", () => {
    const failures: unknown[] = [];
    const ny = deciding('10001');
    ny.on('GATE_FAILED', (e) => void failures.push(e));
    ny.send({ type: 'xstate.error.actor.fetchKnockouts', error: { code: 'knockout_rule_failed' } } as never);
    expect(nodeOf(ny)).toBe('noneligibleUser~1');
    expect(ny.getSnapshot().context.user.autoPolicy.policy.knockoutCriteria).toEqual(['stateNotServed']);
    expect(failures).toEqual([{ type: 'GATE_FAILED', step: 'noneligibleUser', code: 'knockout_rule_failed' }]);
    ny.stop();
    // A clean Texan is not stopped by a failed call: the copy finds nothing.
    const tx = deciding('78701');
    tx.send({ type: 'xstate.error.actor.fetchKnockouts', error: {} } as never);
    expect(nodeOf(tx)).not.toBe('noneligibleUser~1');
    tx.stop();
  });

  it('does not ask the rule when another page comes first (a second driver added)', () => {
    const drive = driveIntakeTo('driverSummary~1', { flow: 'safecoCallinFlow', answers: { zipcode: '10001' } });
    drive.actor.send({ type: 'SUBMIT', answer: 'Yes' });
    expect(drive.actor.getSnapshot().hasTag('state:deciding')).toBe(false);
    expect(nodeOf(drive.actor)).toBe('name~2');
    drive.actor.stop();
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
