import { fetchMakes, fetchModels, fetchTrims } from './vehicles.actor';
import { lookupZip, suggestAddresses, validateAddress, validatePreviousAddress } from './address.actor';
import { validateEmail } from './email.actor';
import { checkPhoneCode, sendPhoneCode } from './phone.actor';
import { userSync } from './user.actor';
import { fetchRc1Quotes } from './quotes.actor';
import { callRatecall, checkCoverages } from './ratecall.actor';
import { fetchReturningUser } from './returningUser.actor';
import { fetchExperiments } from './experiments.actor';
import { fetchCoverageTiers, fetchEligibility, fetchPhoneNumber } from './addressChain.actor';

// The real actors, supplied at the app root with machine.provide (DESIGN section 4).
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
export const ratecallActors = { fetchRc1Quotes, callRatecall, checkCoverages };
export const appActors = { fetchReturningUser, fetchExperiments };
