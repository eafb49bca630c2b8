import { readFileSync } from 'node:fs';
import { Engine, type Event } from 'json-rules-engine';
import { z } from 'zod';
import {
  DECLINED_COVERAGE_PATTERN,
  type RulesCoverageResult,
  type RulesCoverageSelection,
} from '../../../src/contract/rules';
import type { UsState } from '../../../src/domain/constants';
import { DECLINED } from '../../carriers/coverages';
import { STATE_MINIMUMS } from '../../../src/domain/stateMinimums';
import { COVERAGE_MAX_PASSES } from '../constants';

// POST /rules-engine/ (spec 000/001 section 7: "{product} selections", answer not shown): the coverage-selection
// rules of coverageRules.json, run with json-rules-engine over the selection until nothing changes. Each matching
// rule names an adjustment; the code here only knows how to apply the five adjustments.

const Adjustment = z.strictObject({
  action: z.enum(['raiseToMinimum', 'capAtBodilyInjury', 'addComprehensive', 'decline']),
  coverage: z.string(),
  message: z.string(),
});
type Adjustment = z.infer<typeof Adjustment>;

const CoverageRule = z.strictObject({
  name: z.string(),
  priority: z.number().int().min(1).optional(),
  conditions: z.record(z.string(), z.unknown()),
  event: z.strictObject({ type: z.literal('adjust'), params: Adjustment }),
});
const CoverageRulesFile = z.strictObject({
  description: z.string(),
  policy: z.array(CoverageRule),
  vehicle: z.array(CoverageRule),
});
export type CoverageRulesFile = z.infer<typeof CoverageRulesFile>;

export const COVERAGE_RULES_FILE = new URL('./coverageRules.json', import.meta.url);
export const loadCoverageRules = (): CoverageRulesFile =>
  CoverageRulesFile.parse(JSON.parse(readFileSync(COVERAGE_RULES_FILE, 'utf8')));

interface Split {
  declined: boolean;
  perPerson?: number;
  perAccident?: number;
}
interface Amount {
  declined: boolean;
  amount?: number;
}

const isDeclined = (v: string | undefined) => v === undefined || DECLINED_COVERAGE_PATTERN.test(v.trim());
/** '50/100' (thousands) -> dollars; a declined word or nothing -> declined. */
export function splitFact(v: string | undefined): Split {
  if (isDeclined(v)) return { declined: true };
  const [a, b] = (v as string).split('/').map(Number);
  return { declined: false, perPerson: a * 1000, perAccident: b * 1000 };
}
export function amountFact(v: string | undefined): Amount {
  return isDeclined(v) ? { declined: true } : { declined: false, amount: Number(v) };
}
const splitText = (perPerson: number, perAccident: number) => `${perPerson / 1000}/${perAccident / 1000}`;
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The state minimum as facts (dollars); absent parts are null, so numeric conditions on them are false. */
function minimumFacts(state: UsState) {
  const m = STATE_MINIMUMS[state];
  return {
    bodilyInjury: { perPerson: m.bodilyInjury[0], perAccident: m.bodilyInjury[1] },
    bodilyInjuryCompulsory: m.bodilyInjuryCompulsory,
    propertyDamage: m.propertyDamage,
    pip: m.pip,
    uninsured: m.uninsured
      ? {
          perPerson: m.uninsured.bodilyInjury[0],
          perAccident: m.uninsured.bodilyInjury[1],
          underinsured: m.uninsured.underinsured,
        }
      : null,
    medicalPayments: m.medicalPayments,
  };
}
type Minimum = ReturnType<typeof minimumFacts>;

/** The highest uninsured/underinsured limit allowed: bodily injury, or the state's uninsured minimum if higher. */
function uninsuredCeiling(bi: Split, min: Minimum): { perPerson: number; perAccident: number } | undefined {
  if (bi.declined || bi.perPerson === undefined || bi.perAccident === undefined) return undefined;
  return {
    perPerson: Math.max(bi.perPerson, min.uninsured?.perPerson ?? 0),
    perAccident: Math.max(bi.perAccident, min.uninsured?.perAccident ?? 0),
  };
}

type Coverages = Record<string, string | undefined>;
type VehicleCoverages = RulesCoverageSelection['vehicleCoverages'][number]['coverages'];

function policyFacts(state: UsState, p: Coverages) {
  const minimum = minimumFacts(state);
  const bodilyInjury = splitFact(p.bodilyInjury);
  return {
    state,
    minimum,
    bodilyInjury,
    propertyDamage: amountFact(p.propertyDamage),
    uninsuredMotorist: splitFact(p.uninsuredMotorist),
    underinsuredMotorist: splitFact(p.underinsuredMotorist),
    personalInjuryProtection: amountFact(p.personalInjuryProtection),
    medicalPayments: amountFact(p.medicalPayments),
    uninsuredCeiling: uninsuredCeiling(bodilyInjury, minimum),
  };
}

function vehicleFacts(v: Coverages) {
  return {
    comprehensive: amountFact(v.comprehensive),
    collision: amountFact(v.collision),
    rental: splitFact(v.rental),
    towing: amountFact(v.towing),
  };
}

