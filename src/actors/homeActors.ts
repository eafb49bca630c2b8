import type { HomeActors } from '../machines/home/home.actors';
import { lookupZip, suggestAddresses, validateAddress } from './address.actor';
import { fetchPhoneNumber } from './addressChain.actor';
import { validateEmail } from './email.actor';
import { fetchHomePrefill } from './homePrefill.actor';
import { propertyUserSync } from './user.actor';

// The home intake's real actors: auto's ZIP, address, email and phone-number calls, the home prefill and the page's
// user save. They travel with the home intake chunk (src/machines/home/intake.live.ts).
export const homeActors = {
  lookupZip,
  validateAddress,
  suggestAddresses,
  validateEmail,
  fetchPhoneNumber,
  fetchHomePrefill,
  userSync: propertyUserSync,
} satisfies HomeActors;
