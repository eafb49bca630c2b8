import { CREDIT_HIDDEN_STATES } from '../../../domain/constants';
import type { AutoUser } from '../../../contract';
import type { SkipRule } from '../../graph/catalogue';
import { withRequirements } from '../../requirements';
import { knockoutCriteriaOf } from './knockouts';

// Named skip rules (spec 000 section 4 "Skip rules" and "can-show" by agency eligibility). true = skip the step.
// Pure functions of the answers so far and the loop index. Each declares the steps that can change its value:
// the compiler leaves out transitions that would need a value no answer gives, and skipRules.test.ts checks every
// declaration against every step's sampled answers. Summaries need no rule: the compiler offers them after the
// last item (spec 000 section 4: not offered from the 4th item on).

const primary = (user: AutoUser) => user.autoPolicy.operators[0];
const flowRule = (test: SkipRule<AutoUser>['test'], changedBy: string[]): SkipRule<AutoUser> => ({
  test,
  scope: 'flow',
  changedBy,
});
const itemRule = (
  test: SkipRule<AutoUser>['test'],
  changedBy: string[],
  { onlyAt, sameItem, laterItems }: Pick<SkipRule<AutoUser>, 'onlyAt' | 'sameItem' | 'laterItems'> = {},
): SkipRule<AutoUser> => ({ test, scope: 'item', changedBy, onlyAt, sameItem, laterItems });

