import { asc, inArray, notInArray, sql } from 'drizzle-orm';
import type { RuleValue } from '../../src/contract/rules';
import { remoteRules } from '../db/schema';
import type { Db } from '../db/types';
import type { SeedRule } from './definition';

// remote_rules (DESIGN section 6: "rules stored in the database and seeded from files").

export interface RuleRow {
  name: string;
  description: string;
  defaultValue: RuleValue;
  definition: unknown;
  checksum: string;
  enabled: boolean;
}

const columns = {
  name: remoteRules.name,
  description: remoteRules.description,
  defaultValue: remoteRules.defaultValue,
  definition: remoteRules.definition,
  checksum: remoteRules.checksum,
  enabled: remoteRules.enabled,
};

/**
 * Upserts every rule by name; a row whose checksum already matches is left alone, and `enabled` is never touched
 * (a rule switched off in the database stays off across boots). Safe when several servers boot on one database:
 * INSERT ... ON CONFLICT is atomic per row, and rows go in name order so two boots cannot deadlock.
 * The files are the rules' source: a row whose rule left the files is deleted, so its name answers the spec
 * default (unknown rule) instead of a decision nobody maintains.
 */
export async function seedRules(db: Db, rules: readonly SeedRule[]): Promise<void> {
  if (rules.length === 0) return;
  const rows = [...rules]
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map((r) => ({
      name: r.name,
      description: r.description,
      defaultValue: r.defaultValue,
      definition: r.definition,
      checksum: r.checksum,
    }));
  await db
    .insert(remoteRules)
    .values(rows)
    .onConflictDoUpdate({
      target: remoteRules.name,
      set: {
        description: sql`excluded.description`,
        defaultValue: sql`excluded.default_value`,
        definition: sql`excluded.definition`,
        checksum: sql`excluded.checksum`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${remoteRules.checksum} <> excluded.checksum`,
    });
  await db.delete(remoteRules).where(
    notInArray(
      remoteRules.name,
      rows.map((r) => r.name),
    ),
  );
}

export async function rulesByName(db: Db, names: readonly string[]): Promise<Map<string, RuleRow>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(remoteRules)
    .where(inArray(remoteRules.name, [...names]));
  return new Map(rows.map((r) => [r.name, r as RuleRow]));
}

export async function allRules(db: Db): Promise<RuleRow[]> {
  return (await db.select(columns).from(remoteRules).orderBy(asc(remoteRules.name))) as RuleRow[];
}
