import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { readQueryParams } from '../../app/queryParams';
import { freshUser } from '../intake/freshUser';
import { propertyUserFromAuto } from '../home/fromAuto';
// The home intake chunk, as the app loads it before the bundle's flow runs (it builds the bundle's shopper).
import '../home/intake.live';
import '../intake/intake.live';
import { appMachine } from './app.machine';
import { selectOriginQuotes } from './app.selectors';

// The way back (docs/decisions/0085): a shopper who left their auto results for the home line's bundle flow returns
// to those results, their auto answers and flow as they were, from that flow or from its results.

const start = { params: readQueryParams({}), hashFirstSegment: '' };
const returning = { userId: '3b241101-e2bb-4255-8caf-4136c566a962', token: 'v1.token' };
const pending = fromPromise<never>(() => new Promise(() => {}));

/** An auto shopper whose answers can be rated, at their results (a returning link). */
function autoUser() {
  const user = freshUser({ start, flowId: 'defaultAuto' });
  user.autoPolicy.policy.state = 'TX';
  user.autoPolicy.vehicles[0].year = '2019';
  user.autoPolicy.operators[0].birthdate = '1990-01-01';
  user.autoPolicy.operators[0].homeOwnershipStatus = 'Own';
  return user;
}

async function atAutoResults(seen: unknown[] = []) {
  const user = autoUser();
  const machine = appMachine.provide({
    guards: { intakeLoaded: () => true },
    actors: {
      fetchExperiments: pending,
      fetchReturningUser: fromPromise(async () => user),
      loadResults: pending,
      // The home flow's intake is not under test: it runs and waits.
      transitionHome: fromCallback(() => {}),
      defaultAuto: fromCallback(({ input }) => void seen.push(input)),
    } as never,
  });
  const actor = createActor(machine, { input: { start, returning } }).start();
  await waitFor(actor, (s) => s.matches('quotes'));
  return { actor, user };
}

describe('back to the auto quotes from a bundle', () => {
  it('is offered nowhere but in the bundle flow, and returns from it to the auto results with the auto answers', async () => {
    const { actor, user } = await atAutoResults();
    expect(selectOriginQuotes(actor.getSnapshot())).toBeNull();
    // No bundle to go back from: nothing happens.
    actor.send({ type: 'BACK_TO_ORIGIN' });
    expect(actor.getSnapshot().context.result?.user).toBe(user);

    actor.send({ type: 'START_LINE', line: 'home', bundle: 'autoToHome' });
    expect(actor.getSnapshot().value).toEqual({ intake: 'transitionHome' });
    expect(selectOriginQuotes(actor.getSnapshot())).toBe('auto');

    actor.send({ type: 'BACK_TO_ORIGIN' });
    const back = actor.getSnapshot();
    expect(back.matches('quotes')).toBe(true);
    expect(back.context.flowId).toBe('defaultAuto');
    expect(back.context.result?.user).toBe(user);
    expect(back.context.result?.server).toEqual(returning);
    expect(back.context.bundle).toBeNull();
    expect(selectOriginQuotes(back)).toBeNull();
    actor.stop();
  });

  it("returns from the bundle's home results too, the home answers given up", async () => {
    const { actor, user } = await atAutoResults();
    actor.send({ type: 'START_LINE', line: 'home', bundle: 'autoToHome' });
    const home = { user: propertyUserFromAuto(user, 'Home'), server: { userId: 'home-1', token: 't' } };
    actor.send({ type: 'xstate.done.actor.intake', output: home } as never);
    expect(actor.getSnapshot().context.result?.user).toBe(home.user);
    expect(selectOriginQuotes(actor.getSnapshot())).toBe('auto');

    actor.send({ type: 'BACK_TO_ORIGIN' });
    expect(actor.getSnapshot().matches({ quotes: 'LOADING_RESULTS' })).toBe(true);
    expect(actor.getSnapshot().context.result?.user).toBe(user);
    expect(actor.getSnapshot().context.flowId).toBe('defaultAuto');
    actor.stop();
  });

  it('has nothing to go back to in a session saved before the way back existed (no origin in its context)', async () => {
    const { actor } = await atAutoResults();
    const snapshot = actor.getSnapshot();
    const { origin: _, ...older } = snapshot.context;
    const saved = { ...snapshot, context: older } as unknown as typeof snapshot;
    expect(appMachine.getTransitionData(saved, { type: 'BACK_TO_ORIGIN' })).toEqual([]);
    actor.stop();
  });

  it("starts no bundle into the shopper's own line", async () => {
    const { actor } = await atAutoResults();
    actor.send({ type: 'START_LINE', line: 'auto', bundle: null });
    expect(actor.getSnapshot().matches('quotes')).toBe(true);
    actor.stop();
  });

  it("names a renter's results on the way back as renters quotes", async () => {
    const { actor, user } = await atAutoResults();
    actor.send({ type: 'START_LINE', line: 'home', bundle: 'autoToRenters' });
    const renter = { user: propertyUserFromAuto(user, 'Renters'), server: { userId: 'renter-1', token: 't' } };
    actor.send({ type: 'xstate.done.actor.intake', output: renter } as never);
    actor.send({ type: 'START_LINE', line: 'auto', bundle: 'homeToAuto' });
    expect(selectOriginQuotes(actor.getSnapshot())).toBe('renters');
    actor.stop();
  });

  it("starts the auto flow from the home results' bundle offer with the home answers, and goes back to them", async () => {
    const seen: unknown[] = [];
    const { actor, user } = await atAutoResults(seen);
    actor.send({ type: 'START_LINE', line: 'home', bundle: 'autoToHome' });
    const home = { user: propertyUserFromAuto(user, 'Home'), server: { userId: 'home-1', token: 't' } };
    actor.send({ type: 'xstate.done.actor.intake', output: home } as never);
    seen.length = 0;

    actor.send({ type: 'START_LINE', line: 'auto', bundle: 'homeToAuto' });
    expect(actor.getSnapshot().value).toEqual({ intake: 'defaultAuto' });
    expect(selectOriginQuotes(actor.getSnapshot())).toBe('home');
    const started = (seen[0] as { user: typeof user }).user;
    expect(started.autoPolicy.operators[0]).toMatchObject({ birthdate: '1990-01-01', homeOwnershipStatus: 'Own' });
    expect(started.autoPolicy.policy.interestedInMultiPolicy).toBe('Yes');

    actor.send({ type: 'BACK_TO_ORIGIN' });
    expect(actor.getSnapshot().context.result).toBe(home);
    expect(actor.getSnapshot().context.flowId).toBe('transitionHome');
    actor.stop();
  });
});
