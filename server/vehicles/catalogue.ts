import { and, asc, eq, sql } from 'drizzle-orm';
import { VEHICLE_YEAR_FIRST, VEHICLE_YEAR_LAST } from '../../src/domain/constants';
import { VEHICLE_DATA_FIRST_YEAR, VEHICLE_DATA_LAST_YEAR } from '../../src/domain/config';
import type { Db } from '../db/types';
import { vehicles } from '../db/schema';

// Makes, models and trims for a year (spec 000 section 7), read from the `vehicles` table, matched case-insensitively.

/**
 * The spec's year list runs 2026..1982 but the data covers 1984..2025: a listed year outside the data is served the
 * nearest covered year's catalogue (2026 -> 2025, 1982/1983 -> 1984); a year outside the spec's list gets nothing.
 */
export function catalogueYear(year: string | number): number | null {
  const y = Number(year);
  if (!Number.isInteger(y) || y > VEHICLE_YEAR_FIRST || y < VEHICLE_YEAR_LAST) return null;
  return Math.min(VEHICLE_DATA_LAST_YEAR, Math.max(VEHICLE_DATA_FIRST_YEAR, y));
}

const lower = (s: string) => s.trim().toLowerCase();
/** Alphabetical regardless of case and database collation ("BMW", "Bentley", "BYD"). */
const sortedLabels = (rows: { label: string }[]) =>
  rows.map((r) => r.label).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));

export async function listMakes(db: Db, year: string): Promise<string[]> {
  const y = catalogueYear(year);
  if (y === null) return [];
  const rows = await db.selectDistinct({ label: vehicles.make }).from(vehicles).where(eq(vehicles.year, y));
  return sortedLabels(rows);
}

export async function listModels(db: Db, year: string, make: string): Promise<string[]> {
  const y = catalogueYear(year);
  if (y === null) return [];
  const rows = await db
    .selectDistinct({ label: vehicles.baseModel })
    .from(vehicles)
    .where(and(eq(vehicles.year, y), sql`lower(${vehicles.make}) = ${lower(make)}`));
  return sortedLabels(rows);
}

export async function listTrims(db: Db, year: string, make: string, model: string): Promise<string[]> {
  const y = catalogueYear(year);
  if (y === null) return [];
  const rows = await db
    .selectDistinct({ label: vehicles.model })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.year, y),
        sql`lower(${vehicles.make}) = ${lower(make)}`,
        sql`lower(${vehicles.baseModel}) = ${lower(model)}`,
      ),
    );
  return sortedLabels(rows);
}

/** The most common VClass of a year/make/model (model matched as base model or as variant), for rating. */
export async function vehicleClass(db: Db, year: string | undefined, make?: string, model?: string): Promise<string | null> {
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