const rules = {
  /** Carrier is skipped if the driver is not currently insured. */
  notCurrentlyInsured: flowRule((user) => primary(user)?.currentlyInsured === 'No', ['currentlyInsured']),
  /** Years with carrier (driver 1) is skipped if carrier is None. */
  carrierIsNone: flowRule((user) => primary(user)?.carrier === 'None', ['currentlyInsured', 'carrier']),
  /** Current premium is only kept when looking for a better rate (whyInsured side effect), so only then asked. */
  notLookingForBetterRate: flowRule((user) => primary(user)?.whyInsured !== 'betterRate', ['whyInsured']),
  /** whyInsured's active-duty answer already set activeMilitary Yes. */
  activeDutyKnown: flowRule((user) => primary(user)?.whyInsured === 'activeDuty', ['whyInsured']),
  /** creditScore skipped for CA, HI, MA, MI (the state comes from the ZIP lookup). */
  creditHiddenState: flowRule(
    (user) => (CREDIT_HIDDEN_STATES as readonly string[]).includes(user.autoPolicy.policy.state ?? ''),
    ['zipcode', 'landing', 'zipcodeContinuity'],
  ),
  /** full coverage is asked only when the vehicle is owned. */
  vehicleNotOwned: itemRule(
    (user, index) => user.autoPolicy.vehicles[index - 1]?.ownershipStatus !== 'Own',
    ['ownershipStatus', 'vehicleSummary', 'totalVehicles'],
    { sameItem: ['ownershipStatus'], laterItems: ['vehicleSummary'] },
  ),
  /**
   * Agency eligibility controls can-show: discounts, coverage level, BI limit, full coverage, phone and phone
   * verification show only if agency eligible (the flowAgenciesEligibility rule, asked after the ZIP lookup).
   */
  notAgencyEligible: flowRule(
    (user) => user.autoPolicy.policy.isAgencyEligible !== true,
    ['zipcode', 'landing', 'zipcodeContinuity'],
  ),
  /**
   * Phone verification asks the code only when one was texted: the smsEnable rule on (asked after the ZIP lookup) and
   * the phone step's send done (a send that failed marks the number invalid, spec 000 section 8).
   */
  noCodeSent: flowRule(
    (user) => user.autoPolicy.policy.isSmsEnabled !== true || user.contact.isPhoneNumberValid !== true,
    ['zipcode', 'landing', 'zipcodeContinuity', 'phone', 'addressPhone'],
  ),
  /**
   * Email and bundling interest show if agency or mutual-insurer eligible (the geico-focused flow shows email
   * whatever the eligibility: its flow data drops this rule from email).
   */
  notAgencyOrMutualInsurerEligible: {
    ...flowRule(
      (user) =>
        user.autoPolicy.policy.isAgencyEligible !== true && user.autoPolicy.policy.isMutualInsurerEligible !== true,
      ['zipcode', 'landing', 'zipcodeContinuity'],
    ),
    implies: { whenTrue: { rules: { notAgencyEligible: true } } },
  },
  /** Without all tier data (the tiers call failed) the coverage level and BI limit pages are hidden (spec 000 section 8). */
  noTierData: flowRule(
    (user) => user.autoPolicy.policy.hasTierData !== true,
    ['zipcode', 'landing', 'zipcodeContinuity'],
  ),
  /**
   * sr22 is skipped if ticketNumber is 0; accident details show only if the pre-check is Yes. One rule: the accidents
   * step sets the pre-check Yes exactly when the count is above 0, so the compiler knows they skip together.
   */
  noTickets: itemRule(
    (user, index) => (user.autoPolicy.operators[index - 1]?.incidents?.ticketNumber ?? 0) === 0,
    ['accidents', 'maritalStatus', 'driverSummary', 'marriedGenderMilitary'],
    { sameItem: ['accidents'], laterItems: ['maritalStatus', 'driverSummary', 'marriedGenderMilitary'] },
  ),
  /** SR22 details show only if sr22 is required (the pre-check No resets it). */
  sr22NotRequired: itemRule(
    (user, index) => user.autoPolicy.operators[index - 1]?.sr22?.isRequired !== true,
    ['sr22', 'accidents', 'maritalStatus', 'driverSummary', 'marriedGenderMilitary'],
    { sameItem: ['sr22', 'accidents'], laterItems: ['maritalStatus', 'driverSummary', 'marriedGenderMilitary'] },
  ),
  /**
   * The knockout page shows only when an answer matches the white-label partner's knockout criteria: the
   * whitelabelKnockouts rule's answer, asked on the way to the page (its gate, docs/decisions/0099).
   */
  notKnockedOut: flowRule(
    (user) => knockoutCriteriaOf(user).length === 0,
    // The rule's answer is written only by the gate, asked in the way on of the steps before the page (the last
    // driver steps and the driver summary of the Safeco-type flows).
    ['accidents', 'sr22', 'occupation', 'birthdate', 'driverSummary'],
  ),
  /** Marital status for driver 2 is skipped if driver 1 is married. */
  spouseOfMarriedPrimary: itemRule(
    (user, index) => index === 2 && primary(user)?.maritalStatus === 'Yes',
    ['maritalStatus', 'marriedGenderMilitary'],
    { onlyAt: [2] },
  ),
  /** Previous address shows only if the address was not lived at for 60 days. */
  livedSixtyDays: flowRule((user) => user.autoPolicy.policy.isValidAddress !== 'No', ['address']),
  /** Bundling interest: hidden when the first driver lives with family or it is already Yes. */
  bundlingNotOffered: flowRule(
    (user) =>
      primary(user)?.homeOwnershipStatus === 'Live with family' ||
      user.autoPolicy.policy.interestedInMultiPolicy === 'Yes',
    ['homeOwnershipStatus', 'bundlingInterest'],
  ),
} satisfies Record<string, SkipRule<AutoUser>>;

export type SkipRuleName = keyof typeof rules;

/** Where a rule's requirement id is not `000-4.skip.<name>` (src/machines/requirements.ts). */
const REQUIREMENT_IDS: Partial<Record<SkipRuleName, string>> = {
  notAgencyEligible: '000-4.visibility.notAgencyEligible',
  notAgencyOrMutualInsurerEligible: '000-4.visibility.notAgencyOrMutualInsurerEligible',
  noTierData: '000-8.skip.noTierData',
  notKnockedOut: '000-4.knockout.page',
  noCodeSent: '000-4.effect.noCodeSent',
};
export const skipRules: Record<SkipRuleName, SkipRule<AutoUser>> = withRequirements(
  rules,
  (name) => REQUIREMENT_IDS[name] ?? `000-4.skip.${name}`,
);
