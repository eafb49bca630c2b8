import type { MachinePlans } from './plan';

// The charts' test plans (the app, the results, the rate call): filled in below.
export async function chartPlans(): Promise<MachinePlans[]> {
  return [];
}
