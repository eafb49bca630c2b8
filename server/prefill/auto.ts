import type { PrefillDriver, PrefillRequest, PrefillResponse, PrefillVehicle } from '../../src/contract/coverages';
import type { UsState } from '../../src/domain/constants';
import { titleCaseName } from '../../src/domain/names';
import { ageFromBirthdate } from '../../src/domain/validation';
import { cityKey } from '../address/normalise';
import type { ServerContext } from '../context';
import type { Outcome, Refusal } from '../errors';
import { sexOfName } from '../data/firstNames';
import { AUTO_NOT_FOUND_ONE_IN } from './constants';
import { Dice } from './dice';
import { type StoredDriver, buildHousehold } from './household';
import { findPrefill, searchKeys, storePrefill, streetKey } from './search';
import { drawVehicles, vehicleCount } from './vehicles';

// POST /prefill (spec 000/001 section 7): the searched person's household drivers, licence numbers and vehicles,
// deterministic per search and stored once (prefill_records holds the search's HMAC and no name or address).

export interface StoredAutoPrefill {
  drivers: StoredDriver[];
  vehicles: PrefillVehicle[];
}

export type PrefillRefusal = Refusal<422, 'invalid_zip' | 'zip_state_mismatch' | 'address_required'>;

const NOT_FOUND: PrefillResponse = { status: 'not_found', data: { drivers: [], vehicles: [] } };

/** The zip must exist and lie in the state given (ctx.zips). */
export function zipRefusal(zips: ServerContext['zips'], zip: string, state: UsState): PrefillRefusal | null {
  const place = zips.get(zip);
  if (!place) return { status: 422, code: 'invalid_zip', message: 'Invalid Zip' };
  if (place.state !== state) {
    return { status: 422, code: 'zip_state_mismatch', message: `ZIP code ${zip} is in ${place.state}, not ${state}` };
  }
  return null;
}

export function canonicalSearch(s: PrefillRequest['searchData']): string {
  const fold = (t: string) => t.trim().replace(/\s+/g, ' ').toLowerCase();
  return [
    fold(s.firstName),
    fold(s.lastName),
    s.dateOfBirth,
    streetKey(s.streetAddress),
    cityKey(s.city),
    s.state,
    s.zip,
  ].join('|');
}

export async function generateAutoPrefill(
  ctx: Pick<ServerContext, 'db'>,
  search: PrefillRequest['searchData'],
  seed: string,
  today: Date,
): Promise<{ status: 'found' | 'not_found'; result: StoredAutoPrefill }> {
  const dice = new Dice(seed);
  if (dice.fork('status').int(AUTO_NOT_FOUND_ONE_IN) === 0)
    return { status: 'not_found', result: { drivers: [], vehicles: [] } };
  const currentYear = today.getUTCFullYear();
  const person = {
    firstName: search.firstName,
    lastName: search.lastName,
    birthYear: Number(search.dateOfBirth.slice(6)),
    age: ageFromBirthdate(search.dateOfBirth, today),
  };
  const drivers = buildHousehold(person, search.state, currentYear, dice.fork('household'));
  const vehicles = await drawVehicles(
    ctx.db,
    vehicleCount(drivers.length, dice.fork('fleet')),
    currentYear,
    dice.fork('vehicles'),
  );
  return { status: 'found', result: { drivers, vehicles } };
}

function present(
  stored: StoredDriver,
  index: number,
  search: PrefillRequest['searchData'],
  withLicence: boolean,
  today: Date,
): PrefillDriver {
  const self = stored.relationship === 'Self';
  const birthdate = self ? search.dateOfBirth : (stored.birthdate ?? search.dateOfBirth);
  const firstName = self ? titleCaseName(search.firstName) : (stored.firstName ?? '');
  const gender = self ? sexOfName(search.firstName) : stored.gender;
  return {
    id: index + 1,
    relationship: stored.relationship,
    firstName,
    lastName: titleCaseName(search.lastName),
    birthdate,
    age: ageFromBirthdate(birthdate, today),
    ...(gender ? { gender } : {}),
    maritalStatus: stored.maritalStatus,
    ...(withLicence
      ? {
          licenseNumber: stored.licenseNumber,
          licenseState: search.state,
          licenseObtainedAge: stored.licenseObtainedAge,
        }
      : {}),
  };
}

export async function autoPrefill(
  ctx: Pick<ServerContext, 'db' | 'zips' | 'userTokenSecret'>,
  request: PrefillRequest,
  empty: boolean,
  today = new Date(),
): Promise<Outcome<PrefillResponse, PrefillRefusal>> {
  const search = request.searchData;
  const refusal = zipRefusal(ctx.zips, search.zip, search.state);
  if (refusal) return refusal;
  if (empty) return { ok: NOT_FOUND };

  const { searchHash, seed } = searchKeys(ctx.userTokenSecret, 'auto', canonicalSearch(search));
  let stored = await findPrefill<StoredAutoPrefill>(ctx.db, 'auto', searchHash);
  if (!stored) {
    stored = await generateAutoPrefill(ctx, search, seed, today);
    await storePrefill(ctx.db, 'auto', request.partner, searchHash, stored);
  }
  if (stored.status === 'not_found') return { ok: NOT_FOUND };

  const wants = new Set(request.searchType);
  const withLicence = wants.has('license');
  return {
    ok: {
      status: 'found',
      data: {
        drivers:
          wants.has('drivers') || withLicence
            ? stored.result.drivers.map((d, i) => present(d, i, search, withLicence, today))
            : [],
        vehicles: wants.has('vehicles') ? stored.result.vehicles : [],
      },
    },
  };
}
