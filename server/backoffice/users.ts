import type { SlackUser } from '../../src/contract/backoffice';
import type { AutoUser, NormalizedAddress } from '../../src/contract/entities';
import type { HomeUser, RentersUser } from '../../src/contract/property';
import { normalisePhone } from '../../src/domain/validation';

// The three users (spec 000 section 3) seen alike by the back-office calls: which policy, who, how to reach them, where.

export type PolicyKind = 'auto' | 'home' | 'renters';
export type TypedUser =
  | { kind: 'auto'; user: AutoUser }
  | { kind: 'home'; user: HomeUser }
  | { kind: 'renters'; user: RentersUser };

/** The policy key tells the users apart (autoPolicy, homePolicy, rentersPolicy). */
export function typedUser(user: SlackUser): TypedUser {
  if ('autoPolicy' in user) return { kind: 'auto', user };
  if ('homePolicy' in user) return { kind: 'home', user };
  return { kind: 'renters', user };
}

export interface Person {
  firstName: string | null;
  lastName: string | null;
}

/** The primary driver, or the first occupant. */
export function mainPerson(u: TypedUser): Person {
  const p =
    u.kind === 'auto'
      ? (u.user.autoPolicy.operators.find((o) => o.isPrimary) ?? u.user.autoPolicy.operators[0])
      : u.kind === 'home'
        ? u.user.homePolicy.occupants[0]
        : u.user.rentersPolicy.occupants[0];
  return { firstName: p?.firstName ?? null, lastName: p?.lastName ?? null };
}

export interface Place {
  street: string | null;
  secondary: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

const fromAddress = (a: NormalizedAddress): Place => ({
  street: [a.streetNumber, a.streetAddress].filter(Boolean).join(' ') || null,
  secondary: a.secondaryAddress ?? null,
  city: a.city,
  state: a.state,
  zip: a.zip,
});

/** The insured address: the auto policy's, the home's, or the rented (new) address, falling back to the zip answer. */
export function mainPlace(u: TypedUser): Place | null {
  if (u.kind === 'auto') {
    const p = u.user.autoPolicy.policy;
    if (p.address) return fromAddress(p.address);
    return p.zip || p.state
      ? { street: null, secondary: null, city: p.city ?? null, state: p.state ?? null, zip: p.zip ?? null }
      : null;
  }
  const policy = u.kind === 'home' ? u.user.homePolicy : u.user.rentersPolicy;
  const address = policy.properties[0]?.propertyAddress ?? policy.policy.address;
  if (address) return fromAddress(address);
  return policy.policy.zip ? { street: null, secondary: null, city: null, state: null, zip: policy.policy.zip } : null;
}

/** E.164, as CRMs store numbers; null without a number. */
export function e164(phoneNumber: string | undefined): string | null {
  const digits = normalisePhone(phoneNumber);
  return digits.length === 10 ? `+1${digits}` : null;
}
