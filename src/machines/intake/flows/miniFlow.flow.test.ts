import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pendingIntakeActors } from '../intake.actors';
import { initialUser } from '../initialUser';
import { intakeMachineOf } from '.';
import { miniFlow } from './miniFlow.flow';
import { produce } from 'immer';
import { autoCatalogue, catalogueFor } from '../intake.catalogue';

// spec 000 section 4: "The mini-agency flow pre-fills: Own, 10000 miles, no military, '3-4 years', High School
// Diploma, coverage tier MID, prior BI '50/100'": the flow starts with them, and vehicles added later get them too.

const PREFILLED_VEHICLE = { ownershipStatus: 'Own', annualMileage: 10_000 };

describe('the mini flow', () => {
  const start = () =>
    createActor(intakeMachineOf('miniFlow').provide({ actors: pendingIntakeActors }), { input: {} }).start();

  it('starts with the mini-agency pre-fills', () => {
    const { user } = start().getSnapshot().context;
    expect(user.autoPolicy.vehicles).toEqual([{ id: 1, ...PREFILLED_VEHICLE }]);
    expect(user.autoPolicy.operators[0]).toMatchObject({
      militaryAffiliation: 'No',
      activeMilitary: 'No',
      yearsWithCurrentCarrier: '3-4 years',
      education: 'High School Diploma',
    });
    expect(user.autoPolicy.policy).toMatchObject({ coverageTier: 'MID', coverageBILimit: '50/100' });
  });

  it('pre-fills a vehicle added by the vehicle summary, and keeps what the shopper answered', () => {
    const actor = start();
    actor.send({ type: 'SUBMIT', answer: 'No' }); // currently insured No: carrier skipped, years set to None
    const { user } = actor.getSnapshot().context;
    expect(user.autoPolicy.operators[0].yearsWithCurrentCarrier).toBe('None');
    actor.stop();
    // Every answer of the flow is followed by the pre-fills: the summary's Yes adds a vehicle that gets them.
    const more = produce(user, (u) => catalogueFor(miniFlow).step('vehicleSummary').apply(u, 'Yes', 1));
    expect(more.autoPolicy.vehicles[1]).toEqual({ id: 2, ...PREFILLED_VEHICLE });
    expect(more.autoPolicy.operators[0].yearsWithCurrentCarrier).toBe('None');
    // The plain catalogue adds a bare vehicle.
    const bare = produce(user, (u) => autoCatalogue.step('vehicleSummary').apply(u, 'Yes', 1));
    expect(bare.autoPolicy.vehicles[1]).toEqual({ id: 2 });
  });

  it('leaves every other flow without them', () => {
    const { user } = createActor(intakeMachineOf('defaultAuto').provide({ actors: pendingIntakeActors }), { input: {} })
      .start()
      .getSnapshot().context;
    expect(user).toEqual(initialUser());
  });
});
