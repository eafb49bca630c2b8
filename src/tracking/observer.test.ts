import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { hostileString } from '../../tests/server/arbitraries';
import { type ReportErrorRequest, TrackingEvent } from '../contract/backoffice';
import { uuid } from '../contract/text';
import { intakeMachineOf } from '../machines/intake/flows';
// The auto intake chunk, registered as the app registers it: the rules read its questions (intakeSlot.ts).
import '../machines/intake/intake.live';
import { initialUser } from '../machines/intake/initialUser';
import { type UserSyncEvent, pendingIntakeActors } from '../machines/intake/intake.actors';
import { createObserver } from './observer';
import { RULES } from './rules';
import { fieldsOf } from './rules/forms';
import type { StepInfo } from './context';
import type { TrackingSession } from './types';

// The observer on a real compiled flow (issue 33; docs/decisions/0101): the shopper's answers become the form-step
// events in order, each valid by the contract, with the step the shopper sees; no typed value leaves the page.

const session: TrackingSession = {
  anonymousId: 'anon-1',
  correlationId: 'corr-1',
  brand: 'quoteflow',
  embedded: false,
  optedOut: () => false,
};
// The server's user id, as the contract has it.
const USER_ID = uuid().parse('5d7c0f0e-8a55-4c53-9b1e-0f6c2f1f4e21');

function walk(actors: Partial<typeof pendingIntakeActors> = {}) {
  const events: TrackingEvent[] = [];
  const rules: string[] = [];
  const reports: ReportErrorRequest[] = [];
  let ids = 0;
  const observer = createObserver({
    rules: RULES,
    session,
    sink: {
      track: (e, rule) => {
        events.push(e);
        rules.push(rule.id);
      },
      report: (r) => reports.push(r),
      flush: () => {},
    },
    now: () => new Date('2026-11-30T03:00:00.000Z'),
    newId: () => `form-${++ids}`,
  });
  const machine = intakeMachineOf('defaultAuto').provide({ actors: { ...pendingIntakeActors, ...actors } });
  const actor = createActor(machine, { input: {}, inspect: (e: InspectionEvent) => observer.observe(e) }).start();
  return { actor, events, rules, observer, reports };
}

const brief = (e: TrackingEvent) => {
  const step = 'stepContext' in e ? e.stepContext : undefined;
  return [e.event, step?.stepId, step?.stepNumber, 'field' in e ? e.field : undefined].filter((v) => v !== undefined);
};