interface RuleSet {
  engine: Engine;
  /** File order, so messages come out in a stable order. */
  order: Map<string, number>;
}

function engineOf(rules: CoverageRulesFile['policy']): RuleSet {
  const engine = new Engine([], { allowUndefinedFacts: true });
  for (const r of rules)
    engine.addRule({ name: r.name, priority: r.priority ?? 1, conditions: r.conditions as never, event: r.event });
  return { engine, order: new Map(rules.map((r, i) => [r.name, i])) };
}

/** The matching adjustments of the highest priority: what they change is what lower priorities must see. */
async function matched({ engine, order }: RuleSet, facts: Record<string, unknown>): Promise<Adjustment[]> {
  const { results } = await engine.run(facts);
  const top = Math.max(...results.map((r) => r.priority ?? 1));
  return results
    .filter((r) => (r.priority ?? 1) === top)
    .sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0))
    .map((r) => (r.event as Event).params as Adjustment);
}

/** Applies one adjustment; answers the limit it set (as shown in the message). */
function apply(adj: Adjustment, target: Coverages, state: UsState, policy: Coverages): string {
  const min = minimumFacts(state);
  const field = adj.coverage;
  switch (adj.action) {
    case 'raiseToMinimum': {
      if (field === 'bodilyInjury' || field === 'uninsuredMotorist' || field === 'underinsuredMotorist') {
        const floor = field === 'bodilyInjury' ? min.bodilyInjury : min.uninsured;
        if (!floor) return target[field] ?? DECLINED;
        const now = splitFact(target[field]);
        const text = splitText(
          Math.max(now.perPerson ?? 0, floor.perPerson),
          Math.max(now.perAccident ?? 0, floor.perAccident),
        );
        target[field] = text;
        return text;
      }
      const floor = {
        propertyDamage: min.propertyDamage,
        personalInjuryProtection: min.pip,
        medicalPayments: min.medicalPayments,
      }[field];
      if (floor == null) return target[field] ?? DECLINED;
      target[field] = String(Math.max(amountFact(target[field]).amount ?? 0, floor));
      return dollars(Number(target[field]));
    }
    case 'capAtBodilyInjury': {
      const ceiling = uninsuredCeiling(splitFact(policy.bodilyInjury), min);
      const now = splitFact(target[field]);
      if (!ceiling || now.declined) return target[field] ?? DECLINED;
      const text = splitText(
        Math.min(now.perPerson ?? 0, ceiling.perPerson),
        Math.min(now.perAccident ?? 0, ceiling.perAccident),
      );
      target[field] = text;
      return text;
    }
    case 'addComprehensive': {
      target[field] = target.collision;
      return dollars(Number(target.collision));
    }
    case 'decline':
      target[field] = DECLINED;
      return DECLINED;
  }
}

export interface CoverageRules {
  check(selection: RulesCoverageSelection): Promise<RulesCoverageResult>;
}

export function coverageRules(file: CoverageRulesFile = loadCoverageRules()): CoverageRules {
  const policyEngine = engineOf(file.policy);
  const vehicleEngine = engineOf(file.vehicle);
  // Engines keep a run status of their own, so runs take turns (see server/rules/engine.ts).
  let queue: Promise<unknown> = Promise.resolve();

  const checkOnce = async (selection: RulesCoverageSelection): Promise<RulesCoverageResult> => {
    const { state } = selection;
    const policy: Coverages = { ...selection.policyCoverages };
    const vehicles: Coverages[] = selection.vehicleCoverages.map((v) => ({ ...v.coverages }));
    const messages: { coverage: string; message: string }[] = [];
    let valid = true;
    for (let pass = 1; ; pass++) {
      if (pass > COVERAGE_MAX_PASSES) throw new Error('Coverage rules did not settle');
      let changed = false;
      const record = (adj: Adjustment, path: string, limit: string) => {
        changed = true;
        const message = adj.message.replaceAll('{state}', state).replaceAll('{limit}', limit);
        if (!messages.some((m) => m.coverage === path && m.message === message))
          messages.push({ coverage: path, message });
      };
      for (const adj of await matched(policyEngine, policyFacts(state, policy))) {
        record(adj, `policyCoverages.${adj.coverage}`, apply(adj, policy, state, policy));
      }
      for (const [i, v] of vehicles.entries()) {
        for (const adj of await matched(vehicleEngine, vehicleFacts(v))) {
          record(adj, `vehicleCoverages.${i}.coverages.${adj.coverage}`, apply(adj, v, state, policy));
        }
      }
      if (!changed) break;
      valid = false;
    }
    return {
      valid,
      coverages: {
        state,
        policyCoverages: policy as RulesCoverageSelection['policyCoverages'],
        vehicleCoverages: vehicles.map((coverages, i) => ({
          vehicleId: selection.vehicleCoverages[i].vehicleId,
          coverages: coverages as VehicleCoverages,
        })),
      },
      messages,
    };
  };

  return {
    check(selection) {
      const next = queue.then(() => checkOnce(selection));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
