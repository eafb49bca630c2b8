// What the intake's calls need from the shared contract, in one lazily loaded chunk (see http.ts): building these
// schemas is a third of the start page's module evaluation, and no first screen calls the API.
export { intakeEndpoints } from '../contract/intake';
export { asAutoUser, asPropertyUser } from '../contract/users';
