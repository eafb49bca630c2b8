import { roundCents } from '../../src/domain/quotes';
import type { AutoUser, Operator, Vehicle } from '../../src/contract/entities';
import type { HomeUser, RentersUser } from '../../src/contract/property';
import type { Quote } from '../../src/contract/quotes';
import { CARRIERS, rateAll } from '../carriers';
import type { Carrier } from '../carriers/carrier';
import { quoteProperty } from '../carriers/property';
import type { CoverageEdit } from '../carriers/property/risk';
import { STANDARD_TABLE } from '../carriers/rating';
import { buildRiskProfile } from '../carriers/risk';
import type { ServerContext } from '../context';
import { vehicleClass } from '../vehicles/catalogue';
import { AUTO_COVERAGE_OPTIONS, FAST_TRACK_CARRIER } from './constants';
import { addDays, formatDate } from './dates';
import { BUILDING_TYPE_ID, CONNECTED_HOME_ID, MANUFACTURED_BUILDING } from './questions/propertyChains';
import type { Answers, MvrReport } from './types';

// Rating for the rate calls: RC1 and every re-rate (GET_RC2_RATE, UPDATE_COVERAGE, UPDATE_QUOTE) ask the same
// simulated carriers as POST /auto/quotes and /home|renters/quotes, with the RC2 answers, the driving-record findings
// and the edited coverages applied to the shopper first.

/** The generic fast-track carrier (spec 001 section 1): rates like the middle of the market, an agent binds. */
export const fastTrackCarrier: Carrier = {
  id: FAST_TRACK_CARRIER.id,
  name: FAST_TRACK_CARRIER.name,
  partner: FAST_TRACK_CARRIER.partner,
  onlineBind: false,
  table: STANDARD_TABLE,
  decide: () => ({ msgStatus: 'success' }),
};

export const autoCarrierOf = (carrierId: string): Carrier | undefined =>
  carrierId === fastTrackCarrier.id
    ? fastTrackCarrier
    : CARRIERS.find((c) => c.id === carrierId || c.partner === carrierId);

const lookupsOf = (ctx: ServerContext) => ({
  zips: ctx.zips,
  vehicleClass: (year: string | undefined, make?: string, model?: string) => vehicleClass(ctx.db, year, make, model),
});

/** The shopper as the carrier now knows them: RC2 answers, MVR violations, added household drivers. */
export function effectiveAutoUser(user: AutoUser, answers: Answers, mvr: MvrReport | undefined, today: Date): AutoUser {
  const u = structuredClone(user);
  for (const v of u.autoPolicy.vehicles) {
    const use = answers[`vehicle.${v.id}.primaryUse`];
    if (typeof use === 'string') v.primaryUse = use as Vehicle['primaryUse'];
  }
  for (const found of mvr?.violations ?? []) {
    const o = u.autoPolicy.operators.find((d) => d.id === found.driverId);
    if (!o) continue;
    const inc = o.incidents ?? { incidentsPrecheck: 'No', accidents: [], violations: [] };
    o.incidents = {
      ...inc,
      incidentsPrecheck: 'Yes',
      violations: [...inc.violations, { date: found.date, type: found.type }],
    };
  }
  for (const added of mvr?.undisclosed.filter((d) => d.outcome === 'added') ?? []) {
    const driver: Operator = {
      id: added.id,
      isPrimary: false,
      relationship: 'Other Relative',
      firstName: added.firstName,
      lastName: added.lastName,
      birthdate: formatDate(addDays(today, -Math.round((added.age + 0.5) * 365.25))),
      incidents: { incidentsPrecheck: 'No', accidents: [], violations: [] },
    };
    u.autoPolicy.operators.push(driver);
  }
  return u;
}

/** Each edited coverage moves the price by its factor over the quoted choice's (constants.ts AUTO_COVERAGE_OPTIONS). */
export function applyCoverageEdits(quote: Quote, edits: Record<string, string>): Quote {
  if (quote.msgStatus !== 'success') return quote;
  let factor = 1;
  for (const [key, value] of Object.entries(edits)) {
    const table = AUTO_COVERAGE_OPTIONS[key] ?? {};
    factor *= (table[value] ?? 1) / (table[quote.coverages[key] ?? ''] ?? 1);
  }
  const scale = (p?: Quote['fullPayPlan']) =>
    p && {
      ...p,
      totalAmount: roundCents(p.totalAmount * factor),
      ...(p.depositAmount !== undefined
        ? { depositAmount: roundCents((p.totalAmount * factor) / p.numberOfPayments) }
        : {}),
    };
  return {
    ...quote,
    fullPayPlan: scale(quote.fullPayPlan),
    monthlyPayPlan: scale(quote.monthlyPayPlan),
    coverages: { ...quote.coverages, ...edits },
  };
}

export async function rateAuto(
  ctx: ServerContext,
  carrier: Carrier,
  user: AutoUser,
  edits: Record<string, string> = {},
): Promise<Quote> {
  const risk = await buildRiskProfile(user, lookupsOf(ctx));
  const [quote] = await rateAll(risk, [carrier], []);
  return applyCoverageEdits(quote, edits);
}

/** Vehicles the carrier has no rating symbol for: not in the vehicle reference list (spec 001 section 8). */
export async function vehiclesWithoutSymbol(ctx: ServerContext, user: AutoUser): Promise<Vehicle[]> {
  const classes = await Promise.all(user.autoPolicy.vehicles.map((v) => vehicleClass(ctx.db, v.year, v.make, v.model)));
  return user.autoPolicy.vehicles.filter((_, i) => classes[i] === null);
}

/**
 * The property shopper with the RC2 answers the carrier re-rates on: the building type (a mobile or manufactured
 * home is rated, and underwritten, as manufactured construction) and the connectedHome discount (a device credit).
 */
export function effectivePropertyUser<U extends HomeUser | RentersUser>(user: U, answers: Answers): U {
  const u = structuredClone(user);
  const property = 'homePolicy' in u ? u.homePolicy.properties[0] : undefined;
  if (!property) return u;
  const buildingType = answers[BUILDING_TYPE_ID];
  if (typeof buildingType === 'string') {
    property.buildingType = buildingType;
    if (buildingType === MANUFACTURED_BUILDING) property.constructionType = 'Manufactured';
  }
  const connected = answers[CONNECTED_HOME_ID];
  if (connected === 'Yes' || connected === 'No') {
    property.discounts = { paperless: true, ...property.discounts, connectedHome: connected === 'Yes' };
  }
  return u;
}

export const rateProperty = (
  ctx: ServerContext,
  user: HomeUser | RentersUser,
  carrierId: string,
  coverages?: CoverageEdit,
) => quoteProperty({ user, carrierId, lookups: { zips: ctx.zips }, coverages });
