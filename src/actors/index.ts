import { fetchMakes, fetchModels, fetchTrims } from './vehicles.actor';
import { lookupZip, validateAddress, validatePreviousAddress } from './address.actor';
import { validateEmail } from './email.actor';
import { userSync } from './user.actor';
import { fetchRc1Quotes } from './quotes.actor';

// The real actors, supplied at the app root with machine.provide (DESIGN section 4).
export const intakeActors = { fetchMakes, fetchModels, fetchTrims, lookupZip, validateAddress, validatePreviousAddress, validateEmail, userSync };
export const ratecallActors = { fetchRc1Quotes };
