import { describe, expect, it } from 'vitest';
import { intakeActors } from '../../actors/intakeActors';
import { intakeChunk } from './intake.live';
import { intakeActorSlots } from './intake.actors';

// The intake's real actors travel with the intake chunk (docs/decisions/0060): every machine it creates runs them.

describe('the intake chunk', () => {
  it('builds flow machines that run the real actors, every one the intake declares', () => {
    const machine = intakeChunk.flowMachine('defaultAuto');
    expect(Object.keys(intakeActors).sort()).toEqual(Object.keys(intakeActorSlots).sort());
    for (const [name, logic] of Object.entries(intakeActors)) {
      expect(machine.implementations.actors[name]).toBe(logic);
    }
  });
});
