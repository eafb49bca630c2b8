import { describe, expect, it } from 'vitest';
import { chainsOf } from '../ratecall/ratecall.chains';
import { landingSteps } from './landing';

// The landing promises only what the shopper's purchase will run (issue 28).

describe('landingSteps', () => {
  it('lists the driving-record check, the coverages and payment for a carrier whose chains run them', () => {
    expect(landingSteps(chainsOf('auto', 'safeco'), { coveragesExperience: 'editable' })).toEqual([
      'household',
      'drivingRecord',
      'coverages',
      'payment',
    ]);
  });

  it('leaves the coverages out where rc2IterationRule keeps them fixed or binds fast', () => {
    for (const coveragesExperience of ['fixed', 'fastBind'] as const)
      expect(landingSteps(chainsOf('auto', 'libertymutual'), { coveragesExperience })).toEqual([
        'household',
        'drivingRecord',
        'payment',
      ]);
  });

  it('promises no driving-record check, coverages or payment where an agent finishes the purchase', () => {
    expect(landingSteps(chainsOf('auto', 'fasttrack'), { coveragesExperience: 'editable' })).toEqual([
      'household',
      'agent',
    ]);
  });
});
