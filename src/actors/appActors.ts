import { fetchMakes, fetchModels, fetchTrims } from './vehicles.actor';
import { lookupZip, suggestAddresses, validateAddress, validatePreviousAddress } from './address.actor';
import { validateEmail } from './email.actor';
import { checkPhoneCode, sendPhoneCode } from './phone.actor';
import { userSync } from './user.actor';
import { fetchReturningUser } from './returningUser.actor';
import { fetchExperiments } from './experiments.actor';
import { fetchCoverageTiers, fetchEligibility, fetchPhoneNumber } from './addressChain.actor';

// The real actors the app and the intake run, supplied at the app root with machine.provide (DESIGN section 4). The
// start page imports this module itself, not the barrel (index.ts), so the rate calls' actors stay out of its chunk.
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
