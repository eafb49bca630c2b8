import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Server, databases, startServer } from './harness';

describe.each(databases)('zip, address and email lookups on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  describe('GET /api/zip/:zip', () => {
    it('answers the place, state and time zone of a real zip', async () => {
      const res = await server.call('GET', '/api/zip/78701');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        zip: '78701',
        places: [{ placeName: 'Austin', stateAbbreviation: 'TX', timeZone: 'America/Chicago' }],
      });
    });

    it('answers DC, but a territory (Puerto Rico) or an unassigned zip is Invalid Zip', async () => {
      expect((await server.call('GET', '/api/zip/20001')).body.places[0].stateAbbreviation).toBe('DC');
      for (const zip of ['00601', '99999']) {
        const res = await server.call('GET', `/api/zip/${zip}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Invalid Zip', code: 'invalid_zip' });
      }
    });

    it('rejects a zip that is not 5 digits with a 400 naming params.zip', async () => {
      const res = await server.call('GET', '/api/zip/7870');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'params.zip', message: 'params.zip: Enter a 5-digit ZIP code' });
    });

    it('answers Invalid Zip under an empty fault and 500 under an error fault', async () => {
      const empty = await server.call('GET', '/api/zip/78701', {
        headers: { 'x-sandbox-fault': 'route=zipLookup;kind=empty' },
      });
      expect(empty.status).toBe(404);
      const error = await server.call('GET', '/api/zip/78701', {
        headers: { 'x-sandbox-fault': 'route=zipLookup;kind=error' },
      });
      expect(error.status).toBe(500);
      expect(error.body.code).toBe('sandbox_fault');
    });
  });

  describe('GET /api/address/autocomplete', () => {
    it('normalises the typed street (suffix, unit) and completes city, state and zip from the zip', async () => {
      const res = await server.call(
        'GET',
        '/api/address/autocomplete?search=742%20north%20Evergreen%20Street%20Apartment%204B&zip=78701',
      );
      expect(res.status).toBe(200);
      expect(res.body.suggestions).toEqual([
        {
          number: '742',
          prefix: 'N',
          street: 'EVERGREEN',
          type: 'ST',
          secondary: 'APT 4B',
          city: 'AUSTIN',
          state: 'TX',
          zip: '78701',
          text: '742 N EVERGREEN ST APT 4B, AUSTIN, TX 78701',
        },
      ]);
    });

    it('reads the zip typed after the street when none is passed, and answers nothing it cannot complete', async () => {
      const typed = await server.call(
        'GET',
        `/api/address/autocomplete?search=${encodeURIComponent('10 Main Suite 300, Austin TX 78701')}`,
      );
      expect(typed.body.suggestions[0]).toMatchObject({
        number: '10',
        street: 'MAIN',
        secondary: 'STE 300',
        zip: '78701',
      });
      expect((await server.call('GET', '/api/address/autocomplete?search=Main%20Street&zip=78701')).body).toEqual({
        suggestions: [],
      });
      expect((await server.call('GET', '/api/address/autocomplete?search=10%20Main%20St')).body).toEqual({
        suggestions: [],
      });
      expect((await server.call('GET', '/api/address/autocomplete?search=10%20Main%20St&zip=00601')).body).toEqual({
        suggestions: [],
      });
    });

    it('answers no suggestions under an empty fault and 400 without search', async () => {
      const empty = await server.call('GET', '/api/address/autocomplete?search=10%20Main%20St&zip=78701', {
        headers: { 'x-sandbox-fault': 'route=addressAutocomplete;kind=empty' },
      });
      expect(empty.body).toEqual({ suggestions: [] });
      const bad = await server.call('GET', '/api/address/autocomplete?zip=78701');
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('query.search');
    });
  });

  describe('GET /api/address/validate', () => {
    const validate = (q: Record<string, string>) =>
      server.call('GET', `/api/address/validate?${new URLSearchParams(q)}`);

    it('answers one candidate with components, the zip time zone and what was not verified', async () => {
      const res = await validate({
        street: '742 Evergreen Terrace',
        city: 'austin',
        state: 'TX',
        zipcode: '78701',
        secondary: 'Suite 5',
      });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      const [c] = res.body;
      expect(c.delivery_line_1).toBe('742 EVERGREEN TER STE 5');
      expect(c.components).toMatchObject({
        primary_number: '742',
        street_name: 'EVERGREEN',
        street_suffix: 'TER',
        secondary_designator: 'STE',
        secondary_number: '5',
        city_name: 'AUSTIN',
        state_abbreviation: 'TX',
        zipcode: '78701',
      });
      expect(c.metadata.time_zone).toBe('America/Chicago');
      expect(c.analysis.notes.join(' ')).toMatch(/Street existence not verified/);
    });

    it('compares the city ignoring case and punctuation (St. Louis = Saint Louis)', async () => {
      const res = await validate({ street: '1 Market St', city: 'St. Louis', state: 'MO', zipcode: '63101' });
      expect(res.body).toHaveLength(1);
    });

    it('answers [] when the city or state does not match the zip, the zip is unknown, or the street has no number', async () => {
      const ok = { street: '742 Evergreen Terrace', city: 'Austin', state: 'TX', zipcode: '78701' };
      expect((await validate({ ...ok, city: 'Dallas' })).body).toEqual([]);
      expect((await validate({ ...ok, state: 'OK' })).body).toEqual([]);
      expect((await validate({ ...ok, zipcode: '99999' })).body).toEqual([]);
      expect((await validate({ ...ok, street: 'Evergreen Terrace' })).body).toEqual([]);
    });

    it('rejects a state outside the 50 + DC with a 400 naming query.state', async () => {
      const res = await validate({ street: '1 Calle Sol', city: 'San Juan', state: 'PR', zipcode: '00901' });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('query.state');
    });

    it('answers [] under an empty fault', async () => {
      const res = await server.call(
        'GET',
        '/api/address/validate?street=1%20Main%20St&city=Austin&state=TX&zipcode=78701',
        {
          headers: { 'x-sandbox-fault': 'route=addressValidate;kind=empty' },
        },
      );
      expect(res.body).toEqual([]);
    });
  });

  describe('POST /api/email-validation/validate', () => {
    const check = (email: unknown) => server.call('POST', '/api/email-validation/validate', { body: { email } });

    it('accepts an ordinary address, example.com included', async () => {
      expect((await check('jane@gmail.com')).body).toEqual({ valid: true });
      expect((await check('  Jane@Example.com ')).body).toEqual({ valid: true });
    });

    it('refuses disposable mailboxes and reserved top-level domains with a reason', async () => {
      expect((await check('x@mailinator.com')).body).toEqual({ valid: false, reason: 'disposable_domain' });
      expect((await check('x@mail.yopmail.com')).body).toEqual({ valid: false, reason: 'disposable_domain' });
      expect((await check('x@shop.test')).body).toEqual({ valid: false, reason: 'reserved_domain' });
      expect((await check('x@host.localhost')).body).toEqual({ valid: false, reason: 'reserved_domain' });
      expect((await check('x@-bad-.com')).body).toEqual({ valid: false, reason: 'invalid_domain' });
    });

    it('rejects a malformed address or a missing field with a 400 naming body.email', async () => {
      for (const email of ['not-an-email', undefined, 42]) {
        const res = await check(email);
        expect(res.status).toBe(400);
        expect(res.body.field).toBe('body.email');
      }
    });

    it('answers 500 under an error fault', async () => {
      const res = await server.call('POST', '/api/email-validation/validate', {
        body: { email: 'jane@gmail.com' },
        headers: { 'x-sandbox-fault': 'route=emailValidate;kind=error' },
      });
      expect(res.status).toBe(500);
    });
  });
});
