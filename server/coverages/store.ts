import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CoverageTierDetails } from '../../src/contract/coverages';
import type { CoverageTier } from '../../src/contract/entities';
import { AGENCY_ELIGIBLE_AUTO_STATES } from '../../src/domain/config';
import type { UsState } from '../../src/domain/constants';
import { coverageOptions } from '../db/schema';
import type { Db } from '../db/types';
import { TIER_ORDER } from './constants';
import { type AutoOptionSet, type HomeOptionSet, PARTNERS } from './partners';
import { tiersFor } from './tiers';

// coverage_options: the tier table and the partners' option sets, seeded at boot from server/coverages and
// server/data (idempotent: several servers may start against one database), and read by the coverage routes.

const ANY = '*';
type Row = typeof coverageOptions.$inferInsert;
export interface PartnerOptionsRow<T> {
  name: string;
  options: T;
}

export function seedRows(): Row[] {
  const rows: Row[] = [];
  for (const state of AGENCY_ELIGIBLE_AUTO_STATES) {
    for (const details of tiersFor(state)) {
      rows.push({ kind: 'agency_tier', partner: ANY, policyType: 'auto', state, variant: details.tier, data: details });
    }
  }
  for (const p of PARTNERS) {
    for (const [carrier, options] of Object.entries(p.auto)) {
      const data: PartnerOptionsRow<AutoOptionSet> = { name: p.name, options };
      rows.push({ kind: 'partner', partner: p.id, policyType: 'auto', state: ANY, variant: carrier, data });
    }
    if (p.home) {
      const data: PartnerOptionsRow<HomeOptionSet> = { name: p.name, options: p.home };
      rows.push({ kind: 'partner', partner: p.id, policyType: 'home', state: ANY, variant: ANY, data });
    }
  }
  return rows;
}

const keyOf = (r: Pick<Row, 'kind' | 'partner' | 'policyType' | 'state' | 'variant'>) =>
  [r.kind, r.partner, r.policyType, r.state, r.variant].join('|');

/** Upserts every row (rewriting only rows whose data changed) and drops rows the seed no longer has. */
export async function seedCoverageOptions(db: Db): Promise<void> {
  const rows = seedRows();
  await db
    .insert(coverageOptions)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        coverageOptions.kind,
        coverageOptions.partner,
        coverageOptions.policyType,
        coverageOptions.state,
        coverageOptions.variant,
      ],
      set: { data: sql`excluded.data` },
      setWhere: sql`${coverageOptions.data} is distinct from excluded.data`,
    });
  const wanted = new Set(rows.map(keyOf));
  const stored = await db
    .select({
      kind: coverageOptions.kind,
      partner: coverageOptions.partner,
      policyType: coverageOptions.policyType,
      state: coverageOptions.state,
      variant: coverageOptions.variant,
    })
    .from(coverageOptions)
    .where(inArray(coverageOptions.kind, ['agency_tier', 'partner']));
  for (const stale of stored.filter((r) => !wanted.has(keyOf(r)))) {
    await db
      .delete(coverageOptions)
      .where(
        and(
          eq(coverageOptions.kind, stale.kind),
          eq(coverageOptions.partner, stale.partner),
          eq(coverageOptions.policyType, stale.policyType),
          eq(coverageOptions.state, stale.state),
          eq(coverageOptions.variant, stale.variant),
        ),
      );
  }
}

/** The state's tiers in order (all, or the one asked); empty where the agency does not sell auto. */
export async function readAgencyTiers(
  db: Db,
  state: UsState,
  tier: CoverageTier | 'ALL',
): Promise<CoverageTierDetails[]> {
  const rows = await db
    .select({ variant: coverageOptions.variant, data: coverageOptions.data })
    .from(coverageOptions)
    .where(
      and(
        eq(coverageOptions.kind, 'agency_tier'),
        eq(coverageOptions.partner, ANY),
        eq(coverageOptions.policyType, 'auto'),
        eq(coverageOptions.state, state),
        tier === 'ALL' ? undefined : eq(coverageOptions.variant, tier),
      ),
    );
  const rank = (v: string) => TIER_ORDER.indexOf(v as CoverageTier);
  return rows.sort((a, b) => rank(a.variant) - rank(b.variant)).map((r) => r.data as CoverageTierDetails);
}

/** A partner's option set for a policy type and variant; a state's own row wins over the every-state row. */
export async function readPartnerOptions<T>(
  db: Db,
  partner: string,
  policyType: 'auto' | 'home',
  variant: string,
  state: UsState,
): Promise<PartnerOptionsRow<T> | null> {
  const rows = await db
    .select({ state: coverageOptions.state, data: coverageOptions.data })
    .from(coverageOptions)
    .where(
      and(
        eq(coverageOptions.kind, 'partner'),
        eq(coverageOptions.partner, partner),
        eq(coverageOptions.policyType, policyType),
        eq(coverageOptions.variant, variant),
        inArray(coverageOptions.state, [state, ANY]),
      ),
    );
  const row = rows.find((r) => r.state === state) ?? rows[0];
  return row ? (row.data as PartnerOptionsRow<T>) : null;
}

/** The variants (carriers, or '*') a partner has rows for, per policy type. */
export async function partnerVariants(db: Db, partner: string): Promise<{ policyType: string; variant: string }[]> {
  return db
    .selectDistinct({ policyType: coverageOptions.policyType, variant: coverageOptions.variant })
    .from(coverageOptions)
    .where(and(eq(coverageOptions.kind, 'partner'), eq(coverageOptions.partner, partner)))
    .orderBy(coverageOptions.policyType, coverageOptions.variant);
}
