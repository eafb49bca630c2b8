import type { ErrorCode } from '../../../src/domain/errors';

// Each call of the shopper's journey, in about the order the recording walk first makes it (record.setup.ts checks this
// list against the calls it records: a new call fails the recording until it has its line), with what its failure
// shows: the catalogue code the client gives it. `null`: the call has a fallback the spec gives (the shopper goes on,
// told nothing), named in `fallback`.
export interface Drill {
  call: string;
  code: ErrorCode | null;
  fallback?: string;
}

export const DRILLS: Drill[] = [
  { call: 'evaluateRules', code: null, fallback: "the experiments' control groups (experimentsDefaults.ts)" },
  {
    call: 'createUser',
    code: null,
    fallback: 'the save queue retrying it with backoff while the shopper goes on (userSaveQueue.ts)',
  },
  {
    call: 'updateUser',
    code: null,
    fallback: 'the save queue retrying it with backoff while the shopper goes on (userSaveQueue.ts)',
  },
  { call: 'zipLookup', code: 'zip_lookup_failed' },
  { call: 'phoneExperienceMapping', code: null, fallback: 'the default phone number' },
  { call: 'agencyCoverages', code: null, fallback: 'no agency tiers' },
  { call: 'makes', code: 'auto_makes_error' },
  { call: 'models', code: 'auto_models_error' },
  { call: 'trims', code: 'auto_trims_error' },
  { call: 'addressAutocomplete', code: 'address_suggestions_error' },
  { call: 'addressValidate', code: 'address_validation_failed' },
  { call: 'emailValidate', code: 'email_validation_error' },
  {
    call: 'verifyPhone',
    code: null,
    fallback: 'the number marked invalid, the shopper going on without a code (spec 000 section 8, phone.actor.ts)',
  },
  { call: 'checkPhoneVerification', code: 'phone_verification_error' },
  { call: 'leadClassification', code: null, fallback: "the quotes, without the lead's class" },
  { call: 'autoQuotes', code: null, fallback: "the partners' offers, every carrier's quote failing" },
  { call: 'autoMediaAlpha', code: null, fallback: 'the ads of autoAds' },
  {
    call: 'crmExportAuto',
    code: null,
    fallback: "the agency clickwall's hand-off recorded as failed, the shopper told nothing (handoffParts.ts)",
  },
  {
    call: 'handoffLead',
    code: null,
    fallback: "the agency clickwall's hand-off recorded as failed, the shopper told nothing (handoffParts.ts)",
  },
  { call: 'autoRatecall:GET_RC1_QUOTES', code: 'carrier_unavailable' },
  { call: 'autoRatecall:GET_RC2_QUESTIONS', code: 'rc_error' },
  { call: 'autoRatecall:SUBMIT_RC2_ANSWERS', code: 'rc_error' },
  { call: 'autoRatecall:CHECK_FOR_UDO', code: 'rc_error' },
  { call: 'autoRatecall:GET_RC2_RATE', code: 'rc_error' },
  { call: 'autoRatecall:BIND_RC2', code: 'rc_error' },
  { call: 'autoRatecall:GET_RC3_QUESTIONS', code: 'rc_error' },
  { call: 'vaultTokenize', code: 'card_vault_unavailable' },
  { call: 'autoRatecall:COLLECT_PAYMENT', code: 'rc_error' },
  { call: 'autoRatecall:BIND_RC3', code: 'rc_error' },
];