describe('the observer on the default auto flow', () => {
  it('sends the form-step events in order, with their form and step context, each valid by the contract', () => {
    const { actor, events } = walk();
    actor.send({ type: 'SUBMIT', answer: 'Yes' });
    actor.send({ type: 'SUBMIT', answer: 'ASAP' });
    actor.send({ type: 'SUBMIT', answer: 'lowestPrice' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'SUBMIT', answer: 'lowestPrice' });
    expect(events.map(brief)).toEqual([
      ['FormViewed', 'currentlyInsured~1', 1],
      ['FormStarted', 'currentlyInsured~1', 1],
      ['FormViewed', 'whenShopping~1', 2],
      ['FormSubmitted', 'currentlyInsured~1', 1],
      ['FieldInputted', 'currentlyInsured~1', 1, { name: 'currentlyInsured', type: 'choice', value: 'Yes' }],
      ['FormViewed', 'shoppingIntent~1', 3],
      ['FormSubmitted', 'whenShopping~1', 2],
      ['FieldInputted', 'whenShopping~1', 2, { name: 'whenShopping', type: 'choice', value: 'ASAP' }],
      ['FormViewed', 'whyInsured~1', 4],
      ['FormSubmitted', 'shoppingIntent~1', 3],
      ['FieldInputted', 'shoppingIntent~1', 3, { name: 'shoppingIntent', type: 'choice', value: 'lowestPrice' }],
      // BACK shows the step again (viewed), and submits nothing.
      ['FormViewed', 'shoppingIntent~1', 3],
      ['FormViewed', 'whyInsured~1', 4],
      ['FormSubmitted', 'shoppingIntent~1', 3],
      ['FieldInputted', 'shoppingIntent~1', 3, { name: 'shoppingIntent', type: 'choice', value: 'lowestPrice' }],
    ]);
    for (const e of events) expect(TrackingEvent.parse(e)).toEqual(e);
    expect(events[0]).toMatchObject({
      anonymousId: 'anon-1',
      correlationId: 'corr-1',
      sessionId: 'corr-1',
      timestamp: '2026-11-30T03:00:00.000Z',
      formContext: {
        formName: 'defaultAuto',
        formType: 'auto',
        formVersion: expect.any(String),
        formId: 'form-1',
        formBrand: 'quoteflow',
      },
      stepContext: { stepName: 'currentlyInsured', stepId: 'currentlyInsured~1', stepNumber: 1, stepType: 'choice' },
    });
  });

  it("sends why-shopping and the current premium as option values, and follows the shopper's step", () => {
    const { actor, events, observer } = walk();
    const seen: Array<StepInfo | undefined> = [];
    observer.onStep((step) => seen.push(step));
    expect(observer.step()?.stepContext.stepId).toBe('currentlyInsured~1');
    for (const answer of ['Yes', 'ASAP', 'lowestPrice', 'betterRate', '149']) actor.send({ type: 'SUBMIT', answer });
    const named = events.filter((e) => e.event === 'WhyShoppingAnswered' || e.event === 'CurrentPremiumSelected');
    expect(named).toMatchObject([
      { event: 'WhyShoppingAnswered', reasons: ['betterRate'], formContext: { formName: 'defaultAuto' } },
      { event: 'CurrentPremiumSelected', range: '149', formContext: { formName: 'defaultAuto' } },
    ]);
    expect(seen.map((s) => s?.stepContext.stepId)).toEqual([
      'whenShopping~1',
      'shoppingIntent~1',
      'whyInsured~1',
      'currentPremium~1',
      'carrier~1',
    ]);
    actor.stop();
    expect(observer.step()).toBeUndefined();
  });

  it("reports a check's refusal with its code, and the user's creation with non-personal traits", () => {
    const userSync = fromCallback<UserSyncEvent>(({ sendBack, receive }) => {
      receive((e) => {
        if (e.type === 'SAVE') sendBack({ type: 'USER_SAVED', userId: USER_ID, token: 'signed' });
      });
    });
    const lookupZip = fromPromise<never, { zip: string }>(() => Promise.reject(new Error('down')));
    const { actor, events } = walk({ userSync, lookupZip } as never);
    for (const answer of ['No', 'ASAP', 'lowestPrice', 'moved', 'No']) actor.send({ type: 'SUBMIT', answer });
    expect(actor.getSnapshot().hasTag('step:zipcode')).toBe(true);
    actor.send({ type: 'SUBMIT', answer: '75201' });
    return new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
      const errored = events.filter((e) => e.event === 'FormErrored');
      expect(errored).toMatchObject([{ errorType: 'zip_lookup_failed', stepContext: { stepId: 'zipcode~1' } }]);
      const identify = events.filter((e) => e.event === 'Identify');
      expect(identify).toEqual([
        expect.objectContaining({
          userId: USER_ID,
          anonymousId: 'anon-1',
          traits: { line: 'auto', flow: 'defaultAuto', vehicleCount: 1, driverCount: 1 },
        }),
      ]);
      expect(events.filter((e) => e.event === 'FormStarted')).toHaveLength(1);
      for (const e of events) expect(TrackingEvent.parse(e)).toEqual(e);
    });
  });

  it('never breaks the app on a rule that throws, and tells it once', () => {
    const told: string[] = [];
    const observer = createObserver({
      rules: [
        {
          ...RULES.find((r) => r.id === 'intake.formViewed')!,
          id: 'broken',
          build: () => {
            throw new Error('boom');
          },
        } as (typeof RULES)[number],
      ],
      session,
      sink: { track: () => {}, report: () => {}, flush: () => {} },
      onRuleError: (id) => told.push(id),
    });
    const machine = intakeMachineOf('defaultAuto').provide({ actors: pendingIntakeActors });
    const actor = createActor(machine, { input: {}, inspect: observer.observe }).start();
    actor.send({ type: 'SUBMIT', answer: 'Yes' });
    actor.send({ type: 'SUBMIT', answer: 'ASAP' });
    expect(actor.getSnapshot().hasTag('step:shoppingIntent')).toBe(true);
    expect(told).toEqual(['broken']);
  });
});

describe('the field values', () => {
  const PERSONAL = ['name', 'email', 'phone', 'birthdate', 'address', 'zipcode', 'previousAddress', 'nameBirthdate'];

  it('never carry a typed value of a personal field (full Unicode, very long strings)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PERSONAL), hostileString(), hostileString(), (step, a, b) => {
        for (const answer of [a, { first: a, last: b }, { email: a, emailConsent: true }, [a, b]]) {
          // No typed text goes out: a value is a consent box's boolean at most.
          for (const field of fieldsOf('defaultAuto', step, answer))
            expect(['undefined', 'boolean']).toContain(typeof field.value);
        }
      }),
    );
  });

  it('carry an enumerated answer as its option value', () => {
    expect(fieldsOf('defaultAuto', 'currentlyInsured', 'Yes')).toEqual([
      { name: 'currentlyInsured', type: 'choice', value: 'Yes' },
    ]);
    expect(fieldsOf('defaultAuto', 'email', { email: 'a@b.example', emailConsent: true })).toEqual([
      { name: 'email', type: 'email' },
      { name: 'emailConsent', type: 'email', value: true },
    ]);
  });
});

