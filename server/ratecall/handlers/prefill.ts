import type { PrefillDriver, PrefillRequest, PrefillVehicle } from '../../../src/contract/coverages';
import type { AutoUser } from '../../../src/contract/entities';
import { US_STATES, type UsState } from '../../../src/domain/constants';
import { ageFromBirthdate } from '../../../src/domain/validation';
import type { ServerContext } from '../../context';
import { autoPrefill } from '../../prefill/auto';
import { Dice } from '../../prefill/dice';
import { buildVin } from '../../prefill/vin';
import { vehicleClass } from '../../vehicles/catalogue';
import { RatecallProtocolError, type StepHandler } from '../types';
import { succeed } from './outcome';

// GET_PARTNER_PREFILL (spec 001 section 4, RC2: partner prefill): the carrier's prefilled household drivers (with
// licence numbers) and vehicles (with VINs), from the same vendor search as POST /prefill (server/prefill). A shopper
// the search cannot be made for (no name, birth date or address yet) gets their own vehicles and drivers back, with
// VINs decoded for them. The VINs and licence numbers become the RC2 questions' defaults.

type Prefill = { drivers: PrefillDriver[]; vehicles: PrefillVehicle[] };

function searchOf(user: AutoUser, partner: string, sessionId: string): PrefillRequest | null {
  const self = user.autoPolicy.operators.find((o) => o.isPrimary) ?? user.autoPolicy.operators[0];
  const a = user.autoPolicy.policy.address;
  if (
    !self?.firstName ||
    !self.lastName ||
    !self.birthdate ||
    !a ||
    !(US_STATES as readonly string[]).includes(a.state)
  )
    return null;
  return {
    partner: partner.toLowerCase().replace(/[^a-z0-9_-]/g, '') || 'sandbox',
    sessionId,
    searchData: {
      firstName: self.firstName,
      lastName: self.lastName,
      dateOfBirth: self.birthdate,
      streetAddress: a.streetAddress,
      city: a.city,
      state: a.state as UsState,
      zip: a.zip,
    },
    searchType: ['drivers', 'vehicles', 'license'],
  };
}

async function fromUser(ctx: ServerContext, user: AutoUser, seed: string, today: Date): Promise<Prefill> {
  const vehicles: PrefillVehicle[] = [];
  for (const v of user.autoPolicy.vehicles) {
    if (!v.year || !v.make || !v.model) continue;
    const vclass = (await vehicleClass(ctx.db, v.year, v.make, v.model)) ?? 'Sedan';
    const vin = buildVin(v.make, vclass, Number(v.year), new Dice(`${seed}/vehicle/${v.id}`));
    if (vin)
      vehicles.push({
        id: v.id,
        year: v.year,
        make: v.make,
        model: v.model,
        trim: v.trim ?? v.model,
        vclass,
        partialVin: vin.slice(0, 10),
        fullVin: vin,
      });
  }
  const drivers = user.autoPolicy.operators.map(
    (o): PrefillDriver => ({
      id: o.id,
      relationship: o.id === 1 ? 'Self' : (o.relationship ?? 'Other Relative'),
      firstName: o.firstName ?? '',
      lastName: o.lastName ?? '',
      birthdate: o.birthdate ?? '',
      age: ageFromBirthdate(o.birthdate, today),
      ...(o.gender === 'Male' || o.gender === 'Female' ? { gender: o.gender } : {}),
      maritalStatus: o.maritalStatus ?? 'No',
    }),
  );
  return { drivers, vehicles };
}

/** Prefill entries matched to the shopper's vehicles (year, make, model) and drivers (first name, birth date). */
export function matchPrefill(user: AutoUser, prefill: Prefill) {
  const same = (a?: string, b?: string) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  return {
    vehicles: user.autoPolicy.vehicles.map((v) => ({
      id: v.id,
      fullVin: prefill.vehicles.find((p) => p.year === v.year && same(p.make, v.make) && same(p.model, v.model))
        ?.fullVin,
    })),
    drivers: user.autoPolicy.operators.map((o) => {
      const found = prefill.drivers.find((p) => same(p.firstName, o.firstName) && p.birthdate === o.birthdate);
      return { id: o.id, licenseNumber: found?.licenseNumber, licenseObtainedAge: found?.licenseObtainedAge };
    }),
  };
}

export const getPartnerPrefill: StepHandler = async ({ ctx, shopper, session, today }) => {
  if (shopper.policyType !== 'auto') {
    throw new RatecallProtocolError(
      400,
      'GET_PARTNER_PREFILL is an auto step (property facts come from POST /home/prefill)',
      'wrong_policy_type',
      'body.requestDetails.step',
    );
  }
  const search = searchOf(shopper.user, session.data.partner, session.externalId);
  const outcome = search ? await autoPrefill(ctx, search, false, today) : null;
  const found = outcome && 'ok' in outcome && outcome.ok.status === 'found' ? outcome.ok.data : null;
  const prefill = found ?? (await fromUser(ctx, shopper.user, session.id, today));
  const matched = matchPrefill(shopper.user, prefill);
  // The questions take the prefill's defaults: questions made before it are made again on the next call.
  const data = { ...session.data, prefill: matched, rc2Questions: undefined, rc2Shape: undefined };
  const source = found ? 'the carrier’s data vendors' : 'your application';
  return succeed(
    data,
    `${prefill.drivers.length} drivers and ${prefill.vehicles.length} vehicles prefilled from ${source}`,
    { prefill },
  );
};
