import type { ErrorCode } from '../domain/errors';
import type { Requirement } from './graph/catalogue';

// The requirement catalogue (docs/decisions/0079): each skip rule, answer side effect, knockout and error route the
// machines realise, by id, with the spec section it comes from and the rule in a sentence. The registries name their
// entry (`requirementOf`), the flow compiler and the hand-written charts put it in their states' and transitions'
// `meta.requirements`, and qa:coverage counts which ones the generated paths reach. Ids: `<spec>-<section>.<kind>.<name>`.

export type { Requirement } from './graph/catalogue';
export { requirementsMeta } from './graph/node/build';

const VISIBILITY = 'spec 000 §4 Page visibility';
const SKIP = 'spec 000 §4 Skip rules';
const HOME = 'spec 000 §4 Home and renters display conditions';
const EFFECTS = 'spec 000 §4 Answer side effects';
const KNOCKOUT = 'spec 000 §4 Answer side effects (Knockout)';
const CALLS = 'spec 000 §7 The calls it makes (intake)';
const INTAKE_ERRORS = 'spec 000 §8 The error catalogue (intake)';
const RESULTS_FLOW = 'spec 001 §4 Results flow';
const PHONE = 'spec 001 §4 Phone verification';
const BIND_CHAINS = 'spec 001 §4 Online-bind chains per carrier and stage';
const BIND_DISPLAY = 'spec 001 §4 Display conditions (post-quote and home)';
const UNDISCLOSED = 'spec 001 §4 Undisclosed-driver rules';
const REMOTE_RULES = 'spec 001 §7 Remote rules';
const STATE_RULES = 'spec 000 §9 Business constants and limits';
const ERRORS = 'spec 001 §8 Error catalogue';
const PARTNER_BRANDS = 'spec 001 §1 What the product does and for whom (white-label partners)';

