import type { AutoUser } from '../../src/contract/entities';
import type { HomeUser, RentersUser } from '../../src/contract/property';
import { ageFromBirthdate } from '../../src/domain/validation';
import { CRM_RECORD_VERSION } from './constants';
import { type PolicyKind, type TypedUser, e164, mainPerson, mainPlace } from './users';

// The CRM record of a shopper (spec 000/001 section 7, POST /crm/user/*/export): who they are, how and whether they
// may be contacted, and a summary of the policy they shop for. No tracking data, no birth dates, no payment data.

/** The CRM needs a way to reach the shopper: an email or a phone number (either is enough). */
export function hasCrmContact(u: TypedUser): boolean {
  const { email, phoneNumber } = u.user.contact;
  return Boolean(email) || e164(phoneNumber) !== null;
}

export function crmRecord(u: TypedUser) {
  const { contact } = u.user;
  return {
    recordVersion: CRM_RECORD_VERSION,
    policyType: u.kind satisfies PolicyKind,
    userId: u.user.userId ?? null,
    contact: { ...mainPerson(u), email: contact.email ?? null, phone: e164(contact.phoneNumber) },
    // Opt-outs are exported too: the CRM keeps the shopper on its do-not-contact list instead of not knowing them.
    permissions: {
      contact: contact.consentedToContact,
      sms: contact.consentToSms,
      email: contact.emailConsent ?? null,
      doNotContact: !contact.consentedToContact,
    },
    address: mainPlace(u),
    policy: u.kind === 'auto' ? autoSummary(u.user) : u.kind === 'home' ? homeSummary(u.user) : rentersSummary(u.user),
  };
}
export type CrmRecord = ReturnType<typeof crmRecord>;

function autoSummary(user: AutoUser, today = new Date()) {
  const { policy, vehicles, operators, discounts } = user.autoPolicy;
  const primary = operators.find((o) => o.isPrimary) ?? operators[0];
  return {
    state: policy.state ?? policy.address?.state ?? null,
    coverageTier: policy.coverageTier,
    biLimit: policy.coverageBILimit ?? null,
    currentPremium: policy.currentPremium ?? null,
    currentlyInsured: primary?.currentlyInsured ?? null,
    currentCarrier: primary?.carrier ?? null,
    yearsWithCurrentCarrier: primary?.yearsWithCurrentCarrier ?? null,
    whenShopping: policy.whenShopping ?? null,
    interestedInMultiPolicy: policy.interestedInMultiPolicy ?? null,
    bundle: {
      home: Boolean(discounts.multiPolicyDiscount?.home),
      renters: Boolean(discounts.multiPolicyDiscount?.renter),
    },
    vehicles: vehicles.map((v) => ({
      year: v.year ?? null,
      make: v.make ?? null,
      model: v.model ?? null,
      trim: v.trim ?? null,
      ownershipStatus: v.ownershipStatus ?? null,
      primaryUse: v.primaryUse ?? null,
    })),
    drivers: operators.map((o) => ({
      firstName: o.firstName ?? null,
      lastName: o.lastName ?? null,
      isPrimary: o.isPrimary,
      relationship: o.relationship ?? (o.isPrimary ? 'Self' : null),
      // The age, not the birth date: enough for an agent, less to leak.
      age: o.birthdate ? ageFromBirthdate(o.birthdate, today) : null,
    })),
  };
}

function homeSummary(user: HomeUser) {
  const { policy, properties, occupants } = user.homePolicy;
  const home = properties[0];
  return {
    policyType: policy.policyType,
    propertyType: home?.propertyType ?? null,
    yearBuilt: home?.yearBuilt ?? null,
    squareFootage: home?.squareFootage ?? null,
    roofAge: home?.roofAge ?? null,
    currentCarrier: policy.carrier ?? null,
    policyExpirationDate: policy.policyExpirationDate ?? null,
    effectiveDate: policy.effectiveDate ?? null,
    escrow: policy.paymentMethod === 'escrow',
    bundlePolicies: policy.bundlePolicies ?? [],
    coverages: policy.coverages,
    occupantCount: occupants.length,
  };
}

function rentersSummary(user: RentersUser) {
  const { policy, properties, occupants } = user.rentersPolicy;
  return {
    policyType: 'Renters' as const,
    currentCarrier: policy.carrier ?? null,
    autoCarrier: policy.autoCarrier ?? null,
    moving: properties.length > 0,
    effectiveDate: policy.effectiveDate ?? null,
    coverages: policy.coverages,
    occupantCount: occupants.length,
  };
}
