import { sql } from 'drizzle-orm';
import { readVehicleCsv, type VehicleRow } from '../data/vehicleCsv';
import type { Db } from './types';
import { vehicles } from './schema';

// Loads the vehicle CSV into `vehicles` on first start (table empty), in one transaction.
const BATCH_ROWS = 2_000;

/** A driver-specific fast path (PGlite: COPY from a blob, about 1 s instead of 5 s of INSERT batches). */
export type BulkLoad = (rows: VehicleRow[]) => Promise<void>;

export async function seedVehiclesIfEmpty(db: Db, bulkLoad?: BulkLoad): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(vehicles);
  if (count > 0) return 0;
  const rows = await readVehicleCsv();
  if (bulkLoad) {
    await bulkLoad(rows);
    return rows.length;
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      await tx.insert(vehicles).values(rows.slice(i, i + BATCH_ROWS));
    }
  });
  return rows.length;
}

const csvField = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** The rows as CSV in the column order of copyVehiclesSql. */
export function vehiclesAsCsv(rows: VehicleRow[]): string {
  return rows
    .map((r) =>
      [r.year, csvField(r.make), csvField(r.baseModel), csvField(r.model), csvField(r.vclass), r.cylinders ?? ''].join(
        ',',
      ),
    )
    .join('\n');
}
export const COPY_VEHICLES_SQL =
  "COPY vehicles (year, make, base_model, model, vclass, cylinders) FROM '/dev/blob' WITH (FORMAT csv, NULL '')";
