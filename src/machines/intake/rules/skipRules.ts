import { CREDIT_HIDDEN_STATES } from '../../../domain/constants';
import type { AutoUser } from '../../../contract';

// Named skip rules (spec 000 section 4 "Skip rules" and "can-show" by agency eligibility). true = skip the step.
// Pure functions of the answers so far and the loop index; the compiler wraps them into named guards.

type SkipRule = (user: AutoUser, index: number) => boolean;
const primary = (user: AutoUser) => user.autoPolicy.operators[0];

const rules = {
  /** Carrier is skipped if the driver is not currently insured. */
  notCurrentlyInsured: (user) => primary(user)?.currentlyInsured === 'No',
  /** Years with carrier (driver 1) is skipped if carrier is None. */
  carrierIsNone: (user) => primary(user)?.carrier === 'None',
  /** Current premium is only kept when looking for a better rate (whyInsured side effect), so only then asked. */
  notLookingForBetterRate: (user) => primary(user)?.whyInsured !== 'betterRate',
  /** whyInsured's active-duty answer already set activeMilitary Yes. */
  activeDutyKnown: (user) => primary(user)?.whyInsured === 'activeDuty',
  /** creditScore skipped for CA, HI, MA, MI. */
  creditHiddenState: (user) => (CREDIT_HIDDEN_STATES as readonly string[]).includes(user.autoPolicy.policy.state ?? ''),
  /** full coverage is asked only when the vehicle is owned. */
  vehicleNotOwned: (user, index) => user.autoPolicy.vehicles[index - 1]?.ownershipStatus !== 'Own',
  /** Agency eligibility controls can-show of email, discounts, BI limit, tier, full coverage, bundling. */
  notAgencyEligible: (user) => user.autoPolicy.policy.isAgencyEligible !== true,
  /** A summary is offered after the last item so far (from the 4th item on the compiler emits none). */
  vehicleSummaryNotOffered: (user, index) => index < user.autoPolicy.vehicles.length,
  driverSummaryNotOffered: (user, index) => index < user.autoPolicy.operators.length,
  /** sr22 is skipped if ticketNumber is 0. */
  noTickets: (user, index) => (user.autoPolicy.operators[index - 1]?.incidents?.ticketNumber ?? 0) === 0,
  /** Marital status for driver 2 is skipped if driver 1 is married. */
  spouseOfMarriedPrimary: (user, index) => index === 2 && primary(user)?.maritalStatus === 'Yes',
  /** Previous address shows only if the address was not lived at for 60 days. */
  livedSixtyDays: (user) => user.autoPolicy.policy.isValidAddress !== 'No',
  /** Bundling interest: hidden when the first driver lives with family or it is already Yes. */
  bundlingNotOffered: (user) =>
    primary(user)?.homeOwnershipStatus === 'Live with family' ||
    user.autoPolicy.policy.interestedInMultiPolicy === 'Yes',
} satisfies Record<string, SkipRule>;

export type SkipRuleName = keyof typeof rules;
/** Every rule with the full signature, so callers may pass the index to any of them. */
export const skipRules: Record<SkipRuleName, SkipRule> = rules;

/** The first rule that skips the step, or null when it shows: the devtools print it. */
export function skippedBy(
  rules: readonly SkipRuleName[] | undefined,
  user: AutoUser,
  index: number,
): SkipRuleName | null {
  for (const name of rules ?? []) if (skipRules[name](user, index)) return name;
  return null;
}
