import { z } from 'zod';
import { email, usState, vehicleYear, zip } from './common';
import type { EndpointDef } from './endpoint';
import { AutoQuotesRequest, AutoQuotesResponse } from './quotes';
import { AnyUser } from './users';

// The intake's calls (spec 000 section 7) and RC1: the only calls the shopper's first chunk makes, so the client's
// actors import this group, not the merged `endpoints` (api.ts), and the other groups stay out of its bundle.

export const UserSaved = z.object({ userId: z.string().uuid(), returningToken: z.string() });

export const Label = z.object({ label: z.string() });
export const TrimOption = z.object({ label: z.string(), vin: z.string().optional() });

export const ZipPlace = z.object({
  placeName: z.string(),
  stateAbbreviation: usState,
  county: z.string().optional(),
  timeZone: z.string().optional(),
});
export const ZipLookup = z.object({ zip, places: z.array(ZipPlace).min(1) });
export type ZipLookup = z.infer<typeof ZipLookup>;

export const AddressSuggestion = z.object({
  number: z.string(),
  street: z.string(),
  prefix: z.string().optional(),
  type: z.string().optional(),
  suffix: z.string().optional(),
  secondary: z.string().optional(),
  city: z.string(),
  state: usState,
  zip,
  plus4: z.string().optional(),
  text: z.string(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

/** Street-address validation: the first item's components and metadata (with time_zone) are read (spec 000 section 7). */
export const AddressCandidate = z.object({
  delivery_line_1: z.string(),
  components: z.object({
    primary_number: z.string(),
    street_predirection: z.string().optional(),
    street_name: z.string(),
    street_suffix: z.string().optional(),
    street_postdirection: z.string().optional(),
    secondary_designator: z.string().optional(),
    secondary_number: z.string().optional(),
    city_name: z.string(),
    state_abbreviation: usState,
    zipcode: zip,
    plus4_code: z.string().optional(),
  }),
  metadata: z.object({ county_name: z.string().optional(), time_zone: z.string(), utc_offset: z.number().optional() }),
  analysis: z.object({ verified: z.boolean(), notes: z.array(z.string()) }),
});
export type AddressCandidate = z.infer<typeof AddressCandidate>;

const text = (max: number) => z.string().trim().min(1).max(max);

export const intakeEndpoints = {
  createUser: { method: 'POST', path: '/user', v2: true, body: AnyUser, response: UserSaved },
  updateUser: { method: 'PATCH', path: '/user', v2: true, body: AnyUser.and(z.object({ userId: z.string().uuid() })), response: UserSaved },
  getUser: { method: 'GET', path: '/user/:userId', params: z.object({ userId: z.string().uuid() }), response: AnyUser },
  makes: { method: 'GET', path: '/Makes', query: z.object({ year: vehicleYear }), response: z.array(Label) },
  models: { method: 'GET', path: '/Models', query: z.object({ year: vehicleYear, make: text(60) }), response: z.array(Label) },
  trims: {
    method: 'GET',
    path: '/Trims',
    query: z.object({ year: vehicleYear, make: text(60), model: text(80) }),
    response: z.array(TrimOption),
  },
  zipLookup: { method: 'GET', path: '/zip/:zip', params: z.object({ zip }), response: ZipLookup },
  addressAutocomplete: {
    method: 'GET',
    path: '/address/autocomplete',
    query: z.object({ search: text(120), selected: z.string().max(200).optional(), zip: zip.optional() }),
    response: z.object({ suggestions: z.array(AddressSuggestion) }),
  },
  addressValidate: {
    method: 'GET',
    path: '/address/validate',
    query: z.object({
      street: text(120),
      city: text(60),
      state: usState,
      zipcode: zip,
      secondary: z.string().trim().max(60).optional(),
    }),
    response: z.array(AddressCandidate),
  },
  emailValidate: {
    method: 'POST',
    path: '/email-validation/validate',
    body: z.object({ email }),
    response: z.object({ valid: z.boolean(), reason: z.string().optional() }),
  },
  autoQuotes: { method: 'POST', path: '/auto/quotes', v2: true, body: AutoQuotesRequest, response: AutoQuotesResponse },
} as const satisfies Record<string, EndpointDef>;
