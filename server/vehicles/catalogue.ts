import { and, asc, eq, sql } from 'drizzle-orm';
import { VEHICLE_YEAR_FIRST, VEHICLE_YEAR_LAST } from '../../src/domain/constants';
import { VEHICLE_DATA_FIRST_YEAR, VEHICLE_DATA_LAST_YEAR } from '../../src/domain/config';
import type { Db } from '../db/types';
import { vehicles } from '../db/schema';

// The vehicle catalogue's year rule and the vehicle class for rating, read from the `vehicles` table; the lookups the
// intake calls (makes, models, trims) are served from memory by catalogueIndex.ts.

/**
 * The spec's year list runs 2026..1982 but the data covers 1984..2025: a listed year outside the data is served the
 * nearest covered year's catalogue (2026 -> 2025, 1982/1983 -> 1984); a year outside the spec's list gets nothing.
 */
export function catalogueYear(year: string | number): number | null {
  const y = Number(year);
  if (!Number.isInteger(y) || y > VEHICLE_YEAR_FIRST || y < VEHICLE_YEAR_LAST) return null;
  return Math.min(VEHICLE_DATA_LAST_YEAR, Math.max(VEHICLE_DATA_FIRST_YEAR, y));
}

export const lower = (s: string) => s.trim().toLowerCase();
/** Alphabetical regardless of case and database collation ("BMW", "Bentley", "BYD"). */
export const sortedLabels = (labels: Iterable<string>) =>
  [...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));

/** The most common VClass of a year/make/model (model matched as base model or as variant), for rating. */
export async function vehicleClass(
  db: Db,
  year: string | undefined,
  make?: string,
  model?: string,
): Promise<string | null> {
  const y = year ? catalogueYear(year) : null;
  if (y === null || !make || !model) return null;
  const rows = await db
    .select({ vclass: vehicles.vclass, n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.year, y),
        sql`lower(${vehicles.make}) = ${lower(make)}`,
        sql`(lower(${vehicles.baseModel}) = ${lower(model)} or lower(${vehicles.model}) = ${lower(model)})`,
      ),
    )
    .groupBy(vehicles.vclass)
    .orderBy(sql`count(*) desc`, asc(vehicles.vclass))
    .limit(1);
  return rows[0]?.vclass ?? null;
}