/** id -> [section, the rule in a sentence]. */
const CATALOGUE: Record<string, readonly [string, string]> = {
  // The intake's skip rules (src/machines/intake/rules/skipRules.ts).
  // The home and renters display conditions (src/machines/home/skipRules.ts).
  '000-4.home.renters': [
    HOME,
    'Home address, property details, shopping interest and credit profile: not for renters.',
  ],
  '000-4.home.notRenters': [HOME, 'The renters address (and the renters credit screen) for renters only.'],
  '000-4.home.notHomeOrTownhome': [HOME, 'Property type for home or townhome.'],
  '000-4.home.homeDetailsKnown': [HOME, 'Home details when policy type is set, is not renters and no prefill exists.'],
  '000-4.home.finalHomeDetailsHidden': [HOME, 'Final home details by a page flag and no prefill.'],
  '000-4.home.roofNotDue': [HOME, 'Roof age only for non-renters when yearBuilt is 10 or more years ago.'],
  '000-4.home.notPrefilled': [HOME, 'Verify details when prefilled.'],
  '000-4.home.noReplacementCost': [HOME, 'Verify coverages when prefilled and a replacement cost exists.'],
  '000-4.home.replacementCostKnown': [HOME, 'Otherwise (no prefill or no replacement cost) the plain coverages step.'],
  '000-4.home.emailHidden': [HOME, 'Email hidden for an auto-to-home bundle or a pub_network referrer.'],
  '000-4.home.zipKnown': [HOME, 'Zip shown unless an auto-to-home bundle or the three-way start-rate variant A.'],
  '000-4.home.autoBundle': [HOME, 'Name, gender and birthdate hidden for an auto-to-home bundle.'],
  '000-4.home.bundlingKnown': [HOME, 'Bundling interest hidden if already Yes or for an auto-to-home bundle.'],
  '000-4.home.addressConfirmed': [HOME, 'Renters: new-address (and previous address) confirmation when not confirmed.'],
  '000-4.home.livedFiveYears': [HOME, 'Renters: previous address when not lived 5+ years.'],
  '000-4.home.noInterestedParty': [HOME, 'Renters: interested party info when confirmation is Yes.'],
  '000-4.home.noConnectedHome': [
    HOME,
    'Home security provider and system only if the connectedHome discount is chosen.',
  ],
  '000-4.skip.notCurrentlyInsured': [SKIP, 'Carrier is skipped if the driver is not currently insured.'],
  '000-4.skip.carrierIsNone': [SKIP, 'Years with carrier (driver 1) is skipped if carrier is None.'],
  '000-4.skip.notLookingForBetterRate': [
    EFFECTS,
    'Current premium is cleared unless the shopper is looking for a better rate, so it is only asked then.',
  ],
  '000-4.skip.activeDutyKnown': [
    EFFECTS,
    'An active-duty answer to whyInsured sets activeMilitary Yes, so military is not asked.',
  ],
  '000-4.skip.creditHiddenState': [SKIP, 'creditScore is skipped for CA, HI, MA, MI.'],
  '000-4.skip.vehicleNotOwned': [SKIP, 'Full coverage is asked only when the vehicle is owned.'],
  '000-4.visibility.notAgencyEligible': [
    VISIBILITY,
    'Discounts, coverage level, BI limit, full coverage, phone and phone verification show only if agency eligible.',
  ],
  '000-4.effect.noCodeSent': [
    EFFECTS,
    'Phone verification: a code is sent (when the smsEnable rule is on), the number marked valid, then the code checked; a failed send marks the number invalid and asks no code.',
  ],
  '000-4.visibility.notAgencyOrMutualInsurerEligible': [
    VISIBILITY,
    'Email and bundling interest show if agency or mutual-insurer eligible (or in the geico-focused flow).',
  ],
  '000-8.skip.noTierData': [
    INTAKE_ERRORS,
    "Without all tier data ('Didn't receive all tier data') the coverage level and BI limit pages are hidden.",
  ],
  '000-4.skip.noTickets': [
    SKIP,
    'sr22 is skipped if ticketNumber is 0; accident details show only if the pre-check is Yes.',
  ],
  '000-4.skip.sr22NotRequired': [SKIP, 'SR22 details show only if sr22 is required.'],
  '000-4.knockout.page': [
    KNOCKOUT,
    "An answer matching a white-label partner's knockout criteria, or an accident count above the limit, sends the shopper to noneligibleUser.",
  ],
  '000-4.skip.spouseOfMarriedPrimary': [SKIP, 'Marital status for driver 2 is skipped if driver 1 is married.'],
  '000-4.skip.livedSixtyDays': [
    SKIP,
    'Previous address shows only if the address was not valid for 60 days (address validity No).',
  ],
  '000-4.skip.bundlingNotOffered': [
    SKIP,
    'Bundling interest shows when the first driver does not live with family; it is hidden if already Yes.',
  ],
  // Answer side effects (src/machines/intake/rules/effects.ts).
  '000-4.effect.notInsuredClearsCarrier': [
    EFFECTS,
    'Currently insured No sets carrier and years with carrier to None.',
  ],
  '000-4.effect.carrierNoneClearsYears': [EFFECTS, 'Carrier None sets years with carrier to None.'],
  '000-4.effect.whyInsuredEffects': [
    EFFECTS,
    'Active duty sets activeMilitary Yes; current premium is cleared unless looking for a better rate.',
  ],
  '000-4.effect.ownershipSetsFullCoverage': [EFFECTS, 'Ownership other than Own sets full coverage Yes.'],
  '000-4.effect.noTicketsResetsIncidents': [
    EFFECTS,
    'Ticket number 0 sets sr22 not required; pre-check No resets incidents.',
  ],
  '000-4.effect.marriedAddsSpouse': [EFFECTS, 'Married Yes on driver 1 adds a driver; otherwise one is removed.'],
  '000-4.effect.spouseCopiesMaritalStatus': [
    EFFECTS,
    "Driver 2's birthdate with driver 1 married copies marital status Yes.",
  ],
  '000-4.effect.vehicleSummaryResizes': [
    EFFECTS,
    'Vehicle summary Yes adds a vehicle (up to 4); otherwise trailing vehicles are deleted.',
  ],
  '000-4.effect.totalVehiclesResizes': [EFFECTS, 'Total vehicles creates that many blank vehicles.'],
  '000-4.effect.driverSummaryResizes': [
    EFFECTS,
    'Driver summary Yes adds a driver (none from id 4 on); otherwise trailing drivers are deleted.',
  ],
  '000-4.effect.bundlingSetsDiscount': [EFFECTS, 'Bundling interest Yes sets the property multi-policy discount.'],
  // White-label knockout criteria (src/machines/intake/rules/knockouts.ts).
  '000-4.knockout.accidentLimit': [KNOCKOUT, "An accident count above the partner's limit knocks out."],
  '000-4.knockout.dui': [KNOCKOUT, 'A DUI knocks out for the partners whose criteria list it.'],
  '000-4.knockout.suspendedLicense': [KNOCKOUT, "A suspended licence matches every partner's knockout criteria."],
  '000-4.knockout.sr22': [KNOCKOUT, 'A required SR-22 knocks out for the partners whose criteria list it.'],
  '000-4.knockout.noPriorInsurance': [
    KNOCKOUT,
    'No prior insurance knocks out for the partners whose criteria list it.',
  ],
  '000-4.knockout.stateNotServed': [KNOCKOUT, 'A state the partner does not write knocks out.'],
  // The post-quote chains' skip rules (src/machines/bind/rules.ts).
  '001-7.skip.landingSkipped': [REMOTE_RULES, 'The post-quotes landing is skipped by skipPostQuotesLandingPage.'],
  '001-1.skip.brandWithoutPostQuotesPage': [
    PARTNER_BRANDS,
    'The Liberty-Mutual-type and Safeco-type partners have no post-quotes page: its landing is skipped.',
  ],
  '000-9.skip.notProofOfResidencyState': [STATE_RULES, 'Proof of residency is asked in NC only.'],
  '000-9.skip.notInterstateCommuteState': [STATE_RULES, 'Interstate commute is asked in PA only.'],
  '000-9.skip.notCriminalConvictionState': [STATE_RULES, 'Criminal motor conviction is asked in MD and NJ only.'],
  '000-9.skip.notPriorInsuranceState': [STATE_RULES, 'Prior insurance (first driver) is asked in MA only.'],
  '001-4.skip.notLeasedOrFinanced': [BIND_CHAINS, 'Vehicle lease details show only for a leased or financed vehicle.'],
  '001-4.skip.singleDriver': [BIND_CHAINS, 'Vehicle primary driver shows only when there is more than one driver.'],
  '001-4.skip.hasActiveLicence': [BIND_CHAINS, 'Licence status shows only for a driver without an active licence.'],
  '001-4.skip.noActiveLicence': [BIND_CHAINS, 'Licence state and number show only with an active licence.'],
  '001-4.skip.notOnLearnerPermit': [
    BIND_CHAINS,
    "The learner's permit number shows only for a driver without a licence who holds a permit.",
  ],
  '001-4.skip.noSr22': [SKIP, 'SR22 details show only when an SR-22 filing is required.'],
  '001-4.skip.oneDriverOneVehicle': [
    BIND_CHAINS,
    'Driver and vehicle summaries are skipped with exactly one driver and one vehicle (except branch).',
  ],
  '001-4.skip.notSeveralVehiclesOrDrivers': [
    BIND_CHAINS,
    'The combined vehicle-driver summary shows only when there is more than one of either.',
  ],
  '001-4.skip.firstDriverNotInsured': [
    BIND_CHAINS,
    'Policy expiration shows only when the first driver is currently insured.',
  ],
  '001-4.skip.notEnrollingRightTrack': [BIND_CHAINS, 'The right-track mobile number shows only when enrolling.'],
  '001-4.skip.udoNotAskedInsurance': [
    UNDISCLOSED,
    'Undisclosed driver active insurance is asked of a household member, in the full chain.',
  ],
  '001-4.skip.udoNotAskedLicence': [
    UNDISCLOSED,
    'Undisclosed driver licence status is asked of a household member with no insurance.',
  ],
  '001-4.skip.udoNotAskedReason': [
    UNDISCLOSED,
    'Undisclosed driver reason for no licence is asked only without an active licence.',
  ],
  '001-4.skip.udoNoLicenceHardStop': [
    UNDISCLOSED,
    'An undisclosed driver whose reason for no licence only an agent can handle ends at the error.',
  ],
  '001-4.skip.udoNoHouseholdHardStop': [
    UNDISCLOSED,
    'Safeco cannot add an undisclosed household member online: its chain ends at the error.',
  ],
  '001-4.skip.coveragesNotEditable': [
    BIND_CHAINS,
    'Editable coverages show in the editableCoverages iteration experience (or where it does not apply).',
  ],
  '001-4.skip.fastBind': [BIND_CHAINS, 'The fastBind iteration experience skips proceed-updated-price-connect-agent.'],
  '001-4.skip.priceComparedOnCoverages': [
    BIND_CHAINS,
    'Proceed with updated price shows only when the editable coverages are skipped (safeco: always).',
  ],
  '001-4.skip.rateUnchanged': [
    BIND_CHAINS,
    'Proceed with updated price shows only when the re-rate changed the price.',
  ],
  '001-4.skip.escrowPayment': [
    BIND_DISPLAY,
    "Secure card collection (and the plan and recurring payments, a card's) show when the payment method is not escrow.",
  ],
  '001-4.skip.notMonthlyPlan': [BIND_CHAINS, 'Recurring payments show only for the monthly plan.'],
  // The home and renters chains (issue 31).
  '001-4.skip.notEscrowPayment': [BIND_DISPLAY, 'Mortgage information when escrow, for a home policy.'],
  '001-4.skip.previousAddressKnown': [
    BIND_DISPLAY,
    'Previous address: home when address confirmation is No; renters when not lived 5+ years.',
  ],
  '001-4.skip.rentersAddressConfirmed': [BIND_DISPLAY, 'Renters: new-address confirmation when not confirmed.'],
  '001-4.skip.noConnectedHome': [
    BIND_DISPLAY,
    'Home security provider and system only if the connectedHome discount is chosen.',
  ],
  '001-4.skip.singleOccupant': [BIND_DISPLAY, 'The occupant summary only with more than one occupant.'],
  '001-4.skip.noInterestedParty': [BIND_DISPLAY, 'Renters: interested party info when confirmation is Yes.'],
};