describe('every intake rule', () => {
  const STEPS = ['name', 'email', 'phone', 'birthdate', 'address', 'zipcode', 'previousAddress', 'whyInsured'];

  /** A snapshot of the default flow showing `node`, the shopper's personal answers all `secret`. */
  function snapshot(node: string, visited: string[], secret: string, email: string, userId?: string) {
    const user = initialUser();
    const d = user.autoPolicy.operators[0] as Record<string, unknown>;
    Object.assign(d, { firstName: secret, lastName: secret, birthdate: secret, licenseNumber: secret });
    Object.assign(user.contact, { email, phoneNumber: secret, emailConsent: true });
    Object.assign(user.autoPolicy.policy, {
      zip: secret,
      address: { streetAddress: secret, city: secret, state: 'TX', zipcode: secret },
    });
    (user.autoPolicy.vehicles[0] as Record<string, unknown>).vin = secret;
    const tags = new Set([`step:${node.slice(0, node.indexOf('~'))}`]);
    return {
      value: { [node]: 'answering' },
      context: {
        user,
        visited,
        error: { node, code: 'zip_lookup_failed' },
        extra: { server: userId ? { userId } : {} },
      },
      status: 'active',
      tags,
      hasTag: (t: string) => tags.has(t),
      matches: () => false,
      machine: { id: 'defaultAuto' },
    };
  }

  it('never puts a typed personal value in a payload, whatever the answers (full Unicode, very long strings)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STEPS), hostileString(), (step, raw) => {
        const secret = `Zq${raw}`;
        const email = `${secret}@example.com`;
        const before = snapshot(`${step}~1`, ['currentlyInsured~1', `${step}~1`], secret, email);
        const after = snapshot('gender~1', ['currentlyInsured~1', `${step}~1`, 'gender~1'], secret, email, USER_ID);
        const sent: string[] = [];
        for (const type of ['SUBMIT', 'USER_SAVED', 'xstate.error.actor.lookupZip']) {
          const t = { kind: 'intake' as const, machineId: 'defaultAuto', actorId: 'x', event: { type }, before, after };
          for (const rule of RULES.filter((r) => r.kind === 'intake')) {
            const payloads = rule.build(t as never, session);
            sent.push(...payloads.map((p) => String((p as { event?: unknown }).event)));
            const text = JSON.stringify(payloads);
            expect(text.includes(secret) || text.includes(JSON.stringify(secret).slice(1, -1))).toBe(false);
          }
        }
        // The rules did build: the step's submit, its fields, the user's creation, the error.
        expect(sent).toEqual(expect.arrayContaining(['FormSubmitted', 'FieldInputted', 'Identify', 'FormErrored']));
      }),
      { numRuns: 60 },
    );
  });
});

describe('the home prefill and the email consent', () => {
  const rule = (id: string) => RULES.find((r) => r.id === id)!;
  const home = (event: object) =>
    ({ kind: 'intake', machineId: 'defaultHome', actorId: 'h', event, before: undefined, after: {} }) as never;

  it('report the prefill as success, no_match or failure, and each parses by the contract', () => {
    const found = rule('intake.homePrefill').build(home({ type: 'x', output: { found: true } }), session);
    const none = rule('intake.homePrefill').build(home({ type: 'x', output: { found: false } }), session);
    const failed = rule('intake.homePrefillFailed').build(home({ type: 'x', error: new Error('down') }), session);
    expect([...found, ...none, ...failed]).toEqual([
      { event: 'HomePrefill', status: 'success' },
      { event: 'HomePrefill', status: 'no_match' },
      { event: 'HomePrefill', status: 'failure' },
    ]);
    for (const p of [...found, ...none, ...failed]) expect(TrackingEvent.safeParse(p).success).toBe(true);
  });

  it('sends the email consent when the email step is left forward, granted or not', () => {
    for (const granted of [true, false]) {
      const user = initialUser();
      Object.assign(user.contact, { email: 'x@example.com', emailConsent: granted });
      const at = (node: string, visited: string[]) => {
        const tags = new Set([`step:${node.slice(0, node.indexOf('~'))}`]);
        return { value: {}, context: { user, visited }, status: 'active', tags, hasTag: (t: string) => tags.has(t) };
      };
      const t = {
        kind: 'intake',
        machineId: 'defaultAuto',
        actorId: 'a',
        event: { type: 'xstate.done.actor.validateEmail' },
        before: { ...at('email~1', ['email~1']), machine: { id: 'defaultAuto' } },
        after: { ...at('phone~1', ['email~1', 'phone~1']), machine: { id: 'defaultAuto' } },
      } as never;
      const [consent] = rule('intake.emailConsent').build(t, session);
      expect(consent).toMatchObject({ event: 'MarketingConsent', channel: 'email', granted });
      expect(JSON.stringify(consent)).not.toContain('x@example.com');
      expect(TrackingEvent.safeParse({ ...consent, anonymousId: 'a' }).success).toBe(true);
      expect(rule('intake.emailConsent')).toMatchObject({ sink: 'tracking', marketing: true });
    }
  });
});
