import type { LazyMachine } from '../graph/lazyMachine';
import type { IntakeMachine } from '../intake/intake.machine';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { readQueryParams } from '../../app/queryParams';
import { AutoUser } from '../../contract';
import { pendingIntakeActors } from '../intake/intake.actors';
import { readStartExperiments } from '../intake/startGraph';
import type { ExperimentsInput, ExperimentsOutput } from '../../actors/experiments.actor';
import { appMachine, decideStart, flowActors } from './app.machine';
import { freshUser } from '../intake/freshUser';
// The auto intake chunk, with its flows' registry, as the app loads it before it runs a flow.
import '../intake/intake.live';
import { selectHeaderPhoneNumber, selectIntakeRef, selectNode } from './app.selectors';

const startOf = (search: string) => ({ params: readQueryParams({ search }), hashFirstSegment: '' });

describe('a new shopper starting from a URL', () => {
  it('carries the tracking ids, the flow, the bundling preset and several vehicles, as the contract takes them', () => {
    const start = startOf('?bundlingInterest=Yes&eq_vehicles=true&sessionID=partner-42');
    const user = freshUser({ start, anonymousId: '6001951d-af61-4adf-8d1b-56192058957f', flowId: 'defaultAuto' });
    expect(user.tracking).toEqual({
      anonymousId: '6001951d-af61-4adf-8d1b-56192058957f',
      sessionId: 'partner-42',
      formName: 'defaultAuto',
    });
    expect(user.autoPolicy.policy.interestedInMultiPolicy).toBe('Yes');
    expect(user.autoPolicy.vehicles).toHaveLength(2);
    expect(AutoUser.safeParse(user).success).toBe(true);
  });

  it('drops a partner session id longer than a user record holds, rather than have every save refused', () => {
    const user = freshUser({ start: startOf(`?sessionID=${'s'.repeat(80)}`), flowId: 'defaultAuto' });
    expect(user.tracking.sessionId).toBeUndefined();
    expect(AutoUser.safeParse(user).success).toBe(true);
  });

  it("takes the start graph's home choice to the home line's flow of that variant", () => {
    const start = (hash: string) => decideStart({ params: readQueryParams({ hash }), hashFirstSegment: 'home' }, {});
    expect(start('#/home')).toMatchObject({ line: 'home', flowId: 'defaultHome', reason: { name: 'home' } });
    expect(start('#/home')).not.toHaveProperty('notRegistered');
    expect(start('#/home?policyType=renters&zip=78701')).toMatchObject({ flowId: 'zipContinuityHome' });
    expect(start('#/home?bundlingInterest=Yes')).toMatchObject({ flowId: 'transitionHome' });
  });
});

describe('the flows the app registers', () => {
  it('are built only when a shopper takes one: none when the app is created, the chosen one once started', () => {
    const built: string[] = [];
    const actors = flowActors((m) => {
      built.push(m.id);
      return m.provide({ actors: pendingIntakeActors });
    });
    const app = appMachine.provide({
      actors: {
        ...actors,
        fetchExperiments: fromPromise<ExperimentsOutput, ExperimentsInput>(() => new Promise(() => {})),
      },
    });
    expect(built).toEqual([]);
    const actor = createActor(app, { input: { start: startOf('') } }).start();
    expect(built).toEqual(['defaultAuto']);
    expect(selectIntakeRef(actor.getSnapshot())?.getSnapshot().value).toEqual({
      steps: { 'currentlyInsured~1': 'answering' },
      followUps: 'settled',
    });
    actor.stop();
  });
});

