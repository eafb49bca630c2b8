import { and, eq, sql } from 'drizzle-orm';
import type { PrefillVehicle } from '../../src/contract/coverages';
import { type FREQUENT_MAKES, MAX_VEHICLES } from '../../src/domain/constants';
import { VEHICLE_DATA_FIRST_YEAR, VEHICLE_DATA_LAST_YEAR } from '../../src/domain/config';
import { vehicles } from '../db/schema';
import type { Db } from '../db/types';
import type { Dice } from './dice';
import { buildVin } from './vin';

// A household's vehicles (spec 000 section 3 Vehicle: year, make, model, trim, partialVin, fullVin), drawn from the
// real `vehicles` table among the spec's frequent makes (spec 000/001 section 9), with VINs that decode.

/** Approximate US light-vehicle registration shares of the frequent makes (Experian/S&P Global vehicles-in-operation). */
const MAKE_WEIGHTS: readonly (readonly [(typeof FREQUENT_MAKES)[number], number])[] = [
  ['toyota', 15],
  ['ford', 14],
  ['chevrolet', 13],
  ['honda', 9],
  ['nissan', 7],
  ['hyundai', 5],
  ['kia', 4],
  ['jeep', 5],
  ['gmc', 4],
  ['dodge', 4],
  ['buick', 2],
  ['chrysler', 2],
];
/** Vehicles in operation average about 12.5 years old; most household cars are 3 to 15 years old. */
const AGE_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 5],
  [2, 6],
  [3, 7],
  [4, 8],
  [5, 8],
  [6, 8],
  [7, 8],
  [8, 8],
  [9, 7],
  [10, 7],
  [11, 6],
  [12, 6],
  [13, 5],
  [14, 4],
  [15, 3],
  [17, 2],
  [20, 2],
];
const ATTEMPTS = 6;

export function vehicleCount(drivers: number, dice: Dice): number {
  const n =
    drivers <= 1
      ? dice.weighted([
          [1, 70],
          [2, 30],
        ] as const)
      : dice.weighted([
          [1, 15],
          [2, 60],
          [3, 25],
        ] as const);
  return Math.min(MAX_VEHICLES, n + (drivers >= 3 && dice.chance(0.5) ? 1 : 0));
}

async function drawVehicle(db: Db, id: number, currentYear: number, dice: Dice): Promise<PrefillVehicle | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const year = Math.min(
      VEHICLE_DATA_LAST_YEAR,
      Math.max(VEHICLE_DATA_FIRST_YEAR, currentYear - dice.weighted(AGE_WEIGHTS)),
    );
    const make = dice.weighted(MAKE_WEIGHTS);
    const rows = await db
      .selectDistinct({
        make: vehicles.make,
        baseModel: vehicles.baseModel,
        model: vehicles.model,
        vclass: vehicles.vclass,
      })
      .from(vehicles)
      .where(and(eq(vehicles.year, year), sql`lower(${vehicles.make}) = ${make}`));
    if (rows.length === 0) continue;
    // Sorted here, by code point: database collations differ (PGlite's C, a server's en_US), the draw must not.
    const key = (r: (typeof rows)[number]) => `${r.baseModel}\u0000${r.model}\u0000${r.vclass}`;
    const row = dice.pick(rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
    const fullVin = buildVin(row.make, row.vclass, year, dice.fork(`vin-${id}`));
    if (!fullVin) continue;
    return {
      id,
      year: String(year),
      make: row.make,
      model: row.baseModel,
      trim: row.model,
      vclass: row.vclass,
      partialVin: fullVin.slice(0, 10),
      fullVin,
    };
  }
  return null;
}

export async function drawVehicles(db: Db, count: number, currentYear: number, dice: Dice): Promise<PrefillVehicle[]> {
  const out: PrefillVehicle[] = [];
  for (let i = 1; i <= count; i += 1) {
    const v = await drawVehicle(db, out.length + 1, currentYear, dice.fork(`vehicle-${i}`));
    if (v) out.push(v);
  }
  return out;
}