/** Each error code's requirement: the spec and section that name it, and what it says of it. */
const ERROR_SECTIONS: Record<ErrorCode, readonly [string, string]> = {
  auto_makes_error: [INTAKE_ERRORS, "Vehicle makes failing shows 'We hit a roadblock with your quote'."],
  auto_models_error: [INTAKE_ERRORS, "Vehicle models failing shows 'We hit a roadblock with your quote'."],
  auto_trims_error: [INTAKE_ERRORS, "Vehicle trims failing shows 'We hit a roadblock with your quote'."],
  invalid_zip: [INTAKE_ERRORS, "An unknown ZIP throws 'Invalid Zip'."],
  zip_lookup_failed: [CALLS, 'The ZIP lookup failing leaves the shopper on the ZIP to try again.'],
  address_validation_failed: [INTAKE_ERRORS, 'Failed address validation returns the shopper to the address page.'],
  address_suggestions_error: [INTAKE_ERRORS, "Suggestions failing throws 'Error fetching address suggestions'."],
  email_validation_error: [INTAKE_ERRORS, "The email check failing throws 'Email validation error'."],
  email_undeliverable: [INTAKE_ERRORS, 'An email the validation refuses keeps the shopper on the email.'],
  phone_send_failed: [INTAKE_ERRORS, 'Phone verify failure marks the number invalid.'],
  phone_invalid: [PHONE, 'Send failure marks the number invalid.'],
  phone_send_limit: [PHONE, 'Send failure (too many codes) marks the number invalid.'],
  phone_code_incorrect: [PHONE, 'A failing code check raises an error.'],
  phone_code_expired: [PHONE, 'A failing code check (expired) raises an error.'],
  phone_verification_error: [INTAKE_ERRORS, 'A failing code check throws an error.'],
  rc1_quotes_error: [ERRORS, 'Quote failure goes to the clickwall.'],
  rc_error: [ERRORS, 'Any other rate-call error sets rcError and goes to /error.'],
  carrier_rejected: [ERRORS, "A rate-call message 'rejected or redirected' sets the specific error carrierRejected."],
  post_quotes_error: [ERRORS, "A rate-call message 'hard stop' or the vehicle symbol path goes to /post-quotes-error."],
  carrier_unavailable: [ERRORS, 'A rate-call error with a custom route goes there.'],
  vin_error: [ERRORS, 'A Liberty message with INVALID_VEHICLE and vin marks vinError per vehicle.'],
  assigned_driver_error: [ERRORS, 'Every driver must be a primary driver of a vehicle: assignedDriverError.'],
  card_declined: [BIND_CHAINS, 'Payment: the secure card collection refuses a declined card.'],
  insufficient_funds: [BIND_CHAINS, 'Payment: the secure card collection refuses a card without funds.'],
  payment_processor_error: [BIND_CHAINS, 'Payment: the processor not answering leaves the card uncharged.'],
  card_expired: [BIND_CHAINS, 'Payment: the card expiry must fall after today.'],
  card_token_invalid: [BIND_CHAINS, 'Payment: a card token that cannot be used is asked again.'],
  card_vault_unavailable: [BIND_CHAINS, 'Payment: the card vault failing keeps the details to try again.'],
  card_vault_busy: [BIND_CHAINS, 'Payment: the card vault limiting attempts asks to wait.'],
  home_prefill_failed: [
    INTAKE_ERRORS,
    'Home prefill failing never blocks the shopper: its status is Completed, nothing found.',
  ],
  tier_data_missing: [INTAKE_ERRORS, "Tier data failing throws 'Didn't receive all tier data'."],
  phone_number_lookup_failed: [INTAKE_ERRORS, 'Phone-number lookup failure uses the default number and reports it.'],
  eligibility_failed: [INTAKE_ERRORS, 'Agency-eligibility failure hides coverage level and BI limit.'],
  knockout_rule_failed: [
    INTAKE_ERRORS,
    "The white-label knockout rule failing decides by the client's copy of its criteria (never all through, never all out).",
  ],
  clickwall_error: [
    ERRORS,
    "Massachusetts with no ads: clickwall_error 'No MA ads returned after retries and fallback'.",
  ],
  evertree_error: [ERRORS, "Evertree eligibility without an Evertree id: evertree_error 'No Evertree id returned'."],
  no_ads: [RESULTS_FLOW, 'Ads failing or empty after the fallback exchange: the no-ads error on /error.'],
  no_agency_eligibility: [RESULTS_FLOW, 'No agency experience and no ads: the no-agency-eligibility error on /error.'],
  server_error: [ERRORS, "The server failing shows the /error 500 variant 'Internal Server Error'."],
  carrier_not_in_rc1: [ERRORS, "Thrown 'Did not receive {carrier} in RC1 quotes'."],
  user_save_failed: [RESULTS_FLOW, 'The user is created on first use and updated afterwards (an update may fail).'],
  user_not_found: [ERRORS, 'A returning user with no policy goes to /.'],
  user_load_failed: [ERRORS, 'Returning-user failure goes to /.'],
  results_error: [ERRORS, 'General errors set the flag and go to /error.'],
  network_offline: [ERRORS, 'Network status recorded: offline 1001.'],
  network_timeout: [ERRORS, 'Network status recorded: timeout 444.'],
  network_error: [ERRORS, 'Network status recorded: error 0.'],
};

