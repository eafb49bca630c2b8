import { describe, expect, it } from 'vitest';
import type { Operator } from '../../../src/contract/entities';
import { driverDetailQuestions } from './autoQuestions';

// The post-quote driver questions speak to the shopper as "you" and name the other drivers (issue 28's copy).

const ask = (driver: Partial<Operator>) =>
  driverDetailQuestions({
    driver: { birthdate: '04/12/1985', ...driver } as Operator,
    state: 'TX',
    today: new Date('2026-11-29'),
    groupStep: null,
  });

describe("the license's obtained-age question", () => {
  it('asks the shopper in the second person, and another driver by name', () => {
    expect(ask({ id: 1, firstName: 'Sam', lastName: 'Lee' }).obtainedAge.prompt).toBe(
      'How old were you when you first got a license or permit?',
    );
    expect(ask({ id: 2, firstName: 'Ana', lastName: 'Lee' }).obtainedAge.prompt).toBe(
      'How old was Ana Lee when they first got a license or permit?',
    );
  });
});