describe('the experiments answering after the first question shows', () => {
  const setup = (answered?: boolean) => {
    let answer: (output: ExperimentsOutput) => void = () => {};
    const experiments = fromPromise<ExperimentsOutput, ExperimentsInput>(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const app = appMachine.provide({
      actors: { ...flowActors((m) => m.provide({ actors: pendingIntakeActors })), fetchExperiments: experiments },
    });
    const actor = createActor(app, { input: { start: startOf('?utm_campaign=nb_ins'), answered } }).start();
    const nerd: ExperimentsOutput = {
      values: readStartExperiments({ shortFlowExperience: 'nerd' }),
      defaulted: {},
      failure: null,
    };
    return { actor, answer: () => answer(nerd) };
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('start the flow they choose when the shopper has answered nothing yet', async () => {
    const { actor, answer } = setup();
    expect(actor.getSnapshot().context.flowId).toBe('paidSearchShortFlow');
    answer();
    await settle();
    expect(actor.getSnapshot().context.flowId).toBe('shortFlowNerd');
    expect(actor.getSnapshot().context.decision.reason.name).toBe('paidSearch');
    expect(selectIntakeRef(actor.getSnapshot())?.getSnapshot().value).toEqual({
      // The landing ZIP's check may be asked ahead of the press: nothing asked yet (docs/decisions/0054).
      steps: { 'landing~1': { answering: { precheck: 'idle' } } },
      followUps: 'settled',
    });
    actor.stop();
  });

  it('never move a shopper who has started answering', async () => {
    const { actor, answer } = setup();
    selectIntakeRef(actor.getSnapshot())!.send({ type: 'SUBMIT', answer: 'Yes' });
    expect(selectNode(selectIntakeRef(actor.getSnapshot())!.getSnapshot())).toBe('carrier~1');
    answer();
    await settle();
    expect(actor.getSnapshot().context.flowId).toBe('paidSearchShortFlow');
    expect(actor.getSnapshot().context.experiments?.values.shortFlowExperience).toBe('nerd');
    expect(selectNode(selectIntakeRef(actor.getSnapshot())!.getSnapshot())).toBe('carrier~1');
    actor.stop();
  });

  it('never move a shopper who answered, then went back to the first question (issue 28)', async () => {
    const { actor, answer } = setup();
    const intake = () => selectIntakeRef(actor.getSnapshot())!;
    intake().send({ type: 'SUBMIT', answer: 'Yes' });
    intake().send({ type: 'BACK' });
    expect(selectNode(intake().getSnapshot())).toBe('currentlyInsured~1');
    answer();
    await settle();
    expect(actor.getSnapshot().context.flowId).toBe('paidSearchShortFlow');
    expect(selectNode(intake().getSnapshot())).toBe('currentlyInsured~1');
    intake().send({ type: 'SUBMIT', answer: 'Yes' });
    expect(selectNode(intake().getSnapshot())).toBe('carrier~1');
    actor.stop();
  });

  it('never move a shopper who picked an answer on the page before the app ran (issue 28)', async () => {
    const { actor, answer } = setup(true);
    answer();
    await settle();
    expect(actor.getSnapshot().context.flowId).toBe('paidSearchShortFlow');
    expect(selectNode(selectIntakeRef(actor.getSnapshot())!.getSnapshot())).toBe('currentlyInsured~1');
    actor.stop();
  });
});

describe("the header's phone number after the questions", () => {
  it('keeps the number the address chain found: given back to an intake reopened to edit, and read on the results', () => {
    const kept = { phoneNumber: '8665550118' };
    const intakeLogic = flowActors((m) => m.provide({ actors: pendingIntakeActors }))
      .defaultAuto as LazyMachine<IntakeMachine>;
    const reopened = createActor(intakeLogic, {
      input: { user: freshUser({ start: startOf(''), flowId: 'defaultAuto' }), kept },
    });
    reopened.start();
    expect(reopened.getSnapshot().context.kept).toEqual(kept);
    reopened.stop();
    // On the results the intake child is gone: the finished intake's output, in the app context, gives the number.
    const onResults = { children: {}, context: { result: { kept } } } as unknown as Parameters<
      typeof selectHeaderPhoneNumber
    >[0];
    expect(selectHeaderPhoneNumber(onResults)).toBe('8665550118');
    const noneKept = { children: {}, context: { result: { kept: {} } } } as unknown as typeof onResults;
    expect(selectHeaderPhoneNumber(noneKept)).toBeUndefined();
  });
});
