import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { AUTO_FLOW_IDS, HOME_FLOW_IDS } from '../contract/flowIds';
import { ATLAS_CHAIN_IDS } from '../devtools/atlas/registry';
import { BIND_CHAIN_IDS } from '../machines/bind/chains';
import { FORM_VERSION, kindOf } from './context';
import { createObserver } from './observer';
import type { StepInfo } from './context';

// The machines the tracking layer reads, by id, and the screen it says the shopper is on (the web vitals read it).

describe('the machine kinds', () => {
  it('name every flow of every line, every post-quote chain and the named charts; nothing else', () => {
    for (const id of [...AUTO_FLOW_IDS, ...HOME_FLOW_IDS]) expect(kindOf(id)).toBe('intake');
    for (const id of [...BIND_CHAIN_IDS, ...ATLAS_CHAIN_IDS]) expect(kindOf(id)).toBe('bind');
    expect(['app', 'results', 'homeResults', 'ratecall'].map(kindOf)).toEqual([
      'app',
      'results',
      'homeResults',
      'ratecall',
    ]);
    for (const id of ['constructor', 'toString', '', 'userSync', 'complete']) expect(kindOf(id)).toBeUndefined();
    expect(FORM_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});

/** An inspection snapshot event of a machine actor, as XState reports it (the parts the observer reads). */
function snap(actor: string, id: string, tags: string[], context: Record<string, unknown>, status = 'active') {
  const set = new Set(tags);
  return {
    type: '@xstate.snapshot',
    actorRef: { sessionId: actor },
    event: { type: 'x' },
    snapshot: { value: {}, context, status, tags: set, hasTag: (t: string) => set.has(t), machine: { id } },
  } as unknown as InspectionEvent;
}

describe("the shopper's screen", () => {
  it('is the first question while the intake loads, then the results, a post-quote step over them, and back', () => {
    const observer = createObserver({
      rules: [],
      session: { anonymousId: 'a', correlationId: 'c', brand: 'quoteflow', embedded: false, optedOut: () => false },
      sink: { track: () => {}, report: () => {}, flush: () => {} },
      newId: () => 'f',
    });
    const seen: Array<[string | undefined, string | undefined]> = [];
    const id = (s: StepInfo | undefined) => s && `${s.formContext.formName}/${s.stepContext.stepId}`;
    observer.onStep((step, previous) => seen.push([id(step), id(previous)]));
    observer.observe(snap('x:0', 'app', ['screen:waitingForIntake'], { flowId: 'defaultAuto' }));
    expect(observer.step()).toMatchObject({
      formContext: { formName: 'defaultAuto', formType: 'auto' },
      stepContext: { stepId: 'intake.waitingForIntake', stepNumber: 1 },
    });
    observer.observe(snap('x:0', 'app', ['screen:results'], { flowId: 'defaultAuto' }));
    observer.observe(snap('x:1', 'results', [], {}));
    observer.observe(snap('x:2', 'safecoPreMvr', ['step:vehicleVin'], { visited: ['vehicleVin~1'] }));
    expect(observer.step()?.stepContext).toEqual({
      stepName: 'vehicleVin',
      stepId: 'vehicleVin~1',
      stepNumber: 1,
      stepType: 'postQuote',
    });
    observer.observe(snap('x:2', 'safecoPreMvr', ['step:complete'], { visited: ['vehicleVin~1'] }, 'done'));
    expect(seen).toEqual([
      ['defaultAuto/intake.waitingForIntake', undefined],
      [undefined, 'defaultAuto/intake.waitingForIntake'],
      ['results/results', undefined],
      ['safecoPreMvr/vehicleVin~1', 'results/results'],
      ['results/results', 'safecoPreMvr/vehicleVin~1'],
    ]);
    expect(observer.step()?.formContext).toMatchObject({ formName: 'results', formType: 'results', formId: 'f' });
  });
});
