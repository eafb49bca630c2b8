import type { z } from 'zod';

// For the contract's own tests: every schema the contract exports, and every schema inside them, each once.

const isSchema = (v: unknown): v is z.core.$ZodType =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof (v as z.core.$ZodType)._zod.def?.type === 'string';

/** The schemas a definition holds: shapes, elements, options, keys and values, inner and piped types, lazy getters. */
function children(schema: z.core.$ZodType): z.core.$ZodType[] {
  const out: z.core.$ZodType[] = [];
  for (const [key, value] of Object.entries(schema._zod.def)) {
    // Checks are not schemas; a lazy schema's getter gives its one inner schema.
    if (key === 'checks') continue;
    const found = key === 'getter' && typeof value === 'function' ? value() : value;
    if (isSchema(found)) out.push(found);
    else if (Array.isArray(found)) out.push(...found.filter(isSchema));
    else if (found && typeof found === 'object') out.push(...Object.values(found).filter(isSchema));
  }
  return out;
}

/** Every schema reachable from `roots`, depth first, each once (shared and recursive schemas included). */
export function walkSchemas(roots: Iterable<unknown>): z.core.$ZodType[] {
  const seen = new Set<z.core.$ZodType>();
  const stack = [...roots].filter(isSchema);
  while (stack.length > 0) {
    const schema = stack.pop() as z.core.$ZodType;
    if (seen.has(schema)) continue;
    seen.add(schema);
    stack.push(...children(schema));
  }
  return [...seen];
}

/** The exported schemas of a module (`import * as contract`), by export name. */
export const exportedSchemas = (module: Record<string, unknown>): [string, z.core.$ZodType][] =>
  Object.entries(module).filter((entry): entry is [string, z.core.$ZodType] => isSchema(entry[1]));

/** The string schemas among `schemas` (formats such as uuid and datetime included). */
export const stringSchemas = (schemas: z.core.$ZodType[]): z.core.$ZodType[] =>
  schemas.filter((s) => s._zod.def.type === 'string');

type CheckDef = { check?: string; pattern?: RegExp; maximum?: number; fn?: unknown };
/** A schema's checks' definitions (max length, regex, formats, refinements), in order. */
export const checksOf = (schema: z.core.$ZodType): CheckDef[] =>
  ((schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? []).map((c) => c._zod.def as CheckDef);

/** Every pattern a string schema tests: its .regex() checks and zod's own format patterns (z.uuid() holds its own). */
export function patternsOf(schema: z.core.$ZodType): RegExp[] {
  const own = (schema._zod.def as CheckDef).pattern;
  return [...(own ? [own] : []), ...checksOf(schema).flatMap((c) => (c.pattern ? [c.pattern] : []))];
}
