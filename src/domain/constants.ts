// Constants the spec states outright (spec 000 section 9, spec 001 section 9). Choices the spec leaves open live in src/domain/config.ts.
// Those the start page reads are in ./startConstants.ts, re-exported here.

export {
  GENERAL_ERROR_BANNER,
  MAX_DRIVERS,
  MAX_VEHICLES,
  QUICK_VIEW_PATH,
  US_STATES,
  type UsState,
} from './startConstants';

/** Summaries ("add another?") are not offered from this index on (spec 000 section 4). */
export const SUMMARY_LAST_INDEX = 3;

export const VEHICLE_YEAR_FIRST = 2026;
export const VEHICLE_YEAR_LAST = 1982;
export const FREQUENT_YEAR_COUNT = 15;
export const FREQUENT_MAKES = [
  'buick',
  'chevrolet',
  'chrysler',
  'dodge',
  'ford',
  'gmc',
  'honda',
  'hyundai',
  'jeep',
  'kia',
  'nissan',
  'toyota',
] as const;

export const ADDRESS_STAY_DAYS = 60;
/** spec 000 section 9: up to 3 entries per incident category (accidents, tickets, DUI, suspension, other). */
export const MAX_INCIDENTS_PER_CATEGORY = 3;
export const CREDIT_HIDDEN_STATES = ['CA', 'HI', 'MA', 'MI'] as const;

/** spec 001 section 9: declined words "no coverage, excluded, decline, none". */
export const DECLINED_COVERAGE_PATTERN = /^(no coverage|excluded|declined?|none)$/i;

export const AVERAGE_ANNUAL_MILES = 14_000;
export const LOW_MILEAGE_HINT = 4_000;

export const LOADER_RESET_MS = 3_000;
export const LOADER_HIDE_AFTER_ROUTING_MS = 1_800;
export const PROGRESS_POINTS_PER_SECOND = 2;
export const PROGRESS_STOP_AFTER_S = 60;
export const AD_RETRY_BACKOFF_MS = [1_000, 2_000, 4_000] as const;

export const EMAIL_CONSENT_TEXT =
  'Yes, I would like to receive emails with information and offers of interest. I understand I can unsubscribe at any time.';

/** Address suggestions are asked for once typing pauses this long, and only from this many characters. */
export const ADDRESS_SUGGEST_DELAY_MS = 300;
/** A step's check is asked before the press once a complete answer rests this long (docs/decisions/0054). */
export const PRECHECK_DELAY_MS = 400;
export const ADDRESS_SUGGEST_MIN_CHARS = 4;

/**
 * Saving the answers to the server copy (POST/PATCH /user) after a failure: full-jitter exponential backoff, a random
 * wait up to base x 2^attempt capped at the cap, never under the floor (spec-decisions: saving the server copy).
 */
export const USER_SAVE_BACKOFF_BASE_MS = 1_000;
export const USER_SAVE_BACKOFF_CAP_MS = 30_000;
export const USER_SAVE_BACKOFF_FLOOR_MS = 250;

/** spec 001 section 9: renters defaults (personal liability, medical payments) and the property deductible. */
export const RENTERS_PERSONAL_LIABILITY = 100_000;
export const RENTERS_MEDICAL_PAYMENTS = 1_000;
export const HOME_DEDUCTIBLE = 1_000;

/** spec 001 section 2: the policy page with the click-out offers alone; {id} is the auto policy's index (always 1). */
export const isQuickViewPath = (path: string) => /^\/policy\/[1-9]\/quick-view-click-offers$/.test(path);
