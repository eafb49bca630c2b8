import type { AutoUser } from '../../contract/entities';
import { isRentersUser, type PropertyUser, propertyPolicyOf } from '../../contract/property';
import { DEFAULT_AUTO_FLOW } from '../../contract/flowIds';
import { initialUser } from './initialUser';

// The home-to-auto bundle (docs/decisions/0085): an auto shopper built from a finished home or renters shopper's
// answers (the other direction of src/machines/home/fromAuto.ts), so the auto flow shows what the home flow was told
// (the ZIP, address, name, birth date, gender, email) already answered instead of asking it again (WCAG 3.3.7).

/** The auto flow's shopper: the home answers auto shares, home ownership by the policy, bundling asked for. */
export function autoUserFromProperty(home: PropertyUser): AutoUser {
  const user = initialUser();
  const { policy, occupants } = propertyPolicyOf(home);
  const occupant = occupants[0];
  user.contact = { ...user.contact, ...home.contact };
  user.tracking = { ...home.tracking, formName: DEFAULT_AUTO_FLOW };
  const autoPolicy = user.autoPolicy.policy;
  autoPolicy.interestedInMultiPolicy = 'Yes';
  if (policy.zip) autoPolicy.zip = policy.zip;
  if (policy.state) autoPolicy.state = policy.state;
  if (policy.city) autoPolicy.city = policy.city;
  if (policy.address) {
    autoPolicy.address = policy.address;
    autoPolicy.zip ??= policy.address.zip;
    autoPolicy.state ??= policy.address.state;
    autoPolicy.city ??= policy.address.city;
  }
  const driver = user.autoPolicy.operators[0];
  driver.homeOwnershipStatus = isRentersUser(home) ? 'Rent' : 'Own';
  if (occupant) {
    const { firstName, lastName, birthdate, gender } = occupant;
    Object.assign(driver, { firstName, lastName, birthdate, gender });
    for (const key of Object.keys(driver) as (keyof typeof driver)[]) if (driver[key] === undefined) delete driver[key];
  }
  return user;
}
