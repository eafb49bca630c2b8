import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { AddressCandidate, AddressSuggestion } from '../../src/contract/intake';
import {
  cityKey,
  deliveryLine,
  parseSecondary,
  parseStreet,
  secondaryText,
  type StreetParts,
} from '../address/normalise';
import type { RouteOptions } from '../context';
import type { ZipPlace } from '../data/zips';
import { emptyFault } from '../sandbox/faultHooks';

// Address autocomplete and validation (spec 000 section 7). The sandbox has no street register: it normalises what
// was typed and checks it against the zip's city and state; it never invents a street.

const UNVERIFIED_NOTES = [
  'Street existence not verified: the sandbox has no street register',
  'ZIP+4 not assigned: the sandbox has no delivery-point data',
];

export function suggestionFor(parts: StreetParts, place: ZipPlace): AddressSuggestion {
  const city = place.city.toUpperCase();
  return {
    number: parts.number,
    street: parts.name,
    prefix: parts.predirection,
    type: parts.suffix,
    suffix: parts.postdirection,
    secondary: secondaryText(parts),
    city,
    state: place.state,
    zip: place.zip,
    text: `${deliveryLine(parts)}, ${city}, ${place.state} ${place.zip}`,
  };
}

export function candidateFor(parts: StreetParts, place: ZipPlace): AddressCandidate {
  return {
    delivery_line_1: deliveryLine(parts),
    components: {
      primary_number: parts.number,
      street_predirection: parts.predirection,
      street_name: parts.name,
      street_suffix: parts.suffix,
      street_postdirection: parts.postdirection,
      secondary_designator: parts.unitDesignator,
      secondary_number: parts.unitNumber,
      city_name: place.city.toUpperCase(),
      state_abbreviation: place.state,
      zipcode: place.zip,
    },
    metadata: { time_zone: place.timeZone },
    analysis: { verified: true, notes: UNVERIFIED_NOTES },
  };
}

export const addressRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    endpoints.addressAutocomplete.path,
    {
      schema: {
        querystring: endpoints.addressAutocomplete.query,
        response: { 200: endpoints.addressAutocomplete.response },
      },
      config: { endpoint: 'addressAutocomplete' },
    },
    async (req) => {
      if (emptyFault(req)) return { suggestions: [] };
      // `selected` is a suggestion the shopper picked: answer its normalised form.
      const parts = parseStreet(req.query.selected?.trim() || req.query.search);
      const zip = req.query.zip ?? parts?.typedZip;
      const place = zip ? ctx.zips.get(zip) : undefined;
      return { suggestions: parts && place ? [suggestionFor(parts, place)] : [] };
    },
  );

  app.get(
    endpoints.addressValidate.path,
    {
      schema: { querystring: endpoints.addressValidate.query, response: { 200: endpoints.addressValidate.response } },
      config: { endpoint: 'addressValidate' },
    },
    async (req) => {
      if (emptyFault(req)) return [];
      const { street, city, state, zipcode, secondary } = req.query;
      const parts = parseStreet(street);
      const place = ctx.zips.get(zipcode);
      // An empty array is the failure the client reads as 'Address validation failed' (spec 000 section 8).
      if (!parts || !place || place.state !== state || cityKey(city) !== cityKey(place.city)) return [];
      const unit = parseSecondary(secondary);
      const withUnit = unit ? { ...parts, unitDesignator: unit.designator, unitNumber: unit.number } : parts;
      return [candidateFor(withUnit, place)];
    },
  );
};
