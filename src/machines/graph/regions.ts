import type { StateValue } from 'xstate';

// A flow machine's regions (flowMachine.ts): a flow whose steps have follow-ups keeps its nodes in `steps`, beside
// `followUps`, where the calls that follow a check run on while the next questions show (docs/decisions/0046). Kept
// apart from the compiler so the selectors read a snapshot without loading it.

/** The follow-ups region's own names (the machine's regions and the region's resting and final states). */
export const STEPS = 'steps';
export const FOLLOW_UPS = 'followUps';
/** The follow-ups region's resting state: no follow-up running. */
export const SETTLED = 'settled';

/** The state value of the nodes: a flow with follow-ups keeps them in its `steps` region. */
export function stepsValue(value: StateValue): StateValue {
  return typeof value === 'object' && STEPS in value ? (value[STEPS] as StateValue) : value;
}

/** The follow-up calls still running in a snapshot's value, by id (none when the flow has no follow-ups region). */
export function followUpsRunning(value: StateValue): string[] {
  const region = typeof value === 'object' && FOLLOW_UPS in value ? value[FOLLOW_UPS] : undefined;
  if (typeof region !== 'object') return [];
  return Object.values(region).flatMap((calls) =>
    typeof calls === 'object'
      ? Object.entries(calls)
          .filter(([, at]) => at === 'calling')
          .map(([id]) => id)
      : [],
  );
}
