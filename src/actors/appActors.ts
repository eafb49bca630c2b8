import { fetchMakes, fetchModels, fetchTrims } from './vehicles.actor';
import { lookupZip, suggestAddresses, validateAddress, validatePreviousAddress } from './address.actor';
import { validateEmail } from './email.actor';
import { checkPhoneCode, sendPhoneCode } from './phone.actor';
import { userSync, userSyncCallback } from './user.actor';
import { fetchReturningUser } from './returningUser.actor';
import { askExperiments, fetchExperiments } from './experiments.actor';
import { fetchCoverageTiers, fetchEligibility, fetchPhoneNumber } from './addressChain.actor';

// The real actors the app and the intake run, supplied at the app root with machine.provide (DESIGN section 4). The
// start page loads this module as a chunk of its own on the first call (lazyActors.ts), not the barrel (index.ts), so
// neither the calls nor the rate calls' actors are in its chunk.
export const intakeActors = {
  fetchMakes,
  fetchModels,
  fetchTrims,
  lookupZip,
  validateAddress,
  validatePreviousAddress,
  validateEmail,
  suggestAddresses,
  sendPhoneCode,
  checkPhoneCode,
  fetchPhoneNumber,
  fetchEligibility,
  fetchCoverageTiers,
  userSync,
};
export const appActors = { fetchReturningUser, fetchExperiments };
/** What the start page's lazy actors run (lazyActors.ts): the user save's callback and the experiments' call. */
export { userSyncCallback, askExperiments };
