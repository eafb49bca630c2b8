import { isValid as isValidLicence } from 'driver-license-validator';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSTRUCTION_COST_PER_SQFT } from '../../server/data/propertyFacts';
import { WMI_BY_MAKE } from '../../server/data/vinWmi';
import { isLicenceNumber } from '../../server/data/licencePatterns';
import { prefillRecords, vehicles } from '../../server/db/schema';
import { canonicalSearch } from '../../server/prefill/auto';
import { searchKeys, streetKey } from '../../server/prefill/search';
import { decodeModelYear, isValidVin } from '../../src/domain/vin';
import {
  type PrefillDriver,
  type PrefillRequest,
  type PrefillVehicle,
  PrefillResponse,
} from '../../src/contract/coverages';
import { Property } from '../../src/contract/property';
import { KNOWN_PERSON, type PrefillSearch, prefillSearch } from './fixtures';
import { type Server, databases, occurrences, startServer } from './harness';
import { HOME_ADDRESS, homeUser } from './propertyFixtures';
import { anyJson, hostileString, withFieldReplaced } from './arbitraries';

const FAULT = 'x-sandbox-fault';
/** The server's HMAC secret, so a test can name the row its search was stored under. */
const SECRET = 'prefill-test-secret-0123456789abcdefghij';
/** Letters only (names allow no digits), different on every run. */
const uniqueLetters = () => [...String(Date.now())].map((d) => 'abcdefghij'[Number(d)]).join('');

const FIRST_NAMES = [
  'Marguerite',
  'James',
  'Priya',
  'Tomasz',
  'Keisha',
  'Daniel',
  'Mei',
  'Oluwaseun',
  'Rosa',
  'Eamon',
  'Lakshmi',
  'Brent',
];

/** The canonical search the server hashes (the test's PrefillSearch allows bad states on purpose). */
const keyOf = (s: PrefillSearch) => canonicalSearch(s as PrefillRequest['searchData']);
const request = (searchData: PrefillSearch, searchType: string[] = ['drivers', 'vehicles', 'license']) => ({
  partner: 'libertymutual',
  sessionId: '6f1c2a9e-prefill-session',
  searchData,
  searchType,
});