/** The id of an error code's requirement: the spec and section number of its section, `.error.`, the code. */
export function errorRequirementId(code: ErrorCode): string {
  const [, spec, section] = /^spec (\d+) §(\d+)/.exec(ERROR_SECTIONS[code][0]) ?? [];
  return `${spec}-${section}.error.${code}`;
}

const ALL = new Map<string, Requirement>([
  ...Object.entries(CATALOGUE).map(([id, [section, text]]): [string, Requirement] => [id, { id, section, text }]),
  ...(Object.keys(ERROR_SECTIONS) as ErrorCode[]).map((code): [string, Requirement] => {
    const id = errorRequirementId(code);
    return [id, { id, section: ERROR_SECTIONS[code][0], text: ERROR_SECTIONS[code][1] }];
  }),
]);

/** Every requirement of the catalogue. */
export const REQUIREMENTS: readonly Requirement[] = [...ALL.values()];

/**
 * Each rule of a registry with its requirement: `idOf` names it (a rule's own name, by the registry's convention).
 * An id the catalogue lacks throws at load, so every rule has one (requirements.test.ts).
 */
export function withRequirements<R extends Record<string, object>>(
  rules: R,
  idOf: (name: keyof R & string) => string,
): { [K in keyof R]: R[K] & { requirement: Requirement } } {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, { ...rule, requirement: requirementOf(idOf(name)) }]),
  ) as { [K in keyof R]: R[K] & { requirement: Requirement } };
}

/** A requirement by id; an unknown id throws, so a registry cannot name one the catalogue lacks. */
export function requirementOf(id: string): Requirement {
  const r = ALL.get(id);
  if (!r) throw new Error(`No requirement '${id}' in src/machines/requirements.ts`);
  return r;
}

/** An error code's requirement. */
export const errorRequirement = (code: ErrorCode): Requirement => requirementOf(errorRequirementId(code));
