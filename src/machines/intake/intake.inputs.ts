import type { AutoUser } from '../../contract';
import type { AddressQuery, VehicleQuery } from './intake.actors';
import type { CheckActor, LoadActor } from './questions/question.types';

// What each invoked actor is given: taken from the answers (and, for checks, the answer just submitted).

export function loadInput(_actor: LoadActor, user: AutoUser, index: number): VehicleQuery {
  const v = user.autoPolicy.vehicles[index - 1] ?? {};
  return { year: v.year ?? '', make: v.make, model: v.model };
}

type Answer = Record<string, string | undefined>;

export function checkInput(
  actor: CheckActor,
  user: AutoUser,
  answer: unknown,
): { zip: string } | AddressQuery | { email: string } {
  const a = (answer ?? {}) as Answer;
  const policy = user.autoPolicy.policy;
  switch (actor) {
    case 'lookupZip':
      return { zip: policy.zip ?? '' };
    case 'validateAddress':
      return {
        street: a.streetAddress ?? '',
        secondary: a.secondaryAddress || undefined,
        city: policy.city ?? '',
        state: policy.state ?? '',
        zipcode: policy.zip ?? '',
      };
    case 'validatePreviousAddress':
      return {
        street: a.streetAddress ?? '',
        secondary: a.secondaryAddress || undefined,
        city: a.city ?? '',
        state: a.state ?? '',
        zipcode: a.zip ?? '',
      };
    case 'validateEmail':
      return { email: user.contact.email ?? '' };
  }
}