describe.each(databases)('prefill calls on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl, userTokenSecret: SECRET });
  });
  afterAll(() => server.close());

  const prefill = (body: unknown, headers?: Record<string, string>) =>
    server.call('POST', '/api/prefill', { body, headers });
  const rowsFor = (kind: string) =>
    server.app.sandboxDb.select().from(prefillRecords).where(eq(prefillRecords.kind, kind));
  // Other suites may store prefill rows in the same database at the same time: count this search's rows only.
  const rowsOf = (kind: 'auto' | 'home', canonical: string) =>
    server.app.sandboxDb
      .select()
      .from(prefillRecords)
      .where(
        and(
          eq(prefillRecords.kind, kind),
          eq(prefillRecords.searchHash, searchKeys(SECRET, kind, canonical).searchHash),
        ),
      );

  describe('POST /api/prefill', () => {
    // Twelve people at one Texas address; the answers are deterministic, so which are found never changes.
    let answers: { searchData: PrefillSearch; body: PrefillResponse }[];
    beforeAll(async () => {
      answers = [];
      for (const firstName of FIRST_NAMES) {
        const searchData = prefillSearch({ firstName });
        const res = await prefill(request(searchData));
        expect(res.status).toBe(200);
        answers.push({ searchData, body: res.body });
      }
    });
    const found = () => {
      const a = answers.find((x) => x.body.status === 'found');
      if (!a) throw new Error('no search was found');
      return a;
    };

    it('finds most people and not about one in six, answering empty data then', () => {
      for (const a of answers) expect(PrefillResponse.safeParse(a.body).success).toBe(true);
      const notFound = answers.filter((a) => a.body.status === 'not_found');
      expect(notFound.length).toBeGreaterThanOrEqual(1);
      expect(notFound.length).toBeLessThanOrEqual(5);
      for (const a of notFound) expect(a.body.data).toEqual({ drivers: [], vehicles: [] });
    });

    it('answers the searched person first, title-cased, then household members with the same last name', () => {
      const { searchData, body } = found();
      const [self, ...others] = body.data.drivers;
      expect(self).toMatchObject({
        id: 1,
        relationship: 'Self',
        firstName: searchData.firstName,
        lastName: searchData.lastName,
        birthdate: searchData.dateOfBirth,
      });
      for (const d of others) {
        expect(d.lastName).toBe(searchData.lastName);
        expect(['Spouse', 'Other Relative']).toContain(d.relationship);
        expect(d.age).toBeGreaterThanOrEqual(16);
      }
      const households = answers.filter((a) => a.body.status === 'found').map((a) => a.body.data.drivers.length);
      expect(Math.max(...households)).toBeGreaterThan(1);
    });

    it('gives licence numbers valid for the state', () => {
      for (const a of answers.filter((x) => x.body.status === 'found')) {
        for (const d of a.body.data.drivers) {
          expect(d.licenseState).toBe('TX');
          expect(isLicenceNumber('TX', d.licenseNumber!), d.licenseNumber).toBe(true);
          expect(isValidLicence(d.licenseNumber!, { states: 'TX' })).toBe(true);
        }
      }
    });

    it('draws vehicles from the vehicles table, with valid VINs whose year and WMI fit', async () => {
      const all = answers.flatMap((a) => a.body.data.vehicles);
      expect(all.length).toBeGreaterThan(0);
      for (const v of all) {
        expect(isValidVin(v.fullVin), v.fullVin).toBe(true);
        expect(v.fullVin).toMatch(/^[A-HJ-NPR-Z0-9]{12}[0-9]{5}$/);
        expect(v.partialVin).toBe(v.fullVin.slice(0, 10));
        expect(decodeModelYear(v.fullVin)).toBe(Number(v.year));
        const wmi = WMI_BY_MAKE[v.make.toLowerCase()];
        expect([...Object.values(wmi.wmi), ...Object.values(wmi.before?.wmi ?? {})]).toContain(v.fullVin.slice(0, 3));
        const rows = await server.app.sandboxDb
          .select({ n: sql<number>`count(*)::int` })
          .from(vehicles)
          .where(
            and(
              eq(vehicles.year, Number(v.year)),
              eq(vehicles.make, v.make),
              eq(vehicles.baseModel, v.model),
              eq(vehicles.model, v.trim),
            ),
          );
        expect(rows[0].n, `${v.year} ${v.make} ${v.model} ${v.trim}`).toBeGreaterThan(0);
      }
    });

    it('answers the same search (in any case and spacing) the same way, from one stored row without the name or address', async () => {
      const { searchData, body } = found();
      const again = await prefill(
        request({
          ...searchData,
          firstName: `  ${searchData.firstName.toUpperCase()}`,
          streetAddress: '742  evergreen TERRACE',
          city: 'AUSTIN',
        }),
      );
      expect(again.body).toEqual(body);
      // A search this database has never seen (PostgreSQL keeps rows between runs): stored once, then reused.
      const fresh = prefillSearch({ lastName: `Quill${uniqueLetters()}` });
      const first = await prefill(request(fresh));
      expect(await rowsOf('auto', keyOf(fresh))).toHaveLength(1);
      expect((await prefill(request({ ...fresh, lastName: fresh.lastName.toLowerCase() }))).body).toEqual(first.body);
      const [row] = await rowsOf('auto', keyOf(fresh));
      expect(await rowsOf('auto', keyOf(fresh))).toHaveLength(1);
      expect(row).toMatchObject({ partner: 'libertymutual', status: first.body.status });
      expect(row.searchHash).toMatch(/^[0-9a-f]{64}$/);
      for (const stored of (await rowsFor('auto')).map((r) => JSON.stringify(r))) {
        for (const secret of [
          searchData.lastName,
          fresh.lastName,
          KNOWN_PERSON.firstName,
          KNOWN_PERSON.birthdate,
          'Evergreen',
          'EVERGREEN',
          '78701',
        ]) {
          expect(occurrences(stored, secret), secret).toEqual([]);
        }
      }
    });

    it('stores one row when the same new search arrives several times at once (a unique index per search)', async () => {
      const fresh = prefillSearch({ lastName: `Quill${uniqueLetters()}` });
      const answers = await Promise.all([1, 2, 3, 4].map(() => prefill(request(fresh))));
      for (const a of answers) expect(a.body).toEqual(answers[0].body);
      expect(await rowsOf('auto', keyOf(fresh))).toHaveLength(1);
    });

    it('answers only what searchType asks: vehicles only, drivers without licences, licences', async () => {
      const { searchData, body } = found();
      const vehiclesOnly = (await prefill(request(searchData, ['vehicles']))).body;
      expect(vehiclesOnly.data).toEqual({ drivers: [], vehicles: body.data.vehicles });
      const driversOnly = (await prefill(request(searchData, ['drivers']))).body;
      expect(driversOnly.data.vehicles).toEqual([]);
      expect(driversOnly.data.drivers.every((d: PrefillDriver) => d.licenseNumber === undefined)).toBe(true);
      const licence = (await prefill(request(searchData, ['license']))).body;
      expect(licence.data.drivers.map((d: PrefillDriver) => d.licenseNumber)).toEqual(
        body.data.drivers.map((d: PrefillDriver) => d.licenseNumber),
      );
      expect((await prefill({ partner: 'root', sessionId: 's', searchData })).body.data.vehicles).toEqual(
        body.data.vehicles,
      );
    });

    it('generates licences in the format of the state searched (Florida: last-name initial and 12 digits)', async () => {
      let checked = 0;
      for (const firstName of FIRST_NAMES) {
        const res = await prefill(
          request(
            prefillSearch({
              firstName,
              lastName: 'Nakamura',
              streetAddress: '400 Brickell Ave',
              city: 'Miami',
              state: 'FL',
              zip: '33131',
            }),
          ),
        );
        for (const d of res.body.data.drivers as PrefillDriver[]) {
          expect(d.licenseNumber).toMatch(/^N[0-9]{12}$/);
          checked += 1;
        }
        for (const v of res.body.data.vehicles as PrefillVehicle[]) expect(isValidVin(v.fullVin)).toBe(true);
      }
      expect(checked).toBeGreaterThan(0);
    });

    it('answers 422 zip_state_mismatch when the zip is in another state, and invalid_zip for an unknown zip', async () => {
      const mismatch = await prefill(request(prefillSearch({ zip: '10001' })));
      expect(mismatch.status).toBe(422);
      expect(mismatch.body).toMatchObject({ code: 'zip_state_mismatch' });
      const unknown = await prefill(request(prefillSearch({ zip: '00601', state: 'TX' })));
      expect(unknown.status).toBe(422);
      expect(unknown.body).toMatchObject({ code: 'invalid_zip', message: 'Invalid Zip' });
    });

    it('answers not_found under an empty fault (storing nothing) and 500 under an error fault', async () => {
      const faulty = prefillSearch({ firstName: 'Faulty' });
      const empty = await prefill(request(faulty), { [FAULT]: 'route=prefill;kind=empty' });
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ status: 'not_found', data: { drivers: [], vehicles: [] } });
      expect(await rowsOf('auto', keyOf(faulty))).toHaveLength(0);
      const error = await prefill(request(prefillSearch()), { [FAULT]: 'route=prefill;kind=error' });
      expect(error.status).toBe(500);
      expect(error.body.code).toBe('sandbox_fault');
    });

    it('rejects bad names, dates, states, zips, search types and missing fields with a 400 naming the field', async () => {
      const cases: [unknown, string][] = [
        [request(prefillSearch({ firstName: 'J0hn' })), 'body.searchData.firstName'],
        [request(prefillSearch({ lastName: '' })), 'body.searchData.lastName'],
        [request(prefillSearch({ dateOfBirth: '1985-04-12' })), 'body.searchData.dateOfBirth'],
        [request(prefillSearch({ dateOfBirth: '02/30/1985' })), 'body.searchData.dateOfBirth'],
        [request(prefillSearch({ dateOfBirth: '01/01/2099' })), 'body.searchData.dateOfBirth'],
        [request(prefillSearch({ state: 'XX' })), 'body.searchData.state'],
        [request(prefillSearch({ zip: '7870' })), 'body.searchData.zip'],
        [request(prefillSearch({ streetAddress: 'x'.repeat(121) })), 'body.searchData.streetAddress'],
        [request(prefillSearch(), ['ssn']), 'body.searchType.0'],
        [request(prefillSearch(), []), 'body.searchType'],
        [{ ...request(prefillSearch()), sessionId: undefined }, 'body.sessionId'],
        [{ ...request(prefillSearch()), partner: 'Liberty Mutual!' }, 'body.partner'],
        [{ ...request(prefillSearch()), searchData: 'Marguerite' }, 'body.searchData'],
      ];
      for (const [body, field] of cases) {
        const res = await prefill(body);
        expect(res.status, field).toBe(400);
        expect(res.body, field).toMatchObject({ field, code: 'validation_error' });
      }
    });
  });

  it('answers generated bad bodies of both prefill calls with a 4xx naming a field, never 5xx (2 x 150 bodies)', async () => {
    for (const [path, valid] of [
      ['/api/prefill', request(prefillSearch())],
      ['/api/home/prefill', homeUser()],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(anyJson(), hostileString(60)), fc.nat(), async (junk, pick) => {
          const res = await server.call('POST', path, { body: withFieldReplaced(valid, junk, pick) });
          expect(res.status, `${path} ${res.text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status === 400) expect(res.body.field).toMatch(/^body/);
        }),
        { numRuns: 150 },
      );
    }
  });

  describe('POST /api/home/prefill', () => {
    const homePrefill = (body: unknown, headers?: Record<string, string>) =>
      server.call('POST', '/api/home/prefill', { body, headers });
    const STREETS = [
      '1208 Barton Hills Dr',
      '4410 Avenue F',
      '2307 Hartford Rd',
      '907 W 29th St',
      '1502 Cullen Ave',
      '3311 Bonnie Rd',
    ];

    it('answers property facts and replacement cost = square feet x the state cost, deterministic per address', async () => {
      let found = 0;
      for (const streetAddress of STREETS) {
        const user = homeUser({ address: { ...HOME_ADDRESS, streetAddress } });
        const res = await homePrefill(user);
        expect(res.status).toBe(200);
        if (res.body.status === 'not_found') continue;
        found += 1;
        const [property] = res.body.data.properties;
        expect(Property.safeParse(property).success).toBe(true);
        expect(property).toMatchObject({ propertyAddress: { streetAddress, zip: '78704' } });
        for (const key of [
          'yearBuilt',
          'squareFootage',
          'stories',
          'bedrooms',
          'bathrooms',
          'halfbathrooms',
          'constructionType',
          'roofType',
          'roofAge',
          'foundationType',
          'garageType',
          'propertyType',
          'buildingType',
        ]) {
          expect(property, key).toHaveProperty(key);
        }
        expect(property.yearBuilt).toBeGreaterThanOrEqual(1900);
        expect(property.squareFootage).toBeGreaterThan(500);
        expect(res.body.data.replacementCost).toBe(property.squareFootage * CONSTRUCTION_COST_PER_SQFT.TX);
        expect((await homePrefill(user)).body).toEqual(res.body);
      }
      expect(found).toBeGreaterThanOrEqual(4);
      for (const row of await rowsFor('home')) {
        expect(JSON.stringify(row)).not.toMatch(/Barton|Avenue F|Hartford|29th|Cullen|Bonnie|78704/);
      }
    });

    it('stores an address once and answers it again from the stored row', async () => {
      const address = { ...HOME_ADDRESS, streetAddress: `${(Date.now() % 90_000) + 10_000} Barton Hills Dr` };
      const canonical = [streetKey(address.streetAddress), address.zip, 'Home'].join('|');
      const first = await homePrefill(homeUser({ address }));
      expect(await rowsOf('home', canonical)).toHaveLength(1);
      const lower = homeUser({
        address: { ...address, streetAddress: address.streetAddress.toLowerCase().replace(' dr', ' drive') },
      });
      // The facts are the stored ones; the address echoed is the one sent.
      const facts = (body: { data: { properties: Record<string, unknown>[]; replacementCost: number | null } }) => ({
        properties: body.data.properties.map(({ propertyAddress: _a, ...rest }) => rest),
        replacementCost: body.data.replacementCost,
      });
      expect(facts((await homePrefill(lower)).body)).toEqual(facts(first.body));
      expect(await rowsOf('home', canonical)).toHaveLength(1);
    });

    it('answers condo facts for a condo and reads the address from the property when the policy has none', async () => {
      const condo = await homePrefill(
        homeUser({
          policyType: 'Condo',
          address: { ...HOME_ADDRESS, streetAddress: '1600 Barton Springs Rd', secondaryAddress: 'Unit 4102' },
        }),
      );
      if (condo.body.status === 'found')
        expect(condo.body.data.properties[0]).toMatchObject({ stories: 1, buildingType: 'Condominium' });
      const user = homeUser({ address: undefined });
      user.homePolicy.properties = [{ propertyAddress: HOME_ADDRESS }];
      const fromProperty = await homePrefill(user);
      expect(fromProperty.body).toEqual((await homePrefill(homeUser())).body);
    });

    it('answers not_found for renters, and 422 when the address is missing or its zip is not in its state', async () => {
      const renters = await homePrefill(homeUser({ policyType: 'Renters' }));
      expect(renters.status).toBe(200);
      expect(renters.body).toEqual({ status: 'not_found', data: { properties: [], replacementCost: null } });
      const missing = await homePrefill(homeUser({ address: undefined }));
      expect(missing.status).toBe(422);
      expect(missing.body.code).toBe('address_required');
      const mismatch = await homePrefill(homeUser({ address: { ...HOME_ADDRESS, state: 'OK' } }));
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.code).toBe('zip_state_mismatch');
    });

    it('answers not_found under an empty fault and 500 under an error fault', async () => {
      const empty = await homePrefill(homeUser(), { [FAULT]: 'route=homePrefill;kind=empty' });
      expect(empty.body).toEqual({ status: 'not_found', data: { properties: [], replacementCost: null } });
      const error = await homePrefill(homeUser(), { [FAULT]: 'route=homePrefill;kind=error' });
      expect(error.status).toBe(500);
    });

    it('rejects a malformed home user with a 400 naming the field', async () => {
      const noPolicy = await homePrefill({ contact: {} });
      expect(noPolicy.body).toMatchObject({ field: 'body.homePolicy', code: 'validation_error' });
      const badType = homeUser();
      (badType.homePolicy.policy as { policyType: string }).policyType = 'Castle';
      expect((await homePrefill(badType)).body.field).toBe('body.homePolicy.policy.policyType');
      const badZip = homeUser({ address: { ...HOME_ADDRESS, zip: 'ABCDE' } });
      expect((await homePrefill(badZip)).body.field).toBe('body.homePolicy.policy.address.zip');
      expect((await homePrefill([1, 2, 3])).status).toBe(400);
    });
  });
});
