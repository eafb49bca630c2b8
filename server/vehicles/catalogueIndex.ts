import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { endpoints } from '../../src/contract/api';
import { vehicles } from '../db/schema';
import type { Db } from '../db/types';
import { type ReferenceBody, referenceBody } from '../reference/referenceReply';
import { catalogueYear, lower, sortedLabels } from './catalogue';

// Makes, models and trims of a year (spec 000 section 7) as the intake asks for them: a year's rows are read once, on
// its first lookup, and each answer's JSON and ETag built once; the vehicle list does not change while the server runs.
// Keys are the data's own (at most 42 years, their makes and models), so the index cannot grow with what clients send.

interface YearIndex {
  makes: ReferenceBody;
  /** Base models, by lower-case make. */
  models: Map<string, ReferenceBody>;
  /** Trims (the variants), by lower-case make and base model. */
  trims: Map<string, ReferenceBody>;
}

export interface VehicleCatalogue {
  makes(year: string): Promise<ReferenceBody>;
  models(year: string, make: string): Promise<ReferenceBody>;
  trims(year: string, make: string, model: string): Promise<ReferenceBody>;
}

const EMPTY = referenceBody([]);
/** Makes and models are matched case-insensitively, ignoring surrounding spaces. */
const keyOf = (...parts: string[]) => parts.map(lower).join('\u0000');

export function vehicleCatalogue(db: Db): VehicleCatalogue {
  const years = new Map<number, Promise<YearIndex>>();
  const yearIndex = (year: string): Promise<YearIndex> | null => {
    const y = catalogueYear(year);
    if (y === null) return null;
    let index = years.get(y);
    if (!index) {
      index = loadYear(db, y);
      years.set(y, index);
      // A failed read is not kept: the next lookup of that year reads again.
      index.catch(() => years.delete(y));
    }
    return index;
  };
  return {
    makes: async (year) => (await yearIndex(year))?.makes ?? EMPTY,
    models: async (year, make) => (await yearIndex(year))?.models.get(keyOf(make)) ?? EMPTY,
    trims: async (year, make, model) => (await yearIndex(year))?.trims.get(keyOf(make, model)) ?? EMPTY,
  };
}

async function loadYear(db: Db, year: number): Promise<YearIndex> {
  const rows = await db
    .selectDistinct({ make: vehicles.make, baseModel: vehicles.baseModel, model: vehicles.model })
    .from(vehicles)
    .where(eq(vehicles.year, year));
  const makes = new Set<string>();
  const models = new Map<string, Set<string>>();
  const trims = new Map<string, Set<string>>();
  for (const row of rows) {
    makes.add(row.make);
    addTo(models, keyOf(row.make), row.baseModel);
    addTo(trims, keyOf(row.make, row.baseModel), row.model);
  }
  return {
    makes: labelsBody(makes, endpoints.makes.response),
    models: mapValues(models, (labels) => labelsBody(labels, endpoints.models.response)),
    trims: mapValues(trims, (labels) => labelsBody(labels, endpoints.trims.response)),
  };
}

function addTo(index: Map<string, Set<string>>, key: string, label: string): void {
  const labels = index.get(key) ?? new Set<string>();
  labels.add(label);
  index.set(key, labels);
}

const mapValues = <A, B>(map: Map<string, A>, f: (a: A) => B) => new Map([...map].map(([k, v]) => [k, f(v)] as const));

/** The sorted labels as the contract's answer, checked against its schema once here rather than on every reply. */
const labelsBody = (labels: Set<string>, schema: z.core.$ZodType) =>
  referenceBody(
    z.parse(
      schema,
      sortedLabels(labels).map((label) => ({ label })),
    ),
  );
