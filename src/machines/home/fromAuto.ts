import { produce } from 'immer';
import type { AutoUser } from '../../contract/entities';
import type { HomePolicyType, PropertyUser } from '../../contract/property';
import { initialPropertyUser } from './initialUser';
import { occupantOf, policyOf, propertyOf, setPolicyType } from './questions/policyKind';
import { TRANSITION_FLOW } from './skipRules';

// The auto-to-home (or auto-to-renters) bundle (spec 001 section 1; spec 000 section 4): a home shopper built from a
// finished auto shopper's answers, so the home flow does not ask again what auto knows (the ZIP, name, gender, birth
// date and email are hidden for it: src/machines/home/skipRules.ts).

/** The transition flow's shopper: the auto answers the home line shares, marked as an auto bundle. */
export function propertyUserFromAuto(auto: AutoUser, policyType: HomePolicyType): PropertyUser {
  return produce(initialPropertyUser(), (u) => {
    setPolicyType(u, policyType);
    const driver = auto.autoPolicy.operators[0];
    const p = auto.autoPolicy.policy;
    u.contact = { ...auto.contact };
    u.tracking = { ...auto.tracking, formName: TRANSITION_FLOW };
    const policy = policyOf(u);
    policy.isAutoBundle = true;
    policy.bundlePolicies = ['auto'];
    if (p.zip) policy.zip = p.zip;
    if (p.state) policy.state = p.state;
    if (p.city) policy.city = p.city;
    if (p.address) {
      policy.address = p.address;
      propertyOf(u).propertyAddress = p.address;
    }
    if (driver) {
      const { firstName, lastName, birthdate, gender, maritalStatus, creditScore, occupation, militaryAffiliation } =
        driver;
      Object.assign(occupantOf(u), {
        firstName,
        lastName,
        birthdate,
        gender,
        maritalStatus,
        creditScore,
        occupation,
        militaryAffiliation,
      });
      // The auto insurer is not the home insurer ("Who's your current insurer?" stays the shopper's to answer): the
      // renters policy keeps it as autoCarrier (spec 000 section 3); the home policy has no such field.
      if (driver.carrier && driver.carrier !== 'None' && 'rentersPolicy' in u && u.rentersPolicy)
        u.rentersPolicy.policy.autoCarrier = driver.carrier;
    }
  });
}

/** The policy type an auto shopper's home ownership suggests: own a home, else rent (spec 001 section 1). */
export const bundlePolicyType = (auto: AutoUser): HomePolicyType =>
  auto.autoPolicy.operators[0]?.homeOwnershipStatus === 'Own' ? 'Home' : 'Renters';
