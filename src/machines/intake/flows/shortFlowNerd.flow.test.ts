import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { compileFlow } from '../../graph/compileFlow';
import { catalogueFor } from '../intake.catalogue';
import type { IntakeContext } from '../intake.types';
import { initialUser } from '../initialUser';
import { birthdate, gender, name } from '../questions/driver.questions';
import { shortFlowNerd } from './shortFlowNerd.flow';

// spec 000 section 2 lists the nerd flow's driver steps as gender, birthdate, address, name: its gender and birthday
// headings show before the shopper's name is known, and must read naturally then and after (issue 28).

const atContext = (firstName?: string) =>
  ({
    user: produce(initialUser(), (u) => {
      if (firstName) u.autoPolicy.operators[0].firstName = firstName;
    }),
  }) as IntakeContext;

describe('the nerd short flow', () => {
  it("asks the driver's steps in spec 000's order, the name after gender, birth date and address", () => {
    const steps = compileFlow(shortFlowNerd, catalogueFor(shortFlowNerd)).nodes.map((n) => n.step);
    const driver = steps.filter((s) => ['gender', 'birthdate', 'address', 'name', 'email'].includes(s));
    expect(driver).toEqual(['gender', 'birthdate', 'address', 'name', 'email']);
  });

  it('asks gender and birthday without a name as a plain question, and by first name once it is known', () => {
    expect(gender.title(atContext(), 1)).toBe("What's your gender?");
    expect(birthdate.title(atContext(), 1)).toBe("When's your birthday?");
    expect(gender.title(atContext('Sam'), 1)).toBe("Sam, what's your gender?");
    expect(birthdate.title(atContext('Sam'), 1)).toBe("Sam, when's your birthday?");
    // Another driver is named, or numbered before their name.
    expect(gender.title(atContext(), 2)).toBe("What's driver 2's gender?");
    expect(name.title(atContext(), 1)).toBe("What's your name?");
  });
});
