import type { Catalogue, StepContract } from '../graph/catalogue';
import type { BindPolicyType, BindUser } from './bind.types';
import { ESCROW, PAYMENT_METHODS_BY_POLICY } from './constants';
import { bindRules, type BindRuleName } from './rules';
import { bindStepOf } from './steps';

// The post-quote screens as the flow compiler sees them (src/machines/graph/catalogue.ts). The chains call no actor
// of their own: their answers are the rate call's (src/machines/ratecall sends them), so no `userSync` either.

export type BindActors = Record<string, never>;

/**
 * Rules that can never hold for a policy type, left off its steps so the compiler emits no transition for them: an
 * auto or renters policy is paid by card only (the sandbox offers escrow for home), so secure card collection always
 * shows for them.
 */
const withoutEscrow = (policyType: BindPolicyType): readonly BindRuleName[] =>
  (PAYMENT_METHODS_BY_POLICY[policyType] as readonly string[]).includes(ESCROW) ? [] : ['escrowPayment'];
export const NEVER_HOLDS: Record<BindPolicyType, readonly BindRuleName[]> = {
  auto: withoutEscrow('auto'),
  home: withoutEscrow('home'),
  renters: withoutEscrow('renters'),
};

const built = new Map<string, Catalogue<BindUser, BindActors, BindRuleName>>();

/**
 * The catalogue a chain runs on: the screens of its policy type, less the skip rules the chain never applies (its
 * `alwaysShown`, e.g. branch's summaries).
 */
export function bindCatalogue(
  policyType: BindPolicyType = 'auto',
  alwaysShown: readonly BindRuleName[] = [],
): Catalogue<BindUser, BindActors, BindRuleName> {
  const key = JSON.stringify([policyType, [...alwaysShown].sort()]);
  const hit = built.get(key);
  if (hit) return hit;
  const dropped = new Set<BindRuleName>([...NEVER_HOLDS[policyType], ...alwaysShown]);
  const contracts = new Map<string, StepContract<BindUser, BindRuleName>>();
  const catalogue: Catalogue<BindUser, BindActors, BindRuleName> = {
    step: (id) => {
      const known = contracts.get(id);
      if (known) return known;
      const def = bindStepOf(id);
      const c: StepContract<BindUser, BindRuleName> = {
        id: def.id,
        description: def.description,
        parse: def.parse,
        apply: def.apply,
        skip: (def.skip ?? []).filter((r) => !dropped.has(r)),
        terminal: def.terminal,
        keepsDraft: def.keepsDraft,
        // Client screens store nothing the next visit could show (the landing): the machine keeps their answer.
        remember: def.source === 'client',
      };
      contracts.set(id, c);
      return c;
    },
    rules: bindRules,
    loops: {
      vehicles: { count: (u) => u.vehicles.length, min: 1, changedBy: [] },
      drivers: { count: (u) => u.drivers.length, min: 1, changedBy: [] },
      undisclosed: { count: (u) => u.undisclosed.length, min: 1, changedBy: [] },
    },
    actors: {},
  };
  built.set(key, catalogue);
  return catalogue;
}
