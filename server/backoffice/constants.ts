// Choices for the back-office calls that the spec leaves open (spec 001 sections 3, 7, 9), in one place.

/** spec 001 section 7: "campaign id 340". */
export const LEAD_CAMPAIGN_ID = 340;
/** The same phone (hash) and product within this many days is a duplicate lead. */
export const LEAD_DUPLICATE_WINDOW_DAYS = 30;

/** Version of the CRM record shape, so the CRM can tell old exports from new ones. */
export const CRM_RECORD_VERSION = 1;

/** Where agent hand-offs are posted. */
export const SLACK_AGENT_CHANNEL = '#agent-handoff';

/** outbound_messages.channel values. */
export const CHANNELS = {
  crm: 'crm_export',
  slack: 'slack',
  lead: 'lead',
  classification: 'lead_classification',
} as const;
/** telemetry_events.sink values. */
export const SINKS = { tracking: 'tracking', error: 'error' } as const;
/** telemetry_quotas.scope values of the session recorder's quota (the event sinks' are client and session). */
export const RECORDING_QUOTA_SCOPES = { client: 'recordingClient', session: 'recordingSession' } as const;

const MIB = 1024 * 1024;
/**
 * The event sinks' quota and retention (docs/decisions/0067), each overridable in the environment (server/env.ts).
 * The longest purchase (safeco's full flow and post-quote chains at 4 vehicles and 4 drivers: 174 screens, 926 events
 * with a view, a submit and three typed fields per screen) stores about 0.52 MiB as counted (sinkQuota.ts): a session
 * may store 4 MiB an hour (about 8 such purchases), one client address 16 MiB (about 30, for an office or a carrier's
 * NAT). Events are kept 30 days; the sweep runs hourly.
 */
export const EVENT_SINK_DEFAULTS = {
  clientBytes: 16 * MIB,
  sessionBytes: 4 * MIB,
  windowSeconds: 60 * 60,
  retentionDays: 30,
  sweepIntervalMs: 60 * 60 * 1000,
  /**
   * The session recorder's own quota (docs/decisions/0104), counted apart so a recording never crowds out a session's
   * events: a scripted default-auto intake (29 questions to the results) stores about 0.4 MiB (npm run bench, session
   * recording), so a whole purchase with its post-quote screens is a few MiB: 16 MiB an hour lets one session record a
   * long purchase and its reloads; a client address 64 MiB (four such sessions).
   */
  recordingSessionBytes: 16 * MIB,
  recordingClientBytes: 64 * MIB,
} as const;
/** A quota below this could refuse one whole batch (256 KiB of body) for ever: four batches at least. */
export const EVENT_QUOTA_MIN_BYTES = 1 * MIB;

/**
 * Lead classification: risk points per fact of the summary. A knockout fact makes the lead nonstandard outright;
 * otherwise NONSTANDARD_POINTS or more is nonstandard, none at all is preferred, anything between is standard.
 */
export const LEAD_POINTS = {
  dui: 6,
  licenseSuspended: 5,
  sr22: 5,
  atFaultAccident: 3,
  otherAccident: 1,
  violation: 2,
  youthfulDriver: 3,
  youngDriver: 1,
  seniorDriver: 1,
  highMileage: 1,
} as const;
export const KNOCKOUT_REASONS = ['dui', 'license_suspended', 'sr22_required'] as const;
export const NONSTANDARD_POINTS = 6;
/** Under this age a driver is youthful; under YOUNG_DRIVER_AGE young; from SENIOR_DRIVER_AGE senior. */
export const YOUTHFUL_DRIVER_AGE = 21;
export const YOUNG_DRIVER_AGE = 25;
export const SENIOR_DRIVER_AGE = 75;
/** Above the spec's highest mileage band, "more than 20,000" (spec 000 section 9). */
export const HIGH_MILEAGE = 20_000;

/**
 * Keys whose values are personal (the session recorder's mask list, spec 001 section 9: names, address, email, zip,
 * vin, licence, birth date, card, credit score; plus phone, SSN and IP address). Compared without case or separators.
 */
export const PERSONAL_KEYS = [
  'name',
  'fullname',
  'firstname',
  'middlename',
  'lastname',
  'email',
  'emailaddress',
  'phone',
  'phonenumber',
  'mobile',
  'mobilenumber',
  'tel',
  'telephone',
  'birthdate',
  'dateofbirth',
  'dob',
  'birthday',
  'address',
  'streetaddress',
  'street',
  'address1',
  'address2',
  'addressline1',
  'addressline2',
  'secondaryaddress',
  'zip',
  'zipcode',
  'postalcode',
  'plus4',
  'vin',
  'fullvin',
  'partialvin',
  'license',
  'licensenumber',
  'driverslicense',
  'driverslicensenumber',
  'dlnumber',
  'card',
  'cardnumber',
  'creditcard',
  'creditcardnumber',
  'pan',
  'cvv',
  'cvc',
  'cardexpiry',
  'expirationdate',
  'creditscore',
  'ssn',
  'socialsecuritynumber',
  'ip',
  'ipaddress',
] as const;
/** A key ending in one of these is personal too (ownerEmail, primaryPhoneNumber, driver1Birthdate). */
export const PERSONAL_KEY_SUFFIXES = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'phonenumber',
  'birthdate',
  'dateofbirth',
  'streetaddress',
  'zipcode',
  'vin',
  'licensenumber',
  'cardnumber',
  'creditscore',
  'ssn',
] as const;
export const REDACTED = '[redacted]';
