import { z } from 'zod/mini';
import { email, usState, vehicleYear, zip } from './common';
import type { EndpointDef } from './endpoint';
import { AutoQuotesRequest, AutoQuotesResponse } from './quotes';
import { AnyUser } from './users';
import { MAX_CHARS, text, uuid } from './text';

// The intake's calls (spec 000 section 7) and RC1: the only calls the shopper's first chunk makes, so the client's
// actors import this group, not the merged `endpoints` (api.ts), and the other groups stay out of its bundle.

export const UserSaved = z.object({ userId: uuid(), returningToken: text(MAX_CHARS.token) });

export const Label = z.object({ label: text(MAX_CHARS.label) });
export const TrimOption = z.object({ label: text(120), vin: z.optional(text(MAX_CHARS.code)) });

export const ZipPlace = z.object({
  placeName: text(MAX_CHARS.addressPart),
  stateAbbreviation: usState,
  county: z.optional(text(MAX_CHARS.addressPart)),
  timeZone: z.optional(text(MAX_CHARS.addressPart)),
});
export const ZipLookup = z.object({ zip, places: z.array(ZipPlace).check(z.minLength(1)) });
export type ZipLookup = z.infer<typeof ZipLookup>;

export const AddressSuggestion = z.object({
  number: text(MAX_CHARS.code),
  street: text(MAX_CHARS.streetLine),
  prefix: z.optional(text(MAX_CHARS.code)),
  type: z.optional(text(MAX_CHARS.code)),
  suffix: z.optional(text(MAX_CHARS.code)),
  secondary: z.optional(text(MAX_CHARS.addressPart)),
  city: text(MAX_CHARS.addressPart),
  state: usState,
  zip,
  plus4: z.optional(text(MAX_CHARS.code)),
  text: text(MAX_CHARS.text),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

/** Street-address validation: the first item's components and metadata (with time_zone) are read (spec 000 section 7). */
export const AddressCandidate = z.object({
  delivery_line_1: text(MAX_CHARS.streetLine),
  components: z.object({
    primary_number: text(MAX_CHARS.code),
    street_predirection: z.optional(text(MAX_CHARS.code)),
    street_name: text(MAX_CHARS.streetLine),
    street_suffix: z.optional(text(MAX_CHARS.code)),
    street_postdirection: z.optional(text(MAX_CHARS.code)),
    secondary_designator: z.optional(text(MAX_CHARS.code)),
    secondary_number: z.optional(text(MAX_CHARS.code)),
    city_name: text(MAX_CHARS.addressPart),
    state_abbreviation: usState,
    zipcode: zip,
    plus4_code: z.optional(text(MAX_CHARS.code)),
  }),
  metadata: z.object({
    county_name: z.optional(text(MAX_CHARS.addressPart)),
    time_zone: text(MAX_CHARS.addressPart),
    utc_offset: z.optional(z.number()),
  }),
  analysis: z.object({ verified: z.boolean(), notes: z.array(text(MAX_CHARS.text)) }),
});
export type AddressCandidate = z.infer<typeof AddressCandidate>;

const query = (max: number) => text(max).check(z.trim(), z.minLength(1));

export const intakeEndpoints = {
  createUser: { method: 'POST', path: '/user', v2: true, body: AnyUser, response: UserSaved },
  updateUser: {
    method: 'PATCH',
    path: '/user',
    v2: true,
    body: z.intersection(AnyUser, z.object({ userId: uuid() })),
    response: UserSaved,
  },
  /** A new returning token for the user of the x-user-token sent; every earlier token of that user stops working. */
  reissueUserToken: {
    method: 'POST',
    path: '/user/token',
    v2: true,
    body: z.object({ userId: uuid() }),
    response: UserSaved,
  },
  getUser: { method: 'GET', path: '/user/:userId', params: z.object({ userId: uuid() }), response: AnyUser },
  makes: { method: 'GET', path: '/Makes', query: z.object({ year: vehicleYear }), response: z.array(Label) },
  models: {
    method: 'GET',
    path: '/Models',
    query: z.object({ year: vehicleYear, make: query(60) }),
    response: z.array(Label),
  },
  trims: {
    method: 'GET',
    path: '/Trims',
    query: z.object({ year: vehicleYear, make: query(60), model: query(80) }),
    response: z.array(TrimOption),
  },
  zipLookup: { method: 'GET', path: '/zip/:zip', params: z.object({ zip }), response: ZipLookup },
  addressAutocomplete: {
    method: 'GET',
    path: '/address/autocomplete',
    query: z.object({ search: query(MAX_CHARS.streetLine), selected: z.optional(text(200)), zip: z.optional(zip) }),
    response: z.object({ suggestions: z.array(AddressSuggestion) }),
  },
  addressValidate: {
    method: 'GET',
    path: '/address/validate',
    query: z.object({
      street: query(MAX_CHARS.streetLine),
      city: query(MAX_CHARS.addressPart),
      state: usState,
      zipcode: zip,
      secondary: z.optional(text(MAX_CHARS.addressPart).check(z.trim())),
    }),
    response: z.array(AddressCandidate),
  },
  emailValidate: {
    method: 'POST',
    path: '/email-validation/validate',
    body: z.object({ email }),
    response: z.object({ valid: z.boolean(), reason: z.optional(text(MAX_CHARS.text)) }),
  },
  autoQuotes: { method: 'POST', path: '/auto/quotes', v2: true, body: AutoQuotesRequest, response: AutoQuotesResponse },
} as const satisfies Record<string, EndpointDef>;
