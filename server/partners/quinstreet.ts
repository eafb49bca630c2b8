import { safeco } from '../carriers/safeco';
import type { Carrier } from '../carriers/carrier';

// Quinstreet: the agency partner through which Safeco is sold (spec 001 sections 1 and 6: quinstreet agency
// eligibility). Its agency quotes are asked only when the agency experience is available (isAgencyAvailable).
export const QUINSTREET_PARTNER = 'quinstreet';
export const QUINSTREET_CARRIERS: readonly Carrier[] = [safeco];
