import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// Reads the bundled vehicle list (server/data/vehicles/README.md): shipped with the repo, never fetched at run time.

export const VEHICLE_CSV_PATH = fileURLToPath(new URL('./vehicles/north_america_cars_1984_2025.csv', import.meta.url));

export interface VehicleRow {
  year: number;
  make: string;
  baseModel: string;
  model: string;
  vclass: string;
  cylinders: number | null;
}

/** Splits one CSV line; fields may be double-quoted ("E. P. Dutton, Inc.") with "" as an escaped quote. */
export function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

export async function readVehicleCsv(path = VEHICLE_CSV_PATH): Promise<VehicleRow[]> {
  const lines = (await readFile(path, 'utf8')).split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = splitCsvLine(lines[0]);
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`vehicle CSV lacks column ${name}`);
    return i;
  };
  const [cCyl, cMake, cModel, cClass, cYear, cBase] = ['cylinders', 'make', 'model', 'VClass', 'year', 'baseModel'].map(
    col,
  );
  const rows: VehicleRow[] = [];
  for (const line of lines.slice(1)) {
    const f = splitCsvLine(line);
    const year = Number(f[cYear]);
    const make = f[cMake]?.trim();
    const model = f[cModel]?.trim();
    if (!Number.isInteger(year) || !make || !model) continue;
    const cylinders = Number(f[cCyl]);
    rows.push({
      year,
      make,
      model,
      baseModel: f[cBase]?.trim() || model,
      vclass: f[cClass]?.trim() || 'Unknown',
      cylinders: Number.isFinite(cylinders) && f[cCyl] !== '' ? cylinders : null,
    });
  }
  return rows;
}
