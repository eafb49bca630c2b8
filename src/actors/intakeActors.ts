import type { IntakeActors } from '../machines/intake/intake.actors';
import { fetchMakes, fetchModels, fetchTrims } from './vehicles.actor';
import { lookupZip, suggestAddresses, validateAddress, validatePreviousAddress } from './address.actor';
import { validateEmail } from './email.actor';
import { checkPhoneCode, sendPhoneCode } from './phone.actor';
import { userSync } from './user.actor';
import { fetchCoverageTiers, fetchEligibility, fetchPhoneNumber } from './addressChain.actor';
import { fetchKnockouts } from './knockouts.actor';

// The intake's real actors. They travel with the intake chunk, which provides them to every intake machine it creates
// (src/machines/intake/intake.live.ts): the intake never runs before that chunk is here.
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
  fetchKnockouts,
  userSync,
} satisfies IntakeActors;
